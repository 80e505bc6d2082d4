import { plusDays } from '../business-date/business-date';
import type { PaymentStatus, PolicyStatus } from '../statuses';
import { eventsFor, nextState, type TransitionTable } from '../state-machine';

/**
 * What can happen to an issued policy (spec section 4 tags, docs/payments.md): its start date
 * arrives (with or without the first instalment paid), the first instalment is paid, the expiry
 * date passes.
 */
export const POLICY_EVENTS = ['START', 'START_PAID', 'PAY_FIRST_INSTALMENT', 'EXPIRE'] as const;
export type PolicyEvent = (typeof POLICY_EVENTS)[number];

/** The clock and payments move a policy: nobody sets its status by hand. */
export type PolicyActor = 'PLATFORM';

/**
 * state -> event -> next state. CREATED waits for its start date; from the start it is
 * PENDING_INITIAL_PAYMENT until the first instalment is paid (or ACTIVE at once when it was paid
 * before the start); any policy in force or waiting expires at its expiry date.
 */
export const POLICY_TRANSITIONS: TransitionTable<PolicyStatus, PolicyEvent, PolicyActor> = {
  CREATED: {
    START: { to: 'PENDING_INITIAL_PAYMENT', by: 'PLATFORM' },
    START_PAID: { to: 'ACTIVE', by: 'PLATFORM' },
    EXPIRE: { to: 'EXPIRED', by: 'PLATFORM' },
  },
  PENDING_INITIAL_PAYMENT: {
    PAY_FIRST_INSTALMENT: { to: 'ACTIVE', by: 'PLATFORM' },
    EXPIRE: { to: 'EXPIRED', by: 'PLATFORM' },
  },
  ACTIVE: { EXPIRE: { to: 'EXPIRED', by: 'PLATFORM' } },
};

export const nextPolicyStatus = (status: PolicyStatus, event: PolicyEvent, actor: PolicyActor = 'PLATFORM') =>
  nextState(POLICY_TRANSITIONS, status, event, actor);

export const policyEventsFor = (status: PolicyStatus, actor: PolicyActor = 'PLATFORM') =>
  eventsFor(POLICY_TRANSITIONS, status, actor);

export interface PolicyClock {
  status: PolicyStatus;
  /** YYYY-MM-DD */
  effectiveDate: string;
  /** YYYY-MM-DD: the last day of cover. */
  expiryDate: string;
  /** Whether the first instalment is paid. */
  firstInstalmentPaid: boolean;
}

/**
 * The event the calendar and the payments call for today, or null when the policy stays as it is.
 * The expiry wins over everything; a policy past its expiry date is EXPIRED.
 */
export function duePolicyEvent(policy: PolicyClock, today: string): PolicyEvent | null {
  const candidates: PolicyEvent[] = [];
  if (policy.expiryDate < today) candidates.push('EXPIRE');
  if (policy.effectiveDate <= today) candidates.push(policy.firstInstalmentPaid ? 'START_PAID' : 'START');
  if (policy.firstInstalmentPaid) candidates.push('PAY_FIRST_INSTALMENT');
  return candidates.find((event) => nextPolicyStatus(policy.status, event) !== null) ?? null;
}

/** The status a policy is in once every due event has happened (at most two steps: start, then pay). */
export function settledPolicyStatus(policy: PolicyClock, today: string): PolicyStatus {
  let status = policy.status;
  for (let step = 0; step < 3; step++) {
    const event = duePolicyEvent({ ...policy, status }, today);
    if (!event) break;
    status = nextPolicyStatus(status, event)!;
  }
  return status;
}

/**
 * An invoice's life. PENDING (or IN_QUEUE, a payment the gateway is still processing, shown as
 * pending) until paid; LATE the day after its due date; DELAYED once the 15 days' notice before
 * cancelling for non-payment (insurance-model.md section 3) have run out. A late or delayed
 * invoice can still be paid.
 */
export const INVOICE_EVENTS = ['QUEUE', 'PAY', 'FALL_DUE', 'NOTICE_RUN_OUT'] as const;
export type InvoiceEvent = (typeof INVOICE_EVENTS)[number];
/** PAYER: operations recording a payment received, or a payment gateway's confirmation. */
export type InvoiceActor = 'PAYER' | 'PLATFORM';

export const INVOICE_TRANSITIONS: TransitionTable<PaymentStatus, InvoiceEvent, InvoiceActor> = {
  PENDING: {
    QUEUE: { to: 'IN_QUEUE', by: 'PAYER' },
    PAY: { to: 'PAID', by: 'PAYER' },
    FALL_DUE: { to: 'LATE', by: 'PLATFORM' },
  },
  IN_QUEUE: {
    PAY: { to: 'PAID', by: 'PAYER' },
    FALL_DUE: { to: 'LATE', by: 'PLATFORM' },
  },
  LATE: {
    PAY: { to: 'PAID', by: 'PAYER' },
    NOTICE_RUN_OUT: { to: 'DELAYED', by: 'PLATFORM' },
  },
  DELAYED: { PAY: { to: 'PAID', by: 'PAYER' } },
};

export const nextInvoiceStatus = (status: PaymentStatus, event: InvoiceEvent, actor: InvoiceActor) =>
  nextState(INVOICE_TRANSITIONS, status, event, actor);

export const invoiceEventsFor = (status: PaymentStatus, actor: InvoiceActor) =>
  eventsFor(INVOICE_TRANSITIONS, status, actor);

/** Days of notice before a policy can be cancelled for an unpaid instalment (insurance-model.md section 3). */
export const NON_PAYMENT_NOTICE_DAYS = 15;

/** The last day of the notice for an invoice due on `dueDate`: after it, the invoice is DELAYED. */
export const noticeEndsOn = (dueDate: string) => plusDays(dueDate, NON_PAYMENT_NOTICE_DAYS);

/** The event the calendar calls for on an unpaid invoice today, or null. */
export function dueInvoiceEvent(
  invoice: { status: PaymentStatus; dueDate: string },
  today: string,
): InvoiceEvent | null {
  if (invoice.status === 'PENDING' || invoice.status === 'IN_QUEUE') return invoice.dueDate < today ? 'FALL_DUE' : null;
  if (invoice.status === 'LATE') return noticeEndsOn(invoice.dueDate) < today ? 'NOTICE_RUN_OUT' : null;
  return null;
}

/** What the customer sees: IN_QUEUE shows as pending (spec section 4). */
export const shownPaymentStatus = (status: PaymentStatus): Exclude<PaymentStatus, 'IN_QUEUE'> =>
  status === 'IN_QUEUE' ? 'PENDING' : status;

/** Invoices still to pay (the operations queue). */
export const OPEN_PAYMENT_STATUSES = [
  'PENDING',
  'IN_QUEUE',
  'LATE',
  'DELAYED',
] as const satisfies readonly PaymentStatus[];

/**
 * How an invoice is paid: in Brazil (insurance-model.md section 3) boleto, credit card, account
 * debit, Pix; then Mexico's SPEI transfer, Colombia's PSE and the United States' ACH transfer
 * (issue 28; which country offers which: country-payment-methods.ts).
 */
export const PAYMENT_METHODS = ['BOLETO', 'CARD', 'DEBIT', 'PIX', 'SPEI', 'PSE', 'ACH'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
