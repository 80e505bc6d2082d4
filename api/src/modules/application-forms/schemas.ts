// What the API answers and takes about an application form (IPAF).
import { Type } from 'typebox';
import { APPLICATION_FORM_STATUSES, PRODUCTS } from '@platform/domain';
import { IsoDateTime, Version } from '../../lib/schemas';

export const ApplicationForm = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    status: Type.Enum([...APPLICATION_FORM_STATUSES]),
    products: Type.Array(Type.Enum([...PRODUCTS])),
    version: Type.Integer({ description: 'Send it back on writes; a stale one is refused with 409 STALE_VERSION.' }),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
  },
  { title: 'ApplicationForm' },
);

export const SaveApplicationForm = Type.Object(
  {
    version: Version,
    products: Type.Optional(Type.Array(Type.Enum([...PRODUCTS]), { uniqueItems: true })),
  },
  { title: 'SaveApplicationForm', additionalProperties: false },
);
