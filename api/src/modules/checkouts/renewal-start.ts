// A renewal's checkout starts the day the renewed policy ends (docs/renewals.md), whatever the
// quote's own expiry allows: the date is the API's, not the customer's, so there is no gap in cover.
import { eq } from 'drizzle-orm';
import { renewalStartDate } from '@platform/domain';
import type { Db } from '../../db/connection';
import { policies, renewalForms } from '../../db/schema';
import type { QuoteRow } from './checkout-access';

/** The start date a renewal quote's policy must have on `today`, or null when the quote renews nothing. */
export async function renewalStartOf(db: Db, quote: QuoteRow, today: string): Promise<string | null> {
  if (!quote.application_form_id) return null;
  const [renewed] = await db
    .select({ expiry_date: policies.expiry_date })
    .from(renewalForms)
    .innerJoin(policies, eq(policies.id, renewalForms.policy_id))
    .where(eq(renewalForms.form_id, quote.application_form_id));
  return renewed ? renewalStartDate(renewed.expiry_date, today) : null;
}
