// The authorization matrix, generated from the OpenAPI document: every operation, called as every
// kind of caller, answers what api/src/modules/access-matrix.ts says. The operations come from the
// document, not from the table, so a route without a row fails here.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokers, users } from '../src/db/schema';
import { ACCESS, CALLERS, type Access, type Answer, type Caller } from '../src/modules/access-matrix';
import { BROKER_BOOK } from '../src/seed/demo/broker-book';
import { ACCOUNT_IDS, DEMO_BROKER_KAM, DEMO_CHECKOUT } from '../src/seed/demo-data';
import { DEMO_PAYMENTS } from '../src/seed/demo/payments';
import { startTestApp, type TestApp } from './support/app';
import { uniqueCnpj } from './support/cnpj';
import { exampleOf, operationsOf, type Operation } from './support/fuzz-requests';
import { signIn } from './support/sign-in';

/** Operations of the document the matrix has no row for. */
const missingRows = (operations: Operation[], access: Record<string, Access>) =>
  operations.filter((operation) => !access[operation.id]).map((operation) => operation.id);

// Demo records (api/src/seed/demo-data.ts) of the demo customer (admin and member) and of the broker of record's customer.
const RECORD = {
  policy: '00000000-0000-4000-8000-000000000701',
  // An invoice of that policy (api/src/seed/demo/payments.ts).
  invoice: DEMO_PAYMENTS.lateInvoice,
  claim: '00000000-0000-4000-8000-000000000801',
  applicationForm: '00000000-0000-4000-8000-000000000501',
  // The demo customer's Plus request waiting for its domain, and its latest report with a finding.
  cyberRequest: '00000000-0000-4000-8000-000000000952',
  cyberReport: '00000000-0000-4000-8000-000000000903',
  cyberFinding: '00000000-0000-4000-8000-000000000963',
  // The demo customer's quote in checkout and its checkout, pending signature (DEMO_CHECKOUT).
  checkoutQuote: DEMO_CHECKOUT.quoteId,
  checkout: DEMO_CHECKOUT.id,
  quote: '00000000-0000-4000-8000-000000000601',
};

let api: TestApp;
const tokens = {} as Record<Caller, string | undefined>;
let operations: Operation[];
let pendingBrokerageId: string;
/** A pending invitation of the demo account: the member the matrix resends to and removes. */
let invitedMemberId: string;
/** A colleague the broker of record invited: the one the matrix resends to and removes. */
let invitedBrokerUserId: string;
/** A guest link to the demo customer's form: the one the matrix revokes. */
let formShareId: string;
/** A document of the demo claim: the one the matrix downloads. */
let claimFileId: string;
/** A certificate of the demo policy: the one the matrix revokes. */
let certificateId: string;

