import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, modalPart } from './modal';

afterEach(cleanup);

function Opener({ width }: { width?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="app">
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal
        open={open}
        title="Convidar membro"
        onClose={() => setOpen(false)}
        width={width}
        footer={<button type="button">Enviar</button>}
      >
        <label>
          Nome <input />
        </label>
      </Modal>
    </div>
  );
}

describe('Modal', () => {
  it('renders nothing while closed, and loads no Radix for it', () => {
    render(<Modal open={false} title="T" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modalPart.loaded()).toBeUndefined();
  });

  it('loads Radix when it first opens, focus on the opener until the dialog takes it', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Convidar membro' })).toBeTruthy();
    expect(modalPart.loaded()).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome' }));
  });

  it('is a modal dialog named by its title, rendered in a portal outside the app', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Convidar membro' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByTestId('app').contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('moves focus into the dialog when it opens', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome' }));
  });

  it('keeps Tab and Shift+Tab cycling inside the dialog', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const input = screen.getByRole('textbox', { name: 'Nome' });
    const send = screen.getByRole('button', { name: 'Enviar' });
    await userEvent.tab();
    expect(document.activeElement).toBe(send);
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(send);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('asks the caller to close on Escape rather than closing itself', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="T" onClose={onClose}>
        <button type="button">Ok</button>
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is 50% wide by default and takes the width it is given, in percent', async () => {
    const { unmount } = render(<Modal open title="T" onClose={() => {}} />);
    expect(screen.getByRole('dialog').style.getPropertyValue('--ui-modal-width')).toBe('50%');
    unmount();
    render(<Modal open title="T" onClose={() => {}} width={80} />);
    expect(screen.getByRole('dialog').style.getPropertyValue('--ui-modal-width')).toBe('80%');
  });

  it('stops the page behind from scrolling while open', () => {
    const { unmount } = render(<Modal open title="T" onClose={() => {}} />);
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    unmount();
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });
});
