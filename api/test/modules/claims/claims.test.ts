// Claims end to end over HTTP: a customer reports one (once, however often the form sends it),
// attaches documents (type from the bytes, size limited), operations move it along the state
// machine (illegal moves and stale versions refused), and the contact and the broker of record are
// mailed and told live.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKER_FILE_MAX_BYTES, businessToday, LIVE_TOPICS } from '@platform/domain';
import { claims, mailOutbox, operationsReads } from '../../../src/db/schema';
import { startTestApp, type TestApp } from '../../support/app';
import { openLive } from '../../support/live';
import { signIn } from '../../support/sign-in';

const POLICY = { cliente: '00000000-0000-4000-8000-000000000701', outra: '00000000-0000-4000-8000-000000000703' };
const EXPIRED_POLICY = '00000000-0000-4000-8000-000000000702';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let api: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApp();
  for (const who of ['cliente', 'membro', 'outra', 'corretor', 'ops'])
    tokens[who] = (await signIn(api, `${who}@demo.local`)).access_token;
}, 120_000);
afterAll(async () => api?.close());

async function call(method: string, path: string, who: string, body?: unknown) {
  const binary = body instanceof Uint8Array;
  const response = await api.fetch(path, {
    method,
    headers: {
      authorization: `Bearer ${tokens[who]}`,
      ...(body !== undefined ? { 'content-type': binary ? 'application/octet-stream' : 'application/json' } : {}),
    },
    body: binary ? body : body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const parsed: any = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: response.status, body: parsed, headers: response.headers };
}

// The team's accounts are Brazilian: a claim's dates are bounded by São Paulo's day.
const today = () => businessToday('br');
const report = (overrides: Record<string, unknown> = {}) => ({
  request_key: randomUUID(),
  policy_id: POLICY.cliente,
  type: 'THIRD_PARTY_CLAIM',
  description: 'Ex-employee sued the directors.\nServed yesterday.',
  occurred_on: '2026-01-10',
  learned_on: today(),
  contact_name: 'Carla Souza',
  contact_email: 'carla.claims@example.com',
  contact_phone: '+55 11 4000-1000',
  ...overrides,
});

const mailsTo = (email: string, template: string) =>
  api.app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_email, email), eq(mailOutbox.template, template)));

