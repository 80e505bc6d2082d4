import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_TOAST_TIMEOUT, Toast } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces an error at once as an alert', () => {
    render(
      <Toast status="ERROR" title="Falha ao salvar" text="Tente novamente." onClose={() => {}} closeLabel="Fechar" />,
    );
    const toast = screen.getByRole('alert');
    expect(toast.getAttribute('aria-live')).toBe('assertive');
    expect(toast.textContent).toContain('Falha ao salvar');
    expect(toast.textContent).toContain('Tente novamente.');
  });

  it('announces success and warning politely as a status', () => {
    render(
      <>
        <Toast status="SUCCESS" text="Convite enviado" onClose={() => {}} closeLabel="Fechar" />
        <Toast status="WARNING" text="Pagamento pendente" onClose={() => {}} closeLabel="Fechar" />
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((toast) => toast.getAttribute('aria-live'))).toEqual(['polite', 'polite']);
    expect(statuses[1]?.className).toContain('ui-toast--warning');
  });

  it('closes itself after the default 5400 ms', () => {
    const onClose = vi.fn();
    render(<Toast status="ERROR" text="Erro" onClose={onClose} closeLabel="Fechar" />);
    expect(DEFAULT_TOAST_TIMEOUT).toBe(5400);
    act(() => vi.advanceTimersByTime(5399));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes itself after the closeTimeout it is given', () => {
    const onClose = vi.fn();
    render(<Toast status="SUCCESS" text="Salvo" closeTimeout={1000} onClose={onClose} closeLabel="Fechar" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays until closed when autoClose is false', () => {
    const onClose = vi.fn();
    render(<Toast status="WARNING" text="Nova versão" autoClose={false} onClose={onClose} closeLabel="Fechar" />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses the countdown while the pointer is on it', () => {
    const onClose = vi.fn();
    render(<Toast status="SUCCESS" text="Salvo" closeTimeout={1000} onClose={onClose} closeLabel="Fechar" />);
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('runs its action and then closes', () => {
    const onClose = vi.fn();
    const reload = vi.fn();
    render(
      <Toast
        status="WARNING"
        text="Nova versão disponível"
        action={{ label: 'Recarregar', onClick: reload }}
        onClose={onClose}
        closeLabel="Fechar"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
