import { businessToday, endOfBusinessDay, plusDays } from '../business-date/business-date';
import type { Country } from '../locale';

/**
 * The underwriting desk's rules (issue 12, docs/underwriting.md): how many options an underwriter
 * may publish for a product and the legal deadline to answer a proposal (the terms of an option are
 * ./quote-terms.ts), shared by the API (which enforces them) and the desk screens (which show them).
 */

/** At most this many quote options per product (product spec section 3). */
export const MAX_QUOTE_OPTIONS = 3;

/** Days the insurer has to accept or refuse a proposal (Lei 15.040/2024; insurance-model.md section 3). */
export const PROPOSAL_DECISION_DAYS = 25;
/** A case this close to its deadline is flagged on the desk. */
export const DEADLINE_WARNING_DAYS = 5;

/** Days a published quote can be selected unless the underwriter sets another validity. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;
export const MAX_QUOTE_VALIDITY_DAYS = 90;

const DAY = 24 * 3600_000;

/**
 * When a quote published at `now` with `validityDays` stops being selectable: at the end of the
 * day `validityDays` after today in the account's `country` (a quote "valid 30 days" from 30
 * November 21:30 in São Paulo is valid all through 30 December there, not until 21:30 or a UTC day).
 */
export const quoteExpiresAt = (now: Date, validityDays: number, country: Country): Date =>
  endOfBusinessDay(plusDays(businessToday(country, now), validityDays), country);

/** When the answer to a proposal received at `receivedAt` is due. */
export const proposalDeadline = (receivedAt: Date): Date =>
  new Date(receivedAt.getTime() + PROPOSAL_DECISION_DAYS * DAY);

/** Whole days from `now` to `deadline`, rounded up (0 on the last day, negative once overdue). */
export const daysLeft = (deadline: Date, now: Date): number => Math.ceil((deadline.getTime() - now.getTime()) / DAY);

export type DeadlineState = 'ON_TIME' | 'DUE_SOON' | 'OVERDUE';

export function deadlineState(deadline: Date, now: Date): DeadlineState {
  const left = deadline.getTime() - now.getTime();
  if (left < 0) return 'OVERDUE';
  return left <= DEADLINE_WARNING_DAYS * DAY ? 'DUE_SOON' : 'ON_TIME';
}
