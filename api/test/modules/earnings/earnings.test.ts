// Broker earnings, commission statements and fiscal notes (docs/broker-earnings.md) through HTTP:
// expected vs paid per instalment, a statement per brokerage and month, immutable once a note was
// sent (a correction is a new statement), the NFS-e reader on good, mismatched, broken, hostile
// and oversized files (never a 5xx), the note's statuses, the payment, and who may call what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EARNINGS, nationalNfseXml } from '../../../src/seed/demo-data';
import { startTestApp, type TestApp } from '../../support/app';
import { call } from '../../support/role-tokens';
import { signIn } from '../../support/sign-in';
import { brokerage, issuedPolicy, markPaid, sendNote, thisMonth } from './earnings-fixture';

let api: TestApp;
const tokens = {} as Record<'operations' | 'customer' | 'demoBroker', string>;
beforeAll(async () => {
  api = await startTestApp();
  tokens.operations = (await signIn(api, 'ops@demo.local')).access_token;
  tokens.customer = (await signIn(api, 'cliente@demo.local')).access_token;
  tokens.demoBroker = (await signIn(api, 'corretor@demo.local')).access_token;
}, 60_000);
afterAll(async () => api?.close());

const issueAll = (brokerId: string, period = thisMonth()) =>
  call(api, 'POST', '/v3/operations/commission-statements', tokens.operations, { broker_id: brokerId, period });
/** Issues the month of a brokerage selling in one currency: its one statement (or the refusal). */
async function issue(brokerId: string, period = thisMonth()) {
  const response = await issueAll(brokerId, period);
  return response.status === 200 ? { ...response, body: response.body.items[0] } : response;
}
const decide = (id: string, body: object) =>
  call(api, 'POST', `/v3/operations/commission-statements/${id}/fiscal-note-decision`, tokens.operations, body);

/** A brokerage with a 12,000.00 D&O policy at 15% in 4 instalments (450.00 of commission each), the first paid. */
async function withFirstInstalmentPaid() {
  const broker = await brokerage(api);
  const policy = await issuedPolicy(api, broker, { premium: '12000.00', rate: 0.15, count: 4 });
  await markPaid(api, policy.invoices[0]!);
  return { broker, policy };
}

