import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal';
import { modalPart } from './modal';

afterEach(cleanup);
// Radix's dialog is loaded when a modal first opens (modal.tsx); these tests are about what it shows.
beforeAll(() => modalPart.load());

const renderConfirm = (props: Partial<ConfirmModalProps> = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmModal
      open
      title="Remover membro?"
      body="Ana perderá o acesso às apólices."
      confirmLabel="Remover"
      cancelLabel="Cancelar"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
};

describe('ConfirmModal', () => {
  it('is a dialog named by its title and described by its body', () => {
    renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Remover membro?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Ana perderá o acesso às apólices.');
  });

  it('calls onConfirm from the confirm button and onCancel from the cancel button', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const { onCancel, onConfirm } = renderConfirm();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('starts with focus on cancel so a stray Enter does not confirm', async () => {
    const { onConfirm, onCancel } = renderConfirm({ danger: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('styles the confirm button as destructive in the danger variant', () => {
    renderConfirm({ danger: true });
    expect(screen.getByRole('button', { name: 'Remover' }).className).toContain('ui-button--danger');
  });

  it('shows the confirm button as busy and ignores a second press while the action runs', async () => {
    const { onConfirm } = renderConfirm({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Remover' });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
