import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthService } from '../auth/auth-service';
import { startHomeReadsAtPaint } from './home-reads-at-paint';
import { startHomeReads, takeHomeReads } from './home-reads';

const ORIGIN = 'http://localhost:3000';
const at = (pathname: string, search = '') => ({ pathname, search, origin: ORIGIN });
const NOW = Date.UTC(2026, 10, 26, 12);

/** The tab's kept session as oidc-client-ts stores it (client `web` at this origin's provider). */
const keepSession = (accessToken: string, expiresAt = NOW / 1000 + 3600) =>
  sessionStorage.setItem(
    `oidc.user:${ORIGIN}/oidc:web`,
    JSON.stringify({ access_token: accessToken, expires_at: expiresAt }),
  );

/** Signs as the API client signs: by the client's key (`clientId`) for the request. */
const authorize = vi.fn(async ({ method, url }: { method: string; url: string }, token: string, clientId: string) => ({
  Authorization: `DPoP ${token}`,
  DPoP: `proof ${clientId} ${method} ${url}`,
}));

function sender() {
  let count = 0;
  const send = vi.fn(async (url: string) => Response.json({ read: ++count, url }));
  return { send: send as unknown as typeof fetch, sent: () => send.mock.calls.map(([url]) => url) };
}
const paint = (pathname: string, send: typeof fetch) =>
  startHomeReadsAtPaint(at(pathname), { session: sessionStorage, now: NOW, send, authorize });

afterEach(() => {
  sessionStorage.clear();
  takeHomeReads();
  delete (window as unknown as Record<string, unknown>).__platformHomeReads;
});

describe('the homes’ first reads started by the HTML’s inline script', () => {
  it('starts the home’s reads and /v3/me at this origin for a kept, unexpired session, signed with the client’s key', async () => {
    keepSession('kept');
    const { send, sent } = sender();
    expect(paint('/dashboard/index', send)).toBe(true);
    await vi.waitFor(() => expect(sent()).toHaveLength(5));
    expect(sent()).toEqual(
      ['/v3/me', '/v3/home/tasks', '/v3/policies', '/v3/quotes', '/v3/application-forms'].map((path) => ORIGIN + path),
    );
    expect(authorize).toHaveBeenCalledWith({ method: 'GET', url: `${ORIGIN}/v3/home/tasks` }, 'kept', 'web');
  });

  it('starts nothing on a page without first reads, for a guest, or with an expired token', () => {
    const { send, sent } = sender();
    keepSession('kept');
    expect(paint('/dashboard/quotes/home', send)).toBe(false);
    sessionStorage.clear();
    expect(paint('/dashboard/index', send)).toBe(false);
    keepSession('old', NOW / 1000 - 1);
    expect(paint('/dashboard/index', send)).toBe(false);
    expect(sent()).toEqual([]);
  });

  it('is taken over by the boot code for the same API and token: no address asked twice', async () => {
    keepSession('kept');
    const early = sender();
    paint('/dashboard/index', early.send);
    const boot = sender();
    const auth: Pick<AuthService, 'restore' | 'authorize'> = {
      restore: () => ({ accessToken: 'kept', expiresAt: Date.now() / 1000 + 3600 }),
      authorize: async () => ({ Authorization: 'DPoP kept' }),
    };

    const reads = startHomeReads({}, at('/dashboard/index'), { auth, send: boot.send });
    const answers = await Promise.all(reads.map(async (read) => (await read.answer).response.json()));
    expect(answers.map((answer) => answer.url)).toEqual(reads.map((read) => read.url));
    expect(boot.sent()).toEqual([]);
    expect(early.sent()).toHaveLength(5);
    expect((await reads[1]!.answer).authorization).toBe('DPoP kept');
  });

  it('is left for another API or another token: the boot code reads itself', async () => {
    keepSession('kept');
    const early = sender();
    paint('/dashboard/index', early.send);
    const boot = sender();
    const auth = (token: string): Pick<AuthService, 'restore' | 'authorize'> => ({
      restore: () => ({ accessToken: token, expiresAt: Date.now() / 1000 + 3600 }),
      authorize: async () => ({ Authorization: `DPoP ${token}` }),
    });

    await Promise.all(
      startHomeReads({ apiBaseUrl: 'http://api.test' }, at('/dashboard/index'), {
        auth: auth('kept'),
        send: boot.send,
      }).map((read) => read.answer),
    );
    expect(boot.sent()).toHaveLength(5);
    paint('/dashboard/index', early.send);
    await Promise.all(
      startHomeReads({}, at('/dashboard/index'), { auth: auth('renewed'), send: boot.send }).map((read) => read.answer),
    );
    expect(boot.sent()).toHaveLength(10);
  });
});
