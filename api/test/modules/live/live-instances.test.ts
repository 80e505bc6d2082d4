// Two API instances on one database: a change saved through one reaches the live streams held by
// the other, because updates go through PostgreSQL (LISTEN/NOTIFY), not through one process's memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { openLive, type LiveStream } from '../../support/live';
import { apiGet, bodyOf, signIn } from '../../support/sign-in';

const DEMO_FORM = '00000000-0000-4000-8000-000000000501';

let first: TestApp;
let second: TestApp;
const streams: LiveStream[] = [];
beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({}, undefined, { sameDatabaseAs: first });
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await second?.close();
  await first?.close();
});

async function saveOn(instance: TestApp, token: string, products: string[]) {
  const list = await bodyOf(await apiGet(instance, '/v3/application-forms', token));
  const form = list.items.find((item: { id: string }) => item.id === DEMO_FORM);
  const saved = await instance.fetch(`/v3/application-forms/${DEMO_FORM}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version: form.version, products }),
  });
  expect(saved.status).toBe(200);
  return (await bodyOf(saved)).version as number;
}

describe('live updates across API instances', () => {
  it('reach a stream on one instance when the change is saved on the other, both ways', async () => {
    // Tokens from one instance are good on the other: the signing keys are in the database too.
    const customer = (await signIn(first, 'cliente@demo.local')).access_token;
    const teammate = (await signIn(second, 'membro@demo.local')).access_token;
    const onFirst = await openLive(first, { authorization: `Bearer ${customer}` });
    const onSecond = await openLive(second, { authorization: `Bearer ${customer}` });
    streams.push(onFirst, onSecond);
    expect([onFirst.status, onSecond.status]).toEqual([200, 200]);
    expect(first.app.liveHub).not.toBe(second.app.liveHub);

    const savedOnSecond = await saveOn(second, teammate, ['D_AND_O', 'CYBER']);
    await onFirst.waitForEvents(1);
    expect(onFirst.events).toEqual([{ topic: 'application-form', id: DEMO_FORM, version: savedOnSecond }]);

    const savedOnFirst = await saveOn(first, teammate, ['D_AND_O', 'E_AND_O']);
    await onSecond.waitForEvents(2);
    expect(onSecond.events.map((event) => event.version)).toEqual([savedOnSecond, savedOnFirst]);
  });
});
