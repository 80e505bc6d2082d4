// A policy's renewal (issue 24 item 5, docs/renewals.md): when the customer and the broker are told,
// what the policy page says about it, and the day a renewed policy starts. The API and the screens
// read the same functions, so the page never offers a renewal the API would refuse.
import { daysFromTo } from '../business-date/business-date';
import type { PolicyStatus } from '../statuses';

/**
 * Days before expiry that the customer and the broker of record are mailed, each once. 90 is when
 * the renewal opens: carriers ask for the renewal application about three months ahead
 * (insurance-model.md; an estimate kept as configuration).
 */
export const RENEWAL_NOTICE_DAYS = [90, 60, 30] as const;
export type RenewalNoticeDay = (typeof RENEWAL_NOTICE_DAYS)[number];
export const RENEWAL_OPENS_DAYS: RenewalNoticeDay = 90;

/**
 * - NOT_DUE: more than RENEWAL_OPENS_DAYS to the end;
 * - OPEN: the renewal may start and has not;
 * - IN_PROGRESS: a renewal questionnaire exists and no policy came of it yet;
 * - RENEWED: a later policy of the same product follows this one;
 * - LAPSED: the policy ended and nothing followed (a new application, not a renewal).
 */
export const RENEWAL_STATES = ['NOT_DUE', 'OPEN', 'IN_PROGRESS', 'RENEWED', 'LAPSED'] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];

export interface RenewalFacts {
  status: PolicyStatus;
  expiryDate: string;
  /** A later policy of the same product exists. */
  renewed: boolean;
  /** A renewal questionnaire was started for this policy. */
  started: boolean;
}

/** Days from `today` to the policy's end (negative once it passed); all YYYY-MM-DD. */
export const daysToExpiry = (expiryDate: string, today: string) => daysFromTo(today, expiryDate);

export function renewalState(facts: RenewalFacts, today: string): RenewalState {
  if (facts.renewed) return 'RENEWED';
  if (facts.status === 'EXPIRED' || facts.expiryDate < today) return 'LAPSED';
  if (facts.started) return 'IN_PROGRESS';
  return daysToExpiry(facts.expiryDate, today) <= RENEWAL_OPENS_DAYS ? 'OPEN' : 'NOT_DUE';
}

/** Whether a renewal questionnaire may be started (or continued) for a policy in `state`. */
export const mayRenew = (state: RenewalState) => state === 'OPEN' || state === 'IN_PROGRESS';

/**
 * The notice due `today`: the nearest of RENEWAL_NOTICE_DAYS not yet passed (a clock that skipped
 * the 90-day mark sends the 60-day one, not both), null once the policy ended or before 90 days.
 */
export function noticeDue(expiryDate: string, today: string): RenewalNoticeDay | null {
  const left = daysToExpiry(expiryDate, today);
  if (left <= 0) return null;
  return [...RENEWAL_NOTICE_DAYS].reverse().find((day) => left <= day) ?? null;
}

/**
 * The renewed policy starts the day the old one ends, so prior-acts cover has no gap; a renewal
 * bound after that day can only start today.
 */
export const renewalStartDate = (expiryDate: string, today: string) => (expiryDate > today ? expiryDate : today);
