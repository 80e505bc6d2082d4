import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createToastQueue, useToasts, type ToastQueue } from './toast-queue';
import { ToastViewport } from './toast-viewport';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function ShellToasts({ queue }: { queue: ToastQueue }) {
  const toasts = useToasts(queue);
  return <ToastViewport toasts={toasts} onDismiss={queue.dismiss} closeLabel="Fechar" label="Notificações" />;
}

describe('createToastQueue', () => {
  it('adds toasts in order with distinct ids and removes them by id', () => {
    const queue = createToastQueue();
    const first = queue.push({ status: 'SUCCESS', text: 'Um' });
    const second = queue.push({ status: 'ERROR', text: 'Dois' });
    expect(first).not.toBe(second);
    expect(queue.getSnapshot().map((toast) => toast.text)).toEqual(['Um', 'Dois']);
    queue.dismiss(first);
    expect(queue.getSnapshot().map((toast) => toast.id)).toEqual([second]);
  });

  it('tells subscribers about changes only, and stops after unsubscribing', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const id = queue.push({ status: 'SUCCESS', text: 'Um' });
    queue.dismiss('unknown');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    queue.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('ToastViewport with useToasts', () => {
  // Radix Toast comes with the first toast; the first test waits for it, the timed one finds it loaded.
  it('shows pushed toasts in a labelled region and removes a closed one', async () => {
    const queue = createToastQueue();
    render(<ShellToasts queue={queue} />);
    expect(screen.getByRole('region', { name: /^Notificações/ })).toBeTruthy();
    act(() => {
      queue.push({ status: 'SUCCESS', text: 'Convite enviado', autoClose: false });
    });
    await screen.findByText('Convite enviado', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText('Convite enviado')).toBeNull();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('drops an error toast from the queue after its closeTimeout', () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    render(<ShellToasts queue={queue} />);
    act(() => {
      queue.push({ status: 'ERROR', title: 'Erro', text: 'Não foi possível salvar', closeTimeout: 5400 });
    });
    expect(screen.getByText('Não foi possível salvar')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5400));
    expect(screen.queryByText('Não foi possível salvar')).toBeNull();
    expect(queue.getSnapshot()).toEqual([]);
  });
});
