import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';

function recordingFetch() {
  const requests: Request[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return new Response(JSON.stringify({ items: [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { requests, fetch: fetchImpl as typeof fetch };
}

describe('createApiClient', () => {
  it('sends what the authorizer gives for this method and URL (a DPoP-bound token and its proof)', async () => {
    const { requests, fetch } = recordingFetch();
    const asked: { method: string; url: string }[] = [];
    const api = createApiClient({
      baseUrl: 'http://localhost:3000',
      fetch,
      authorize: async (request) => {
        asked.push(request);
        return { Authorization: 'DPoP token-1', DPoP: 'proof-1' };
      },
      getAccountId: () => 'account-1',
    });
    await api.GET('/v3/application-forms');
    expect(asked).toEqual([{ method: 'GET', url: 'http://localhost:3000/v3/application-forms' }]);
    expect(requests[0]!.headers.get('authorization')).toBe('DPoP token-1');
    expect(requests[0]!.headers.get('dpop')).toBe('proof-1');
    expect(requests[0]!.headers.get('x-account-id')).toBe('account-1');
  });

  it('sends a plain token as Bearer, and nothing for a guest', async () => {
    const { requests, fetch } = recordingFetch();
    let token: string | null = 'plain';
    const api = createApiClient({ baseUrl: 'http://localhost:3000', fetch, getToken: () => token });
    await api.GET('/v3/application-forms');
    token = null;
    await api.GET('/v3/application-forms');
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual(['Bearer plain', null]);
  });
});
