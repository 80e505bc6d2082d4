// Live updates over HTTP: a signed-in user's stream receives what changed in their own account
// (or, for a broker, in their customers' accounts), and nothing of another tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { createDpopKey } from '../../support/dpop';
import { openLive, type LiveStream } from '../../support/live';
import { apiGet, bodyOf, dpopFetch, signIn } from '../../support/sign-in';

const DEMO_FORM = '00000000-0000-4000-8000-000000000501';
const OUTRA_FORM = '00000000-0000-4000-8000-000000000502';

let api: TestApp;
const tokens: Record<string, string> = {};
const streams: LiveStream[] = [];
beforeAll(async () => {
  api = await startTestApp();
  for (const who of ['cliente', 'membro', 'outra', 'corretor'])
    tokens[who] = (await signIn(api, `${who}@demo.local`)).access_token;
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await api?.close();
});

const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
const live = async (who: string) => {
  const stream = await openLive(api, bearer(who));
  streams.push(stream);
  return stream;
};

async function saveForm(who: string, id: string, products: string[]) {
  const list = await bodyOf(await apiGet(api, '/v3/application-forms', tokens[who]));
  const form = list.items.find((item: { id: string }) => item.id === id);
  return api.fetch(`/v3/application-forms/${id}`, {
    method: 'PATCH',
    headers: { ...bearer(who), 'content-type': 'application/json' },
    body: JSON.stringify({ version: form.version, products }),
  });
}

describe('GET /v3/live', () => {
  it('refuses a caller without a token', async () => {
    const response = await api.fetch('/v3/live');
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toEqual({ code: 'AUTH_REQUIRED', message: expect.any(String) });
  });

  it('opens an event stream with a retry hint, uncached', async () => {
    const stream = await live('cliente');
    expect(stream.status).toBe(200);
    const response = await api.fetch('/v3/live', { headers: bearer('cliente') });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-store');
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^retry: \d+\n/);
    await reader.cancel();
  });

  it('tells a user of the same account, and nobody of another account, that a form was saved', async () => {
    const cliente = await live('cliente');
    const outra = await live('outra');
    const saved = await saveForm('membro', DEMO_FORM, ['D_AND_O']);
    expect(saved.status).toBe(200);
    const { version } = await bodyOf(saved);
    await cliente.waitForEvents(1);
    expect(cliente.events).toEqual([{ topic: 'application-form', id: DEMO_FORM, version }]);
    // Give a wrongly routed event the time to arrive before concluding it did not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outra.events).toEqual([]);
  });

  it('tells a broker about their customer’s form, and not another company', async () => {
    const corretor = await live('corretor');
    const cliente = await live('cliente');
    // The customer's earlier form is quoted already: starting a new one is what changes now.
    const started = await api.fetch('/v3/application-forms', {
      method: 'POST',
      headers: { ...bearer('outra'), 'content-type': 'application/json' },
      body: JSON.stringify({ products: ['E_AND_O', 'CYBER'], replace: true }),
    });
    expect(started.status).toBe(200);
    await corretor.waitForEvents(1);
    expect(corretor.events[0]).toMatchObject({ topic: 'application-form', id: (await bodyOf(started)).id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cliente.events).toEqual([]);
  });

  it('works with a DPoP-bound token, as the shell opens it', async () => {
    const key = await createDpopKey();
    const { access_token: token } = await signIn(api, 'cliente@demo.local', undefined, { dpop: key });
    const response = await dpopFetch(api, '/v3/live', token, key);
    expect(response.status).toBe(200);
    await response.body!.cancel();
  });
});

describe('PATCH /v3/application-forms/:id', () => {
  it('refuses a stale version with 409 STALE_VERSION and changes nothing', async () => {
    const stale = await api.fetch(`/v3/application-forms/${DEMO_FORM}`, {
      method: 'PATCH',
      headers: { ...bearer('cliente'), 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, products: ['CYBER'] }),
    });
    expect(stale.status).toBe(409);
    expect((await bodyOf(stale)).code).toBe('STALE_VERSION');
  });

  it('answers another tenant’s form as not found', async () => {
    const response = await api.fetch(`/v3/application-forms/${OUTRA_FORM}`, {
      method: 'PATCH',
      headers: { ...bearer('cliente'), 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1 }),
    });
    expect(response.status).toBe(404);
    expect((await bodyOf(response)).code).toBe('NOT_FOUND');
  });
});
