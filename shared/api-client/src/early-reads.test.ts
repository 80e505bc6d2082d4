import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, unwrap } from './client';
import { dropEarlyReads, handEarlyReads, type EarlyAnswer } from './early-reads';

const BASE = 'http://localhost:3000';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client as a remote makes it (DPoP token, account header), counting what reaches the network. */
function remoteClient(authorization = 'DPoP token-1') {
  const sent: Request[] = [];
  const api = createApiClient({
    baseUrl: BASE,
    authorize: async () => ({ Authorization: authorization, DPoP: 'proof' }),
    getAccountId: () => 'account-1',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return json({ items: [{ id: 'from-the-network' }] });
    }) as typeof fetch,
  });
  return { api, sent };
}

const early = (url: string, answer: Promise<EarlyAnswer>) => handEarlyReads([{ url, answer }]);
const answered = (body: unknown, status = 200, authorization = 'DPoP token-1') =>
  Promise.resolve({ authorization, response: json(body, status) });

afterEach(dropEarlyReads);

describe('early reads handed to the client', () => {
  it('answers the first GET of the address from the early read, without asking the API again', async () => {
    early(`${BASE}/v3/home/tasks`, answered({ items: [{ id: 'early' }] }));
    const { api, sent } = remoteClient();
    expect(await unwrap(api.GET('/v3/home/tasks'))).toEqual({ items: [{ id: 'early' }] });
    expect(sent).toEqual([]);
  });

  it('matches the address whatever the order of its query', async () => {
    early(`${BASE}/v3/broker/companies?order=asc&sort=name`, answered({ items: [], total: 0 }));
    const { api, sent } = remoteClient();
    const read = await unwrap(api.GET('/v3/broker/companies', { params: { query: { sort: 'name', order: 'asc' } } }));
    expect(read).toMatchObject({ total: 0 });
    expect(sent).toEqual([]);
  });

  it('is taken once: a refetch asks the API', async () => {
    early(`${BASE}/v3/home/tasks`, answered({ items: [] }));
    const { api, sent } = remoteClient();
    await unwrap(api.GET('/v3/home/tasks'));
    expect(await unwrap(api.GET('/v3/home/tasks'))).toEqual({ items: [{ id: 'from-the-network' }] });
    expect(sent.map((request) => request.url)).toEqual([`${BASE}/v3/home/tasks`]);
  });

  it('answers two readers of one address handed twice, one each, in order', async () => {
    early(`${BASE}/v3/me`, answered({ role: 'first' }));
    early(`${BASE}/v3/me`, answered({ role: 'second' }));
    const { api, sent } = remoteClient();
    const reads = [await unwrap(api.GET('/v3/me')), await unwrap(api.GET('/v3/me')), await unwrap(api.GET('/v3/me'))];
    expect(reads).toEqual([{ role: 'first' }, { role: 'second' }, { items: [{ id: 'from-the-network' }] }]);
    expect(sent).toHaveLength(1);
  });

  it('is not used for other credentials (another token reads again)', async () => {
    early(`${BASE}/v3/home/tasks`, answered({ items: [] }, 200, 'DPoP old-token'));
    const { api, sent } = remoteClient('DPoP token-2');
    expect(await unwrap(api.GET('/v3/home/tasks'))).toEqual({ items: [{ id: 'from-the-network' }] });
    expect(sent).toHaveLength(1);
  });

  it('falls back to a normal read when the early read failed or was refused', async () => {
    early(`${BASE}/v3/home/tasks`, Promise.reject(new TypeError('Failed to fetch')));
    early(`${BASE}/v3/policies`, answered({ code: 'UNAUTHENTICATED' }, 401));
    const { api, sent } = remoteClient();
    expect(await unwrap(api.GET('/v3/home/tasks'))).toEqual({ items: [{ id: 'from-the-network' }] });
    expect(await unwrap(api.GET('/v3/policies'))).toEqual({ items: [{ id: 'from-the-network' }] });
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual(['DPoP token-1', 'DPoP token-1']);
  });

  it('leaves writes and other addresses to the API, and forgets what was dropped', async () => {
    early(`${BASE}/v3/quotes`, answered({ items: [] }));
    const { api, sent } = remoteClient();
    await unwrap(api.GET('/v3/policies'));
    dropEarlyReads();
    await unwrap(api.GET('/v3/quotes'));
    expect(sent.map((request) => request.url)).toEqual([`${BASE}/v3/policies`, `${BASE}/v3/quotes`]);
  });
});
