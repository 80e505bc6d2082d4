// Issuance (issue 12 part 6, docs/checkout.md): a signed checkout becomes a policy at once,
// automatically, with its number, dates, limit, insurer and instalment schedule; the quote becomes
// ISSUED (its sibling options WITHDRAWN), the checkout ISSUED, the questionnaire CLOSED, and the
// customer and the broker are mailed.
// Idempotent: the policy is unique per checkout, so running it twice (a double submit, a retry by a
// job runner or the desk) gives the one policy. Exported so a job can run it for a checkout left
// SIGNED (quote BEING_ISSUED) by a failure between signing and issuing.
import { eq } from 'drizzle-orm';
import {
  fromCents,
  nextCheckoutStatus,
  nextFormStatus,
  nextQuoteStatus,
  plusMonths,
  storedCountryInstalments,
  toCents,
  type ApplicationFormStatus,
  type Language,
  type PolicyStatus,
  type QuoteStatus,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import {
  accounts,
  applicationFormChanges,
  applicationForms,
  brokers,
  checkouts,
  policies,
  quotes,
  type PolicyInstalment,
} from '../../db/schema';
import { accountToday } from '../../lib/business-day';
import { AppError } from '../../lib/errors';
import { queueMail } from '../../lib/mail/outbox';
import { withdrawSiblings } from '../quotes';
import { createInvoices } from './invoices';
import { POLICY_ISSUED_MAIL } from './policy-mail';

const PREFIX = { D_AND_O: 'DO', E_AND_O: 'EO', CYBER: 'CY' } as const;
const PRODUCT_NAMES: Record<Language, Record<string, string>> = {
  pt: { D_AND_O: 'D&O', E_AND_O: 'RC Profissional', CYBER: 'Riscos Cibernéticos' },
  en: { D_AND_O: 'D&O', E_AND_O: 'Professional liability', CYBER: 'Cyber' },
  es: { D_AND_O: 'D&O', E_AND_O: 'RC Profesional', CYBER: 'Riesgos cibernéticos' },
};

/**
 * CREATED while the start date is ahead; from the start, PENDING_INITIAL_PAYMENT until the first
 * instalment is paid (spec section 4: it becomes ACTIVE only after the first instalment).
 */
export const issuedPolicyStatus = (startDate: string, today: string): PolicyStatus =>
  startDate > today ? 'CREATED' : 'PENDING_INITIAL_PAYMENT';

/** Issues the policy of a signed checkout, once. Returns the policy row. */
export async function issueCheckout(db: Db, checkoutId: string, { publicUrl }: { publicUrl: string }) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (!checkout) throw new AppError('NOT_FOUND');
    const [existing] = await tx.select().from(policies).where(eq(policies.checkout_id, checkout.id));
    if (existing) return existing;
    const checkoutNext = nextCheckoutStatus(checkout.status, 'ISSUE', 'PLATFORM');
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, checkout.quote_id)).for('update');
    const quoteNext = quote && nextQuoteStatus(quote.status as QuoteStatus, 'ISSUE', 'PLATFORM');
    if (!checkoutNext || !quote || !quoteNext) throw new AppError('TRANSITION_NOT_ALLOWED');

    const today = await accountToday(tx, checkout.account_id);
    // The figures signed, never the rates of the day (docs/underwriting.md, "Checkout maths").
    const charged = storedCountryInstalments(
      toCents(checkout.total_premium),
      toCents(checkout.tax),
      checkout.instalments,
    );
    // Brazil's readers (invoices, PDFs) know the instalment's tax as IOF; elsewhere Brazil's IOF is nil.
    const isIof = toCents(checkout.iof) > 0;
    const schedule: PolicyInstalment[] = charged.map((instalment) => ({
      number: instalment.number,
      // The first on the start date (or today, when the start is past), then monthly.
      due_date: plusMonths(checkout.start_date > today ? checkout.start_date : today, instalment.number - 1),
      amount: fromCents(instalment.amount),
      iof: fromCents(isIof ? instalment.tax : 0),
      tax: fromCents(instalment.tax),
    }));
    const now = new Date();
    const [policy] = await tx
      .insert(policies)
      .values({
        account_id: checkout.account_id,
        product: checkout.product,
        insurer: quote.insurer ?? '',
        policy_number: `${PREFIX[checkout.product]}-${checkout.start_date.slice(0, 4)}-${checkout.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
        status: issuedPolicyStatus(checkout.start_date, today),
        effective_date: checkout.start_date,
        expiry_date: checkout.end_date,
        coverage_limit: quote.coverage_limit ?? '0.00',
        currency: checkout.currency,
        quote_id: quote.id,
        checkout_id: checkout.id,
        retention: quote.retention,
        gross_premium: checkout.gross_premium,
        total_premium: checkout.total_premium,
        instalments: schedule,
        issued_at: now,
      })
      .returning();
    // One invoice per instalment, in the same transaction (docs/payments.md).
    await createInvoices(tx, policy!);
    await tx.update(quotes).set({ status: quoteNext }).where(eq(quotes.id, quote.id));
    await withdrawSiblings(tx, quote);
    await tx
      .update(checkouts)
      .set({ status: checkoutNext, version: checkout.version + 1, updated_at: now })
      .where(eq(checkouts.id, checkout.id));
    await closeForm(tx, quote.application_form_id, policy!.id);

    const [account] = await tx.select().from(accounts).where(eq(accounts.id, checkout.account_id));
    const [broker] = checkout.broker_id
      ? await tx.select().from(brokers).where(eq(brokers.id, checkout.broker_id))
      : [];
    const language = checkout.language as Language;
    // The broker's copy opens the policy in the broker's area (broker-policy/detail finds its company).
    const brokerLink = `${publicUrl}/broker-policy/detail?policy_id=${policy!.id}`;
    const recipients = new Map<string, string>();
    for (const to of [checkout.admin_email, account?.owner_email])
      if (to) recipients.set(to, `${publicUrl}/dashboard/policies/home`);
    if (broker?.email) recipients.set(broker.email, brokerLink);
    for (const [to, link] of recipients)
      await queueMail(tx, {
        to,
        template: 'policy-issued',
        language,
        content: POLICY_ISSUED_MAIL,
        vars: {
          number: policy!.policy_number,
          product: PRODUCT_NAMES[language][checkout.product] ?? checkout.product,
          insurer: policy!.insurer,
          company: account!.legal_name,
          start: checkout.start_date,
          end: checkout.end_date,
        },
        link,
      });
    return policy!;
  });
}

/** The questionnaire the quote came from is CLOSED (APPROVED -> ISSUE_POLICY; a QUOTE_READY one accepts the quote first). */
async function closeForm(tx: Db, formId: string | null, policyId: string) {
  if (!formId) return;
  const [form] = await tx.select().from(applicationForms).where(eq(applicationForms.id, formId)).for('update');
  if (!form) return;
  let status = form.status as ApplicationFormStatus;
  if (status === 'QUOTE_READY') status = nextFormStatus(status, 'ACCEPT_QUOTE', 'APPLICANT') ?? status;
  const closed = nextFormStatus(status, 'ISSUE_POLICY', 'PLATFORM');
  if (!closed) return;
  const [saved] = await tx
    .update(applicationForms)
    .set({ status: closed, version: form.version + 1, updated_at: new Date() })
    .where(eq(applicationForms.id, form.id))
    .returning();
  await tx.insert(applicationFormChanges).values({
    form_id: form.id,
    version: saved!.version,
    questions: [],
    changes: { policy_id: policyId },
    event: 'POLICY_ISSUED',
  });
}
