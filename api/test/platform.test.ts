// What every route shares: health, the OpenAPI document, the one error format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@platform/domain';
import { startTestApp, type TestApp } from './support/app';
import { bodyOf, startAuthorization, submitLogin } from './support/sign-in';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({}, (app) => {
    // A route that fails the way a bug would, to see what a client gets.
    app.get('/v3/test-only/explode', { schema: { hide: true } }, async () => {
      throw new Error('connection to 10.0.0.7 refused at /srv/api/secret.ts:42');
    });
  });
});
afterAll(async () => api?.close());

const postJson = (path: string, body: string) =>
  api.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('health', () => {
  it('answers ok with the database and the API version', async () => {
    const response = await api.fetch('/v3/health');
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ status: 'ok', database: 'ok', version: api.config.version });
  });
});

describe('OpenAPI document', () => {
  it('lists every /v3 route, each with a unique operationId and the ApiError for failures', async () => {
    const response = await api.fetch('/v3/openapi.json');
    expect(response.status).toBe(200);
    const document = await bodyOf(response);
    expect(document.openapi).toBe('3.1.0');
    const operations: { key: string; operationId?: string; responses: Record<string, unknown> }[] = [];
    for (const [path, item] of Object.entries(
      document.paths as Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>,
    )) {
      for (const [method, operation] of Object.entries(item))
        operations.push({ key: `${method.toUpperCase()} ${path}`, ...operation });
    }
    // The document is generated from the routes: each one it lists is served, under the same path.
    // (Which operations exist is the authorization matrix's list, checked by its own test.)
    expect(operations.length).toBeGreaterThan(50);
    for (const { key } of operations) {
      const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      expect(api.app.hasRoute({ method, url: path.replace(/\{(\w+)\}/g, ':$1') }), key).toBe(true);
    }
    for (const operation of operations) {
      expect(operation.operationId, operation.key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.responses['200'], operation.key).toBeDefined();
      for (const range of ['4XX', '5XX'])
        expect(JSON.stringify(operation.responses[range] ?? {}), `${operation.key} ${range}`).toContain(
          '#/components/schemas/ApiError',
        );
    }
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
    expect(document.components.schemas.ApiError.properties.code.enum).toEqual(Object.keys(ERROR_CODES));
  });
});

describe('error format', () => {
  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const response = await api.fetch('/v3/no-such-thing');
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers a body that fails its schema with 400 VALIDATION_FAILED and the fields at fault', async () => {
    const { uid } = await startAuthorization(api);
    const response = await postJson(`/v3/auth/interactions/${uid}/login`, JSON.stringify({ email: '', extra: true }));
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    const fields = (body.details as { field: string; message: string }[]).map((detail) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
    for (const detail of body.details) expect(detail.message).toEqual(expect.any(String));
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const { uid } = await startAuthorization(api);
    const response = await postJson(`/v3/auth/interactions/${uid}/login`, '{"email": "cliente@demo.local", ');
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).code).toBe('INVALID_JSON');
  });

  it('answers a malformed path parameter with 404 NOT_FOUND: such an address names nothing there is', async () => {
    const response = await api.fetch('/v3/auth/interactions/not%20a%20uid');
    expect(response.status).toBe(404);
    expect((await bodyOf(response)).code).toBe('NOT_FOUND');
  });

  it('answers an unknown or finished sign-in attempt with 400 INTERACTION_EXPIRED', async () => {
    const info = await api.fetch('/v3/auth/interactions/does-not-exist');
    expect(info.status).toBe(400);
    expect((await bodyOf(info)).code).toBe('INTERACTION_EXPIRED');
    const login = await submitLogin(api, 'does-not-exist', 'cliente@demo.local', 'whatever');
    expect(login.status).toBe(400);
    expect((await bodyOf(login)).code).toBe('INTERACTION_EXPIRED');
  });

  it('answers a thrown error with 500 INTERNAL_ERROR and nothing of its cause', async () => {
    const response = await api.fetch('/v3/test-only/explode');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'INTERNAL_ERROR', message: expect.any(String) });
    expect(text).not.toMatch(/10\.0\.0\.7|secret\.ts|stack|at \w/);
  });
});
