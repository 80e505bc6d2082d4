// The one file `npm test` runs on both engines (api/test/engines.ts): what differs per engine is
// src/db/connection.ts's driver, so each engine proves here that the migrations apply, the app
// boots on it, a write is read back through the API, and a notification reaches a listener.
// Every other behaviour is proven once, on the engine engines.ts gives its file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../src/db/migrator';
import { startTestApp, type TestApp } from './support/app';
import { uniqueCnpj } from './support/cnpj';
import { testEngine } from './support/database';
import { apiGet, bodyOf, signIn } from './support/sign-in';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => api?.close());

describe(`the API on ${testEngine()}`, () => {
  it('runs on the engine the run asked for, with every migration of the journal applied', async () => {
    expect(api.app.database.kind).toBe(testEngine());
    const { rows } = await api.app.database.executeSql('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(readMigrations().map((migration) => migration.name));
  });

  it('boots: health answers with the database, a demo customer signs in and reads their account', async () => {
    const health = await api.fetch('/v3/health');
    expect(await bodyOf(health)).toMatchObject({ status: 'ok', database: 'ok' });
    const { access_token } = await signIn(api, 'cliente@demo.local');
    const me = await apiGet(api, '/v3/me', access_token);
    expect(me.status).toBe(200);
    expect(await bodyOf(me)).toMatchObject({ user: { email: 'cliente@demo.local' } });
  });

  it('writes: a sign-up is stored and its confirmation mail is read back', async () => {
    const email = `smoke-${Date.now()}@example.com`;
    const signUp = await api.fetch('/v3/accounts/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'company',
        country: 'br',
        language: 'pt',
        name: 'Ana Souza',
        email,
        organisation: 'Fumaça Ltda',
        taxIdType: 'CNPJ',
        taxId: uniqueCnpj(),
        password: 'Segura123',
        termsAccepted: true,
      }),
    });
    expect(signUp.status).toBe(200);
    const mailbox = await bodyOf(await api.fetch(`/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`));
    expect(mailbox.items).toHaveLength(1);
  });

  it('notifies: what pg_notify sends on a channel reaches its listener', async () => {
    const heard: string[] = [];
    const stop = await api.app.database.listen('engine_smoke', (payload) => heard.push(payload));
    try {
      await api.app.database.executeSql("SELECT pg_notify('engine_smoke', 'hello')");
      await expect.poll(() => heard).toEqual(['hello']);
    } finally {
      await stop();
    }
  });
});
