// What the API answers about a policy's renewal.
import { Type } from 'typebox';
import { APPLICATION_FORM_STATUSES, PRODUCTS, RENEWAL_NOTICE_DAYS, RENEWAL_STATES } from '@platform/domain';
import { IsoDate, Nullable } from '../../lib/schemas';

export const PolicyRenewal = Type.Object(
  {
    policy_id: Type.String(),
    product: Type.Enum([...PRODUCTS]),
    policy_number: Type.String(),
    expiry_date: IsoDate,
    state: Type.Enum([...RENEWAL_STATES]),
    days_to_expiry: Type.Integer({ description: 'Negative once the policy ended' }),
    // The day the renewal opens (90 days before the end).
    opens_on: IsoDate,
    // The day a renewed policy starts: the day this one ends (today, once that passed).
    start_date: IsoDate,
    // The policy's retroactive date, which the renewal keeps.
    retroactive_date: Nullable(IsoDate),
    form_id: Nullable(Type.String()),
    form_status: Nullable(Type.Enum([...APPLICATION_FORM_STATUSES])),
    notices: Type.Array(
      Type.Object(
        { days_before: Type.Integer({ description: `One of ${RENEWAL_NOTICE_DAYS.join(', ')}` }), sent_on: IsoDate },
        { title: 'RenewalNotice' },
      ),
    ),
  },
  { title: 'PolicyRenewal' },
);

export const StartRenewal = Type.Object(
  {
    replace: Type.Optional(
      Type.Boolean({ description: 'Close a questionnaire in progress (after the person confirmed it)' }),
    ),
  },
  { additionalProperties: false, title: 'StartRenewal' },
);
