// What the checkout and e-signature tests share: the API with a team signed in, a selected quote,
// the checkout form's fields, the mails the API sends and a checkout sent for signature.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { businessToday, plusDays } from '@platform/domain';
import { mailOutbox, quotes } from '../../../src/db/schema';
import { startTestApp, type TestApp } from '../../support/app';
import { call, teamFixture, type TeamFixture } from '../../support/role-tokens';

/**
 * The API and the team of the test file that called startCheckoutTestApp(): vitest loads this
 * module afresh for each test file, so files never share them.
 */
export let api: TestApp;
export let team: TeamFixture;
export const day = 24 * 3600_000;
/** A day from today where the team's (Brazilian) accounts are: the API bounds start dates by it. */
export const inDays = (days: number) => plusDays(businessToday('br'), days);

export function startCheckoutTestApp(prepare?: Parameters<typeof startTestApp>[1]) {
  beforeAll(async () => {
    api = await startTestApp({}, prepare);
    team = await teamFixture(api);
  }, 120_000);
  afterAll(async () => api?.close());
}

/** A quote option of the team's account, SELECTED (the quotes module's select puts it there). */
export async function selectedQuote(
  product: 'CYBER' | 'D_AND_O' | 'E_AND_O' = 'CYBER',
  premium = '18500.00',
  accountId?: string,
) {
  const [quote] = await api.app.database.db
    .insert(quotes)
    .values({
      account_id: accountId ?? team.accountId,
      product,
      insurer: 'Seguradora Teste',
      coverage_limit: '2000000.00',
      gross_premium: premium,
      retention: 'R_50K',
      status: 'SELECTED',
      recommended: true,
      expires_at: new Date(Date.now() + 30 * day),
    })
    .returning();
  return quote!;
}

export const fields = (overrides: Record<string, unknown> = {}) => ({
  start_date: inDays(5),
  signer_type: 'LEGAL_REPRESENTATIVE',
  signer_name: 'Sílvia Assinante',
  signer_email: `signer-${randomUUID()}@team.test`,
  admin_name: 'Alice Admin',
  admin_email: 'alice@team.test',
  instalments: 7,
  ...overrides,
});

export async function lastMail(to: string, template: string) {
  const [mail] = await api.app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_email, to.toLowerCase()), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.created_at))
    .limit(1);
  return mail;
}

export const tokenOf = (link: string | null | undefined) => new URL(link!).searchParams.get('token')!;

export async function sentCheckout(body = fields()) {
  const quote = await selectedQuote();
  const created = await call(api, 'POST', `/v3/quotes/${quote.id}/checkout`, team.tokens.admin, body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const sent = await call(api, 'POST', `/v3/checkouts/${created.body.id}/signature-requests`, team.tokens.admin, {
    version: created.body.version,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const mail = await lastMail(body.signer_email, 'signature-request');
  return { quote, checkout: sent.body, token: tokenOf(mail?.link) };
}

export async function codeFor(token: string, email: string) {
  const sent = await call(api, 'POST', `/v3/signatures/${token}/code`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const mail = await lastMail(email, 'signature-code');
  return /\b(\d{6})\b/.exec(mail!.subject)![1]!;
}