describe('reporting a claim', () => {
  it('gives a protocol, the legal deadline and the first timeline entry, and mails the contact', async () => {
    const created = await call('POST', '/v3/claims', 'cliente', report());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.protocol_number).toMatch(/^SIN-\d{4}-\d{8}$/);
    expect(created.body.status).toBe('PENDING');
    expect(created.body.product).toBe('D_AND_O');
    expect(created.body.claims_made_window).toBe('WITHIN_PERIOD');
    expect(created.body.days_left).toBe(30);
    expect(created.body.timeline.map((entry: { event: string }) => entry.event)).toEqual(['REPORTED']);
    expect(created.body.allowed_events).toEqual(['ADD_INFORMATION']);
    expect(await mailsTo('carla.claims@example.com', 'claim-reported')).not.toHaveLength(0);
    const listed = await call('GET', '/v3/claims', 'membro');
    expect(listed.body.items.map((claim: { id: string }) => claim.id)).toContain(created.body.id);
  });

  it('is one claim however often the same report is sent (double click, at the same time)', async () => {
    const body = report();
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/v3/claims', 'cliente', body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const again = await call('POST', '/v3/claims', 'cliente', body);
    expect(again.body.protocol_number).toBe(answers[0]!.body.protocol_number);
    const rows = await api.app.database.db.select().from(claims).where(eq(claims.request_key, body.request_key));
    expect(rows).toHaveLength(1);
  });

  it('refuses each wrong field with its code, and another account’s policy', async () => {
    const wrong = await call(
      'POST',
      '/v3/claims',
      'cliente',
      report({ learned_on: '2026-01-01', contact_email: 'carla@', policy_id: POLICY.outra }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.map((detail: { field: string }) => detail.field).sort()).toEqual(
      ['contact_email', 'learned_on', 'policy_id'].sort(),
    );
    const future = await call('POST', '/v3/claims', 'cliente', report({ occurred_on: '2999-01-01' }));
    expect(future.status).toBe(400);
    expect(future.body.details).toContainEqual({ field: 'occurred_on', code: 'VALIDATION_FAILED' });
  });

  it('refuses a claim type the policy’s product does not cover (ransomware on D&O)', async () => {
    const refused = await call('POST', '/v3/claims', 'cliente', report({ type: 'RANSOMWARE' }));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('CLAIM_TYPE_NOT_COVERED');
    expect(refused.body.details).toEqual([{ field: 'type', code: 'CLAIM_TYPE_NOT_COVERED' }]);
    const cyber = await call(
      'POST',
      '/v3/claims',
      'cliente',
      report({ policy_id: EXPIRED_POLICY, type: 'RANSOMWARE' }),
    );
    expect(cyber.status).toBe(200);
  });

  it('numbers every claim, demo ones included, in the one protocol format, after the demo’s numbers', async () => {
    const created = await call('POST', '/v3/claims', 'cliente', report());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const numbers = (await api.app.database.db.select({ protocol: claims.protocol_number }).from(claims)).map(
      (row) => row.protocol,
    );
    for (const protocol of numbers) expect(protocol).toMatch(/^SIN-\d{4}-\d{8}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('takes a claim outside the claims-made period with a warning', async () => {
    const late = await call(
      'POST',
      '/v3/claims',
      'cliente',
      report({ policy_id: EXPIRED_POLICY, type: 'DATA_BREACH' }),
    );
    expect(late.status).toBe(200);
    expect(late.body.claims_made_window).toBe('OUTSIDE');
  });
});

describe('claim documents', () => {
  it('are stored with the type read from their bytes and downloaded by the account only', async () => {
    const claim = (await call('POST', '/v3/claims', 'cliente', report())).body;
    const uploaded = await call('POST', `/v3/claims/${claim.id}/files?file_name=peti%C3%A7%C3%A3o.pdf`, 'membro', PDF);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body).toMatchObject({ content_type: 'application/pdf', size: PDF.length, actor: 'CUSTOMER' });
    const path = `/v3/claims/${claim.id}/files/${uploaded.body.id}`;
    const download = await call('GET', path, 'cliente');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.body).toContain('%PDF-1.4');
    expect((await call('GET', path, 'outra')).status).toBe(404);
    expect((await call('GET', path, 'corretor')).status).toBe(403);
    expect((await call('GET', `/v3/claims/${claim.id}`, 'cliente')).body.files).toHaveLength(1);
  });

  it('are read by operations through their own route only, each read written to the audit log', async () => {
    const claim = (await call('POST', '/v3/claims', 'cliente', report())).body;
    const fileId = (await call('POST', `/v3/claims/${claim.id}/files?file_name=laudo.pdf`, 'cliente', PDF)).body.id;
    const refused = await call('GET', `/v3/claims/${claim.id}/files/${fileId}`, 'ops');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const opsPath = `/v3/operations/claims/${claim.id}/files/${fileId}`;
    const read = await call('GET', opsPath, 'ops');
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.body).toContain('%PDF-1.4');
    expect((await call('GET', opsPath, 'cliente')).status).toBe(403);
    expect((await call('GET', `/v3/operations/claims/${claim.id}/files/${randomUUID()}`, 'ops')).status).toBe(404);
    expect((await call('GET', `/v3/operations/claims/${claim.id}`, 'ops')).status).toBe(200);

    const opsUser = (await call('GET', '/v3/me', 'ops')).body.user.id;
    const log = await api.app.database.db
      .select()
      .from(operationsReads)
      .where(eq(operationsReads.user_id, opsUser))
      .orderBy(operationsReads.created_at);
    expect(log.filter((row) => row.record_id === fileId || row.record_id === claim.id)).toEqual([
      expect.objectContaining({
        operation: 'downloadOperationsClaimFile',
        record_type: 'claim_file',
        record_id: fileId,
        account_id: claim.account_id,
      }),
      expect.objectContaining({ operation: 'getOperationsClaim', record_type: 'claim', record_id: claim.id }),
    ]);
  });

  it('refuse a file whose bytes are not a PDF or an image, whatever its name, and one over the size limit', async () => {
    const claim = (await call('POST', '/v3/claims', 'cliente', report())).body;
    const exe = await call(
      'POST',
      `/v3/claims/${claim.id}/files?file_name=report.pdf`,
      'cliente',
      new TextEncoder().encode('MZ\x90\x00 this is not a pdf'),
    );
    expect(exe.status).toBe(415);
    expect(exe.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    const big = new Uint8Array(BROKER_FILE_MAX_BYTES + 1);
    big.set(PDF);
    const tooLarge = await call('POST', `/v3/claims/${claim.id}/files?file_name=big.pdf`, 'cliente', big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('FILE_TOO_LARGE');
    const far = new Uint8Array(BROKER_FILE_MAX_BYTES * 2);
    far.set(PDF);
    const farTooLarge = await call('POST', `/v3/claims/${claim.id}/files?file_name=huge.pdf`, 'cliente', far);
    expect(farTooLarge.status).toBe(413);
    expect(farTooLarge.body.code).toBe('FILE_TOO_LARGE');
  });
});

describe('operations handling a claim', () => {
  it('move it along the state machine, ask for information the customer answers, and decide; each step mailed and live', async () => {
    // Olívia's account has a broker of record (Demo Corretora): the broker is mailed and told live too.
    const live = await openLive(api, { authorization: `Bearer ${tokens.outra}` });
    const brokerLive = await openLive(api, { authorization: `Bearer ${tokens.corretor}` });
    const opsLive = await openLive(api, { authorization: `Bearer ${tokens.ops}` });
    const claim = (
      await call(
        'POST',
        '/v3/claims',
        'outra',
        report({ policy_id: POLICY.outra, contact_email: 'olivia.claims@example.com' }),
      )
    ).body;
    expect(claim.status).toBe('PENDING');
    expect(await mailsTo('corretor@demo.local', 'claim-reported')).not.toHaveLength(0);

    const queue = await call('GET', '/v3/operations/claims?status=PENDING', 'ops');
    expect(queue.body.items.find((item: { id: string }) => item.id === claim.id)).toMatchObject({
      company_name: expect.any(String),
      days_left: 30,
    });

    const move = (event: string, message: string, version: number) =>
      call('POST', `/v3/operations/claims/${claim.id}/transitions`, 'ops', { event, message, version });

    const illegal = await move('APPROVE', 'Too early', claim.version);
    expect(illegal.status).toBe(409);
    expect(illegal.body.code).toBe('TRANSITION_NOT_ALLOWED');

    const asked = await move('REQUEST_INFORMATION', 'Send the summons.', claim.version);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ status: 'IN_PROGRESS', information_requested: true });
    expect(await mailsTo('olivia.claims@example.com', 'claim-request-information')).toHaveLength(1);
    expect(await mailsTo('corretor@demo.local', 'claim-request-information')).not.toHaveLength(0);

    const stale = await move('APPROVE', 'Covered.', claim.version);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect(stale.body.current.version).toBe(asked.body.version);

    const customerView = await call('GET', `/v3/claims/${claim.id}`, 'outra');
    expect(customerView.body.allowed_events).toEqual(['ADD_INFORMATION']);
    const answered = await call('POST', `/v3/claims/${claim.id}/information`, 'outra', {
      message: 'Summons attached.',
      version: customerView.body.version,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.information_requested).toBe(false);

    const approved = await move('APPROVE', 'Defence costs covered.', answered.body.version);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', decision: 'Defence costs covered.', days_left: null });
    expect(approved.body.timeline.map((entry: { event: string }) => entry.event)).toEqual([
      'REPORTED',
      'REQUEST_INFORMATION',
      'ADD_INFORMATION',
      'APPROVE',
    ]);
    expect(await mailsTo('olivia.claims@example.com', 'claim-approve')).toHaveLength(1);

    const after = await move('REJECT', 'Changed my mind.', approved.body.version);
    expect(after.body.code).toBe('TRANSITION_NOT_ALLOWED');
    const lateAnswer = await call('POST', `/v3/claims/${claim.id}/information`, 'outra', {
      message: 'More.',
      version: approved.body.version,
    });
    expect(lateAnswer.body.code).toBe('TRANSITION_NOT_ALLOWED');

    // Reported, asked, answered, approved: four live updates for the customer and the broker alike.
    await live.waitForEvents(4);
    await brokerLive.waitForEvents(4);
    expect(live.events.every((event) => event.topic === LIVE_TOPICS.claim && event.id === claim.id)).toBe(true);
    expect(brokerLive.events.filter((event) => event.id === claim.id)).toHaveLength(4);
    // Operations' queue and claim screen hear every claim's changes too.
    await opsLive.waitForEvents(4);
    expect(opsLive.events.filter((event) => event.id === claim.id)).toHaveLength(4);
    live.close();
    brokerLive.close();
    opsLive.close();
  });

  it('may not be done by customers, and a customer never reaches another account’s claim', async () => {
    const claim = (await call('POST', '/v3/claims', 'cliente', report())).body;
    expect(
      (
        await call('POST', `/v3/operations/claims/${claim.id}/transitions`, 'cliente', {
          event: 'APPROVE',
          message: 'x',
          version: 1,
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', `/v3/claims/${claim.id}`, 'outra')).status).toBe(404);
    expect(
      (await call('POST', `/v3/claims/${claim.id}/information`, 'outra', { message: 'x', version: 1 })).status,
    ).toBe(404);
  });
});
