// The broker of record's book over HTTP: the demo brokerage reads Outra Empresa's claims (detail,
// timeline, documents) and cyber assessments (requests, reports, findings), read only; another
// company's records are not found; and the broker's live stream hears operations publish a report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TOPICS } from '@platform/domain';
import { BROKER_BOOK } from '../../../src/seed/demo/broker-book';
import { ACCOUNT_IDS } from '../../../src/seed/demo-data';
import { startTestApp, type TestApp } from '../../support/app';
import { openLive } from '../../support/live';
import { signIn } from '../../support/sign-in';

const DEMO_CLAIM = '00000000-0000-4000-8000-000000000801';
const DEMO_REPORT = '00000000-0000-4000-8000-000000000903';
const company = `/v3/broker/companies/${BROKER_BOOK.accountId}`;

let api: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApp();
  for (const who of ['outra', 'corretor', 'ops']) tokens[who] = (await signIn(api, `${who}@demo.local`)).access_token;
}, 120_000);
afterAll(async () => api?.close());

async function call(method: string, path: string, who: string, body?: unknown) {
  const response = await api.fetch(path, {
    method,
    headers: {
      authorization: `Bearer ${tokens[who]}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const type = response.headers.get('content-type') ?? '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const parsed: any = type.includes('json') ? await response.json() : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, body: parsed, type };
}

describe('the broker of record reads its company’s claims', () => {
  it('lists them and opens one with its timeline and documents, with nothing to act on', async () => {
    const list = await call('GET', `${company}/claims`, 'corretor');
    expect(list.status).toBe(200);
    expect(list.body.items.map((claim: { id: string }) => claim.id)).toContain(BROKER_BOOK.claim);
    expect(list.body.items.every((claim: { account_id: string }) => claim.account_id === BROKER_BOOK.accountId)).toBe(
      true,
    );

    const detail = await call('GET', `${company}/claims/${BROKER_BOOK.claim}`, 'corretor');
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      protocol_number: 'SIN-2026-00000005',
      status: 'IN_PROGRESS',
      company_name: 'Outra Empresa SA',
      allowed_events: [],
    });
    expect(detail.body.timeline.map((entry: { event: string }) => entry.event).slice(0, 2)).toEqual([
      'REPORTED',
      'START_ANALYSIS',
    ]);
    const file = detail.body.files.find((row: { id: string }) => row.id === BROKER_BOOK.claimFile);
    expect(file).toMatchObject({ file_name: 'notificacao-cliente.pdf', content_type: 'application/pdf' });

    const download = await call(
      'GET',
      `${company}/claims/${BROKER_BOOK.claim}/files/${BROKER_BOOK.claimFile}`,
      'corretor',
    );
    expect(download.status).toBe(200);
    expect(download.type).toBe('application/pdf');
    expect(new TextDecoder().decode(download.body.subarray(0, 5))).toBe('%PDF-');
  });

  it('does not find another company’s claim, nor a company that is not its customer', async () => {
    expect((await call('GET', `${company}/claims/${DEMO_CLAIM}`, 'corretor')).status).toBe(404);
    expect(
      (await call('GET', `${company}/claims/${DEMO_CLAIM}/files/${BROKER_BOOK.claimFile}`, 'corretor')).status,
    ).toBe(404);
    const notCustomer = await call('GET', `/v3/broker/companies/${ACCOUNT_IDS.demo}/claims`, 'corretor');
    expect(notCustomer.status).toBe(404);
    expect(notCustomer.body.code).toBe('NOT_FOUND');
    // The customer reads its claims on its own routes; the broker's are not theirs.
    expect((await call('GET', `${company}/claims`, 'outra')).status).toBe(403);
  });
});

describe('the broker of record reads its company’s cyber assessments', () => {
  it('lists requests and reports and opens a report with its findings', async () => {
    const requests = await call('GET', `${company}/cyber/requests`, 'corretor');
    expect(requests.status).toBe(200);
    expect(requests.body.items.find((row: { id: string }) => row.id === BROKER_BOOK.cyberRequest)).toMatchObject({
      plan: 'LITE',
      status: 'SCHEDULED',
      main_domain: 'outra-empresa.example',
    });

    const reports = await call('GET', `${company}/cyber/reports`, 'corretor');
    expect(reports.status).toBe(200);
    const ids = reports.body.items.map((row: { id: string }) => row.id);
    expect(ids.indexOf(BROKER_BOOK.latestReport)).toBeLessThan(ids.indexOf(BROKER_BOOK.olderReport));

    const report = await call('GET', `${company}/cyber/reports/${BROKER_BOOK.latestReport}`, 'corretor');
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ score: 77, risk_level: 'MEDIUM', has_cyber_insurance: true });
    expect(report.body.findings.map((finding: { port: number }) => finding.port)).toEqual([3389, 443]);

    expect((await call('GET', `${company}/cyber/reports/${DEMO_REPORT}`, 'corretor')).status).toBe(404);
    expect((await call('GET', `/v3/broker/companies/${ACCOUNT_IDS.demo}/cyber/reports`, 'corretor')).status).toBe(404);
  });

  it('hears live when operations publish a report for the company', async () => {
    const brokerLive = await openLive(api, { authorization: `Bearer ${tokens.corretor}` });
    const [request] = (await call('GET', `${company}/cyber/requests`, 'corretor')).body.items.filter(
      (row: { id: string }) => row.id === BROKER_BOOK.cyberRequest,
    );
    const published = await call('POST', `/v3/operations/cyber/requests/${BROKER_BOOK.cyberRequest}/reports`, 'ops', {
      version: request.version,
      score: 81,
      findings: [],
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await brokerLive.waitForEvents(1);
    expect(brokerLive.events).toContainEqual(
      expect.objectContaining({ topic: LIVE_TOPICS.cyber, id: published.body.id }),
    );
    brokerLive.close();

    const reports = await call('GET', `${company}/cyber/reports`, 'corretor');
    expect(reports.body.items.map((row: { id: string }) => row.id)).toContain(published.body.id);
  });
});
