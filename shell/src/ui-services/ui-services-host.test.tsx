import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus, type PlatformEvents } from '@platform/event-bus';
import { PlatformIntlProvider } from '@platform/i18n';
import { DEFAULT_LOCALE } from '@platform/domain';
import { UiServicesHost } from './ui-services-host';
import { uiServicesMessages } from './messages';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderHost() {
  const eventBus = createEventBus();
  const results: PlatformEvents['ui:confirm-result'][] = [];
  eventBus.on('ui:confirm-result', (result) => results.push(result));
  render(
    <PlatformIntlProvider locale={DEFAULT_LOCALE} messages={uiServicesMessages}>
      <button type="button">Fora</button>
      <UiServicesHost eventBus={eventBus} />
    </PlatformIntlProvider>,
  );
  const emit = <N extends keyof PlatformEvents>(name: N, payload: PlatformEvents[N]) =>
    act(() => eventBus.emit(name, payload));
  return { emit, results };
}

describe('UiServicesHost: toasts', () => {
  const toastsRegion = () => screen.getByRole('region', { name: /^Notificações/ });

  // Radix Toast is loaded with the first toast; the first test waits for it, the timed ones find it loaded.
  it('shows a toast a remote asks for, with its extra action', async () => {
    const { emit } = renderHost();
    const undo = vi.fn();
    emit('ui:toast', {
      status: 'SUCCESS',
      text: 'Convite enviado',
      autoClose: false,
      action: { label: 'Desfazer', onClick: undo },
    });
    await screen.findByText('Convite enviado', {}, { timeout: 10_000 });
    const toast = within(toastsRegion()).getByRole('listitem');
    expect(toast.textContent).toContain('Convite enviado');
    fireEvent.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Convite enviado')).toBeNull();
  });

  it('closes a toast after its own timeout', () => {
    vi.useFakeTimers();
    const { emit } = renderHost();
    emit('ui:toast', { status: 'WARNING', text: 'Sessão expira em breve', closeTimeout: 1000 });
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Sessão expira em breve')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Sessão expira em breve')).toBeNull();
  });

  it('turns a background error into an error toast with a title, announced at once, for 5400 ms', () => {
    vi.useFakeTimers();
    const { emit } = renderHost();
    emit('ui:background-error', {
      title: 'Não foi possível atualizar as apólices',
      code: 'UNEXPECTED_ERROR',
      source: 'mfe_quotes_policies',
    });
    const toast = within(toastsRegion()).getByRole('listitem');
    expect(toast.className).toContain('ui-toast--error');
    expect(toast.textContent).toContain('Não foi possível atualizar as apólices');
    // Radix announces it in an assertive live region a frame later.
    act(() => vi.advanceTimersByTime(50));
    const live = screen.getAllByRole('status').find((node) => node.getAttribute('aria-live') === 'assertive');
    expect(live?.textContent).toContain('Não foi possível atualizar as apólices');
    act(() => vi.advanceTimersByTime(5349));
    expect(screen.queryByText('Não foi possível atualizar as apólices')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(toastsRegion()).queryByRole('listitem')).toBeNull();
  });
});

describe('UiServicesHost: notices', () => {
  it('shows an error notice whose action reads "show in form" unless labelled, until dismissed', () => {
    const { emit } = renderHost();
    const show = vi.fn();
    emit('ui:notice', {
      title: 'Revise os dados',
      type: 'error',
      detail: 'O CNPJ é inválido.',
      action: { onClick: show },
    });
    const notices = screen.getByRole('region', { name: 'Avisos' });
    expect(within(notices).getByRole('alert').textContent).toContain('O CNPJ é inválido.');
    fireEvent.click(within(notices).getByRole('button', { name: 'Mostrar no formulário' }));
    expect(show).toHaveBeenCalledTimes(1);
    fireEvent.click(within(notices).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region', { name: 'Avisos' })).toBeNull();
  });
});

describe('UiServicesHost: modals', () => {
  it('opens a modal 50% wide by default, with focus inside, closed by Escape', async () => {
    const { emit } = renderHost();
    const onClose = vi.fn();
    emit('ui:modal', { title: 'Como funciona', body: 'A análise leva de 10 a 15 dias úteis.', onClose });
    // The dialog's Radix part arrives when a modal first opens (@platform/ui loads it then).
    const dialog = await screen.findByRole('dialog', { name: 'Como funciona' });
    expect(dialog.style.getPropertyValue('--ui-modal-width')).toBe('50%');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the confirmation modal and answers the request that asked', async () => {
    const { emit, results } = renderHost();
    emit('ui:confirm', {
      requestId: 'r1',
      title: 'Remover membro?',
      body: 'Ana perderá o acesso.',
      confirmLabel: 'Remover',
      danger: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Remover membro?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    const remove = within(dialog).getByRole('button', { name: 'Remover' });
    expect(document.activeElement).toBe(cancel);
    await userEvent.tab();
    expect(document.activeElement).toBe(remove);
    await userEvent.tab();
    expect(document.activeElement).toBe(cancel);
    await userEvent.click(remove);
    expect(results).toEqual([{ requestId: 'r1', confirmed: true }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers false on Escape, then shows the next confirmation asked', async () => {
    const { emit, results } = renderHost();
    emit('ui:confirm', { requestId: 'a', title: 'Primeira?', body: '1' });
    emit('ui:confirm', { requestId: 'b', title: 'Segunda?', body: '2' });
    await userEvent.keyboard('{Escape}');
    expect(results).toEqual([{ requestId: 'a', confirmed: false }]);
    expect(screen.getByRole('dialog', { name: 'Segunda?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(results[1]).toEqual({ requestId: 'b', confirmed: true });
  });
});
