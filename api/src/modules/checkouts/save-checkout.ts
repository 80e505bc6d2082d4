// Creating and changing a checkout (issue 12 part 4, docs/checkout.md). The figures are computed
// here from the quote's premium and desk charges with the domain's countryCheckout and the account's
// country table (issue 28), never taken from the browser.
// One open checkout per account and product: a checkout for another option of the product replaces
// the earlier one; asking again for the same quote answers the open one (a double click makes one).
// A change after sending or signing takes the checkout back to DRAFT and voids the signature
// (the quote goes back from BEING_ISSUED to SELECTED: VOID_SIGNATURE).
import { and, eq, inArray } from 'drizzle-orm';
import {
  brokerCommission,
  businessToday,
  checkoutFieldProblems,
  checkoutRulesOf,
  countryCheckout,
  fromCents,
  lastStartDate,
  nextCheckoutStatus,
  nextQuoteStatus,
  OPEN_CHECKOUT_STATUSES,
  policyEndDate,
  toCents,
  type CheckoutRates,
  type Language,
  type QuoteStatus,
  type SignerType,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { checkouts, quotes } from '../../db/schema';
import { accountCountry } from '../../lib/business-day';
import { AppError, staleVersion } from '../../lib/errors';
import { refuseFields } from '../../lib/field-problems';
import { isUniqueViolation } from '../../lib/unique-violation';
import { voidSignatures } from '../signatures';
import { renewalStartOf } from './renewal-start';
import { assertMayEdit, brokerOfRecord, type CheckoutCaller, type CheckoutRow, type QuoteRow } from './checkout-access';

export interface CheckoutInput {
  start_date: string;
  signer_type: SignerType;
  signer_name: string;
  signer_email: string;
  admin_name: string;
  admin_email: string;
  instalments: number;
}

/** The stored columns for `input` on `quote`: the fields, checked, and the figures, computed. */
async function columnsFor(db: Db, quote: QuoteRow, input: CheckoutInput, rates: CheckoutRates) {
  const country = await accountCountry(db, quote.account_id);
  const today = businessToday(country);
  const renewalStart = await renewalStartOf(db, quote, today);
  // A renewal starts the day the old policy ends: that day and no other, even past the quote's expiry.
  if (renewalStart) input = { ...input, start_date: renewalStart };
  const lastStart = renewalStart ?? lastStartDate(today, quote.expires_at?.toISOString() ?? null, country);
  const rules = checkoutRulesOf(country, rates);
  refuseFields(checkoutFieldProblems(input, renewalStart ?? today, lastStart, rules.instalments.max));
  if (!quote.gross_premium) throw new AppError('QUOTE_NOT_SELECTED');
  const gross = toCents(quote.gross_premium);
  const summary = countryCheckout(rules, gross, input.instalments, quote.charges);
  const iof = summary.taxes.find((line) => line.code === 'IOF')?.amount ?? 0;
  // The rate the broker of record negotiated for the product, or the default (docs/checkout.md).
  const broker = await brokerOfRecord(db, quote.account_id, quote.product);
  const rate = broker?.commission_rate ?? 0;
  return {
    start_date: input.start_date,
    end_date: policyEndDate(input.start_date),
    signer_type: input.signer_type,
    signer_name: input.signer_name.trim(),
    signer_email: input.signer_email.trim().toLowerCase(),
    admin_name: input.admin_name.trim(),
    admin_email: input.admin_email.trim().toLowerCase(),
    instalments: input.instalments,
    // The quote's currency: a desk may write an option in another currency than the country's.
    currency: quote.currency,
    gross_premium: fromCents(summary.grossPremium),
    iof: fromCents(iof),
    tax: fromCents(summary.tax),
    taxes: summary.taxes,
    policy_fee: fromCents(summary.policyFee),
    charges: summary.charges,
    interest: fromCents(summary.interest),
    total_premium: fromCents(summary.totalPremium),
    instalment_amount: fromCents(summary.instalments.at(-1)!.amount),
    broker_id: broker?.id ?? null,
    commission_rate: broker ? rate.toFixed(4) : null,
    broker_commission: broker ? fromCents(brokerCommission(gross, rate)) : null,
  };
}

const openCheckoutOf = async (db: Db, accountId: string, product: QuoteRow['product']) =>
  (
    await db
      .select()
      .from(checkouts)
      .where(
        and(
          eq(checkouts.account_id, accountId),
          eq(checkouts.product, product),
          inArray(checkouts.status, [...OPEN_CHECKOUT_STATUSES]),
        ),
      )
      .limit(1)
  )[0];

/** Creates the checkout of a SELECTED quote, or answers the open one of the same quote unchanged. */
export async function createCheckout(
  db: Db,
  quoteId: string,
  caller: CheckoutCaller,
  input: CheckoutInput,
  language: Language,
  rates: CheckoutRates,
): Promise<CheckoutRow> {
  assertMayEdit(caller);
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      // The quote's row lock makes concurrent creations for it take turns.
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
      const open = await openCheckoutOf(tx, quote!.account_id, quote!.product);
      if (open?.quote_id === quote!.id) return open;
      if (quote!.status !== 'SELECTED') throw new AppError('QUOTE_NOT_SELECTED');
      const columns = await columnsFor(tx, quote!, input, rates);
      if (open) {
        if (!nextCheckoutStatus(open.status, 'REPLACE', 'APPLICANT')) throw new AppError('CHECKOUT_LOCKED');
        await voidSignatures(tx, open.id);
        await tx
          .update(checkouts)
          .set({ status: 'REPLACED', version: open.version + 1, updated_at: new Date() })
          .where(eq(checkouts.id, open.id));
      }
      const [created] = await tx
        .insert(checkouts)
        .values({
          ...columns,
          account_id: quote!.account_id,
          quote_id: quote!.id,
          product: quote!.product,
          language,
          created_by: caller.userId,
        })
        .returning();
      return created!;
    });
  } catch (error) {
    // Two requests for two options of one product at once: the second finds the first's.
    if (!isUniqueViolation(error)) throw error;
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    const open = await openCheckoutOf(db, quote!.account_id, quote!.product);
    if (!open) throw error;
    return open;
  }
}

