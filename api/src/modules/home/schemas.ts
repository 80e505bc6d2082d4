// What the homes answer: the tasks a customer's records (or a broker's book) ask for, and the
// operations queues with what is late. Codes are shared/domain/src/home.
import { Type } from 'typebox';
import { HOME_TASK_KINDS, OPS_QUEUES, PRODUCTS } from '@platform/domain';
import { IsoDate, Money, Nullable, Uuid } from '../../lib/schemas';

const Signatory = Type.Object({ name: Type.String(), email: Type.String() }, { title: 'HomeTaskSignatory' });

/** One thing that needs the person now; the fields a kind does not use are null (or empty). */
export const HomeTask = Type.Object(
  {
    kind: Type.Enum([...HOME_TASK_KINDS]),
    /** The record the task is about: the lead quote option, the checkout, the invoice, the policy or the claim. */
    id: Uuid,
    account_id: Uuid,
    company_name: Type.String(),
    product: Nullable(Type.Enum([...PRODUCTS])),
    /** The day it falls due (quote or signing link expiry, invoice due, policy end) or, for a claim, was asked. */
    due_on: Nullable(IsoDate),
    /** Past its day: an invoice not paid on time, a signing link that expired. */
    late: Type.Boolean(),
    /** The policy, invoice or claim protocol number. */
    reference: Nullable(Type.String()),
    amount: Nullable(Money),
    currency: Nullable(Type.String()),
    /** The checkout's quote (SIGNATURE_PENDING) or the recommended option (QUOTE_TO_CHOOSE). */
    quote_id: Nullable(Uuid),
    application_form_id: Nullable(Uuid),
    policy_id: Nullable(Uuid),
    /** How many options wait for a choice (QUOTE_TO_CHOOSE). */
    options: Nullable(Type.Integer()),
    /** Who must sign (SIGNATURE_PENDING), from the signature requests. */
    signatories: Type.Array(Signatory),
  },
  { title: 'HomeTask' },
);

/** Late first, then the earliest day. */
export const HomeTaskList = Type.Object({ items: Type.Array(HomeTask) }, { title: 'HomeTaskList' });

export const OpsQueueSummary = Type.Object(
  {
    queue: Type.Enum([...OPS_QUEUES]),
    /** Items waiting for operations. */
    count: Type.Integer(),
    /** Of those, past their deadline (legal deadline, due day). */
    late: Type.Integer(),
    /** The earliest deadline (or, without one, the day the oldest item arrived). */
    due_on: Nullable(IsoDate),
  },
  { title: 'OpsQueueSummary' },
);

/** The queues with late items first, then by the earliest deadline; empty queues last. */
export const OpsQueueList = Type.Object({ items: Type.Array(OpsQueueSummary) }, { title: 'OpsQueueList' });
