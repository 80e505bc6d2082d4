import { businessDateOf, plusDays } from '../business-date/business-date';
import type { Country } from '../locale';
import { emailProblem } from '../validation/email';
import type { FieldProblem } from '../validation/field-problem';
import { isValidInstalmentCount, MAX_INSTALMENTS } from './checkout-summary';

export interface CheckoutFields {
  start_date: string;
  signer_name: string;
  signer_email: string;
  admin_name: string;
  admin_email: string;
  instalments: number;
}

/** How far ahead a policy may start when the quote has no expiry of its own. */
export const MAX_START_DAYS_AHEAD = 90;

/**
 * The latest start date a quote allows: the day it expires in the account's `country`, or
 * MAX_START_DAYS_AHEAD from `today` (that country's `businessToday`).
 */
export const lastStartDate = (today: string, quoteExpiresAt: string | null, country: Country) =>
  quoteExpiresAt ? businessDateOf(quoteExpiresAt, country) : plusDays(today, MAX_START_DAYS_AHEAD);

/**
 * The start date a new checkout offers: the one the customer asked for in the questionnaire, or
 * today when none was asked or it has passed (`passed`: the screen says so), never after `lastStart`.
 * All YYYY-MM-DD; `today` comes from the caller, so the business-date module can feed it.
 */
export function offeredStartDate(
  requested: string | null | undefined,
  today: string,
  lastStart: string,
): { date: string; passed: boolean } {
  if (!requested) return { date: today, passed: false };
  if (requested < today) return { date: today, passed: true };
  return { date: requested > lastStart ? lastStart : requested, passed: false };
}

/**
 * The checkout's field rules, the same on the screen and in the API: names present, e-mails valid,
 * 1 to 7 instalments and no more than the country's plan offers (`maxInstalments`), a start date
 * from today to the quote's last start date (all YYYY-MM-DD).
 */
export function checkoutFieldProblems(
  fields: CheckoutFields,
  today: string,
  lastStart: string,
  maxInstalments = MAX_INSTALMENTS,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['signer_name', 'admin_name'] as const)
    if (!fields[field].trim()) problems.push({ field, code: 'REQUIRED' });
  for (const field of ['signer_email', 'admin_email'] as const) {
    const code = emailProblem(fields[field]);
    if (code) problems.push({ field, code });
  }
  if (!isValidInstalmentCount(fields.instalments)) problems.push({ field: 'instalments', code: 'INVALID' });
  else if (fields.instalments > maxInstalments)
    problems.push({ field: 'instalments', code: 'INSTALMENTS_BEYOND_PLAN' });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.start_date)) problems.push({ field: 'start_date', code: 'REQUIRED' });
  else if (fields.start_date < today || fields.start_date > lastStart)
    problems.push({ field: 'start_date', code: 'START_DATE_INVALID' });
  return problems;
}
