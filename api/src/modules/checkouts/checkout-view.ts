// A checkout as the API answers it: the stored fields, the figures (the instalments split from the
// stored total and IOF, as issuance splits them, so the instalments listed are the ones charged),
// the broker's commission, the newest signing link and the policy issued from it.
import { and, eq, inArray } from 'drizzle-orm';
import { fromCents, OPEN_CHECKOUT_STATUSES, PRODUCT_SLUGS, storedCountryInstalments, toCents } from '@platform/domain';
import type { Db } from '../../db/connection';
import { applicationForms, brokers, checkouts, policies } from '../../db/schema';
import { accountCountry, accountToday } from '../../lib/business-day';
import { latestSignature } from '../signatures';
import { renewalStartOf } from './renewal-start';
import { brokerOfRecord, mayEdit, type CheckoutCaller, type CheckoutRow, type QuoteRow } from './checkout-access';

export async function toCheckout(db: Db, row: CheckoutRow) {
  const charged = storedCountryInstalments(toCents(row.total_premium), toCents(row.tax), row.instalments);
  const [broker] = row.broker_id
    ? await db.select({ name: brokers.name }).from(brokers).where(eq(brokers.id, row.broker_id))
    : [];
  const signature = await latestSignature(db, row.id);
  const [policy] = await db
    .select({ id: policies.id, policy_number: policies.policy_number, status: policies.status })
    .from(policies)
    .where(eq(policies.checkout_id, row.id));
  return {
    id: row.id,
    quote_id: row.quote_id,
    account_id: row.account_id,
    product: row.product,
    status: row.status,
    start_date: row.start_date,
    end_date: row.end_date,
    signer_type: row.signer_type,
    signer_name: row.signer_name,
    signer_email: row.signer_email,
    admin_name: row.admin_name,
    admin_email: row.admin_email,
    instalments: row.instalments,
    currency: row.currency,
    summary: {
      gross_premium: row.gross_premium,
      interest: row.interest,
      iof: row.iof,
      tax: row.tax,
      taxes: row.taxes.map((line) => ({ code: line.code, rate: line.rate, amount: fromCents(line.amount) })),
      policy_fee: row.policy_fee,
      charges: row.charges.map((line) => ({ code: line.code, amount: fromCents(line.amount) })),
      total_premium: row.total_premium,
      instalment_amount: row.instalment_amount,
      // Whether the stored premium carries interest (or Mexico's surcharge), whatever the country's plan.
      with_interest: toCents(row.interest) > 0,
      instalments: charged.map((i) => ({
        number: i.number,
        amount: fromCents(i.amount),
        // Brazil's readers know the tax as IOF; elsewhere Brazil's IOF is nil.
        iof: fromCents(toCents(row.iof) > 0 ? i.tax : 0),
        tax: fromCents(i.tax),
      })),
    },
    broker:
      broker && row.broker_commission
        ? { name: broker.name, commission_rate: Number(row.commission_rate), commission: row.broker_commission }
        : null,
    signature: signature
      ? {
          status: signature.status,
          signer_email: signature.signer_email,
          sent_at: signature.created_at.toISOString(),
          expires_at: signature.expires_at.toISOString(),
          signed_at: signature.signed_at?.toISOString() ?? null,
        }
      : null,
    policy: policy ?? null,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The quote, its open (or issued) checkout, and the broker whose commission the screen discloses. */
export async function quoteCheckout(db: Db, quote: QuoteRow, caller: CheckoutCaller) {
  const [checkout] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.quote_id, quote.id), inArray(checkouts.status, [...OPEN_CHECKOUT_STATUSES, 'ISSUED'])))
    .limit(1);
  const broker = await brokerOfRecord(db, quote.account_id, quote.product);
  return {
    quote: {
      id: quote.id,
      product: quote.product,
      insurer: quote.insurer,
      coverage_limit: quote.coverage_limit,
      gross_premium: quote.gross_premium,
      retention: quote.retention,
      currency: quote.currency,
      // The account's, whose table (taxes, policy fee, instalment plan) the checkout follows.
      country: await accountCountry(db, quote.account_id),
      charges: quote.charges.map((line) => ({ code: line.code, amount: fromCents(line.amount) })),
      status: quote.status,
      expires_at: quote.expires_at?.toISOString() ?? null,
      requested_start_date: await requestedStartDate(db, quote),
      renewal_start_date: await renewalStartOf(db, quote, await accountToday(db, quote.account_id)),
    },
    checkout: checkout ? await toCheckout(db, checkout) : null,
    broker: broker ? { name: broker.name, commission_rate: broker.commission_rate } : null,
    may_edit: mayEdit(caller),
  };
}

/** The start date the questionnaire asked for this product (`dno.start_date`...), or null. */
async function requestedStartDate(db: Db, quote: QuoteRow): Promise<string | null> {
  if (!quote.application_form_id) return null;
  const [form] = await db
    .select({ answers: applicationForms.answers })
    .from(applicationForms)
    .where(eq(applicationForms.id, quote.application_form_id));
  const asked = form?.answers[`${PRODUCT_SLUGS[quote.product]}.start_date`];
  return typeof asked === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : null;
}
