import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus, type PlatformEvents } from '@platform/event-bus';
import { UiServices, type UiServicesWords } from './ui-services';

afterEach(cleanup);

const words: UiServicesWords = {
  close: 'Fechar',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  notifications: 'Notificações',
  notices: 'Avisos',
  showInForm: 'Mostrar no formulário',
  backgroundError: (code) => (code ? `Erro ${code}` : 'Erro inesperado'),
};

function renderServices() {
  const eventBus = createEventBus();
  const results: PlatformEvents['ui:confirm-result'][] = [];
  eventBus.on('ui:confirm-result', (result) => results.push(result));
  render(<UiServices eventBus={eventBus} words={words} />);
  const emit = <N extends keyof PlatformEvents>(name: N, payload: PlatformEvents[N]) =>
    act(() => eventBus.emit(name, payload));
  return { emit, results };
}

describe('UiServices: the UI services of the shell and of the standalone page', () => {
  // Toasts come from Radix Toast, loaded with the first one.
  it('shows a toast a remote asks for', async () => {
    const { emit } = renderServices();
    emit('ui:toast', { status: 'SUCCESS', text: 'Sinistro enviado', autoClose: false });
    expect(await screen.findByText('Sinistro enviado', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('answers a confirmation with the same request id', async () => {
    const { emit, results } = renderServices();
    emit('ui:confirm', { requestId: 'r1', title: 'Cancelar sinistro?', body: 'Não pode ser desfeito.' });
    // The dialog's Radix part arrives when a modal first opens (@platform/ui loads it then).
    expect(await screen.findByText('Cancelar sinistro?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(results).toEqual([{ requestId: 'r1', confirmed: true }]);
    expect(screen.queryByText('Cancelar sinistro?')).toBeNull();
  });

  it('shows a background error as an error toast with its title', async () => {
    const { emit } = renderServices();
    emit('ui:background-error', { title: 'Falha ao salvar' });
    expect(await screen.findByText('Falha ao salvar', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Erro inesperado')).toBeTruthy();
  });

  it('words a background error without a detail by its error code', async () => {
    const { emit } = renderServices();
    emit('ui:background-error', { title: 'Falha ao enviar', code: 'STALE_VERSION' });
    expect(await screen.findByText('Erro STALE_VERSION', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
