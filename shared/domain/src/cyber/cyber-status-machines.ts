import { eventsFor, nextState, type TransitionTable } from '../state-machine';

/** Who acts on an assessment: the customer, operations, or the platform itself (a verified domain). */
export type CyberActor = 'CUSTOMER' | 'OPERATIONS' | 'PLATFORM';

/**
 * A request waits for proof that the company controls the domain (PENDING_VERIFICATION); once
 * proven (the platform's DNS or file check, or operations by hand) it is SCHEDULED: an assessment
 * is due at next_assessment_at, and each published report schedules the next by plan. The
 * customer may cancel while it waits or while scheduled.
 */
export const CYBER_REQUEST_STATUSES = ['PENDING_VERIFICATION', 'SCHEDULED', 'CANCELLED'] as const;
export type CyberRequestStatus = (typeof CYBER_REQUEST_STATUSES)[number];
export const CYBER_REQUEST_EVENTS = ['VERIFY_DOMAIN', 'CONFIRM_DOMAIN', 'PUBLISH_REPORT', 'CANCEL'] as const;
export type CyberRequestEvent = (typeof CYBER_REQUEST_EVENTS)[number];

export const CYBER_REQUEST_TRANSITIONS: TransitionTable<CyberRequestStatus, CyberRequestEvent, CyberActor> = {
  PENDING_VERIFICATION: {
    VERIFY_DOMAIN: { to: 'SCHEDULED', by: 'PLATFORM' },
    CONFIRM_DOMAIN: { to: 'SCHEDULED', by: 'OPERATIONS' },
    CANCEL: { to: 'CANCELLED', by: 'CUSTOMER' },
  },
  SCHEDULED: {
    PUBLISH_REPORT: { to: 'SCHEDULED', by: 'OPERATIONS' },
    CANCEL: { to: 'CANCELLED', by: 'CUSTOMER' },
  },
  CANCELLED: {},
};

export const nextCyberRequestStatus = (status: CyberRequestStatus, event: CyberRequestEvent, actor: CyberActor) =>
  nextState(CYBER_REQUEST_TRANSITIONS, status, event, actor);
export const cyberRequestEventsFor = (status: CyberRequestStatus, actor: CyberActor) =>
  eventsFor(CYBER_REQUEST_TRANSITIONS, status, actor);

/**
 * A report is PUBLISHED by operations; while one of its findings is disputed it is UNDER_REVIEW,
 * and the last ruling brings it back to PUBLISHED.
 */
export const CYBER_REPORT_STATUSES = ['DRAFT', 'PUBLISHED', 'UNDER_REVIEW'] as const;
export type CyberReportStatus = (typeof CYBER_REPORT_STATUSES)[number];
export const CYBER_REPORT_EVENTS = ['PUBLISH', 'DISPUTE', 'RULE'] as const;
export type CyberReportEvent = (typeof CYBER_REPORT_EVENTS)[number];

export const CYBER_REPORT_TRANSITIONS: TransitionTable<CyberReportStatus, CyberReportEvent, CyberActor> = {
  DRAFT: { PUBLISH: { to: 'PUBLISHED', by: 'OPERATIONS' } },
  PUBLISHED: { DISPUTE: { to: 'UNDER_REVIEW', by: 'CUSTOMER' } },
  UNDER_REVIEW: { DISPUTE: { to: 'UNDER_REVIEW', by: 'CUSTOMER' }, RULE: { to: 'PUBLISHED', by: 'OPERATIONS' } },
};

export const nextCyberReportStatus = (status: CyberReportStatus, event: CyberReportEvent, actor: CyberActor) =>
  nextState(CYBER_REPORT_TRANSITIONS, status, event, actor);

/**
 * A finding the customer marks as a false positive (with a reason) is DISPUTED until operations
 * accept it (ACCEPTED: it no longer counts) or reject it (REJECTED: it stands). One dispute per finding.
 */
export const CYBER_DISPUTE_STATUSES = ['NONE', 'DISPUTED', 'ACCEPTED', 'REJECTED'] as const;
export type CyberDisputeStatus = (typeof CYBER_DISPUTE_STATUSES)[number];
export const CYBER_DISPUTE_EVENTS = ['DISPUTE', 'ACCEPT', 'REJECT'] as const;
export type CyberDisputeEvent = (typeof CYBER_DISPUTE_EVENTS)[number];

export const CYBER_DISPUTE_TRANSITIONS: TransitionTable<CyberDisputeStatus, CyberDisputeEvent, CyberActor> = {
  NONE: { DISPUTE: { to: 'DISPUTED', by: 'CUSTOMER' } },
  DISPUTED: { ACCEPT: { to: 'ACCEPTED', by: 'OPERATIONS' }, REJECT: { to: 'REJECTED', by: 'OPERATIONS' } },
  ACCEPTED: {},
  REJECTED: {},
};

export const nextCyberDisputeStatus = (status: CyberDisputeStatus, event: CyberDisputeEvent, actor: CyberActor) =>
  nextState(CYBER_DISPUTE_TRANSITIONS, status, event, actor);
export const cyberDisputeEventsFor = (status: CyberDisputeStatus, actor: CyberActor) =>
  eventsFor(CYBER_DISPUTE_TRANSITIONS, status, actor);
