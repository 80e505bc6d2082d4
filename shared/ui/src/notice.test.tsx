import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Notice } from './notice';

afterEach(cleanup);

describe('Notice', () => {
  it('announces an error at once and the other types politely', () => {
    const { unmount } = render(<Notice type="error" title="Revise o formulário" detail="O CNPJ é inválido." />);
    expect(screen.getByRole('alert').textContent).toContain('O CNPJ é inválido.');
    unmount();
    render(<Notice type="info" title="Salvo" />);
    expect(screen.getByRole('status').textContent).toContain('Salvo');
  });

  it('runs its action and offers a named close button when dismissable', () => {
    const onClick = vi.fn();
    const onDismiss = vi.fn();
    render(
      <Notice
        type="warn"
        title="T"
        action={{ label: 'Mostrar no formulário', onClick }}
        onDismiss={onDismiss}
        dismissLabel="Fechar"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar no formulário' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no close button when it cannot be dismissed', () => {
    render(<Notice type="success" title="T" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
