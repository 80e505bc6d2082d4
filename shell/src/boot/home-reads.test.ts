import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthService } from '../auth/auth-service';
import { startHomeReads, takeHomeReads } from './home-reads';

const API = 'http://api.test';
const registry = { apiBaseUrl: API };
const at = (pathname: string, search = '') => ({ pathname, search, origin: 'http://localhost:3000' });
const inAnHour = () => Date.now() / 1000 + 3600;

/** A kept session (or none), signing each request as the shell's auth does. */
function keptSession(tokens: { accessToken: string; expiresAt: number } | null) {
  const auth: Pick<AuthService, 'restore' | 'authorize'> = {
    restore: () => tokens,
    authorize: async ({ method, url }, token) => ({ Authorization: `DPoP ${token}`, DPoP: `proof ${method} ${url}` }),
  };
  let count = 0;
  const send = vi.fn(async () => new Response(JSON.stringify({ read: ++count }), { status: 200 }));
  return { auth, send: send as unknown as typeof fetch, sent: () => send.mock.calls as unknown[][] };
}

beforeEach(() => void takeHomeReads());

describe('the homes’ first reads at boot', () => {
  it('starts the customer home’s reads and the shell’s /v3/me for a kept session, signed as the API client signs', async () => {
    const session = keptSession({ accessToken: 'kept', expiresAt: inAnHour() });
    const reads = startHomeReads(registry, at('/dashboard/index'), session);
    expect(reads.map((read) => read.url)).toEqual([
      `${API}/v3/me`,
      `${API}/v3/home/tasks`,
      `${API}/v3/policies`,
      `${API}/v3/quotes`,
      `${API}/v3/application-forms`,
    ]);
    const answer = await reads[1]!.answer;
    expect(answer.authorization).toBe('DPoP kept');
    expect(session.sent()[1]).toEqual([
      `${API}/v3/home/tasks`,
      { headers: { Authorization: 'DPoP kept', DPoP: `proof GET ${API}/v3/home/tasks` } },
    ]);
    expect(startHomeReads(registry, at('/dashboard/index-customer'), session)).toHaveLength(5);
  });

  it('starts the broker home’s reads on /broker/index, one request for the shell’s and the screens’ /v3/me', async () => {
    const session = keptSession({ accessToken: 'kept', expiresAt: inAnHour() });
    const reads = startHomeReads(registry, at('/broker/index'), session);
    await Promise.all(reads.map((read) => read.answer));
    expect(reads.map((read) => read.url)).toEqual([
      `${API}/v3/me`,
      `${API}/v3/me`,
      `${API}/v3/broker/home/tasks`,
      `${API}/v3/broker/companies?sort=name&order=asc`,
    ]);
    expect(session.sent().map(([url]) => url)).toEqual([
      `${API}/v3/me`,
      `${API}/v3/broker/home/tasks`,
      `${API}/v3/broker/companies?sort=name&order=asc`,
    ]);
    const [shells, screens] = await Promise.all([reads[0]!.answer, reads[1]!.answer]);
    expect([await shells.response.json(), await screens.response.json()]).toEqual([{ read: 1 }, { read: 1 }]);
    expect(screens.authorization).toBe('DPoP kept');
  });

  it('starts the quote link’s read of the customer’s quotes (its options), beside the shell’s /v3/me', () => {
    const session = keptSession({ accessToken: 'kept', expiresAt: inAnHour() });
    const reads = startHomeReads(registry, at('/dashboard/quotes/available/eno/f-1'), session);
    expect(reads.map((read) => read.url)).toEqual([`${API}/v3/me`, `${API}/v3/quotes`]);
    for (const path of ['/dashboard/quotes/detail/available/eno/f-1', '/dashboard/quotes/checkout/q-1'])
      expect(startHomeReads(registry, at(path), session)).toEqual([]);
  });

  it('starts nothing on another page, for a guest, or with a token that must be renewed first', () => {
    const kept = keptSession({ accessToken: 'kept', expiresAt: inAnHour() });
    for (const path of ['/', '/dashboard/quotes/home', '/broker/company/c-1/detail', '/auth/login'])
      expect(startHomeReads(registry, at(path), kept)).toEqual([]);
    expect(startHomeReads(registry, at('/dashboard/index'), keptSession(null))).toEqual([]);
    const expired = keptSession({ accessToken: 'old', expiresAt: Date.now() / 1000 - 1 });
    expect(startHomeReads(registry, at('/dashboard/index'), expired)).toEqual([]);
    expect(kept.sent()).toEqual([]);
    expect(expired.sent()).toEqual([]);
  });

  it('reads at this origin when the registry names no API, and hands the reads over once', () => {
    const reads = startHomeReads(
      {},
      at('/dashboard/index'),
      keptSession({ accessToken: 'kept', expiresAt: inAnHour() }),
    );
    expect(reads[0]!.url).toBe('http://localhost:3000/v3/me');
    expect(takeHomeReads()).toBe(reads);
    expect(takeHomeReads()).toEqual([]);
  });
});
