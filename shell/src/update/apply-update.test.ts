import { beforeEach, describe, expect, it, vi } from 'vitest';
import { builtMeta, runningMeta } from './app-meta';
import { applyUpdate, forceUpdateIfDeployed, isChunkLoadError, type UpdateEnvironment } from './apply-update';

const NEW = { version: '0.4.0', timestamp: '2026-06-01T00:00:00.000Z' };

function env(overrides: Partial<UpdateEnvironment> = {}): UpdateEnvironment & { reload: ReturnType<typeof vi.fn> } {
  return { storage: sessionStorage, reload: vi.fn(), ...overrides } as UpdateEnvironment & {
    reload: ReturnType<typeof vi.fn>;
  };
}

beforeEach(() => sessionStorage.clear());

describe('applyUpdate', () => {
  it('stores the new version for the session, clears Cache Storage and reloads', async () => {
    const caches = { keys: vi.fn(async () => ['v1', 'v2']), delete: vi.fn(async (_key: string) => true) };
    const e = env({ caches });
    await applyUpdate(NEW, e);
    expect(runningMeta(sessionStorage)).toEqual(NEW);
    expect(caches.delete.mock.calls.map(([key]) => key)).toEqual(['v1', 'v2']);
    expect(e.reload).toHaveBeenCalledTimes(1);
  });

  it("remembers the shell's version only: the remotes are those of the registry the page loads", async () => {
    await applyUpdate({ ...NEW, remotes: 'mfe_claims=http://cdn/claims/2/mf-manifest.json' }, env());
    expect(JSON.parse(sessionStorage.getItem('platform.appMeta')!)).toEqual(NEW);
  });

  it('activates a waiting service worker instead of clearing caches', async () => {
    const waiting = { postMessage: vi.fn() };
    const caches = { keys: vi.fn(async () => ['v1']), delete: vi.fn(async () => true) };
    const e = env({
      caches,
      serviceWorker: { getRegistration: vi.fn(async () => ({ waiting }) as unknown as ServiceWorkerRegistration) },
    });
    await applyUpdate(NEW, e);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(caches.delete).not.toHaveBeenCalled();
    expect(e.reload).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadError', () => {
  it('recognises rspack and browser chunk failures, and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Loading CSS chunk d failed.\n(/static/css/async/d.css)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('forceUpdateIfDeployed', () => {
  it('reloads into the published version without asking when it differs from the running one', async () => {
    const e = env();
    expect(await forceUpdateIfDeployed(async () => NEW, e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(1);
    expect(runningMeta(sessionStorage)).toEqual(NEW);
  });

  it('does nothing when the running version is still the published one (a server is down, not a deploy)', async () => {
    const e = env();
    expect(await forceUpdateIfDeployed(async () => builtMeta(), e)).toBe(false);
    expect(await forceUpdateIfDeployed(async () => Promise.reject(new Error('offline')), e)).toBe(false);
    expect(await forceUpdateIfDeployed(async () => ({}), e)).toBe(false);
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('forces one reload per published version, never a loop', async () => {
    const e = env();
    await forceUpdateIfDeployed(async () => NEW, e);
    // the reload still served the old files and the session lost the stored version
    sessionStorage.removeItem('platform.appMeta');
    expect(await forceUpdateIfDeployed(async () => NEW, e)).toBe(false);
    expect(e.reload).toHaveBeenCalledTimes(1);
  });
});
