import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '@platform/event-bus';
import { BackgroundError, startTelemetry } from './telemetry';

function setup(dsn?: string) {
  const eventBus = createEventBus();
  const capture = vi.fn();
  const initSentry = vi.fn(() => ({ capture }));
  const load = vi.fn(async () => ({ initSentry }));
  let idle: (() => void) | undefined;
  startTelemetry({ dsn, version: '0.3.202', eventBus, load, whenIdle: (run) => (idle = run) });
  return { eventBus, capture, initSentry, load, runIdle: () => idle?.() };
}

describe('startTelemetry', () => {
  it('without a DSN loads nothing and listens to nothing', () => {
    const { eventBus, load, runIdle } = setup(undefined);
    eventBus.emit('app:error', { source: 'mfe_claims', error: new Error('x') });
    runIdle();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the SDK only once the browser is idle after first paint, with the DSN and version', async () => {
    const { load, initSentry, runIdle } = setup('http://key@127.0.0.1:9/1');
    expect(load).not.toHaveBeenCalled();
    runIdle();
    await vi.waitFor(() =>
      expect(initSentry).toHaveBeenCalledWith({ dsn: 'http://key@127.0.0.1:9/1', version: '0.3.202' }),
    );
  });

  it('sends errors raised before the SDK arrived, each tagged with the remote that raised it', async () => {
    const { eventBus, capture, runIdle } = setup('http://key@127.0.0.1:9/1');
    const renderError = new Error('render failed');
    eventBus.emit('app:error', { source: 'mfe_claims', error: renderError });
    eventBus.emit('ui:background-error', {
      title: 'Falha ao carregar apólices',
      code: 'UNEXPECTED_ERROR',
      source: 'mfe_quotes_policies',
    });
    runIdle();
    await vi.waitFor(() => expect(capture).toHaveBeenCalledTimes(2));
    expect(capture).toHaveBeenNthCalledWith(1, renderError, 'mfe_claims');
    const [background, remote] = capture.mock.calls[1]!;
    expect(background).toBeInstanceOf(BackgroundError);
    expect((background as Error).message).toBe('Falha ao carregar apólices');
    expect(remote).toBe('mfe_quotes_policies');
    eventBus.emit('app:error', { source: 'shell', error: new Error('later') });
    expect(capture).toHaveBeenCalledTimes(3);
  });
});
