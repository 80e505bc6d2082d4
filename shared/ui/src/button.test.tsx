import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('is type=button by default so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Salvar</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to be type=submit', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Enviar</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('styles each variant with its class', () => {
    render(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="danger">Danger</Button>
        <Button variant="link">Link</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' }).className).toContain('ui-button--primary');
    expect(screen.getByRole('button', { name: 'Secondary' }).className).toContain('ui-button--secondary');
    expect(screen.getByRole('button', { name: 'Danger' }).className).toContain('ui-button--danger');
    expect(screen.getByRole('button', { name: 'Link' }).className).toContain('ui-button--link');
  });

  it('while loading, announces itself as busy, ignores presses and stays focusable', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Enviar
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('passes its ref and other props to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} aria-label="Fechar" data-testid="close">
        ×
      </Button>,
    );
    expect(ref.current).toBe(screen.getByTestId('close'));
    expect(screen.getByRole('button', { name: 'Fechar' })).toBe(ref.current);
  });
});
