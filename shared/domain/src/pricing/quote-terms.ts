import type { Product } from '../statuses';

/**
 * What a quote option covers and asks for (issue 12): codes stored on the quote, read by the
 * customer in their language (`quoteTerms.<kind>.<CODE>` in the quotes remote, the proposal PDF's
 * words in the API). The engine fills them from rating-config.ts; the desk may write its own.
 */
export const QUOTE_COVERAGES = [
  'DATA_BREACH_RESPONSE',
  'BUSINESS_INTERRUPTION',
  'CYBER_EXTORTION',
  'THIRD_PARTY_PRIVACY_LIABILITY',
  'REGULATORY_DEFENCE',
  'DIRECTORS_PERSONAL_LIABILITY',
  'COMPANY_REIMBURSEMENT',
  'DEFENCE_COSTS',
  'PROFESSIONAL_NEGLIGENCE',
  'LOSS_OF_DOCUMENTS',
  'DEFAMATION',
] as const;
export type QuoteCoverage = (typeof QUOTE_COVERAGES)[number];

export const QUOTE_EXCLUSIONS = [
  'WAR_AND_TERRORISM',
  'PRIOR_KNOWN_CIRCUMSTANCES',
  'INFRASTRUCTURE_FAILURE',
  'FINES_NOT_INSURABLE',
  'DISHONEST_ACTS',
  'BODILY_INJURY',
  'CONTRACTUAL_LIABILITY',
] as const;
export type QuoteExclusion = (typeof QUOTE_EXCLUSIONS)[number];

export const QUOTE_SUBJECTIVITY_CODES = [
  'SIGNED_PROPOSAL_FORM',
  'MFA_EVIDENCE',
  'BACKUP_TEST_REPORT',
  'FINANCIAL_STATEMENTS',
  'CONTRACT_TEMPLATE',
  'INCIDENT_RESPONSE_PLAN',
] as const;
export type QuoteSubjectivityCode = (typeof QUOTE_SUBJECTIVITY_CODES)[number];

/** When a subjectivity must be met: before binding (the quote cannot be signed) or after it (it follows the policy). */
export const SUBJECTIVITY_DUE_POINTS = ['BEFORE_BINDING', 'AFTER_BINDING'] as const;
export type SubjectivityDuePoint = (typeof SUBJECTIVITY_DUE_POINTS)[number];

export const TERRITORIAL_SCOPES = ['BRAZIL', 'WORLDWIDE_EXCEPT_US_CANADA', 'WORLDWIDE'] as const;
export type TerritorialScope = (typeof TERRITORIAL_SCOPES)[number];

export interface QuoteSubjectivity {
  code: QuoteSubjectivityCode;
  due: SubjectivityDuePoint;
}

/** A sublimit: a part of the limit for one coverage, as a fraction of the limit. */
export interface QuoteSublimit {
  coverage: QuoteCoverage;
  /** Share of the limit, 0 < share <= 1. */
  share: number;
}

/** The terms of a product's options (one set per product and configuration version). */
export interface QuoteTerms {
  coverages: readonly QuoteCoverage[];
  sublimits: readonly QuoteSublimit[];
  exclusions: readonly QuoteExclusion[];
  subjectivities: readonly QuoteSubjectivity[];
  territorialScope: TerritorialScope;
  /** Years of retroactive cover before the start date (0: from the start date). */
  retroactiveYears: number;
  /** The insurer's product registration (SUSEP process number in Brazil). */
  insuranceCode: string;
}

/** Product names in a URL (`dashboard/quotes/:type/:product/...`). */
export const PRODUCT_SLUGS: Record<Product, string> = { D_AND_O: 'dno', E_AND_O: 'eno', CYBER: 'cyber' };
export const productOfSlug = (slug: string): Product | null =>
  (Object.entries(PRODUCT_SLUGS).find(([, value]) => value === slug)?.[0] as Product | undefined) ?? null;

/** Open pre-bind conditions: subjectivities due before binding with no evidence yet. */
export const openPreBindCount = (subjectivities: readonly QuoteSubjectivity[], evidenced: ReadonlySet<string>) =>
  subjectivities.filter((item) => item.due === 'BEFORE_BINDING' && !evidenced.has(item.code)).length;

/** A quote past its date is expired, whatever its stored status still says (the job catches up later). */
export function effectiveQuoteStatus<S extends string>(
  status: S,
  expiresAt: Date | string | null,
  now: Date,
): S | 'EXPIRED' {
  if ((status === 'AVAILABLE' || status === 'SELECTED') && expiresAt && new Date(expiresAt).getTime() <= now.getTime())
    return 'EXPIRED';
  return status;
}
