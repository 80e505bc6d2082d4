// What a home says needs the person now (issue 22 item 5): the kinds of task a customer's (or a
// broker's book's) records can ask for, the operations queues, and the one order every home shows
// them in, late first. The API computes the tasks; the screens name them with these codes.

/**
 * - QUOTE_TO_CHOOSE: options of a product are available and none is chosen yet;
 * - SIGNATURE_PENDING: a checkout waits for its signatory (the signature request names who);
 * - INVOICE_DUE: an instalment not paid, due within INVOICE_DUE_WINDOW_DAYS, or late;
 * - RENEWAL_COMING: an active policy ends within RENEWAL_WINDOW_DAYS and nothing follows it;
 * - CLAIM_INFORMATION: operations asked the customer for information on a claim.
 */
export const HOME_TASK_KINDS = [
  'QUOTE_TO_CHOOSE',
  'SIGNATURE_PENDING',
  'INVOICE_DUE',
  'RENEWAL_COMING',
  'CLAIM_INFORMATION',
] as const;
export type HomeTaskKind = (typeof HOME_TASK_KINDS)[number];

/**
 * The operations queues: brokerages waiting for approval (on `/ops` itself), referred
 * applications, claims, cyber assessments and disputes, and open invoices (each at `/ops/<queue>`).
 */
export const OPS_QUEUES = [
  'broker-approvals',
  'underwriting',
  'claims',
  'cyber',
  'payments',
  'broker-statements',
] as const;
export type OpsQueue = (typeof OPS_QUEUES)[number];

/**
 * Days before a policy's end that its renewal shows as a task. Not a legal figure: renewals are
 * usually prepared 60 days ahead (insurance-model.md, "renewals pre-filled"; an estimate), so it is
 * configuration kept here.
 */
export const RENEWAL_WINDOW_DAYS = 60;

/** Days ahead of its due date that an unpaid instalment shows as a task (configuration, as above). */
export const INVOICE_DUE_WINDOW_DAYS = 15;

/** What the order needs of a task or a queue: whether it is late and the day it falls (or fell) due. */
export interface Urgency {
  late: boolean;
  due_on: string | null;
}

/** Late first, then the earliest due day (YYYY-MM-DD sorts as text), those without a day last. */
export function byUrgency(a: Urgency, b: Urgency): number {
  if (a.late !== b.late) return a.late ? -1 : 1;
  if (a.due_on === b.due_on) return 0;
  if (a.due_on === null) return 1;
  if (b.due_on === null) return -1;
  return a.due_on < b.due_on ? -1 : 1;
}
