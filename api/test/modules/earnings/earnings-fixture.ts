// A brokerage of its own per test (the demo one is shared with other files on PostgreSQL): its
// administrator and an invited user signed in, a customer account, and policies issued from
// checkouts that disclosed its commission, with invoices to mark paid.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  brazilTaxLines,
  businessToday,
  checkoutSummary,
  fromCents,
  plusMonths,
  toCents,
  type Currency,
} from '@platform/domain';
import { accounts, brokerUsers, brokers, checkouts, invoices, policies, quotes, users } from '../../../src/db/schema';
import { hashPassword } from '../../../src/lib/auth/passwords';
import type { TestApp } from '../../support/app';
import { uniqueCnpj } from '../../support/cnpj';
import { DEMO_PASSWORD, signIn } from '../../support/sign-in';

export const thisMonth = () => businessToday('br').slice(0, 7);

export async function brokerage(api: TestApp) {
  const db = api.app.database.db;
  const run = randomBytes(6).toString('hex');
  const [broker] = await db
    .insert(brokers)
    .values({
      legal_name: `Corretora Ganhos ${run} Ltda`,
      name: `Ganhos ${run}`,
      tax_id: uniqueCnpj(),
      email: `ganhos-${run}@broker.test`,
      status: 'APPROVED',
    })
    .returning();
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const [owner, invited] = await db
    .insert(users)
    .values([
      { email: `owner-${run}@broker.test`, first_name: 'Gina', last_name: 'Ganhos', password_hash },
      { email: `invited-${run}@broker.test`, first_name: 'Ivo', last_name: 'Convidado', password_hash },
    ])
    .returning();
  await db.insert(brokerUsers).values([
    { broker_id: broker!.id, user_id: owner!.id, role: 'BROKER' },
    { broker_id: broker!.id, user_id: invited!.id, role: 'BROKER_INVITED' },
  ]);
  const [account] = await db
    .insert(accounts)
    .values({
      kind: 'company',
      country: 'br',
      tax_id_type: 'CNPJ',
      tax_id: uniqueCnpj(),
      legal_name: `Cliente Ganhos ${run} Ltda`,
      owner_email: `cliente-${run}@customer.test`,
    })
    .returning();
  return {
    id: broker!.id,
    taxId: broker!.tax_id,
    accountId: account!.id,
    token: (await signIn(api, owner!.email)).access_token,
    invitedToken: (await signIn(api, invited!.email)).access_token,
  };
}

/**
 * A policy of the brokerage's customer, `premium` at `rate` in `count` instalments, started on the
 * first of this month, in reais unless `currency` says otherwise; returns its invoices' ids in
 * instalment order.
 */
export async function issuedPolicy(
  api: TestApp,
  broker: { id: string; accountId: string },
  { premium, rate, count, currency = 'BRL' }: { premium: string; rate: number; count: number; currency?: Currency },
) {
  const db = api.app.database.db;
  const summary = checkoutSummary(toCents(premium), count);
  const start = `${thisMonth()}-01`;
  const [quote] = await db
    .insert(quotes)
    .values({ account_id: broker.accountId, product: 'D_AND_O', gross_premium: premium, status: 'ISSUED', currency })
    .returning();
  const [checkout] = await db
    .insert(checkouts)
    .values({
      account_id: broker.accountId,
      quote_id: quote!.id,
      product: 'D_AND_O',
      status: 'ISSUED',
      start_date: start,
      end_date: plusMonths(start, 12),
      signer_type: 'LEGAL_REPRESENTATIVE',
      signer_name: 'Sara Signatária',
      signer_email: 'sara@customer.test',
      admin_name: 'Sara Signatária',
      admin_email: 'sara@customer.test',
      instalments: count,
      gross_premium: fromCents(summary.grossPremium),
      iof: fromCents(summary.iof),
      tax: fromCents(summary.iof),
      taxes: brazilTaxLines(summary.iof),
      interest: fromCents(summary.interest),
      total_premium: fromCents(summary.totalPremium),
      instalment_amount: fromCents(summary.instalments.at(-1)!.amount),
      broker_id: broker.id,
      commission_rate: rate.toFixed(4),
    })
    .returning();
  const number = `DO-T-${randomBytes(4).toString('hex')}`;
  const [policy] = await db
    .insert(policies)
    .values({
      account_id: broker.accountId,
      product: 'D_AND_O',
      insurer: 'Seguradora Teste',
      policy_number: number,
      status: 'ACTIVE',
      effective_date: start,
      expiry_date: plusMonths(start, 12),
      coverage_limit: '1000000.00',
      currency,
      quote_id: quote!.id,
      checkout_id: checkout!.id,
    })
    .returning();
  const rows = await db
    .insert(invoices)
    .values(
      summary.instalments.map((instalment) => ({
        policy_id: policy!.id,
        account_id: broker.accountId,
        instalment: instalment.number,
        number: `${number}-${instalment.number}`,
        due_date: plusMonths(start, instalment.number - 1),
        amount: fromCents(instalment.amount),
        iof: fromCents(instalment.iof),
        currency,
        tax: fromCents(instalment.iof),
      })),
    )
    .returning();
  return { policyId: policy!.id, invoices: rows.sort((a, b) => a.instalment - b.instalment).map((row) => row.id) };
}

/** The customer paid the invoice now (what operations record on /ops/payments). */
export const markPaid = (api: TestApp, invoiceId: string) =>
  api.app.database.db.update(invoices).set({ status: 'PAID', paid_at: new Date() }).where(eq(invoices.id, invoiceId));

/** Sends `bytes` as the statement's fiscal note, as the broker screen does. */
export const sendNote = (
  api: TestApp,
  token: string | undefined,
  statementId: string,
  version: number,
  bytes: Buffer,
  name = 'nfse.xml',
) =>
  api.app.inject({
    method: 'POST',
    url: `/v3/broker/earnings/statements/${statementId}/fiscal-notes?file_name=${name}&version=${version}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