describe('earnings', () => {
  it('expects the rate times each paid instalment’s premium, and shows it paid once operations pay its statement', async () => {
    const { broker } = await withFirstInstalmentPaid();
    const before = await call(api, 'GET', '/v3/broker/earnings', broker.token);
    expect(before.status).toBe(200);
    expect(before.body.totals).toEqual([
      { currency: 'BRL', expected: '450.00', paid: '0.00', outstanding: '450.00', overdue: '0.00', clawback: '0.00' },
    ]);
    expect(before.body.policies[0].lines.map((line: { status: string }) => line.status)).toEqual([
      'EXPECTED',
      'AWAITING_PREMIUM',
      'AWAITING_PREMIUM',
      'AWAITING_PREMIUM',
    ]);
    expect(before.body.months).toEqual([{ month: thisMonth(), ...before.body.totals[0] }]);

    const statement = await issue(broker.id);
    expect(statement.status).toBe(200);
    expect(statement.body).toMatchObject({
      period: thisMonth(),
      sequence: 1,
      amount: '450.00',
      note_status: 'PENDING',
    });
    const sent = await sendNote(
      api,
      broker.token,
      statement.body.id,
      statement.body.version,
      Buffer.from(nationalNfseXml({ number: '77', issuerTaxId: broker.taxId, amount: '450.00' })),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const sentBody = sent.json();
    expect(sentBody).toMatchObject({ note_status: 'WAITING_APPROVAL', note: { number: '77', amount: '450.00' } });

    // Paying before the note is approved is refused; then approve and pay.
    const early = await call(
      api,
      'POST',
      `/v3/operations/commission-statements/${statement.body.id}/payment`,
      tokens.operations,
      {
        version: sentBody.version,
      },
    );
    expect(early).toMatchObject({ status: 409, body: { code: 'STATEMENT_STEP_NOT_ALLOWED' } });
    const approved = await decide(statement.body.id, { decision: 'APPROVE', version: sentBody.version });
    expect(approved.body.note_status).toBe('APPROVED');
    const paid = await call(
      api,
      'POST',
      `/v3/operations/commission-statements/${statement.body.id}/payment`,
      tokens.operations,
      {
        version: approved.body.version,
      },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.paid_at).not.toBeNull();
    const after = await call(api, 'GET', '/v3/broker/earnings', broker.token);
    expect(after.body.totals[0]).toMatchObject({ expected: '450.00', paid: '450.00', outstanding: '0.00' });
    expect(after.body.policies[0].lines[0].status).toBe('PAID');
  });

  it('shows the demo brokerage months of earnings, a clawback and statements in every fiscal note status', async () => {
    const earnings = await call(api, 'GET', '/v3/broker/earnings', tokens.demoBroker);
    expect(earnings.body.months.length).toBeGreaterThanOrEqual(5);
    expect(earnings.body.totals.map((total: { currency: string }) => total.currency)).toEqual(['BRL']);
    expect(Number(earnings.body.totals[0].clawback)).toBeLessThan(0);
    expect(Number(earnings.body.totals[0].overdue)).toBeGreaterThan(0);
    const statements = await call(api, 'GET', '/v3/broker/earnings/statements', tokens.demoBroker);
    const statuses = new Set(statements.body.items.map((item: { note_status: string }) => item.note_status));
    expect([...statuses].sort()).toEqual(['APPROVED', 'NEEDS_ACTION', 'PENDING', 'WAITING_APPROVAL']);
    const needsAction = statements.body.items.find(
      (item: { id: string }) => item.id === DEMO_EARNINGS.needsActionStatement,
    );
    expect(needsAction.note_reason).toMatch(/valor/);
  });
});

describe('a brokerage whose customers pay in reais and in pesos', () => {
  it('has a total per currency, each commission in its policy’s, and a statement per currency', async () => {
    const broker = await brokerage(api);
    const inReais = await issuedPolicy(api, broker, { premium: '12000.00', rate: 0.15, count: 4 });
    const inPesos = await issuedPolicy(api, broker, { premium: '40000.00', rate: 0.1, count: 1, currency: 'MXN' });
    await markPaid(api, inReais.invoices[0]!);
    await markPaid(api, inPesos.invoices[0]!);

    const earnings = await call(api, 'GET', '/v3/broker/earnings', broker.token);
    expect(earnings.status).toBe(200);
    expect(earnings.body.totals).toEqual([
      { currency: 'BRL', expected: '450.00', paid: '0.00', outstanding: '450.00', overdue: '0.00', clawback: '0.00' },
      { currency: 'MXN', expected: '4000.00', paid: '0.00', outstanding: '4000.00', overdue: '0.00', clawback: '0.00' },
    ]);
    expect(earnings.body.months.map((month: { currency: string }) => month.currency)).toEqual(['BRL', 'MXN']);
    const inPesosLines = earnings.body.policies.find(
      (policy: { policy_id: string }) => policy.policy_id === inPesos.policyId,
    );
    expect(inPesosLines).toMatchObject({ currency: 'MXN', lines: [{ currency: 'MXN', amount: '4000.00' }] });

    const issued = await issueAll(broker.id);
    expect(issued.status).toBe(200);
    const stated = (items: { currency: string; sequence: number; amount: string }[]) =>
      items.map((item) => [item.currency, item.sequence, item.amount]);
    // Each currency its own month's statement (sequence 1), not a correction of the other.
    expect(stated(issued.body.items)).toEqual([
      ['BRL', 1, '450.00'],
      ['MXN', 1, '4000.00'],
    ]);
  });
});

describe('statements', () => {
  it('recomputes an unsent statement, and after a note was sent keeps it and issues a correction with only what is new', async () => {
    const { broker, policy } = await withFirstInstalmentPaid();
    const first = await issue(broker.id);
    await markPaid(api, policy.invoices[1]!);
    const recomputed = await issue(broker.id);
    expect(recomputed.body).toMatchObject({ id: first.body.id, amount: '900.00', version: first.body.version + 1 });

    const sent = await sendNote(
      api,
      broker.token,
      first.body.id,
      recomputed.body.version,
      Buffer.from('%PDF-1.4\n% a DANFSe\n'),
      'danfse.pdf',
    );
    expect(sent.json()).toMatchObject({ note_status: 'WAITING_APPROVAL', note: { format: 'PDF', number: null } });
    expect(await issue(broker.id)).toMatchObject({ status: 409, body: { code: 'NOTHING_TO_STATE' } });

    await markPaid(api, policy.invoices[2]!);
    const correction = await issue(broker.id);
    expect(correction.body).toMatchObject({ sequence: 2, amount: '450.00' });
    expect(correction.body.lines.map((line: { instalment: number }) => line.instalment)).toEqual([3]);
    const list = await call(api, 'GET', '/v3/broker/earnings/statements', broker.token);
    expect(list.body.items.find((item: { id: string }) => item.id === first.body.id)).toMatchObject({
      amount: '900.00',
    });
  });

  it('refuses a month still to come', async () => {
    const { broker } = await withFirstInstalmentPaid();
    const response = await issue(broker.id, '2999-01');
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('asks for action with a reason, takes the resent note and approves it; a stale version is 409', async () => {
    const { broker } = await withFirstInstalmentPaid();
    const statement = (await issue(broker.id)).body;
    const xml = Buffer.from(nationalNfseXml({ number: '10', issuerTaxId: broker.taxId, amount: '450.00' }));
    const sent = (await sendNote(api, broker.token, statement.id, statement.version, xml)).json();
    expect(await decide(statement.id, { decision: 'ASK_ACTION', reason: ' ', version: sent.version })).toMatchObject({
      status: 400,
    });
    const asked = await decide(statement.id, {
      decision: 'ASK_ACTION',
      reason: 'Falta o código de serviço 10.01',
      version: sent.version,
    });
    expect(asked.body).toMatchObject({ note_status: 'NEEDS_ACTION', note_reason: 'Falta o código de serviço 10.01' });
    expect(await decide(statement.id, { decision: 'APPROVE', version: sent.version })).toMatchObject({ status: 409 });
    const resent = (await sendNote(api, broker.token, statement.id, asked.body.version, xml)).json();
    expect(resent).toMatchObject({ note_status: 'WAITING_APPROVAL', note_reason: null });
    const approved = await decide(statement.id, { decision: 'APPROVE', version: resent.version });
    expect(approved.body.note_status).toBe('APPROVED');
    const again = await sendNote(api, broker.token, statement.id, approved.body.version, xml);
    expect(again.json()).toMatchObject({ code: 'STATEMENT_STEP_NOT_ALLOWED' });
  });
});

describe('the NFS-e reader', () => {
  const billionLaughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><NFSe><infNFSe><nNFSe>&lol3;</nNFSe></infNFSe></NFSe>`;
  const externalEntity = `<?xml version="1.0"?><!DOCTYPE NFSe [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><NFSe><infNFSe><nNFSe>&xxe;</nNFSe></infNFSe></NFSe>`;
  it.each([
    [
      'a mismatched amount',
      (taxId: string) => nationalNfseXml({ number: '1', issuerTaxId: taxId, amount: '449.99' }),
      422,
      'FISCAL_NOTE_MISMATCH',
      'amount',
    ],
    [
      'another issuer',
      () => nationalNfseXml({ number: '1', issuerTaxId: '11444777000161', amount: '450.00' }),
      422,
      'FISCAL_NOTE_MISMATCH',
      'issuer_tax_id',
    ],
    ['a broken file', () => '<NFSe><infNFSe><nNFSe>1</nNFSe>', 422, 'FISCAL_NOTE_UNREADABLE', 'file'],
    [
      'an XML that is no NFS-e',
      () => '<?xml version="1.0"?><nota><numero>1</numero></nota>',
      422,
      'FISCAL_NOTE_UNREADABLE',
      'file',
    ],
    ['a billion laughs', () => billionLaughs, 422, 'FISCAL_NOTE_UNREADABLE', 'file'],
    ['an external entity', () => externalEntity, 422, 'FISCAL_NOTE_UNREADABLE', 'file'],
    ['an image', () => '\u0089PNG\r\n\u001a\n', 415, 'FILE_TYPE_NOT_ALLOWED', 'file'],
    [
      'an oversized file',
      () => `<?xml version="1.0"?><NFSe>${' '.repeat(5 * 1024 * 1024)}</NFSe>`,
      413,
      'FILE_TOO_LARGE',
      'file',
    ],
  ])(
    'refuses %s with the catalogue’s words, and the statement stays pending',
    async (_name, file, status, code, field) => {
      const { broker } = await withFirstInstalmentPaid();
      const statement = (await issue(broker.id)).body;
      const response = await sendNote(
        api,
        broker.token,
        statement.id,
        statement.version,
        Buffer.from(file(broker.taxId), 'latin1'),
      );
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code, details: [{ field, code }] });
      const list = await call(api, 'GET', '/v3/broker/earnings/statements', broker.token);
      expect(list.body.items[0]).toMatchObject({ note_status: 'PENDING', note: null });
    },
  );
});

describe('who may', () => {
  it('gives the earnings to the brokerage administrator only, hides another brokerage’s statement and keeps operations on theirs', async () => {
    const { broker } = await withFirstInstalmentPaid();
    const statement = (await issue(broker.id)).body;
    const other = await brokerage(api);
    const xml = Buffer.from(nationalNfseXml({ number: '5', issuerTaxId: broker.taxId, amount: '450.00' }));
    for (const path of ['/v3/broker/earnings', '/v3/broker/earnings/statements']) {
      expect((await call(api, 'GET', path, broker.invitedToken)).status).toBe(403);
      expect((await call(api, 'GET', path, tokens.customer)).status).toBe(403);
      expect((await call(api, 'GET', path, tokens.operations)).status).toBe(403);
      expect((await call(api, 'GET', path)).status).toBe(401);
    }
    expect((await call(api, 'GET', '/v3/broker/earnings/statements', other.token)).body.items).toEqual([]);
    expect((await sendNote(api, other.token, statement.id, statement.version, xml)).statusCode).toBe(404);
    expect((await sendNote(api, broker.invitedToken, statement.id, statement.version, xml)).statusCode).toBe(403);
    expect((await sendNote(api, undefined, statement.id, statement.version, xml)).statusCode).toBe(401);
    expect((await call(api, 'GET', '/v3/operations/commission-statements', broker.token)).status).toBe(403);
    expect(
      (
        await call(api, 'POST', '/v3/operations/commission-statements', broker.token, {
          broker_id: broker.id,
          period: thisMonth(),
        })
      ).status,
    ).toBe(403);
    expect((await call(api, 'GET', '/v3/operations/commission-statements', tokens.customer)).status).toBe(403);
    const listed = await call(
      api,
      'GET',
      '/v3/operations/commission-statements?note_status=PENDING',
      tokens.operations,
    );
    expect(listed.body.items.some((item: { id: string }) => item.id === statement.id)).toBe(true);
  });
});
