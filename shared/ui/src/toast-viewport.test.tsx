import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ToastViewport } from './toast-viewport';
import type { ToastItem } from './toast-queue';

afterEach(cleanup);

const toasts: ToastItem[] = [
  { id: 't1', status: 'SUCCESS', text: 'Convite enviado', autoClose: false },
  { id: 't2', status: 'ERROR', title: 'Falha', text: 'Tente novamente.', autoClose: false },
];

describe('ToastViewport', () => {
  it('shows every toast, oldest first, each with the close label it is given', () => {
    render(<ToastViewport toasts={toasts} onDismiss={() => {}} closeLabel="Close" />);
    expect(screen.getByRole('status').textContent).toContain('Convite enviado');
    expect(screen.getByRole('alert').textContent).toContain('Tente novamente.');
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('dismisses a toast by its id when its close button is pressed', () => {
    const onDismiss = vi.fn();
    render(<ToastViewport toasts={toasts} onDismiss={onDismiss} closeLabel="Fechar" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith('t2');
  });

  it('is a named region when given a label', () => {
    render(<ToastViewport toasts={[]} onDismiss={() => {}} closeLabel="Fechar" label="Notificações" />);
    expect(screen.getByRole('region', { name: 'Notificações' })).toBeTruthy();
  });
});
