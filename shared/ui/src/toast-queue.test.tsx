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
  it('shows pushed toasts in a labelled region and removes a closed one', () => {
    const queue = createToastQueue();
    render(<ShellToasts queue={queue} />);
    expect(screen.getByRole('region', { name: 'Notificações' })).toBeTruthy();
    act(() => {
      queue.push({ status: 'SUCCESS', text: 'Convite enviado', autoClose: false });
    });
    expect(screen.getByRole('status').textContent).toContain('Convite enviado');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('drops an error toast from the queue after its closeTimeout', () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    render(<ShellToasts queue={queue} />);
    act(() => {
      queue.push({ status: 'ERROR', title: 'Erro', text: 'Não foi possível salvar', closeTimeout: 5400 });
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5400));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(queue.getSnapshot()).toEqual([]);
  });
});
