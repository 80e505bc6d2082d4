// The policy is what was signed (issue 21 item 12, docs/underwriting.md "Checkout maths"): the
// rates change between the signature and the issuance (a new release with another IOF or interest
// rate picks up a checkout left SIGNED), and the policy, its schedule and its invoices still carry
// the figures of the signed checkout, to the cent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_POLICY_JOB, ISSUE_SIGNED_JOB } from '../../../src/modules/policies/policy-jobs';
import { startTestApp, type TestApp } from '../../support/app';
import { call } from '../../support/role-tokens';
import { api, codeFor, fields, sentCheckout, startCheckoutTestApp, team } from './checkout-test-app';

// The signing instance queues issuance and leaves it to another instance (a job not yet run).
startCheckoutTestApp((app) => app.jobs.define({ name: ISSUE_POLICY_JOB, run: async () => {} }));

let later: TestApp;
beforeAll(async () => {
  later = await startTestApp({ checkoutRates: { iofRate: 0.0638, monthlyInterest: 0.0199 } }, undefined, {
    sameDatabaseAs: api,
  });
}, 120_000);
afterAll(async () => later?.close());

describe('issuing a signed checkout after the rates changed', () => {
  it('gives the policy and its invoices the signed figures, not the new rates’', async () => {
    const body = fields({ instalments: 7 });
    const { quote, token } = await sentCheckout(body);
    const code = await codeFor(token, body.signer_email);
    const signedAnswer = await call(api, 'POST', `/v3/signatures/${token}/sign`, undefined, {
      code,
      name: body.signer_name,
      consent: true,
    });
    expect(signedAnswer.status, JSON.stringify(signedAnswer.body)).toBe(200);
    const signed = (await call(api, 'GET', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin)).body.checkout;
    expect(signed).toMatchObject({ status: 'SIGNED', policy: null });

    await later.app.jobs.send(ISSUE_SIGNED_JOB);

    const issued = (await call(later, 'GET', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin)).body.checkout;
    expect(issued.status).toBe('ISSUED');
    expect(issued.summary).toEqual(signed.summary);
    const policy = await call(later, 'GET', `/v3/policies/${issued.policy.id}`, team.tokens.admin);
    expect(policy.body.total_premium).toBe(signed.summary.total_premium);
    const charged = signed.summary.instalments as { number: number; amount: string; iof: string }[];
    expect(policy.body.instalments.map((i: { amount: string; iof: string }) => [i.amount, i.iof])).toEqual(
      charged.map((i) => [i.amount, i.iof]),
    );
    const invoices = await call(later, 'GET', `/v3/policies/${issued.policy.id}/invoices`, team.tokens.admin);
    expect(
      invoices.body.items.map((i: { instalment: number; amount: string; iof: string }) => [
        i.instalment,
        i.amount,
        i.iof,
      ]),
    ).toEqual(charged.map((i) => [i.number, i.amount, i.iof]));
  });
});
