import { CLAIM_DECISION_DAYS } from './claim-status-machine';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The day a claim reported on `reportedAt` must be decided by (Lei 15.040/2024: 30 days). */
export const claimDecisionDue = (reportedAt: Date | string) => addDays(dayOf(reportedAt), CLAIM_DECISION_DAYS);

/**
 * The clock stops while information operations asked for is outstanding: answering a request
 * moves the due day by the whole days it stayed open.
 */
export function claimDecisionDueAfterAnswer(due: string, requestedAt: Date | string, answeredAt: Date | string) {
  const paused = Math.max(
    0,
    Math.round(
      (new Date(`${dayOf(answeredAt)}T00:00:00Z`).getTime() - new Date(`${dayOf(requestedAt)}T00:00:00Z`).getTime()) /
        DAY_MS,
    ),
  );
  return addDays(due, paused);
}

/** Whole days from `today` to `due` (negative once it has passed). */
export const claimDaysLeft = (due: string, today: Date | string = new Date()) =>
  Math.round((new Date(`${due}T00:00:00Z`).getTime() - new Date(`${dayOf(today)}T00:00:00Z`).getTime()) / DAY_MS);
