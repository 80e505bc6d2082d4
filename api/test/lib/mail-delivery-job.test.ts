// With SMTP configured, queued mail is delivered by the job queue, woken by the outbox's trigger:
// each mail goes out once even with two API instances listening.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { queueMail } from '../../src/lib/mail/outbox';
import { startTestApp, type TestApp } from '../support/app';

const received: string[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onRcptTo(address, _session, callback) {
    received.push(address.address);
    callback();
  },
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  const config = { jobs: 'queue' as const, smtpUrl: `smtp://127.0.0.1:${port}`, devMailbox: false };
  first = await startTestApp(config);
  second = await startTestApp(config, undefined, { sameDatabaseAs: first });
}, 60_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

describe('mail delivery on the job queue', () => {
  it('sends each queued mail once, soon after it is queued, with two instances listening', async () => {
    const run = Date.now();
    const addresses = [1, 2, 3].map((n) => `delivery-${run}-${n}@example.com`);
    for (const to of addresses) {
      await queueMail(first.app.database.db, {
        to,
        template: 'greeting',
        language: 'en',
        content: {
          pt: { subject: 'Olá', body: 'Oi' },
          en: { subject: 'Hi', body: 'Hi' },
          es: { subject: 'Hola', body: 'Hola' },
        },
      });
    }
    const ours = () => received.filter((to) => addresses.includes(to));
    const started = Date.now();
    while (ours().length < 3 && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 100));
    // Longer than a second run of the job would take: a mail sent twice would show up here.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(ours().sort()).toEqual(addresses);
  }, 40_000);
});
