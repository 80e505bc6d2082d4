import { eventsFor, nextState, type TransitionTable } from '../state-machine';

/**
 * A commission statement's fiscal note (spec section 4, domain-facts.md "NFS-e"): PENDING until the
 * brokerage sends the NFS-e, WAITING_APPROVAL until operations look at it, then APPROVED or
 * NEEDS_ACTION with a reason, from where the brokerage sends it again. Once a note was sent the
 * statement is immutable: a correction is a new statement (docs/broker-earnings.md).
 */
export const FISCAL_NOTE_STATUSES = ['PENDING', 'WAITING_APPROVAL', 'APPROVED', 'NEEDS_ACTION'] as const;
export type FiscalNoteStatus = (typeof FISCAL_NOTE_STATUSES)[number];

export const FISCAL_NOTE_EVENTS = ['SEND', 'APPROVE', 'ASK_ACTION'] as const;
export type FiscalNoteEvent = (typeof FISCAL_NOTE_EVENTS)[number];

export type FiscalNoteActor = 'BROKER' | 'OPERATIONS';

export const FISCAL_NOTE_TRANSITIONS: TransitionTable<FiscalNoteStatus, FiscalNoteEvent, FiscalNoteActor> = {
  PENDING: { SEND: { to: 'WAITING_APPROVAL', by: 'BROKER' } },
  WAITING_APPROVAL: {
    APPROVE: { to: 'APPROVED', by: 'OPERATIONS' },
    ASK_ACTION: { to: 'NEEDS_ACTION', by: 'OPERATIONS' },
  },
  NEEDS_ACTION: { SEND: { to: 'WAITING_APPROVAL', by: 'BROKER' } },
};

export const nextFiscalNoteStatus = (status: FiscalNoteStatus, event: FiscalNoteEvent, actor: FiscalNoteActor) =>
  nextState(FISCAL_NOTE_TRANSITIONS, status, event, actor);

export const fiscalNoteEventsFor = (status: FiscalNoteStatus, actor: FiscalNoteActor) =>
  eventsFor(FISCAL_NOTE_TRANSITIONS, status, actor);

/** A statement may still be recomputed only while no note was sent for it. */
export const isStatementLocked = (status: FiscalNoteStatus) => status !== 'PENDING';

/** Operations pay a statement once its note is approved (the NFS-e is what they pay against). */
export const isStatementPayable = (status: FiscalNoteStatus) => status === 'APPROVED';

/** Longest reason operations give when they ask for action. */
export const FISCAL_NOTE_REASON_MAX = 500;
