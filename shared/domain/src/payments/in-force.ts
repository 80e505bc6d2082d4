import { settledPolicyStatus, type PolicyClock } from './policy-status-machine';

/**
 * Whether the policy covers `today` (YYYY-MM-DD in the account's country): the status the calendar
 * and the first payment call for, so the answer is right even before the daily job stores it.
 */
export const isInForceOn = (policy: PolicyClock, today: string): boolean =>
  settledPolicyStatus(policy, today) === 'ACTIVE';