/** Changes a checkout at `version`; after sending or signing this voids the signature. */
export async function updateCheckout(
  db: Db,
  checkoutId: string,
  caller: CheckoutCaller,
  input: CheckoutInput & { version: number },
  current: (row: CheckoutRow) => Promise<unknown>,
  rates: CheckoutRates,
): Promise<CheckoutRow> {
  assertMayEdit(caller);
  const outcome = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (checkout!.version !== input.version) return { stale: checkout! };
    const next = nextCheckoutStatus(checkout!.status, 'CHANGE', 'APPLICANT');
    if (!next) throw new AppError(checkout!.status === 'ISSUED' ? 'CHECKOUT_LOCKED' : 'TRANSITION_NOT_ALLOWED');
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, checkout!.quote_id)).for('update');
    const columns = await columnsFor(tx, quote!, input, rates);
    if (checkout!.status !== 'DRAFT') await voidSignatures(tx, checkout!.id);
    if (checkout!.status === 'SIGNED') {
      const back = nextQuoteStatus(quote!.status as QuoteStatus, 'VOID_SIGNATURE', 'APPLICANT');
      if (!back) throw new AppError('CHECKOUT_LOCKED');
      await tx.update(quotes).set({ status: back }).where(eq(quotes.id, quote!.id));
    }
    const [saved] = await tx
      .update(checkouts)
      .set({ ...columns, status: next, version: checkout!.version + 1, updated_at: new Date() })
      .where(eq(checkouts.id, checkout!.id))
      .returning();
    return { saved: saved! };
  });
  if (outcome.stale) throw staleVersion(await current(outcome.stale));
  return outcome.saved!;
}
