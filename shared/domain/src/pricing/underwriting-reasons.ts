/**
 * Why underwriting referred or declined an application: codes the customer, the broker and the
 * underwriter read in their language (`uw.reason.<CODE>` and, for a decline, what would change
 * the answer: `uw.reason.<CODE>.fix`). We explain every decline (issue 12).
 */
export const UNDERWRITING_REASONS = [
  'HIGH_RISK_ACTIVITY',
  'NO_MFA_ON_EMAIL',
  'GOING_CONCERN',
  'ACTIVITY_NEEDS_REVIEW',
  'PRIOR_INCIDENTS',
  'PRIOR_CLAIMS',
  'PRIOR_PROCEEDINGS',
  'KNOWN_CIRCUMSTANCES',
  'DECLINED_BEFORE',
  'HIGH_LIMIT',
  'NO_BACKUPS',
  'HEALTH_DATA',
  'US_EXPOSURE',
  'PUBLIC_COMPANY',
  'NO_WRITTEN_CONTRACTS',
  'NO_RATES_FOR_COUNTRY',
] as const;
export type UnderwritingReason = (typeof UNDERWRITING_REASONS)[number];

export const UNDERWRITING_DECISIONS = ['QUOTE', 'REFER', 'DECLINE'] as const;
export type UnderwritingDecision = (typeof UNDERWRITING_DECISIONS)[number];
