import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { ToastViewport } from './toast-viewport';
import type { ToastItem } from './toast-queue';
import { DEFAULT_TOAST_TIMEOUT } from './toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const toasts: ToastItem[] = [
  { id: 't1', status: 'SUCCESS', text: 'Convite enviado', autoClose: false },
  { id: 't2', status: 'ERROR', title: 'Falha', text: 'Tente novamente.', autoClose: false },
];

/** A viewport over a list the test can change, as the shell's queue does. */
function Host({ start, onDismiss = () => {} }: { start: ToastItem[]; onDismiss?: (id: string) => void }) {
  const [list, setList] = useState(start);
  return (
    <ToastViewport
      toasts={list}
      onDismiss={(id) => {
        onDismiss(id);
        setList((items) => items.filter((item) => item.id !== id));
      }}
      closeLabel="Fechar"
      label="Notificações"
    />
  );
}

// Radix Toast is loaded with the first toast; load it once here, so the timed tests run on fake timers.
beforeAll(async () => {
  render(<ToastViewport toasts={toasts} onDismiss={() => {}} closeLabel="Fechar" />);
  await screen.findByText('Tente novamente.', {}, { timeout: 10_000 });
  cleanup();
});

const region = () => screen.getByRole('region', { name: /^Notificações/ });

describe('ToastViewport (Radix Toast)', () => {
  it('is a named region before any toast, and names its F8 shortcut once toasts come', async () => {
    const { rerender } = render(
      <ToastViewport toasts={[]} onDismiss={() => {}} closeLabel="Fechar" label="Notificações" />,
    );
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
    rerender(<ToastViewport toasts={toasts} onDismiss={() => {}} closeLabel="Fechar" label="Notificações" />);
    expect(await screen.findByRole('region', { name: 'Notificações (F8)' })).toBeTruthy();
  });

  it('shows every toast, oldest first, each with its close button', async () => {
    render(<Host start={toasts} />);
    await screen.findByText('Tente novamente.');
    const items = within(region()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Convite enviado'),
      expect.stringContaining('Tente novamente.'),
    ]);
    expect(items[1]!.className).toContain('ui-toast--error');
    expect(within(region()).getAllByRole('button', { name: 'Fechar' })).toHaveLength(2);
  });

  it('announces an error assertively and the rest politely', () => {
    // Radix puts the words in live regions a frame after the toast appears, for one second.
    vi.useFakeTimers();
    render(<Host start={toasts} />);
    act(() => vi.advanceTimersByTime(50));
    const announcements = screen
      .getAllByRole('status')
      .map((live) => [live.getAttribute('aria-live'), live.textContent]);
    expect(announcements).toContainEqual(['assertive', expect.stringContaining('Tente novamente.')]);
    expect(announcements).toContainEqual(['polite', expect.stringContaining('Convite enviado')]);
  });

  it('dismisses a toast by its id when its close button is pressed', async () => {
    const onDismiss = vi.fn();
    render(<Host start={toasts} onDismiss={onDismiss} />);
    await screen.findByText('Tente novamente.');
    fireEvent.click(within(region()).getAllByRole('button', { name: 'Fechar' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith('t2');
    expect(screen.queryByText('Tente novamente.')).toBeNull();
  });

  it('runs the action and closes the toast', async () => {
    const undo = vi.fn();
    const onDismiss = vi.fn();
    render(
      <Host
        start={[{ id: 'a', status: 'SUCCESS', text: 'Removido', action: { label: 'Desfazer', onClick: undo } }]}
        onDismiss={onDismiss}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Desfazer' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('closes a toast after the default 5400 ms, or its own timeout, and never when autoClose is false', () => {
    vi.useFakeTimers();
    render(
      <Host
        start={[
          { id: 'd', status: 'ERROR', text: 'Erro' },
          { id: 'o', status: 'SUCCESS', text: 'Salvo', closeTimeout: 1000 },
          { id: 'k', status: 'WARNING', text: 'Nova versão', autoClose: false },
        ]}
      />,
    );
    expect(screen.getByText('Nova versão')).toBeTruthy();
    expect(DEFAULT_TOAST_TIMEOUT).toBe(5400);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Salvo')).toBeNull();
    expect(screen.getByText('Erro')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4400));
    expect(screen.queryByText('Erro')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Nova versão')).toBeTruthy();
  });

  it('pauses the countdown while the pointer is on the toasts', () => {
    vi.useFakeTimers();
    render(<Host start={[{ id: 'p', status: 'SUCCESS', text: 'Salvo', closeTimeout: 1000 }]} />);
    expect(screen.getByText('Salvo')).toBeTruthy();
    const list = within(region()).getByRole('list');
    fireEvent.pointerMove(list);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Salvo')).toBeTruthy();
    fireEvent.pointerLeave(region());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Salvo')).toBeNull();
  });

  it('F8 moves the focus to the toasts', async () => {
    render(<Host start={toasts} />);
    await screen.findByText('Tente novamente.');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region().contains(document.activeElement)).toBe(true);
  });
});
