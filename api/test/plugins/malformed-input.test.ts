// No input makes a 5xx: control characters, huge integers, deep JSON, oversized or malformed
// requests are refused with a catalogue code, in the language the request asks for, including
// the refusals made before any route runs.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@platform/domain';
import { MAX_DEPTH, textProblems } from '../../src/plugins/app/text-guard';
import { startTestApp, type TestApp } from '../support/app';
import { bodyOf, signIn } from '../support/sign-in';

let api: TestApp;
let token: string;
beforeAll(async () => {
  api = await startTestApp();
  token = (await signIn(api, 'cliente@demo.local')).access_token;
});
afterAll(async () => api?.close());

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  api.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

const SIGN_UP = {
  kind: 'company',
  country: 'br',
  taxIdType: 'CNPJ',
  taxId: '11222333000181',
  name: 'Ana',
  organisation: 'Org',
  email: 'ana@example.com',
  password: 'Senha123',
  termsAccepted: true,
};

describe('control characters', () => {
  it('refuses a NUL in a public form with the field and the catalogue text in the user’s language', async () => {
    const response = await postJson('/v3/accounts/sign-up', JSON.stringify({ ...SIGN_UP, name: 'Ana\u0000' }), {
      'accept-language': 'es-MX,es;q=0.9',
    });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({
      code: 'INVALID_CHARACTERS',
      message: ERROR_MESSAGES.INVALID_CHARACTERS.es,
      details: [{ field: 'name', code: 'INVALID_CHARACTERS' }],
    });
  });

  it('refuses them in the query, the path and in field names', async () => {
    expect((await bodyOf(await api.fetch('/v3/dev/mailbox/messages?to=a%00b'))).details).toEqual([
      { field: 'to', code: 'INVALID_CHARACTERS' },
    ]);
    expect((await api.fetch('/v3/policies/%00', { headers: { authorization: `Bearer ${token}` } })).status).toBe(400);
    const key = await postJson('/v3/accounts/sign-up', JSON.stringify({ ...SIGN_UP, 'x\u0000': 1 }));
    expect(key.status).toBe(400);
    expect((await bodyOf(key)).code).toBe('INVALID_CHARACTERS');
  });

  it('allows line breaks only where the field is multi-line', () => {
    const schema = { properties: { name: { type: 'string' }, reason: { type: 'string', 'x-multiline': true } } };
    expect(textProblems({ name: 'Ana', reason: 'first line\nsecond\tline' }, schema, 'body')).toEqual([]);
    expect(textProblems({ name: 'Ana\nMaria' }, schema, 'body')).toEqual([
      { field: 'name', code: 'INVALID_CHARACTERS' },
    ]);
    expect(textProblems({ reason: 'bell\u0007' }, schema, 'body')).toEqual([
      { field: 'reason', code: 'INVALID_CHARACTERS' },
    ]);
    expect(textProblems({ list: [{ deep: 'esc\u001b' }] }, undefined, 'body')).toEqual([
      { field: 'list.0.deep', code: 'INVALID_CHARACTERS' },
    ]);
  });

  it('refuses JSON nested deeper than any form', async () => {
    const deep = `${'{"a":'.repeat(MAX_DEPTH + 5)}1${'}'.repeat(MAX_DEPTH + 5)}`;
    const response = await postJson('/v3/accounts/sign-up', deep);
    expect(response.status).toBe(400);
    const veryDeep = await postJson('/v3/accounts/sign-up', `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(veryDeep.status).toBe(400);
  });
});

describe('integers', () => {
  it('refuses a version past what the database holds instead of failing', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const form = await api.fetch('/v3/application-forms/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ version: 2 ** 31 }),
    });
    expect(form.status).toBe(400);
    expect((await bodyOf(form)).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'version' })]),
    );
    const profile = await api.fetch('/v3/accounts/00000000-0000-4000-8000-000000000000/profile', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ version: 1e20 }),
    });
    expect(profile.status).toBe(400);
    expect((await bodyOf(profile)).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'version' })]),
    );
  });
});

describe('refusals before routing', () => {
  it('answers malformed JSON with INVALID_JSON in the asked language', async () => {
    const response = await postJson('/v3/accounts/sign-up', '{"name": ', { 'accept-language': 'en' });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ code: 'INVALID_JSON', message: ERROR_MESSAGES.INVALID_JSON.en });
  });

  it('answers a content type no route reads with 415', async () => {
    const response = await api.fetch('/v3/accounts/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<a/>',
    });
    expect(response.status).toBe(415);
    expect(await bodyOf(response)).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE.pt,
    });
  });

  it('answers a body past the limit with 413 REQUEST_TOO_LARGE', async () => {
    const response = await postJson(
      '/v3/accounts/sign-up',
      JSON.stringify({ ...SIGN_UP, name: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect((await bodyOf(response)).code).toBe('REQUEST_TOO_LARGE');
  });

  it('answers an address past the limit with 414 URI_TOO_LONG', async () => {
    const response = await api.fetch(`/v3/health?padding=${'a'.repeat(9000)}`, {
      headers: { 'accept-language': 'es' },
    });
    expect(response.status).toBe(414);
    expect(await bodyOf(response)).toEqual({ code: 'URI_TOO_LONG', message: ERROR_MESSAGES.URI_TOO_LONG.es });
  });

  it('answers headers past what Node reads with 431 HEADERS_TOO_LARGE in the catalogue format', async () => {
    const { status, body } = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${api.origin}/v3/health`,
        { headers: { 'accept-language': 'en', cookie: `a=${'x'.repeat(40_000)}` } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, body: text }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({ code: 'HEADERS_TOO_LARGE', message: ERROR_MESSAGES.HEADERS_TOO_LARGE.en });
  });

  it('answers an unknown route with NOT_FOUND in the asked language', async () => {
    const response = await api.fetch('/v3/no-such-route', { headers: { 'accept-language': 'pt-BR' } });
    expect(await bodyOf(response)).toEqual({ code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND.pt });
  });
});
