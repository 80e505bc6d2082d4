import type { ApplicationFormStatus } from '../statuses';
import { eventsFor, nextState, type TransitionTable } from '../state-machine';

/** What can happen to an application form (spec section 4; the transitions it leaves open are in docs/questionnaire.md). */
export const FORM_EVENTS = [
  'START',
  'FINISH',
  'REPLACE',
  'EXPIRE',
  'REFER',
  'QUOTE',
  'REJECT',
  'REOPEN',
  'ACCEPT_QUOTE',
  'ISSUE_POLICY',
] as const;
export type FormEvent = (typeof FORM_EVENTS)[number];

/** Who may cause an event: the account's people and broker, or the platform (underwriting engine, operations, clock). */
export type FormActor = 'APPLICANT' | 'PLATFORM';

/** state -> event -> next state: the one table the API enforces and the UI reads to offer actions. */
export const FORM_TRANSITIONS: TransitionTable<ApplicationFormStatus, FormEvent, FormActor> = {
  INITIAL: { START: { to: 'IPAF_IN_PROGRESS', by: 'APPLICANT' } },
  IPAF_IN_PROGRESS: {
    FINISH: { to: 'PENDING_REVIEW', by: 'APPLICANT' },
    REPLACE: { to: 'CLOSED', by: 'APPLICANT' },
    EXPIRE: { to: 'IPAF_EXPIRED', by: 'PLATFORM' },
  },
  PENDING_REVIEW: {
    QUOTE: { to: 'QUOTE_READY', by: 'PLATFORM' },
    REFER: { to: 'QUOTING', by: 'PLATFORM' },
    REJECT: { to: 'REJECTED', by: 'PLATFORM' },
    REOPEN: { to: 'IPAF_IN_PROGRESS', by: 'PLATFORM' },
  },
  QUOTING: {
    QUOTE: { to: 'QUOTE_READY', by: 'PLATFORM' },
    REJECT: { to: 'REJECTED', by: 'PLATFORM' },
    REOPEN: { to: 'IPAF_IN_PROGRESS', by: 'PLATFORM' },
  },
  QUOTE_READY: {
    ACCEPT_QUOTE: { to: 'APPROVED', by: 'APPLICANT' },
    EXPIRE: { to: 'EXPIRED', by: 'PLATFORM' },
  },
  APPROVED: { ISSUE_POLICY: { to: 'CLOSED', by: 'PLATFORM' } },
};

/** The next status, or null when the event is not allowed from `status` for `actor` (TRANSITION_NOT_ALLOWED). */
export const nextFormStatus = (status: ApplicationFormStatus, event: FormEvent, actor: FormActor) =>
  nextState(FORM_TRANSITIONS, status, event, actor);

/** Events an actor may cause now: what the UI offers. */
export const formEventsFor = (status: ApplicationFormStatus, actor: FormActor) =>
  eventsFor(FORM_TRANSITIONS, status, actor);

/** A form whose answers people may still change. */
export const isFormEditable = (status: ApplicationFormStatus) => status === 'INITIAL' || status === 'IPAF_IN_PROGRESS';

/** A rejected company may apply again this many months after the rejection (spec section 9). */
export const RESUBMIT_AFTER_MONTHS = 3;
