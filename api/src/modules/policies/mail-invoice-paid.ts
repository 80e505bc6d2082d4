// The receipt of a payment that came through the provider: one mail to the account's billing
// e-mail, or to the policyholder (the owner's e-mail) when it has none (spec section 6), in the
// checkout's language, else the account's country's, as the late notice does.
import { eq } from 'drizzle-orm';
import { formatCurrency, type Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, checkouts, policies } from '../../db/schema';
import { queueMail } from '../../lib/mail/outbox';
import type { InvoiceRow } from './invoices';
import { INVOICE_PAID_MAIL } from './payment-mail';
import { COUNTRY_LANGUAGE } from './payments-sync';

type PaidInvoice = Pick<InvoiceRow, 'policy_id' | 'instalment' | 'amount' | 'currency' | 'payment_method'>;

export async function mailInvoicePaid(db: Db, invoice: PaidInvoice, publicUrl: string) {
  const [row] = await db
    .select({
      policy_number: policies.policy_number,
      company: accounts.legal_name,
      billing_email: accounts.billing_email,
      owner_email: accounts.owner_email,
      country: accounts.country,
      language: checkouts.language,
    })
    .from(policies)
    .innerJoin(accounts, eq(accounts.id, policies.account_id))
    .leftJoin(checkouts, eq(checkouts.id, policies.checkout_id))
    .where(eq(policies.id, invoice.policy_id));
  const to = row?.billing_email || row?.owner_email;
  if (!row || !to) return;
  const language = (row.language as Language | null) ?? COUNTRY_LANGUAGE[row.country] ?? 'pt';
  await queueMail(db, {
    to,
    template: 'invoice-paid',
    language,
    content: INVOICE_PAID_MAIL,
    vars: {
      instalment: String(invoice.instalment),
      policy: row.policy_number,
      company: row.company,
      amount: formatCurrency(invoice.amount, invoice.currency, { country: row.country, language }),
      method: invoice.payment_method === 'BOLETO' ? 'boleto' : 'Pix',
    },
    link: `${publicUrl}/dashboard/policies/detail/${invoice.policy_id}`,
  });
}
