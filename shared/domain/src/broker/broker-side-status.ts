import type { ApplicationFormStatus, PolicyStatus, QuoteStatus } from '../statuses';
import type { CheckoutStatus } from '../pricing/checkout-status-machine';

/**
 * The broker-side statuses of spec section 4, one per customer company and product, as the book
 * (broker/index) shows them. Labels come from the messages (`broker.sideStatus.<STATUS>`).
 */
export const BROKER_SIDE_STATUSES = [
  'POLICY_ISSUED',
  'FORM_IN_PROGRESS',
  'FORM_EXPIRED',
  'WORKING_ON_QUOTE',
  'QUOTE_AWAITING_SELECTION',
  'QUOTE_EXPIRED',
  'QUOTE_REJECTED',
  'ISSUING_POLICY',
  'POLICY_EXPIRED',
  'POLICY_PENDING_PAYMENT',
  'POLICY_TO_RENEW',
  'POLICY_PENDING_SIGNATURE',
] as const;
export type BrokerSideStatus = (typeof BROKER_SIDE_STATUSES)[number];

/**
 * What the book knows of one company and product: the latest questionnaire that names the product,
 * the furthest-along quote option (BEING_ISSUED, SELECTED, AVAILABLE, SEARCHING, EXPIRED in that order), the open checkout, the latest policy, and two facts drawn from
 * them (the latest underwriting decision declined the product; the active policy ends within
 * RENEWAL_WINDOW_DAYS). Null where there is no such record.
 */
export interface BrokerSideFacts {
  form: ApplicationFormStatus | null;
  quote: QuoteStatus | null;
  checkout: CheckoutStatus | null;
  policy: PolicyStatus | null;
  declined: boolean;
  renewalDue: boolean;
}

/** A row of the table: the status, when any one of its conditions holds. */
export interface BrokerSideRule {
  status: BrokerSideStatus;
  when: Partial<{
    form: readonly ApplicationFormStatus[];
    quote: readonly QuoteStatus[];
    checkout: readonly CheckoutStatus[];
    policy: readonly PolicyStatus[];
    declined: true;
    /** With `policy`: the policy is in one of those statuses AND ends within the renewal window. */
    renewalDue: true;
  }>;
}

/**
 * The table, first matching row wins. The order is what needs the broker most: a purchase under
 * way (signature, issuance, first payment) before a policy in force, a policy in force before an
 * open quote, and what is still moving (quote, questionnaire) before what has lapsed. ISSUED and
 * WITHDRAWN options (one of the product was bought), REPLACED checkouts and closed questionnaires
 * say nothing of their own: the policy or a newer record speaks for them. `renewalDue` narrows its row's `policy` (both must hold).
 */
export const BROKER_SIDE_STATUS_TABLE: readonly BrokerSideRule[] = [
  { status: 'POLICY_PENDING_SIGNATURE', when: { checkout: ['PENDING_SIGNATURE'] } },
  { status: 'ISSUING_POLICY', when: { checkout: ['SIGNED'], quote: ['BEING_ISSUED'] } },
  { status: 'POLICY_PENDING_PAYMENT', when: { policy: ['PENDING_INITIAL_PAYMENT'] } },
  { status: 'POLICY_TO_RENEW', when: { policy: ['ACTIVE'], renewalDue: true } },
  { status: 'POLICY_ISSUED', when: { policy: ['ACTIVE', 'CREATED'] } },
  { status: 'QUOTE_AWAITING_SELECTION', when: { checkout: ['DRAFT'], quote: ['AVAILABLE', 'SELECTED'] } },
  {
    status: 'WORKING_ON_QUOTE',
    when: { quote: ['SEARCHING'], form: ['QUOTING', 'BEING_QUOTED', 'CURRENT_QUOTING'] },
  },
  { status: 'QUOTE_REJECTED', when: { declined: true, form: ['REJECTED'] } },
  {
    status: 'FORM_IN_PROGRESS',
    when: { form: ['INITIAL', 'EMPTY', 'IPAF_IN_PROGRESS', 'PENDING_REVIEW'] },
  },
  { status: 'FORM_EXPIRED', when: { form: ['EXPIRED', 'IPAF_EXPIRED'] } },
  { status: 'POLICY_EXPIRED', when: { policy: ['EXPIRED'] } },
  { status: 'QUOTE_EXPIRED', when: { quote: ['EXPIRED'] } },
];

const has = <T>(list: readonly T[] | undefined, value: T | null) => value !== null && !!list?.includes(value);

/** Whether one row of the table holds for the facts (exported so the API's SQL and tests read the same rows). */
export function ruleHolds(rule: BrokerSideRule, facts: BrokerSideFacts): boolean {
  const { when } = rule;
  if (when.renewalDue) return has(when.policy, facts.policy) && facts.renewalDue;
  return (
    has(when.form, facts.form) ||
    has(when.quote, facts.quote) ||
    has(when.checkout, facts.checkout) ||
    has(when.policy, facts.policy) ||
    (when.declined === true && facts.declined)
  );
}

/** The broker-side status of one company's product, or null when nothing has started for it. */
export function brokerSideStatus(facts: BrokerSideFacts): BrokerSideStatus | null {
  return BROKER_SIDE_STATUS_TABLE.find((rule) => ruleHolds(rule, facts))?.status ?? null;
}

/**
 * Days ahead within which the book marks a company "expiring soon": an available quote option or
 * a policy in force ends by then. Not a legal figure (configuration, like RENEWAL_WINDOW_DAYS):
 * a month leaves the broker time to call the customer before an option lapses.
 */
export const BOOK_EXPIRING_SOON_DAYS = 30;

/** How the book (broker/index) may be ordered; keyset paging follows the same key. */
export const BOOK_SORTS = ['name', 'tax_id', 'added'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];
