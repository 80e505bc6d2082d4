// Who a policy's payment mails go to and in what language (spec section 6): the account's billing
// e-mail, else the policyholder (the owner's e-mail); the checkout's language, else the country's.
// The receipt and the late notice both read it.
import { eq } from 'drizzle-orm';
import { COUNTRY_LANGUAGE, type Country, type Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { accounts, checkouts, policies } from '../../db/schema';

export interface PaymentMailRecipient {
  to: string;
  language: Language;
  country: Country;
  policy_number: string;
  company: string;
}

/** The recipient of `policyId`'s payment mails, or null when the account has no e-mail to write to. */
export async function paymentMailRecipient(db: Db, policyId: string): Promise<PaymentMailRecipient | null> {
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
    .where(eq(policies.id, policyId));
  const to = row?.billing_email || row?.owner_email;
  if (!row || !to) return null;
  const country = row.country as Country;
  return {
    to,
    language: (row.language as Language | null) ?? COUNTRY_LANGUAGE[country] ?? 'pt',
    country,
    policy_number: row.policy_number,
    company: row.company,
  };
}
