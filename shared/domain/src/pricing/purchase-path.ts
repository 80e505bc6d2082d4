import type { PolicyStatus, QuoteStatus } from '../statuses';
import type { CheckoutStatus } from './checkout-status-machine';

/**
 * The way from an option to a policy in force, as the customer sees it (issue 22, "where am I"):
 * choose a quote, fill in the checkout, the signatory signs, the policy is issued, the first
 * instalment is paid. Every screen on that way shows the same stepper from `purchasePath`.
 */
export const PURCHASE_STEPS = ['quote', 'checkout', 'signature', 'issued', 'paid'] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];
export type PurchaseStepState = 'done' | 'current' | 'upcoming';

/** What a screen knows of the purchase: any of the quote's, checkout's and policy's statuses. */
export interface PurchasePosition {
  quote?: QuoteStatus | null;
  checkout?: CheckoutStatus | null;
  policy?: PolicyStatus | null;
  /** The policy's first instalment is paid (a policy paid before its start is still CREATED). */
  firstInstalmentPaid?: boolean;
}

/** All steps done: past the last one. */
const FINISHED = PURCHASE_STEPS.length;
const at = (step: PurchaseStep) => PURCHASE_STEPS.indexOf(step);

// Each status says which step is in hand; the furthest any of them says wins, since a screen may
// hold a quote status that lags its checkout's (the live update brings one before the other).
// An expired or withdrawn option, or a replaced checkout, puts the customer back at choosing.
const QUOTE_AT: Record<QuoteStatus, number> = {
  SEARCHING: at('quote'),
  AVAILABLE: at('quote'),
  EXPIRED: at('quote'),
  WITHDRAWN: at('quote'),
  SELECTED: at('checkout'),
  BEING_ISSUED: at('issued'),
  ISSUED: at('paid'),
};
const CHECKOUT_AT: Record<CheckoutStatus, number> = {
  REPLACED: at('quote'),
  DRAFT: at('checkout'),
  PENDING_SIGNATURE: at('signature'),
  SIGNED: at('issued'),
  ISSUED: at('paid'),
};
const POLICY_AT: Record<PolicyStatus, number> = {
  CREATED: at('paid'),
  PENDING_INITIAL_PAYMENT: at('paid'),
  ACTIVE: FINISHED,
  // An expired policy was bought: the path is behind it.
  EXPIRED: FINISHED,
};

/** The five steps with their state: the ones behind done, the one in hand current, the rest upcoming. */
export function purchasePath(position: PurchasePosition): { id: PurchaseStep; state: PurchaseStepState }[] {
  const current = Math.max(
    at('quote'),
    position.quote ? QUOTE_AT[position.quote] : 0,
    position.checkout ? CHECKOUT_AT[position.checkout] : 0,
    position.policy ? POLICY_AT[position.policy] : 0,
    position.firstInstalmentPaid ? FINISHED : 0,
  );
  return PURCHASE_STEPS.map((id, index) => ({
    id,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}