async function signUpBroker(): Promise<{ email: string; password: string; brokerId: string }> {
  const email = `matrix-broker-${randomUUID()}@example.com`;
  const password = 'Corretora2026';
  const body = {
    country: 'br',
    language: 'en',
    first_name: 'Bia',
    last_name: 'Matriz',
    email,
    password,
    accept_terms: true,
    legal_name: 'Matriz Corretora Ltda',
    trade_name: 'Matriz',
    tax_id: uniqueCnpj(),
    phone: '+55 11 5555-0101',
    website: 'matriz.example',
  };
  const response = await api.fetch('/v3/brokers/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  const [user] = await api.app.database.db.select().from(users).where(eq(users.email, email));
  const [broker] = await api.app.database.db.select().from(brokers).where(eq(brokers.email, email));
  expect(user && broker).toBeTruthy();
  return { email, password, brokerId: broker!.id };
}

beforeAll(async () => {
  api = await startTestApp();
  for (const [caller, email] of [
    ['member', 'membro'],
    ['admin', 'cliente'],
    ['otherAdmin', 'outra'],
    ['brokerOfRecord', 'corretor'],
    ['operations', 'ops'],
  ] as const)
    tokens[caller] = (await signIn(api, `${email}@demo.local`)).access_token;
  const other = await signUpBroker();
  await api.app.database.db.update(brokers).set({ status: 'APPROVED' }).where(eq(brokers.id, other.brokerId));
  tokens.otherBroker = (await signIn(api, other.email, other.password)).access_token;
  const pending = await signUpBroker();
  tokens.pendingBroker = (await signIn(api, pending.email, pending.password)).access_token;
  const invited = await api.app.inject({
    method: 'POST',
    url: `/v3/accounts/${ACCOUNT_IDS.demo}/invitations`,
    headers: { authorization: `Bearer ${tokens.admin}` },
    payload: { name: 'Matriz Convidada', email: `matrix-invited-${randomUUID()}@example.com` },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  invitedMemberId = invited.json<{ id: string }>().id;
  const colleague = await api.app.inject({
    method: 'POST',
    url: '/v3/broker/users',
    headers: { authorization: `Bearer ${tokens.brokerOfRecord}` },
    payload: { name: 'Matriz Colega', email: `matrix-colleague-${randomUUID()}@example.com` },
  });
  expect(colleague.statusCode, colleague.body).toBe(200);
  invitedBrokerUserId = colleague.json<{ id: string }>().id;
  const shared = await api.app.inject({
    method: 'POST',
    url: `/v3/application-forms/${RECORD.applicationForm}/shares`,
    headers: { authorization: `Bearer ${tokens.admin}` },
    payload: { email: 'matrix-guest@example.com' },
  });
  expect(shared.statusCode, shared.body).toBe(200);
  formShareId = shared.json<{ id: string }>().id;
  const uploaded = await api.app.inject({
    method: 'POST',
    url: `/v3/claims/${RECORD.claim}/files?file_name=matrix.pdf`,
    headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/octet-stream' },
    payload: Buffer.from('%PDF-1.4\nmatrix\n'),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  claimFileId = uploaded.json<{ id: string }>().id;
  const certificate = await api.app.inject({
    method: 'POST',
    url: `/v3/policies/${RECORD.policy}/certificates`,
    headers: { authorization: `Bearer ${tokens.admin}` },
    payload: { holder_name: 'Matriz Cliente Ltda' },
  });
  expect(certificate.statusCode, certificate.body).toBe(200);
  certificateId = certificate.json<{ id: string }>().id;
  // What operations act on: a brokerage of its own, so the pending broker above stays pending.
  pendingBrokerageId = (await signUpBroker()).brokerId;
  await api.app.ready();
  operations = operationsOf(api.app.swagger() as unknown as Parameters<typeof operationsOf>[0]);
}, 120_000);
afterAll(async () => api?.close());

/**
 * The address of an operation, its path parameters pointing at records of the demo customer or the
 * broker of record; `madeUp` when a parameter names no record (then "not found" means authorization let it through).
 */
function urlOf(operation: Operation): { url: string; madeUp: boolean } {
  let madeUp = false;
  const url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === 'accountId') return ACCOUNT_IDS.demo;
    if (name === 'memberId') return invitedMemberId;
    if (name === 'shareId') return formShareId;
    // The broker of record's company (Outra Empresa) and its claim, document and report.
    if (name === 'claimId') return BROKER_BOOK.claim;
    if (name === 'reportId') return BROKER_BOOK.latestReport;
    if (name === 'fileId' && operation.path.startsWith('/v3/broker/companies')) return BROKER_BOOK.claimFile;
    if (name === 'fileId' && /^\/v3\/(operations\/)?claims/.test(operation.path)) return claimFileId;
    if (name === 'invoiceId') return RECORD.invoice;
    if (name === 'certificateId') return certificateId;
    // The broker of record's KAM (another broker has none: not found).
    if (name === 'kamId') return DEMO_BROKER_KAM;
    if (name === 'brokerUserId') return invitedBrokerUserId;
    if (operation.path.startsWith('/v3/broker/policies')) return BROKER_BOOK.cyberPolicy;
    madeUp ||= name === 'uid' || name === 'token';
    if (name === 'uid' || name === 'token') return 'matrix-unknown';
    if (name === 'findingId' || operation.path.startsWith('/v3/operations/cyber/findings')) return RECORD.cyberFinding;
    if (/^\/v3\/(operations\/)?cyber\/requests/.test(operation.path)) return RECORD.cyberRequest;
    if (/^\/v3\/(operations\/)?cyber\/reports/.test(operation.path)) return RECORD.cyberReport;
    if (operation.path.startsWith('/v3/policies')) return RECORD.policy;
    if (operation.path.startsWith('/v3/claims')) return RECORD.claim;
    if (operation.path.endsWith('/checkout')) return RECORD.checkoutQuote;
    if (operation.path.startsWith('/v3/quotes')) return RECORD.quote;
    if (operation.path.startsWith('/v3/application-forms')) return RECORD.applicationForm;
    if (operation.path.startsWith('/v3/checkouts')) return RECORD.checkout;
    if (operation.path.startsWith('/v3/broker/companies')) return ACCOUNT_IDS.outra;
    if (operation.path.startsWith('/v3/operations/brokers')) return pendingBrokerageId;
    if (operation.path.startsWith('/v3/operations/claims')) return RECORD.claim;
    madeUp = true;
    return randomUUID();
  });
  return { url, madeUp };
}

const answerOf = (status: number, madeUp: boolean): Answer =>
  status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : status === 404 && !madeUp ? 'hidden' : 'allowed';

async function call(operation: Operation, caller: Caller): Promise<Answer | number> {
  const { url, madeUp } = urlOf(operation);
  const body =
    operation.body === 'binary'
      ? Buffer.from('%PDF-1.4\n')
      : operation.body
        ? JSON.stringify(exampleOf(operation.body))
        : undefined;
  const token = tokens[caller];
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(operation.body
      ? { 'content-type': operation.body === 'binary' ? 'application/octet-stream' : 'application/json' }
      : {}),
  };
  if (operation.id === 'streamLiveUpdates') {
    const abort = new AbortController();
    const response = await api.fetch(url, { headers, signal: abort.signal });
    abort.abort();
    return answerOf(response.status, madeUp);
  }
  const { statusCode } = await api.app.inject({ method: operation.method as 'GET', url, headers, payload: body });
  return statusCode >= 500 ? statusCode : answerOf(statusCode, madeUp);
}

describe('authorization matrix', () => {
  it('has a row for every operation of the OpenAPI document', () => {
    expect(missingRows(operations, ACCESS)).toEqual([]);
  });

  it('notices an operation added without a row', () => {
    const added = { id: 'addedWithoutRow', method: 'GET', path: '/v3/new-thing', pathParams: [], stream: false };
    expect(missingRows([...operations, added], ACCESS)).toEqual(['addedWithoutRow']);
  });

  it('answers every operation, as every caller, as the matrix says', async () => {
    const wrong: string[] = [];
    // Reads first, then writes: what a write may change cannot disturb the reads.
    const ordered = [...operations].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const operation of ordered) {
      const expected = ACCESS[operation.id];
      if (!expected) continue;
      for (const caller of CALLERS) {
        const answer = await call(operation, caller);
        if (answer !== expected[caller])
          wrong.push(
            `${operation.method} ${operation.path} (${operation.id}) as ${caller}: ${answer}, expected ${expected[caller]}`,
          );
      }
    }
    console.info(
      `authorization matrix: ${operations.length} operations x ${CALLERS.length} callers = ${operations.length * CALLERS.length} cells`,
    );
    expect(wrong).toEqual([]);
  }, 300_000);
});
