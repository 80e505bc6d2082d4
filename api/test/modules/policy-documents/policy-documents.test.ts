// A policy's documents through HTTP (issue 24 items 2-4): the full wording with the signed proposal,
// certificates anyone can verify (live "in force", revocation, unknown codes, no walking the codes),
// and the statement by e-mail (a malformed address and nothing is sent). Who may do what: the
// account's people read and share; the broker of record reads but does not share; others see nothing.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, plusDays } from '@platform/domain';
import { brokerCustomers, invoices, mailOutbox, policies, quotes, signatureRequests } from '../../../src/db/schema';
import { issueCheckout } from '../../../src/modules/policies';
import { BROKER_ID, DEMO_POLICY_DOCUMENTS } from '../../../src/seed/demo-data';
import { FROM_THE_PROXY, PUBLIC_URL, startTestApp, type TestApp } from '../../support/app';
import { pdfText } from '../../support/pdf-text';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';
import { insertSignedCheckout } from '../../support/signed-checkout';
import { signIn } from '../../support/sign-in';

/** Public reads per address and minute in this file: low, so walking codes meets the limit. */
const PUBLIC_READS = 6;
let api: TestApp;
let team: TeamFixture;
const db = () => api.app.database.db;
const today = () => businessToday('br');

beforeAll(async () => {
  api = await startTestApp({ certificateRateLimit: { max: PUBLIC_READS, timeWindow: '1 minute' } });
  team = await teamFixture(api);
  // The demo brokerage is broker of record of the team's account: it reads, it does not share.
  await db()
    .insert(brokerCustomers)
    .values({ broker_id: BROKER_ID, account_id: team.accountId, customer_name: 'Alice' });
}, 120_000);
afterAll(async () => api?.close());

/** An issued policy in force today, its first instalment paid, bound on a quote with terms. */
async function policyInForce() {
  const checkout = await insertSignedCheckout(db(), team.accountId, plusDays(today(), -10), 2);
  await db()
    .update(quotes)
    .set({
      coverages: ['DATA_BREACH_RESPONSE', 'CYBER_EXTORTION'],
      sublimits: [{ coverage: 'CYBER_EXTORTION', share: 0.25 }],
      exclusions: ['WAR_AND_TERRORISM'],
      subjectivities: [{ code: 'MFA_EVIDENCE', due: 'AFTER_BINDING' }],
      territorial_scope: 'WORLDWIDE',
      retroactive_date: '2024-01-01',
      insurance_code: '15414.900123/2026-11',
      retention: 'R_25K',
    })
    .where(eq(quotes.id, checkout.quote_id));
  const policy = await issueCheckout(db(), checkout.id, { publicUrl: PUBLIC_URL });
  await db()
    .update(invoices)
    .set({ status: 'PAID', paid_at: new Date() })
    .where(and(eq(invoices.policy_id, policy.id), eq(invoices.instalment, 1)));
  await db().update(policies).set({ status: 'ACTIVE' }).where(eq(policies.id, policy.id));
  return policy;
}

/** A public request from a client address of its own (through the trusted proxy). */
const fromAddress = (address: string) => (url: string) =>
  api.app.inject({
    method: 'GET',
    url,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': address, ...FROM_THE_PROXY },
  });
const codeOf = (publicUrl: string) => new URL(publicUrl).searchParams.get('c')!;

