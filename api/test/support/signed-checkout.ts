// A cyber checkout signed and waiting to be issued, written straight to the database with the
// figures signing stores (the domain's checkout summary): what the issuance tests start from.
import { brazilTaxLines, checkoutSummary, fromCents, policyEndDate, toCents } from '@platform/domain';
import type { Db } from '../../src/db/connection';
import { checkouts, quotes } from '../../src/db/schema';

const day = 24 * 60 * 60 * 1000;

export async function insertSignedCheckout(db: Db, accountId: string, start: string, instalments: number) {
  const premium = '12000.00';
  const [quote] = await db
    .insert(quotes)
    .values({
      account_id: accountId,
      product: 'CYBER',
      insurer: 'Seguradora Teste',
      coverage_limit: '1000000.00',
      gross_premium: premium,
      status: 'BEING_ISSUED',
      expires_at: new Date(Date.now() + 30 * day),
    })
    .returning();
  const summary = checkoutSummary(toCents(premium), instalments);
  const [checkout] = await db
    .insert(checkouts)
    .values({
      account_id: accountId,
      quote_id: quote!.id,
      product: 'CYBER',
      status: 'SIGNED',
      start_date: start,
      end_date: policyEndDate(start),
      signer_type: 'LEGAL_REPRESENTATIVE',
      signer_name: 'Sílvia Assinante',
      signer_email: 'signer@team.test',
      admin_name: 'Alice Admin',
      admin_email: 'alice@team.test',
      instalments,
      gross_premium: premium,
      iof: fromCents(summary.iof),
      tax: fromCents(summary.iof),
      taxes: brazilTaxLines(summary.iof),
      interest: fromCents(summary.interest),
      total_premium: fromCents(summary.totalPremium),
      instalment_amount: fromCents(summary.instalments.at(-1)!.amount),
    })
    .returning();
  return checkout!;
}
