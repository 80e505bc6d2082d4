// What the API answers about a claim, and what it accepts.
import { Type } from 'typebox';
import {
  BROKER_FILE_TYPES,
  CLAIM_ACTORS,
  CLAIM_EVENTS,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  CLAIMS_MADE_WINDOWS,
  MAX_CLAIM_DESCRIPTION,
  PRODUCTS,
} from '@platform/domain';
import { IsoDate, IsoDateTime, MultilineText, Nullable, Uuid, Version } from '../../lib/schemas';

const Actor = Type.Enum([...CLAIM_ACTORS]);
const Window = Type.Enum([...CLAIMS_MADE_WINDOWS]);

/** A row of the lists (claims/home, the operations queue). */
export const Claim = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    policy_id: Nullable(Type.String()),
    product: Nullable(Type.Enum([...PRODUCTS])),
    policy_number: Nullable(Type.String()),
    protocol_number: Type.String(),
    type: Type.String(),
    status: Type.Enum([...CLAIM_STATUSES]),
    description: Type.String(),
    /** Operations asked for information and the customer has not answered yet. */
    information_requested: Type.Boolean(),
    decision_due_on: Nullable(IsoDate),
    /** Whole days left to decide (negative when late); null once decided or without a due day. */
    days_left: Nullable(Type.Integer()),
    version: Type.Integer(),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
  },
  { title: 'Claim' },
);

export const ClaimTimelineEntry = Type.Object(
  {
    id: Type.String(),
    event: Type.Enum(['REPORTED', ...CLAIM_EVENTS]),
    status: Type.Enum([...CLAIM_STATUSES]),
    actor: Actor,
    message: Type.String(),
    created_at: IsoDateTime,
  },
  { title: 'ClaimTimelineEntry' },
);

export const ClaimFile = Type.Object(
  {
    id: Type.String(),
    file_name: Type.String(),
    content_type: Type.Enum([...BROKER_FILE_TYPES]),
    size: Type.Integer(),
    actor: Actor,
    created_at: IsoDateTime,
  },
  { title: 'ClaimFile' },
);

/** One claim with everything its detail screens show. */
export const ClaimDetail = Type.Object(
  {
    ...Claim.properties,
    company_name: Type.String(),
    occurred_on: Nullable(IsoDate),
    learned_on: Nullable(IsoDate),
    contact_name: Type.String(),
    contact_email: Type.String(),
    contact_phone: Type.String(),
    claims_made_window: Nullable(Window),
    information_requested_at: Nullable(IsoDateTime),
    decision: Nullable(Type.String()),
    decided_at: Nullable(IsoDateTime),
    /** What the caller may do now (the state machine's events for their side). */
    allowed_events: Type.Array(Type.Enum([...CLAIM_EVENTS])),
    timeline: Type.Array(ClaimTimelineEntry),
    files: Type.Array(ClaimFile),
  },
  { title: 'ClaimDetail' },
);

export const ClaimReportBody = Type.Object(
  {
    /** Made by the form once per report: sending it again (a double click, a retry) answers the same claim. */
    request_key: Uuid,
    policy_id: Uuid,
    type: Type.Enum([...CLAIM_TYPES]),
    description: Type.String({ ...MultilineText(MAX_CLAIM_DESCRIPTION), minLength: 1 }),
    occurred_on: IsoDate,
    learned_on: IsoDate,
    contact_name: Type.String({ minLength: 1, maxLength: 200 }),
    contact_email: Type.String({ minLength: 1, maxLength: 254 }),
    contact_phone: Type.String({ maxLength: 30 }),
  },
  { title: 'ClaimReport' },
);

export const ClaimInformationBody = Type.Object(
  { message: Type.String({ ...MultilineText(5000), minLength: 1 }), version: Version },
  { title: 'ClaimInformation' },
);

export const ClaimTransitionBody = Type.Object(
  {
    event: Type.Enum(['START_ANALYSIS', 'REQUEST_INFORMATION', 'APPROVE', 'REJECT']),
    /** What operations ask for (REQUEST_INFORMATION) or the decision (APPROVE, REJECT); optional when starting the analysis. */
    message: MultilineText(5000),
    version: Version,
  },
  { title: 'ClaimTransition' },
);

export const ClaimFileQuery = Type.Object({ file_name: Type.String({ minLength: 1, maxLength: 200 }) });
export const ClaimFileParams = Type.Object({ id: Uuid, fileId: Uuid });
export const ClaimListQuery = Type.Object({ status: Type.Optional(Type.Enum([...CLAIM_STATUSES])) });
