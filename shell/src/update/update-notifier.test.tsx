import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createEventBus } from '@platform/event-bus';
import { PlatformIntlProvider } from '@platform/i18n';
import { DEFAULT_LOCALE } from '@platform/domain';
import { builtMeta, type AppMeta } from './app-meta';
import { UpdateNotifier } from './update-notifier';
import { updateMessages } from './messages';

const NEW = { version: '9.0.0', timestamp: '2026-06-01T00:00:00.000Z' };
const REGISTRY = {
  remotes: [{ name: 'mfe_claims' as const, manifestUrl: 'http://cdn/claims/1/mf-manifest.json', routePrefixes: [] }],
};

function renderNotifier(published: AppMeta = NEW) {
  const eventBus = createEventBus();
  const fetchMeta = vi.fn(async () => published);
  const apply = vi.fn(async () => {});
  const forceUpdate = vi.fn(async () => true);
  render(
    <PlatformIntlProvider locale={DEFAULT_LOCALE} messages={updateMessages}>
      <UpdateNotifier
        eventBus={eventBus}
        registry={REGISTRY}
        fetchMeta={fetchMeta}
        apply={apply}
        forceUpdate={forceUpdate}
      />
    </PlatformIntlProvider>,
  );
  return { eventBus, fetchMeta, apply, forceUpdate };
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('UpdateNotifier', () => {
  it('shows nothing while the running version is the published one', async () => {
    const { fetchMeta } = renderNotifier(builtMeta());
    await waitFor(() => expect(fetchMeta).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Nova versão disponível')).toBeNull();
  });

  it('asks to reload when a new version is published, and moves to it on confirm', async () => {
    const { apply } = renderNotifier();
    const dialog = await screen.findByRole('dialog', { name: 'Nova versão disponível' });
    expect(dialog.textContent).toContain('Uma nova versão está disponível. Recarregue para usá-la.');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recarregar' }));
    expect(apply).toHaveBeenCalledWith(NEW);
  });

  it('asks to reload when one remote was deployed or rolled back alone (the registry points elsewhere)', async () => {
    const deployed = { ...builtMeta(), remotes: 'mfe_claims=http://cdn/claims/2/mf-manifest.json' };
    const { apply } = renderNotifier(deployed);
    const dialog = await screen.findByRole('dialog', { name: 'Nova versão disponível' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recarregar' }));
    expect(apply).toHaveBeenCalledWith(deployed);
  });

  it('stays quiet while the registry points at the remotes the page runs', async () => {
    const { fetchMeta } = renderNotifier({
      ...builtMeta(),
      remotes: 'mfe_claims=http://cdn/claims/1/mf-manifest.json',
    });
    await waitFor(() => expect(fetchMeta).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the banner after "later", and its button reloads', async () => {
    const { apply } = renderNotifier();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Depois' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Nova versão disponível');
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(apply).toHaveBeenCalledWith(NEW);
  });

  it('forces the update when an area reports a chunk that failed to load, not for other errors', async () => {
    const { eventBus, forceUpdate } = renderNotifier(builtMeta());
    eventBus.emit('app:error', { source: 'mfe_claims', error: new Error('render failed') });
    expect(forceUpdate).not.toHaveBeenCalled();
    eventBus.emit('app:error', { source: 'mfe_claims', error: new Error('manifest unreachable'), chunkLoad: true });
    eventBus.emit('app:error', {
      source: 'shell',
      error: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
    });
    expect(forceUpdate).toHaveBeenCalledTimes(2);
  });
});
