// E-signature and issuance through HTTP (issue 12 parts 5-6, docs/checkout.md): double submits
// make one signature and one policy; a wrong code is refused and counted; a change after signing
// voids the signature; the signing link opens only its own proposal. The checkout: checkout.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatTaxId, LIVE_TOPICS } from '@platform/domain';
import { accounts, policies, quotes, signatureRequests } from '../../../src/db/schema';
import { issueCheckout, signedWithoutPolicy, startPolicies } from '../../../src/modules/policies';
import { signWithCode } from '../../../src/modules/signatures/signature-requests';
import { PUBLIC_URL } from '../../support/app';
import { openLive } from '../../support/live';
import { pdfText } from '../../support/pdf-text';
import { call } from '../../support/role-tokens';
import {
  api,
  codeFor,
  fields,
  lastMail,
  selectedQuote,
  sentCheckout,
  startCheckoutTestApp,
  team,
  tokenOf,
} from './checkout-test-app';

startCheckoutTestApp();

describe('e-signature and issuance', () => {
  it('signs with the mailed code once, stores the evidence and issues one policy', async () => {
    const body = fields();
    const { quote, checkout, token } = await sentCheckout(body);
    expect(checkout.status).toBe('PENDING_SIGNATURE');
    const view = await call(api, 'GET', `/v3/signatures/${token}`);
    expect(view.body).toMatchObject({ status: 'PENDING', signer_name: 'Sílvia Assinante', total_premium: '21074.96' });
    const proposal = await api.fetch(`/v3/signatures/${token}/document`);
    expect(proposal.headers.get('content-type')).toBe('application/pdf');
    const proposalBytes = Buffer.from(await proposal.arrayBuffer());
    expect(proposalBytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The company's tax id as its country writes it (formatTaxId), on the proposal and its summary page.
    const [account] = await api.app.database.db.select().from(accounts).where(eq(accounts.id, team.accountId));
    const taxId = formatTaxId(account!.tax_id_type, account!.tax_id);
    expect(pdfText(proposalBytes).split(taxId)).toHaveLength(3);

    const code = await codeFor(token, body.signer_email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call(api, 'POST', `/v3/signatures/${token}/sign`, undefined, {
      code: wrong,
      name: 'Sílvia Assinante',
      consent: true,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('SIGNATURE_CODE_INVALID');
    const misnamed = await call(api, 'POST', `/v3/signatures/${token}/sign`, undefined, {
      code,
      name: 'Outra Pessoa',
      consent: true,
    });
    expect(misnamed.body.code).toBe('SIGNATURE_NAME_MISMATCH');
    const noConsent = await call(api, 'POST', `/v3/signatures/${token}/sign`, undefined, {
      code,
      name: 'Sílvia Assinante',
      consent: false,
    });
    expect(noConsent.status).toBe(400);

    const signBody = { code, name: 'silvia assinante', consent: true };
    const [first, second] = await Promise.all([
      call(api, 'POST', `/v3/signatures/${token}/sign`, undefined, signBody),
      call(api, 'POST', `/v3/signatures/${token}/sign`, undefined, signBody),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.document_sha256).toBe(first.body.document_sha256);

    const rows = await api.app.database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.checkout_id, checkout.id));
    expect(rows.filter((row) => row.status === 'SIGNED')).toHaveLength(1);
    const signed = rows.find((row) => row.status === 'SIGNED')!;
    expect(signed.code_attempts).toBe(1);
    expect(signed.signer_ip).toBeTruthy();
    expect(signed.proposal_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(signed.signed_document!).subarray(0, 5).toString()).toBe('%PDF-');

    const issued = await api.app.database.db.select().from(policies).where(eq(policies.checkout_id, checkout.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ status: 'CREATED', effective_date: body.start_date, total_premium: '21074.96' });
    expect(issued[0]!.instalments).toHaveLength(7);
    const again = await issueCheckout(api.app.database.db, checkout.id, { publicUrl: PUBLIC_URL });
    expect(again.id).toBe(issued[0]!.id);
    const [quoteNow] = await api.app.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(quoteNow!.status).toBe('ISSUED');
    expect(await lastMail(body.admin_email, 'policy-issued')).toBeTruthy();

    const listed = await call(api, 'GET', '/v3/policies', team.tokens.admin);
    expect(listed.body.items.map((p: { id: string }) => p.id)).toContain(issued[0]!.id);
    const doc = await api.fetch(`/v3/checkouts/${checkout.id}/signed-document`, {
      headers: { authorization: `Bearer ${team.tokens.member}` },
    });
    expect(doc.status).toBe(200);
    expect((await call(api, 'GET', `/v3/signatures/${token}`)).body.status).toBe('SIGNED');
    const locked = await call(api, 'PATCH', `/v3/checkouts/${checkout.id}`, team.tokens.admin, {
      ...fields(),
      version: (await call(api, 'GET', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin)).body.checkout.version,
    });
    expect(locked.body.code).toBe('CHECKOUT_LOCKED');
  });

  it('tells the account’s open screens, live, that the checkout was signed and then issued; nobody else', async () => {
    const body = fields();
    const { quote, token } = await sentCheckout(body);
    const member = await openLive(api, { authorization: `Bearer ${team.tokens.member}` });
    const stranger = await openLive(api, { authorization: `Bearer ${team.tokens.otherAdmin}` });
    try {
      expect([member.status, stranger.status]).toEqual([200, 200]);
      const code = await codeFor(token, body.signer_email);
      const signed = await call(api, 'POST', `/v3/signatures/${token}/sign`, undefined, {
        code,
        name: body.signer_name,
        consent: true,
      });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      // One update for the signature, one for the policy issued (the job runs inline in tests):
      // both on the `quotes` topic, which the quotes home and the checkout screen read again.
      await member.waitForEvents(2);
      const update = { topic: LIVE_TOPICS.quotes, id: team.accountId };
      expect(member.events).toEqual([update, update]);
      const now = await call(api, 'GET', `/v3/quotes/${quote.id}/checkout`, team.tokens.member);
      expect(now.body.checkout.status).toBe('ISSUED');
      expect(now.body.checkout.policy.policy_number).toMatch(/^CY-/);
      // Give a wrongly routed event the time to arrive before concluding it did not.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stranger.events).toEqual([]);
    } finally {
      member.close();
      stranger.close();
    }
  });

  it('voids the signature when the checkout changes after signing (the quote goes back to SELECTED)', async () => {
    const body = fields();
    const { quote, checkout, token } = await sentCheckout(body);
    const code = await codeFor(token, body.signer_email);
    // Signed, not yet issued: the state issuance starts from.
    const { checkout: signed } = await signWithCode(api.app.database.db, token, {
      code,
      name: body.signer_name,
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    expect(signed.status).toBe('SIGNED');
    const [beingIssued] = await api.app.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(beingIssued!.status).toBe('BEING_ISSUED');
    const changed = await call(api, 'PATCH', `/v3/checkouts/${checkout.id}`, team.tokens.admin, {
      ...fields({ instalments: 1 }),
      version: signed.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.status).toBe('DRAFT');
    expect(changed.body.signature.status).toBe('VOIDED');
    const [back] = await api.app.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(back!.status).toBe('SELECTED');
    expect((await call(api, 'GET', `/v3/signatures/${token}`)).body.code).toBe('SIGNATURE_LINK_INVALID');
    const issuing = await call(api, 'POST', `/v3/signatures/${token}/sign`, undefined, {
      code,
      name: body.signer_name,
      consent: true,
    });
    expect(issuing.status).toBe(404);
  });

  it('limits code attempts, and an expired or unknown link says so', async () => {
    const body = fields();
    const { token, checkout } = await sentCheckout(body);
    const code = await codeFor(token, body.signer_email);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (
          await call(api, 'POST', `/v3/signatures/${token}/sign`, undefined, {
            code: wrong,
            name: body.signer_name,
            consent: true,
          })
        ).body.code,
      ).toBe('SIGNATURE_CODE_INVALID');
    const blocked = await call(api, 'POST', `/v3/signatures/${token}/sign`, undefined, {
      code,
      name: body.signer_name,
      consent: true,
    });
    expect(blocked.body.code).toBe('SIGNATURE_CODE_EXPIRED');
    await api.app.database.db
      .update(signatureRequests)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(signatureRequests.checkout_id, checkout.id));
    const expired = await call(api, 'GET', `/v3/signatures/${token}`);
    expect([expired.status, expired.body.code]).toEqual([404, 'SIGNATURE_LINK_INVALID']);
    expect((await call(api, 'GET', '/v3/signatures/not-a-real-token')).status).toBe(404);
  });

  it('a new link voids the earlier one, and a stale send is 409', async () => {
    const body = fields();
    const { token, checkout } = await sentCheckout(body);
    const stale = await call(api, 'POST', `/v3/checkouts/${checkout.id}/signature-requests`, team.tokens.admin, {
      version: checkout.version - 1,
    });
    expect(stale.status).toBe(409);
    const resent = await call(api, 'POST', `/v3/checkouts/${checkout.id}/signature-requests`, team.tokens.admin, {
      version: checkout.version,
    });
    expect(resent.status).toBe(200);
    expect((await call(api, 'GET', `/v3/signatures/${token}`)).status).toBe(404);
    const fresh = tokenOf((await lastMail(body.signer_email, 'signature-request'))!.link);
    expect((await call(api, 'GET', `/v3/signatures/${fresh}`)).body.status).toBe('PENDING');
    // The link opens its own proposal only: an account's token does not open it, nor does it open the checkout routes.
    expect(
      (await call(api, 'POST', `/v3/checkouts/${checkout.id}/signature-requests`, undefined, { version: 1 })).status,
    ).toBe(401);
  });

  it('refuses to send a quote whose pre-bind conditions are still open', async () => {
    const quote = await selectedQuote();
    await api.app.database.db
      .update(quotes)
      .set({ subjectivities: [{ code: 'FINANCIAL_STATEMENTS', due: 'BEFORE_BINDING' }] })
      .where(eq(quotes.id, quote.id));
    const created = await call(api, 'POST', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin, fields());
    const sent = await call(api, 'POST', `/v3/checkouts/${created.body.id}/signature-requests`, team.tokens.admin, {
      version: created.body.version,
    });
    expect([sent.status, sent.body.code]).toEqual([409, 'SUBJECTIVITIES_OPEN']);
  });

  it('issues a checkout left signed, and starts a created policy on its date (the jobs)', async () => {
    const body = fields();
    const { checkout, token } = await sentCheckout(body);
    const code = await codeFor(token, body.signer_email);
    await signWithCode(api.app.database.db, token, {
      code,
      name: body.signer_name,
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    expect(await signedWithoutPolicy(api.app.database.db)).toContain(checkout.id);
    const policy = await issueCheckout(api.app.database.db, checkout.id, { publicUrl: PUBLIC_URL });
    expect(await signedWithoutPolicy(api.app.database.db)).not.toContain(checkout.id);
    expect(policy.status).toBe('CREATED');
    expect(await startPolicies(api.app.database.db, body.start_date)).toContain(policy.id);
    const [started] = await api.app.database.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(started!.status).toBe('PENDING_INITIAL_PAYMENT');
  });
});
