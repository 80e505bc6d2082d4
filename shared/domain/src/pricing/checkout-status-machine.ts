import { eventsFor, nextState, type TransitionTable } from '../state-machine';

/**
 * A checkout's life (issue 12, docs/checkout.md): filled in (DRAFT), sent to the legal signatory
 * (PENDING_SIGNATURE, "pending signature"), signed (SIGNED, the quote BEING_ISSUED), ISSUED once the
 * policy exists. A new checkout for the same product REPLACES an open one; changing the data
 * after sending or signing takes it back to DRAFT (the signature is voided: VOID_SIGNATURE).
 */
export const CHECKOUT_STATUSES = ['DRAFT', 'PENDING_SIGNATURE', 'SIGNED', 'ISSUED', 'REPLACED'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** The checkouts that still count as "the" checkout of their product (one per product and account). */
export const OPEN_CHECKOUT_STATUSES = ['DRAFT', 'PENDING_SIGNATURE', 'SIGNED'] as const satisfies CheckoutStatus[];

export const CHECKOUT_EVENTS = ['CHANGE', 'SEND_FOR_SIGNATURE', 'SIGN', 'ISSUE', 'REPLACE'] as const;
export type CheckoutEvent = (typeof CHECKOUT_EVENTS)[number];

/** The customer's people or broker, the signatory through the mailed link, or the platform (issuance). */
export type CheckoutActor = 'APPLICANT' | 'SIGNATORY' | 'PLATFORM';

export const CHECKOUT_TRANSITIONS: TransitionTable<CheckoutStatus, CheckoutEvent, CheckoutActor> = {
  DRAFT: {
    CHANGE: { to: 'DRAFT', by: 'APPLICANT' },
    SEND_FOR_SIGNATURE: { to: 'PENDING_SIGNATURE', by: 'APPLICANT' },
    REPLACE: { to: 'REPLACED', by: 'APPLICANT' },
  },
  PENDING_SIGNATURE: {
    CHANGE: { to: 'DRAFT', by: 'APPLICANT' },
    // Sending again voids the earlier link and mails a new one.
    SEND_FOR_SIGNATURE: { to: 'PENDING_SIGNATURE', by: 'APPLICANT' },
    SIGN: { to: 'SIGNED', by: 'SIGNATORY' },
    REPLACE: { to: 'REPLACED', by: 'APPLICANT' },
  },
  SIGNED: {
    // Voids the signature: the quote goes back from BEING_ISSUED to SELECTED.
    CHANGE: { to: 'DRAFT', by: 'APPLICANT' },
    ISSUE: { to: 'ISSUED', by: 'PLATFORM' },
  },
};

export const nextCheckoutStatus = (status: CheckoutStatus, event: CheckoutEvent, actor: CheckoutActor) =>
  nextState(CHECKOUT_TRANSITIONS, status, event, actor);

export const checkoutEventsFor = (status: CheckoutStatus, actor: CheckoutActor) =>
  eventsFor(CHECKOUT_TRANSITIONS, status, actor);

/** Who signs for the company: its legal representative (articles of association) or an attorney with a power of attorney. */
export const SIGNER_TYPES = ['LEGAL_REPRESENTATIVE', 'ATTORNEY'] as const;
export type SignerType = (typeof SIGNER_TYPES)[number];

/** A signing link's life: PENDING until signed, VOIDED when replaced by a new link or by a change of the checkout. */
export const SIGNATURE_STATUSES = ['PENDING', 'SIGNED', 'VOIDED'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];
