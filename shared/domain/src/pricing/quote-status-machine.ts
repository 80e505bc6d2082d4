import type { QuoteStatus } from '../statuses';
import { eventsFor, nextState, type TransitionTable } from '../state-machine';

/** What can happen to a quote option, from the desk's publication to the policy. */
export const QUOTE_EVENTS = [
  'PUBLISH',
  'SELECT',
  'DESELECT',
  'EXPIRE',
  'SIGN',
  'VOID_SIGNATURE',
  'ISSUE',
  'WITHDRAW',
] as const;
export type QuoteEvent = (typeof QUOTE_EVENTS)[number];

/**
 * Who may cause an event: the underwriter (engine or desk), the customer's people or broker, the
 * legal signatory through the mailed link, or the platform (clock, issuance).
 */
export type QuoteActor = 'UNDERWRITER' | 'APPLICANT' | 'SIGNATORY' | 'PLATFORM';

/**
 * state -> event -> next state. Selecting another option of the same product deselects the earlier
 * one (back to AVAILABLE); a checkout changed after signing voids the signature (back to SELECTED).
 * The other options of the product and questionnaire are WITHDRAWN when one is ISSUED: the first
 * step that cannot be undone (a signature can still be voided, a selection changed), so an option
 * is never taken off the table while the customer may still come back to it.
 */
export const QUOTE_TRANSITIONS: TransitionTable<QuoteStatus, QuoteEvent, QuoteActor> = {
  SEARCHING: { PUBLISH: { to: 'AVAILABLE', by: 'UNDERWRITER' } },
  AVAILABLE: {
    SELECT: { to: 'SELECTED', by: 'APPLICANT' },
    EXPIRE: { to: 'EXPIRED', by: 'PLATFORM' },
    WITHDRAW: { to: 'WITHDRAWN', by: 'PLATFORM' },
  },
  SELECTED: {
    DESELECT: { to: 'AVAILABLE', by: 'APPLICANT' },
    SIGN: { to: 'BEING_ISSUED', by: 'SIGNATORY' },
    EXPIRE: { to: 'EXPIRED', by: 'PLATFORM' },
    WITHDRAW: { to: 'WITHDRAWN', by: 'PLATFORM' },
  },
  BEING_ISSUED: {
    VOID_SIGNATURE: { to: 'SELECTED', by: 'APPLICANT' },
    ISSUE: { to: 'ISSUED', by: 'PLATFORM' },
  },
};

export const nextQuoteStatus = (status: QuoteStatus, event: QuoteEvent, actor: QuoteActor) =>
  nextState(QUOTE_TRANSITIONS, status, event, actor);

export const quoteEventsFor = (status: QuoteStatus, actor: QuoteActor) => eventsFor(QUOTE_TRANSITIONS, status, actor);

/** The spec's four groups on the quotes home; ISSUED options are shown as policies instead. */
export const QUOTE_GROUPS = ['searching', 'available', 'being-issued', 'expired'] as const;
export type QuoteGroup = (typeof QUOTE_GROUPS)[number];

export function quoteGroupOf(status: QuoteStatus): QuoteGroup | null {
  switch (status) {
    case 'SEARCHING':
      return 'searching';
    case 'AVAILABLE':
    case 'SELECTED':
      return 'available';
    case 'BEING_ISSUED':
      return 'being-issued';
    case 'EXPIRED':
    case 'WITHDRAWN':
      return 'expired';
    case 'ISSUED':
      return null;
  }
}
