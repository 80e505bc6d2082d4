import type { ErrorCode } from '../errors/error-codes';
import { emailProblem } from '../validation/email';
import { normalizeUrl } from '../validation/url';
import type { FieldProblem } from '../validation/field-problem';
import { isBusinessDate } from '../business-date/business-date';
import type { CompanyActivity, RevenueBand } from './profile-choices';

export * from './profile-choices';

export const ADDRESS_FIELDS = ['street', 'number', 'detail', 'neighborhood', 'city', 'state', 'zip_code'] as const;
export type CompanyAddress = Record<(typeof ADDRESS_FIELDS)[number], string>;

/** At most this many website addresses per company ("add another URL"). */
export const MAX_WEBSITES = 5;
export const MAX_EMPLOYEES = 10_000_000;
const MAX_TEXT = 200;

/** The editable company profile (spec section 3: Company and its address). */
export interface CompanyProfileInput {
  name: string;
  legal_name: string;
  websites: string[];
  /** "I don't have a website": then `websites` must be empty. */
  no_website: boolean;
  total_employees: number | null;
  /** Decimal amount as a string ("1500000.00"), like every money field of the API. */
  capital_raised: string | null;
  financing_obtained: boolean | null;
  annual_revenue_band: RevenueBand | null;
  activity: CompanyActivity | null;
  main_domain: string | null;
  /** YYYY-MM-DD. */
  start_of_operations: string | null;
  address: CompanyAddress;
}

/** A profile field's problem: always a catalogue code (what the API sends as is). */
export type ProfileFieldProblem = FieldProblem<ErrorCode>;

/** A bare domain ("demo.com.br"), also taken from a pasted address; null when there is none. */
export function normalizeDomain(value: string): string | null {
  const url = normalizeUrl(value);
  return url ? new URL(url).hostname : null;
}

const MONEY = /^\d{1,15}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRealDate = (value: string) => DATE.test(value) && isBusinessDate(value);

/**
 * Every problem of a profile, for the form and for the API alike. A required field left empty or
 * a value out of range is VALIDATION_FAILED on that field; a bad address is INVALID_URL.
 * `today` (YYYY-MM-DD, the account's `businessToday`) bounds the start-of-operations date.
 */
export function companyProfileProblems(profile: CompanyProfileInput, today: string): ProfileFieldProblem[] {
  const problems: ProfileFieldProblem[] = [];
  const add = (field: string, code: ErrorCode) => problems.push({ field, code });

  if (!profile.legal_name.trim()) add('legal_name', 'VALIDATION_FAILED');
  for (const field of ['name', 'legal_name'] as const)
    if (profile[field].length > MAX_TEXT) add(field, 'VALIDATION_FAILED');

  if (profile.no_website) {
    if (profile.websites.some((url) => url.trim())) add('websites', 'VALIDATION_FAILED');
  } else if (!profile.websites.some((url) => url.trim())) {
    add('websites', 'VALIDATION_FAILED');
  }
  if (profile.websites.length > MAX_WEBSITES) add('websites', 'VALIDATION_FAILED');
  profile.websites.forEach((url, index) => {
    if (url.trim() && !normalizeUrl(url)) add(`websites.${index}`, 'INVALID_URL');
  });
  if (profile.main_domain?.trim() && !normalizeDomain(profile.main_domain)) add('main_domain', 'INVALID_URL');

  const employees = profile.total_employees;
  if (employees !== null && (!Number.isInteger(employees) || employees < 0 || employees > MAX_EMPLOYEES))
    add('total_employees', 'VALIDATION_FAILED');
  if (profile.capital_raised !== null && !MONEY.test(profile.capital_raised))
    add('capital_raised', 'VALIDATION_FAILED');
  if (
    profile.start_of_operations !== null &&
    (!isRealDate(profile.start_of_operations) || profile.start_of_operations > today)
  )
    add('start_of_operations', 'VALIDATION_FAILED');
  for (const field of ADDRESS_FIELDS)
    if (profile.address[field].length > MAX_TEXT) add(`address.${field}`, 'VALIDATION_FAILED');
  return problems;
}

/** The profile as stored: trimmed texts, absolute website addresses, bare main domain. Call after validating. */
export function normalizeCompanyProfile(profile: CompanyProfileInput): CompanyProfileInput {
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, profile.address[field].trim()]),
  ) as CompanyAddress;
  return {
    ...profile,
    name: profile.name.trim(),
    legal_name: profile.legal_name.trim(),
    websites: profile.no_website ? [] : profile.websites.filter((url) => url.trim()).map((url) => normalizeUrl(url)!),
    main_domain: profile.main_domain?.trim() ? normalizeDomain(profile.main_domain) : null,
    address,
  };
}

/** The billing e-mail: empty clears it (then only the policyholder gets payment e-mails). */
export function billingEmailProblem(value: string): ProfileFieldProblem | null {
  return emailProblem(value) === 'INVALID_EMAIL' ? { field: 'billing_email', code: 'INVALID_EMAIL' } : null;
}
