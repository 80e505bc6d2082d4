import { businessDateOf, daysFromTo, plusDays } from '../business-date/business-date';
import type { Country } from '../locale';
import { CLAIM_DECISION_DAYS } from './claim-status-machine';

/** The day a claim reported at `reportedAt` must be decided by (Lei 15.040/2024: 30 days), counted from the day it was reported in `country`. */
export const claimDecisionDue = (reportedAt: Date | string, country: Country) =>
  plusDays(businessDateOf(reportedAt, country), CLAIM_DECISION_DAYS);

/**
 * The clock stops while information operations asked for is outstanding: answering a request
 * moves the due day by the whole days (in `country`) it stayed open.
 */
export function claimDecisionDueAfterAnswer(
  due: string,
  requestedAt: Date | string,
  answeredAt: Date | string,
  country: Country,
) {
  const paused = Math.max(0, daysFromTo(businessDateOf(requestedAt, country), businessDateOf(answeredAt, country)));
  return plusDays(due, paused);
}

/** Whole days from `today` (the country's `businessToday`, YYYY-MM-DD) to `due` (negative once it has passed). */
export const claimDaysLeft = (due: string, today: string) => daysFromTo(today, due);
