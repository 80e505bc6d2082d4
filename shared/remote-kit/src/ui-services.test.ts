import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type PlatformEvents } from '@platform/event-bus';
import { createPlatformUi } from './ui-services';

describe('createPlatformUi', () => {
  it('asks the shell for toasts by status, keeping their options', () => {
    const bus = createEventBus();
    const seen: PlatformEvents['ui:toast'][] = [];
    bus.on('ui:toast', (toast) => seen.push(toast));
    const ui = createPlatformUi(bus, 'mfe_claims');
    ui.success('Sinistro enviado', { autoClose: false });
    ui.warning('Atenção', { closeTimeout: 1000 });
    expect(seen).toEqual([
      { status: 'SUCCESS', text: 'Sinistro enviado', autoClose: false },
      { status: 'WARNING', text: 'Atenção', closeTimeout: 1000 },
    ]);
  });

  it('tags a background error with the remote that raised it', () => {
    const bus = createEventBus();
    const handler = vi.fn();
    bus.on('ui:background-error', handler);
    createPlatformUi(bus, 'mfe_claims').backgroundError({ title: 'Falha ao carregar', code: 'UNEXPECTED_ERROR' });
    expect(handler).toHaveBeenCalledWith({
      title: 'Falha ao carregar',
      code: 'UNEXPECTED_ERROR',
      source: 'mfe_claims',
    });
  });

  it('resolves confirm with the answer to its own request only', async () => {
    const bus = createEventBus();
    const asked: PlatformEvents['ui:confirm'][] = [];
    bus.on('ui:confirm', (request) => asked.push(request));
    const ui = createPlatformUi(bus, 'mfe_onboarding');
    const first = ui.confirm({ title: 'Remover?', body: 'Ana' });
    const second = ui.confirm({ title: 'Reenviar?', body: 'Bia' });
    expect(asked).toHaveLength(2);
    expect(asked[0]!.requestId).not.toBe(asked[1]!.requestId);
    bus.emit('ui:confirm-result', { requestId: asked[1]!.requestId, confirmed: false });
    bus.emit('ui:confirm-result', { requestId: asked[0]!.requestId, confirmed: true });
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
  });
});
