// The tasks of the customer home and the broker's home, one SQL query per kind over every account
// in scope (the caller's account, or the broker's book): a constant number of queries, whatever
// the number of companies or records.
import {
  and,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  min,
  ne,
  notExists,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  businessDateOf,
  byUrgency,
  INVOICE_DUE_WINDOW_DAYS,
  RENEWAL_WINDOW_DAYS,
  type HomeTaskKind,
  type Product,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, checkouts, claims, invoices, policies, quotes, signatureRequests } from '../../db/schema';
import { brokerBook } from '../../lib/auth/account-access';
import { sqlBusinessToday } from '../../lib/business-day';

/** Which accounts' records count: a condition on a table's account id column. */
export type AccountScope = (accountColumn: AnyColumn) => SQL;

export interface HomeTaskRow {
  kind: HomeTaskKind;
  id: string;
  account_id: string;
  company_name: string;
  product: Product | null;
  due_on: string | null;
  late: boolean;
  reference: string | null;
  amount: string | null;
  currency: string | null;
  quote_id: string | null;
  application_form_id: string | null;
  policy_id: string | null;
  options: number | null;
  signatories: { name: string; email: string }[];
}

const blank = {
  product: null,
  due_on: null,
  late: false,
  reference: null,
  amount: null,
  currency: null,
  quote_id: null,
  application_form_id: null,
  policy_id: null,
  options: null,
  signatories: [],
} satisfies Partial<HomeTaskRow>;

/** Every task in scope, late first, then the earliest day. */
export async function accountTasks(db: Db, scope: AccountScope, now = new Date()): Promise<HomeTaskRow[]> {
  const lists = await Promise.all([
    quotesToChoose(db, scope, now),
    signaturesPending(db, scope, now),
    invoicesDue(db, scope, now),
    renewalsComing(db, scope, now),
    claimsWaitingForInformation(db, scope),
  ]);
  return lists.flat().sort(byUrgency);
}

const company = { account_id: accounts.id, company_name: accounts.legal_name, country: accounts.country };

/** Options of a product (and questionnaire) still open, where none is chosen yet: one task per group. */
async function quotesToChoose(db: Db, scope: AccountScope, now: Date): Promise<HomeTaskRow[]> {
  const chosen = alias(quotes, 'chosen');
  const rows = await db
    .select({
      ...company,
      product: quotes.product,
      application_form_id: quotes.application_form_id,
      options: count(),
      expires_at: min(quotes.expires_at),
      // The recommended option leads, as on the quotes page.
      lead: sql<string>`(array_agg(${quotes.id} ORDER BY ${quotes.recommended} DESC, ${quotes.created_at}))[1]`,
    })
    .from(quotes)
    .innerJoin(accounts, eq(accounts.id, quotes.account_id))
    .where(
      and(
        scope(quotes.account_id),
        eq(quotes.status, 'AVAILABLE'),
        or(isNull(quotes.expires_at), gt(quotes.expires_at, now)),
        notExists(
          db
            .select({ id: chosen.id })
            .from(chosen)
            .where(
              and(
                eq(chosen.account_id, quotes.account_id),
                eq(chosen.product, quotes.product),
                sql`${chosen.application_form_id} IS NOT DISTINCT FROM ${quotes.application_form_id}`,
                inArray(chosen.status, ['SELECTED', 'BEING_ISSUED']),
              ),
            ),
        ),
      ),
    )
    .groupBy(accounts.id, quotes.product, quotes.application_form_id);
  return rows.map((row) => ({
    ...blank,
    kind: 'QUOTE_TO_CHOOSE',
    id: row.lead,
    account_id: row.account_id,
    company_name: row.company_name,
    product: row.product,
    due_on: row.expires_at ? businessDateOf(row.expires_at, row.country) : null,
    quote_id: row.lead,
    application_form_id: row.application_form_id,
    options: Number(row.options),
  }));
}

/** Checkouts sent for signature and not signed: who must sign, from the requests in force. */
async function signaturesPending(db: Db, scope: AccountScope, now: Date): Promise<HomeTaskRow[]> {
  const rows = await db
    .select({
      ...company,
      checkout_id: checkouts.id,
      quote_id: checkouts.quote_id,
      product: checkouts.product,
      signer_name: signatureRequests.signer_name,
      signer_email: signatureRequests.signer_email,
      expires_at: signatureRequests.expires_at,
    })
    .from(checkouts)
    .innerJoin(accounts, eq(accounts.id, checkouts.account_id))
    .innerJoin(
      signatureRequests,
      and(
        eq(signatureRequests.checkout_id, checkouts.id),
        eq(signatureRequests.status, 'PENDING'),
        // A request for an older version of the checkout is void.
        eq(signatureRequests.checkout_version, checkouts.version),
      ),
    )
    .where(and(scope(checkouts.account_id), eq(checkouts.status, 'PENDING_SIGNATURE')))
    .orderBy(signatureRequests.created_at);
  const tasks = new Map<string, HomeTaskRow & { expires: Date }>();
  for (const row of rows) {
    const task = tasks.get(row.checkout_id) ?? {
      ...blank,
      kind: 'SIGNATURE_PENDING' as const,
      id: row.checkout_id,
      account_id: row.account_id,
      company_name: row.company_name,
      product: row.product,
      quote_id: row.quote_id,
      signatories: [],
      expires: row.expires_at,
    };
    if (!task.signatories.some((signatory) => signatory.email === row.signer_email))
      task.signatories.push({ name: row.signer_name, email: row.signer_email });
    // The link that runs out last is the one the signatory can still use.
    if (row.expires_at > task.expires) task.expires = row.expires_at;
    task.due_on = businessDateOf(task.expires, row.country);
    task.late = task.expires <= now;
    tasks.set(row.checkout_id, task);
  }
  return [...tasks.values()].map(({ expires: _expires, ...task }) => task);
}

