import type {
  ApplicationFormStatus,
  AssessmentStatus,
  BrokerSideStatus,
  BrokerStatus,
  ClaimStatus,
  MemberStatus,
  PaymentStatus,
  PolicyStatus,
  QuoteStatus,
  RiskLevel,
} from '@platform/domain';

/** The colour family of a badge: what the status means to the person, not which screen shows it. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

type KnownStatus =
  | ApplicationFormStatus
  | AssessmentStatus
  | BrokerSideStatus
  | BrokerStatus
  | ClaimStatus
  | MemberStatus
  | PaymentStatus
  | PolicyStatus
  | QuoteStatus
  | RiskLevel;

/**
 * One tone per status value of `@platform/domain` (the same value means the same thing in every
 * family, e.g. PENDING waits on someone in claims, members and payments). Typed as a full record so
 * a status added to the domain fails the type check until it gets a tone.
 */
const TONES: Record<KnownStatus, StatusTone> = {
  // done, in force, or good news
  ACTIVE: 'success',
  APPROVED: 'success',
  AVAILABLE: 'success',
  COMPLETED: 'success',
  CURRENT_POLICY: 'success',
  ENABLED: 'success',
  PAID: 'success',
  QUOTE_READY: 'success',
  SELECTED: 'success',
  ISSUED: 'success',
  LOW: 'success',
  POLICY_ISSUED: 'success',
  // moving along, nothing to do
  BEING_ISSUED: 'info',
  BEING_QUOTED: 'info',
  CREATED: 'info',
  CURRENT_QUOTING: 'info',
  INITIAL: 'info',
  IN_PROGRESS: 'info',
  IN_QUEUE: 'info',
  IPAF_IN_PROGRESS: 'info',
  QUOTING: 'info',
  SEARCHING: 'info',
  FORM_IN_PROGRESS: 'info',
  WORKING_ON_QUOTE: 'info',
  ISSUING_POLICY: 'info',
  // waiting on someone, or worth a look
  DELAYED: 'warning',
  PENDING: 'warning',
  PENDING_APPROVAL: 'warning',
  PENDING_INITIAL_PAYMENT: 'warning',
  PENDING_REVIEW: 'warning',
  MEDIUM: 'warning',
  QUOTE_AWAITING_SELECTION: 'warning',
  POLICY_PENDING_PAYMENT: 'warning',
  POLICY_TO_RENEW: 'warning',
  POLICY_PENDING_SIGNATURE: 'warning',
  // refused, late, or high risk
  HIGH: 'danger',
  LATE: 'danger',
  REFUSED: 'danger',
  REJECTED: 'danger',
  QUOTE_REJECTED: 'danger',
  // over or not applicable
  CLOSED: 'neutral',
  CURRENT_POLICY_ANOTHER_BROKER: 'neutral',
  DISABLED: 'neutral',
  EMPTY: 'neutral',
  EXPIRED: 'neutral',
  WITHDRAWN: 'neutral',
  IPAF_EXPIRED: 'neutral',
  NO_ASSESSMENT: 'neutral',
  FORM_EXPIRED: 'neutral',
  QUOTE_EXPIRED: 'neutral',
  POLICY_EXPIRED: 'neutral',
};

/** The tone of a status or risk level; unknown values are neutral. */
export const statusTone = (status: string): StatusTone =>
  Object.hasOwn(TONES, status) ? TONES[status as KnownStatus] : 'neutral';
