// The receipt of a payment that came through the provider: one mail to the account's billing
// e-mail, or to the policyholder (the owner's e-mail) when it has none (spec section 6), in the
// checkout's language, else the account's country's, as the late notice does.
import { formatCurrency } from '@platform/domain';
import type { Db } from '../../db/connection';
import { queueMail } from '../../lib/mail/outbox';
import type { InvoiceRow } from './invoices';
import { INVOICE_PAID_MAIL } from './payment-mail';
import { paymentMailRecipient } from './payment-mail-recipient';

/** How the receipt names the way the provider took the payment (the codes of the other methods read as they are). */
const METHOD_NAME: Record<string, string> = { PIX: 'Pix', BOLETO: 'boleto' };

type PaidInvoice = Pick<InvoiceRow, 'policy_id' | 'instalment' | 'amount' | 'currency' | 'payment_method'>;

export async function mailInvoicePaid(db: Db, invoice: PaidInvoice, publicUrl: string) {
  const recipient = await paymentMailRecipient(db, invoice.policy_id);
  if (!recipient) return;
  const { to, language, country } = recipient;
  await queueMail(db, {
    to,
    template: 'invoice-paid',
    language,
    content: INVOICE_PAID_MAIL,
    vars: {
      instalment: String(invoice.instalment),
      policy: recipient.policy_number,
      company: recipient.company,
      amount: formatCurrency(invoice.amount, invoice.currency, { country, language }),
      method: METHOD_NAME[invoice.payment_method ?? ''] ?? invoice.payment_method ?? '',
    },
    link: `${publicUrl}/dashboard/policies/detail/${invoice.policy_id}`,
  });
}
