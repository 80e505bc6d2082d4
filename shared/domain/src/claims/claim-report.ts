import { isBusinessDate, plusMonths } from '../business-date/business-date';
import type { ErrorCode } from '../errors/error-codes';
import type { Product } from '../statuses';
import { isValidEmail } from '../validation/email';
import { claimTypesFor, type ClaimType } from './claim-types';

/** What a customer reports (spec section 3: claim; issue 13). Dates are YYYY-MM-DD. */
export interface ClaimReport {
  policy_id: string;
  type: ClaimType | '';
  description: string;
  occurred_on: string;
  learned_on: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
}

export interface ClaimFieldProblem {
  field: keyof ClaimReport;
  code: ErrorCode | 'REQUIRED';
}

export const MAX_CLAIM_DESCRIPTION = 5000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\+?[\d\s().-]{8,20}$/;
const isRealDate = (value: string) => DATE.test(value) && isBusinessDate(value);

/**
 * Every problem of a claim report, for the form and the API alike; `today` (the policy's country's
 * `businessToday`) bounds the dates and `product`, the policy's once known, the types it covers.
 */
export function claimReportProblems(report: ClaimReport, today: string, product?: Product): ClaimFieldProblem[] {
  const problems: ClaimFieldProblem[] = [];
  const add = (field: keyof ClaimReport, code: ClaimFieldProblem['code']) => problems.push({ field, code });
  for (const field of [
    'policy_id',
    'type',
    'description',
    'occurred_on',
    'learned_on',
    'contact_name',
    'contact_email',
  ] as const)
    if (!report[field].trim()) add(field, 'REQUIRED');
  if (product && report.type && !claimTypesFor(product).includes(report.type)) add('type', 'CLAIM_TYPE_NOT_COVERED');
  if (report.description.length > MAX_CLAIM_DESCRIPTION) add('description', 'VALIDATION_FAILED');
  for (const field of ['occurred_on', 'learned_on'] as const)
    if (report[field] && (!isRealDate(report[field]) || report[field] > today)) add(field, 'VALIDATION_FAILED');
  if (isRealDate(report.occurred_on) && isRealDate(report.learned_on) && report.learned_on < report.occurred_on)
    add('learned_on', 'VALIDATION_FAILED');
  if (report.contact_email.trim() && !isValidEmail(report.contact_email)) add('contact_email', 'INVALID_EMAIL');
  if (report.contact_phone.trim() && !PHONE.test(report.contact_phone.trim()))
    add('contact_phone', 'VALIDATION_FAILED');
  return problems;
}

/** Where a report falls against the policy period (claims-made); OUTSIDE is taken with a warning. */
export const CLAIMS_MADE_WINDOWS = ['WITHIN_PERIOD', 'WITHIN_EXTENDED_REPORTING', 'OUTSIDE'] as const;
export type ClaimsMadeWindow = (typeof CLAIMS_MADE_WINDOWS)[number];

/**
 * Claims-made (SUSEP Circular 637/2021): a claim counts when it is made within the policy period
 * or its extended reporting period. Outside them the report is still taken, with a warning.
 */
export function claimsMadeWindow(
  policy: { starts_on: string; ends_on: string; extended_reporting_months?: number },
  reportedOn: string,
): ClaimsMadeWindow {
  if (reportedOn >= policy.starts_on && reportedOn <= policy.ends_on) return 'WITHIN_PERIOD';
  const extendedEnd = plusMonths(policy.ends_on, policy.extended_reporting_months ?? 0);
  return reportedOn > policy.ends_on && reportedOn <= extendedEnd ? 'WITHIN_EXTENDED_REPORTING' : 'OUTSIDE';
}

/**
 * The one protocol format, SIN-YYYY-NNNNNNNN (docs/claims.md): the year reported, then the claim
 * sequence's number in 8 digits. The demo data is numbered through it too.
 */
export const claimProtocol = (year: number, sequence: number) => `SIN-${year}-${String(sequence).padStart(8, '0')}`;
