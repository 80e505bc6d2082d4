/** Internal state values of spec section 4. Labels shown to users come from i18n messages. */
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

/** A form that is open: the customer can still answer its questionnaire (pending review reads as in progress). */
export const OPEN_APPLICATION_FORM_STATUSES: ReadonlySet<ApplicationFormStatus> = new Set([
  'INITIAL',
  'EMPTY',
  'IPAF_IN_PROGRESS',
  'PENDING_REVIEW',
]);
export const isApplicationFormOpen = (status: ApplicationFormStatus) => OPEN_APPLICATION_FORM_STATUSES.has(status);

export const PRODUCTS = ['D_AND_O', 'E_AND_O', 'CYBER'] as const;
export type Product = (typeof PRODUCTS)[number];

export const QUOTE_STATUSES = ['SEARCHING', 'AVAILABLE', 'BEING_ISSUED', 'EXPIRED'] as const;
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