/** Instalments not paid, due within the window or late (one being processed by a gateway is not the customer's to do). */
async function invoicesDue(db: Db, scope: AccountScope, now: Date): Promise<HomeTaskRow[]> {
  const today = sqlBusinessToday(accounts.country, now);
  const rows = await db
    .select({
      ...company,
      id: invoices.id,
      policy_id: invoices.policy_id,
      product: policies.product,
      number: invoices.number,
      due_date: invoices.due_date,
      amount: invoices.amount,
      currency: invoices.currency,
      late: sql<boolean>`${invoices.due_date} < ${today}`,
    })
    .from(invoices)
    .innerJoin(policies, eq(policies.id, invoices.policy_id))
    .innerJoin(accounts, eq(accounts.id, invoices.account_id))
    .where(
      and(
        scope(invoices.account_id),
        notInArray(invoices.status, ['PAID', 'IN_QUEUE']),
        sql`${invoices.due_date} <= ${today} + ${INVOICE_DUE_WINDOW_DAYS}::int`,
      ),
    );
  return rows.map((row) => ({
    ...blank,
    kind: 'INVOICE_DUE',
    id: row.id,
    account_id: row.account_id,
    company_name: row.company_name,
    product: row.product,
    due_on: row.due_date,
    late: Boolean(row.late),
    reference: row.number,
    amount: row.amount,
    currency: row.currency,
    policy_id: row.policy_id,
  }));
}

/** Active policies ending within the renewal window that no later policy of the product follows. */
async function renewalsComing(db: Db, scope: AccountScope, now: Date): Promise<HomeTaskRow[]> {
  const today = sqlBusinessToday(accounts.country, now);
  const next = alias(policies, 'next');
  const rows = await db
    .select({
      ...company,
      id: policies.id,
      product: policies.product,
      policy_number: policies.policy_number,
      expiry_date: policies.expiry_date,
    })
    .from(policies)
    .innerJoin(accounts, eq(accounts.id, policies.account_id))
    .where(
      and(
        scope(policies.account_id),
        eq(policies.status, 'ACTIVE'),
        sql`${policies.expiry_date} BETWEEN ${today} AND ${today} + ${RENEWAL_WINDOW_DAYS}::int`,
        notExists(
          db
            .select({ id: next.id })
            .from(next)
            .where(
              and(
                eq(next.account_id, policies.account_id),
                eq(next.product, policies.product),
                ne(next.id, policies.id),
                ne(next.status, 'EXPIRED'),
                gt(next.expiry_date, policies.expiry_date),
              ),
            ),
        ),
      ),
    );
  return rows.map((row) => ({
    ...blank,
    kind: 'RENEWAL_COMING',
    id: row.id,
    account_id: row.account_id,
    company_name: row.company_name,
    product: row.product,
    due_on: row.expiry_date,
    reference: row.policy_number,
    policy_id: row.id,
  }));
}

/** Claims where operations asked the customer for information not given yet. */
async function claimsWaitingForInformation(db: Db, scope: AccountScope): Promise<HomeTaskRow[]> {
  const rows = await db
    .select({
      ...company,
      id: claims.id,
      product: policies.product,
      policy_id: claims.policy_id,
      protocol_number: claims.protocol_number,
      requested_at: claims.information_requested_at,
    })
    .from(claims)
    .innerJoin(accounts, eq(accounts.id, claims.account_id))
    .leftJoin(policies, eq(policies.id, claims.policy_id))
    .where(and(scope(claims.account_id), eq(claims.status, 'IN_PROGRESS'), isNotNull(claims.information_requested_at)));
  return rows.map((row) => ({
    ...blank,
    kind: 'CLAIM_INFORMATION',
    id: row.id,
    account_id: row.account_id,
    company_name: row.company_name,
    product: row.product,
    due_on: row.requested_at ? businessDateOf(row.requested_at, row.country) : null,
    reference: row.protocol_number,
    policy_id: row.policy_id,
  }));
}

/** The caller's one account. */
export const oneAccount =
  (accountId: string): AccountScope =>
  (column) =>
    eq(column, accountId);

/** The customer companies of the brokerage `brokerId` (its book, broker of record). */
export const bookOf =
  (db: Db, brokerId: string): AccountScope =>
  (column) =>
    inArray(column, brokerBook(db, brokerId));
