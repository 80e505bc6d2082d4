import type { ClaimStatus } from '../statuses';
import { eventsFor, nextState, type TransitionTable } from '../state-machine';

/**
 * What can happen to a claim (spec section 4: pending and in progress both show as in progress,
 * rejected as closed). INFORMATION_REQUESTED is not a status: the claim stays IN_PROGRESS with an
 * open request the customer answers. The table is the one the API enforces and the UI reads.
 */
export const CLAIM_EVENTS = ['START_ANALYSIS', 'REQUEST_INFORMATION', 'ADD_INFORMATION', 'APPROVE', 'REJECT'] as const;
export type ClaimEvent = (typeof CLAIM_EVENTS)[number];
/** Who acts on a claim: the customer who reported it or the operations desk. */
export const CLAIM_ACTORS = ['CUSTOMER', 'OPERATIONS'] as const;
export type ClaimActor = (typeof CLAIM_ACTORS)[number];

export const CLAIM_TRANSITIONS: TransitionTable<ClaimStatus, ClaimEvent, ClaimActor> = {
  PENDING: {
    START_ANALYSIS: { to: 'IN_PROGRESS', by: 'OPERATIONS' },
    REQUEST_INFORMATION: { to: 'IN_PROGRESS', by: 'OPERATIONS' },
    ADD_INFORMATION: { to: 'PENDING', by: 'CUSTOMER' },
    REJECT: { to: 'REJECTED', by: 'OPERATIONS' },
  },
  IN_PROGRESS: {
    REQUEST_INFORMATION: { to: 'IN_PROGRESS', by: 'OPERATIONS' },
    ADD_INFORMATION: { to: 'IN_PROGRESS', by: 'CUSTOMER' },
    APPROVE: { to: 'APPROVED', by: 'OPERATIONS' },
    REJECT: { to: 'REJECTED', by: 'OPERATIONS' },
  },
  APPROVED: {},
  REJECTED: {},
};

/** The next status, or null when the event is not allowed now for this actor (TRANSITION_NOT_ALLOWED). */
export const nextClaimStatus = (status: ClaimStatus, event: ClaimEvent, actor: ClaimActor) =>
  nextState(CLAIM_TRANSITIONS, status, event, actor);

export const claimEventsFor = (status: ClaimStatus, actor: ClaimActor) => eventsFor(CLAIM_TRANSITIONS, status, actor);

/** How the customer sees a status (spec section 4). */
export const CLAIM_DISPLAY_STATUS: Record<ClaimStatus, 'IN_PROGRESS' | 'CLOSED' | 'APPROVED'> = {
  PENDING: 'IN_PROGRESS',
  IN_PROGRESS: 'IN_PROGRESS',
  REJECTED: 'CLOSED',
  APPROVED: 'APPROVED',
};

/** Days the insurer has to decide a claim (Lei 15.040/2024, insurance-model.md section 3). */
export const CLAIM_DECISION_DAYS = 30;
