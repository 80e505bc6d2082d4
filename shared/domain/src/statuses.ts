/**
 * Internal state values of spec section 4, declared once: the database schema (api/src/db/schema/,
 * a CHECK built from each list, docs/database.md), the API schemas and the UI take them from here.
 * Labels shown to users come from i18n messages.
 */
export const APPLICATION_FORM_STATUSES = [
  'INITIAL',
  'IPAF_IN_PROGRESS',
  'PENDING_REVIEW',
  'EXPIRED',
  'IPAF_EXPIRED',
  'QUOTING',
  'QUOTE_READY',
  'REJECTED',
  'APPROVED',
  'CLOSED',
  'CURRENT_POLICY',
  'CURRENT_QUOTING',
  'BEING_QUOTED',
  'CURRENT_POLICY_ANOTHER_BROKER',
  'EMPTY',
] as const;
export type ApplicationFormStatus = (typeof APPLICATION_FORM_STATUSES)[number];

export const PRODUCTS = ['D_AND_O', 'E_AND_O', 'CYBER'] as const;
export type Product = (typeof PRODUCTS)[number];

/**
 * A quote option's life (issue 12). The quotes home groups them as the spec does: searching
 * (SEARCHING), available (AVAILABLE and SELECTED, the option in checkout), being issued
 * (BEING_ISSUED: signed, the policy on its way) and expired (EXPIRED, and WITHDRAWN: another option
 * of the product was bought); ISSUED options show as policies. The transitions are
 * pricing/quote-status-machine.ts.
 */
export const QUOTE_STATUSES = [
  'SEARCHING',
  'AVAILABLE',
  'SELECTED',
  'BEING_ISSUED',
  'ISSUED',
  'EXPIRED',
  'WITHDRAWN',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const POLICY_STATUSES = ['ACTIVE', 'CREATED', 'EXPIRED', 'PENDING_INITIAL_PAYMENT'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export const CLAIM_STATUSES = ['PENDING', 'IN_PROGRESS', 'REJECTED', 'APPROVED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const PAYMENT_STATUSES = ['PAID', 'PENDING', 'LATE', 'DELAYED', 'IN_QUEUE'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const MEMBER_STATUSES = ['PENDING', 'ENABLED', 'DISABLED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const BROKER_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'REFUSED'] as const;
export type BrokerStatus = (typeof BROKER_STATUSES)[number];

export const ASSESSMENT_STATUSES = ['NO_ASSESSMENT', 'IN_PROGRESS', 'COMPLETED'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/** A user's sign-in state: PENDING_CONFIRMATION until the e-mail is confirmed; PASSWORD_RESET_REQUIRED for migrated users. */
export const USER_STATUSES = ['ACTIVE', 'PENDING_CONFIRMATION', 'DISABLED', 'PASSWORD_RESET_REQUIRED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** An account is a company's or one person's. */
export const ACCOUNT_KINDS = ['company', 'individual'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