describe('the full wording', () => {
  it('shows the terms the policy was bound on and the signed proposal, which downloads as signed', async () => {
    const policy = await policyInForce();
    const path = `/v3/policies/${policy.id}/wording`;
    const before = await call(api, 'GET', path, team.tokens.member);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      policy_number: policy.policy_number,
      insured_name: team.accountName,
      terms: {
        coverages: ['DATA_BREACH_RESPONSE', 'CYBER_EXTORTION'],
        sublimits: [{ coverage: 'CYBER_EXTORTION', share: 0.25, amount: '250000.00' }],
        exclusions: ['WAR_AND_TERRORISM'],
        subjectivities: [{ code: 'MFA_EVIDENCE', due: 'AFTER_BINDING' }],
        territorial_scope: 'WORLDWIDE',
        retroactive_date: '2024-01-01',
        insurance_code: '15414.900123/2026-11',
      },
      signed_proposal: null,
    });
    const signed = Buffer.from('%PDF-1.4\nsigned proposal with its evidence page\n');
    await db()
      .insert(signatureRequests)
      .values({
        checkout_id: policy.checkout_id!,
        checkout_version: 1,
        token_hash: randomBytes(16).toString('hex'),
        signer_name: 'Sílvia Assinante',
        signer_email: 'signer@team.test',
        status: 'SIGNED',
        expires_at: new Date(Date.now() + 86_400_000),
        proposal_document: Buffer.from('%PDF-1.4\nproposal\n'),
        proposal_sha256: 'a'.repeat(64),
        signed_at: new Date(),
        signed_name: 'Sílvia Assinante',
        signed_document: signed,
        signed_sha256: 'b'.repeat(64),
      });
    const after = await call(api, 'GET', path, team.tokens.admin);
    expect(after.body.signed_proposal).toMatchObject({
      checkout_id: policy.checkout_id,
      signed_name: 'Sílvia Assinante',
      document_sha256: 'b'.repeat(64),
    });
    const download = await api.fetch(`/v3/checkouts/${policy.checkout_id}/signed-document`, {
      headers: { authorization: `Bearer ${team.tokens.member}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(signed);
  });

  it('is read by the broker of record, hidden from another tenant, refused to operations and the guest', async () => {
    const policy = await policyInForce();
    const path = `/v3/policies/${policy.id}/wording`;
    expect((await call(api, 'GET', path, team.tokens.broker)).status).toBe(200);
    expect((await call(api, 'GET', path, team.tokens.otherAdmin)).status).toBe(404);
    expect((await call(api, 'GET', path, team.tokens.operations)).status).toBe(403);
    expect((await call(api, 'GET', path)).status).toBe(401);
  });
});

describe('certificates', () => {
  it('are made for a named holder at a random public address that shows the policy live, then revoked', async () => {
    const policy = await policyInForce();
    const made = await call(api, 'POST', `/v3/policies/${policy.id}/certificates`, team.tokens.member, {
      holder_name: '  Cliente Exigente SA ',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ holder_name: 'Cliente Exigente SA', status: 'VALID', version: 1 });
    const code = codeOf(made.body.public_url);
    expect(made.body.public_url.startsWith(`${PUBLIC_URL}/public/policy?c=`)).toBe(true);
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const read = fromAddress('198.51.100.71');
    const page = await read(`/v3/public/certificates/${code}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toMatchObject({
      status: 'VALID',
      certificate: {
        holder_name: 'Cliente Exigente SA',
        insured_name: team.accountName,
        tax_id: expect.stringMatching(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/),
        insurer: 'Seguradora Teste',
        broker: expect.any(String),
        policy_number: policy.policy_number,
        claims_made: true,
        retroactive_date: '2024-01-01',
        in_force: true,
        checked_on: today(),
        qr_code: expect.stringMatching(/^data:image\/png;base64,/),
      },
    });
    const pdf = await read(`/v3/public/certificates/${code}/document.pdf?language=en`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(policy.policy_number);
    expect(text).toContain('Cliente Exigente SA');
    expect(text).toContain('In force');

    // The calendar, not the stored status: past its expiry the same page says "not in force".
    await db()
      .update(policies)
      .set({ expiry_date: plusDays(today(), -1) })
      .where(eq(policies.id, policy.id));
    expect((await read(`/v3/public/certificates/${code}`)).json().certificate.in_force).toBe(false);

    const revokePath = `/v3/policies/${policy.id}/certificates/${made.body.id}/revoke`;
    expect((await call(api, 'POST', revokePath, team.tokens.admin, { version: 2 })).status).toBe(409);
    const revoked = await call(api, 'POST', revokePath, team.tokens.admin, { version: 1 });
    expect(revoked.body).toMatchObject({ status: 'REVOKED', version: 2 });
    expect((await read(`/v3/public/certificates/${code}`)).json()).toEqual({
      status: 'REVOKED',
      revoked_at: revoked.body.revoked_at,
      certificate: null,
    });
    expect((await read(`/v3/public/certificates/${code}/document.pdf`)).statusCode).toBe(404);
    const listed = await call(api, 'GET', `/v3/policies/${policy.id}/certificates`, team.tokens.broker);
    expect(listed.body.items).toEqual([revoked.body]);
  });

  it('answers an unknown or malformed code NOT_FOUND, and stops an address walking codes', async () => {
    const read = fromAddress('198.51.100.72');
    const unknown = await read(`/v3/public/certificates/${randomBytes(16).toString('base64url')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await read('/v3/public/certificates/..%2F..%2Fetc')).statusCode).toBe(404);
    const answers: number[] = [];
    for (let attempt = 0; attempt < PUBLIC_READS; attempt++)
      answers.push((await read(`/v3/public/certificates/${randomBytes(16).toString('base64url')}`)).statusCode);
    expect(answers.slice(0, PUBLIC_READS - 2).every((status) => status === 404)).toBe(true);
    const limited = await read(`/v3/public/certificates/${randomBytes(16).toString('base64url')}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Another address is not held back by the first one's walk.
    expect((await fromAddress('198.51.100.73')(`/v3/public/certificates/x`)).statusCode).toBe(404);
  });

  it('are made and revoked by the policyholder’s people only', async () => {
    const policy = await policyInForce();
    const path = `/v3/policies/${policy.id}/certificates`;
    const body = { holder_name: 'Alguém' };
    expect((await call(api, 'POST', path, team.tokens.broker, body)).status).toBe(403);
    expect((await call(api, 'POST', path, team.tokens.otherAdmin, body)).status).toBe(404);
    expect((await call(api, 'POST', path, team.tokens.operations, body)).status).toBe(403);
    expect((await call(api, 'POST', path, undefined, body)).status).toBe(401);
    expect((await call(api, 'POST', path, team.tokens.admin, { holder_name: '   ' })).status).toBe(400);
    await db().update(policies).set({ status: 'EXPIRED' }).where(eq(policies.id, policy.id));
    expect((await call(api, 'POST', path, team.tokens.admin, body)).body.code).toBe('TRANSITION_NOT_ALLOWED');
  });
});

describe('the statement by e-mail', () => {
  const statementMails = (policyNumber: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'policy-statement'))
      .then((rows) => rows.filter((row) => row.subject.includes(policyNumber)));

  it('sends nothing when any address is malformed, and names the malformed ones', async () => {
    const policy = await policyInForce();
    const refused = await call(api, 'POST', `/v3/policies/${policy.id}/statement-mails`, team.tokens.member, {
      emails: 'a@x.com, bad, ana@',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('INVALID_EMAIL_LIST');
    expect(refused.body.details.map((detail: { message: string }) => detail.message)).toEqual(['bad', 'ana@']);
    expect(await statementMails(policy.policy_number)).toEqual([]);
  });

  it('mails the policy, its invoices, what is paid and what is due to every address, once each', async () => {
    const policy = await policyInForce();
    const sent = await call(api, 'POST', `/v3/policies/${policy.id}/statement-mails`, team.tokens.admin, {
      emails: 'Financeiro@Cliente.example, auditor@firma.example, financeiro@cliente.example',
      language: 'en',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.recipients).toEqual(['financeiro@cliente.example', 'auditor@firma.example']);
    const mails = await statementMails(policy.policy_number);
    expect(mails.map((mail) => mail.to_email).sort()).toEqual(['auditor@firma.example', 'financeiro@cliente.example']);
    expect(mails[0]!.body).toContain('Alice Admin shared with you the statement');
    expect(mails[0]!.body).toContain(`${policy.policy_number}-01`);
    expect(mails[0]!.body).toMatch(/- .*-01: due .*, paid/);
    expect(mails[0]!.body).toContain('Paid: R$');
  });

  it('is sent by the policyholder’s people only', async () => {
    const policy = await policyInForce();
    const path = `/v3/policies/${policy.id}/statement-mails`;
    const body = { emails: 'a@x.com' };
    expect((await call(api, 'POST', path, team.tokens.broker, body)).status).toBe(403);
    expect((await call(api, 'POST', path, team.tokens.otherAdmin, body)).status).toBe(404);
    expect((await call(api, 'POST', path, undefined, body)).status).toBe(401);
  });
});

describe('the demo (README)', () => {
  it('has a policy with its wording and signed proposal, and a certificate in force at a fixed address', async () => {
    const admin = (await signIn(api, 'cliente@demo.local')).access_token;
    const wording = await call(api, 'GET', `/v3/policies/${DEMO_POLICY_DOCUMENTS.policy}/wording`, admin);
    expect(wording.body.terms.coverages).toContain('DIRECTORS_PERSONAL_LIABILITY');
    expect(wording.body.signed_proposal.checkout_id).toBe(DEMO_POLICY_DOCUMENTS.checkout);
    const signed = await api.fetch(`/v3/checkouts/${DEMO_POLICY_DOCUMENTS.checkout}/signed-document`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(pdfText(Buffer.from(await signed.arrayBuffer()))).toContain('Carla Souza');
    const page = await fromAddress('198.51.100.74')(`/v3/public/certificates/${DEMO_POLICY_DOCUMENTS.certificateCode}`);
    expect(page.json()).toMatchObject({
      status: 'VALID',
      certificate: { policy_number: 'DO-2026-000123', in_force: true },
    });
  });
});
