// The proposal of a checkout as a document: what the signatory reads, from the stored checkout
// (the API's figures, never the browser's), its quote, the company and the broker of record.
import { eq } from 'drizzle-orm';
import { COUNTRY_RULES, fromCents, storedCountryInstalments, toCents } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, brokers, checkouts, quotes } from '../../db/schema';
import type { ProposalData } from './proposal-document';

export type CheckoutRow = typeof checkouts.$inferSelect;

export async function proposalDataOf(db: Db, checkout: CheckoutRow, issuedAt: Date): Promise<ProposalData> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, checkout.quote_id));
  const [account] = await db.select().from(accounts).where(eq(accounts.id, checkout.account_id));
  const [broker] = checkout.broker_id
    ? await db.select({ name: brokers.name }).from(brokers).where(eq(brokers.id, checkout.broker_id))
    : [];
  const charged = storedCountryInstalments(
    toCents(checkout.total_premium),
    toCents(checkout.tax),
    checkout.instalments,
  );
  return {
    quote: quote!,
    reference: checkout.id.slice(0, 8).toUpperCase(),
    company: account!.legal_name,
    taxIdType: account!.tax_id_type,
    taxId: account!.tax_id,
    country: account!.country,
    product: checkout.product,
    insurer: quote!.insurer ?? '',
    coverageLimit: quote!.coverage_limit ?? '0',
    retention: quote!.retention,
    currency: checkout.currency,
    startDate: checkout.start_date,
    endDate: checkout.end_date,
    signerType: checkout.signer_type,
    signerName: checkout.signer_name,
    signerEmail: checkout.signer_email,
    adminName: checkout.admin_name,
    adminEmail: checkout.admin_email,
    grossPremium: checkout.gross_premium,
    interest: checkout.interest,
    policyFee: checkout.policy_fee,
    taxes: checkout.taxes.map((line) => ({ code: line.code, rate: line.rate, amount: fromCents(line.amount) })),
    charges: checkout.charges.map((line) => ({ code: line.code, amount: fromCents(line.amount) })),
    // The regulator that registered the product, the company's country's (not always SUSEP).
    regulator: COUNTRY_RULES[account!.country].regulator,
    totalPremium: checkout.total_premium,
    instalments: charged.map((i) => ({ number: i.number, amount: fromCents(i.amount) })),
    broker: broker && checkout.broker_commission ? { name: broker.name, commission: checkout.broker_commission } : null,
    issuedAt,
  };
}
