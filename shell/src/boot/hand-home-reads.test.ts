import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, dropEarlyReads, unwrap } from '@platform/api-client';
import { handHomeReads } from './hand-home-reads';
import { startHomeReads } from './home-reads';

const API = 'http://api.test';
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(dropEarlyReads);

/** The boot's reads of the customer home, answered `early`; a client that answers `network` otherwise. */
function bootReads() {
  const auth = {
    restore: () => ({ accessToken: 'kept', expiresAt: Date.now() / 1000 + 3600 }),
    authorize: async () => ({ Authorization: 'Bearer kept' }),
  };
  const location = { pathname: '/dashboard/index', search: '', origin: 'http://localhost:3000' };
  startHomeReads({ apiBaseUrl: API }, location, { auth, send: async () => json({ items: ['early'] }) });
  const sent: string[] = [];
  const api = createApiClient({
    baseUrl: API,
    getToken: () => 'kept',
    fetch: (async (input: RequestInfo | URL) => {
      sent.push(new Request(input).url);
      return json({ items: ['network'] });
    }) as typeof fetch,
  });
  let listener: (state: { location: { pathname: string } }) => void = () => {};
  const unsubscribe = vi.fn();
  const router = {
    subscribe: (next: typeof listener) => {
      listener = next;
      return unsubscribe;
    },
  };
  return { api, sent, router, navigate: (pathname: string) => listener({ location: { pathname } }), unsubscribe };
}

describe('handing the home’s boot reads to the API clients', () => {
  it('answers the home’s first read from the boot’s read while the person is on the page opened', async () => {
    const { api, sent, router, navigate } = bootReads();
    handHomeReads(router, '/dashboard/index');
    navigate('/dashboard/index');
    expect(await unwrap(api.GET('/v3/home/tasks'))).toEqual({ items: ['early'] });
    expect(sent).toEqual([]);
  });

  it('forgets the reads not taken once the person is on another page: a later visit reads fresh', async () => {
    const { api, sent, router, navigate, unsubscribe } = bootReads();
    handHomeReads(router, '/dashboard/index');
    navigate('/dashboard/quotes/home');
    expect(await unwrap(api.GET('/v3/home/tasks'))).toEqual({ items: ['network'] });
    expect(sent).toEqual([`${API}/v3/home/tasks`]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
