// Shapes of the company profile routes (spec section 3: Company and address; billing e-mail).
import { Type, type Static, type TSchema } from 'typebox';
import {
  ACCOUNT_KINDS,
  ADDRESS_FIELDS,
  COMPANY_ACTIVITIES,
  COUNTRIES,
  MAX_WEBSITES,
  REVENUE_BANDS,
} from '@platform/domain';
import { IsoDate, MAX_INT, Money, Nullable, Version } from '../../lib/schemas';

const Text = (maxLength = 200) => Type.String({ maxLength });

/**
 * A body field that may be null. Not `Nullable` (anyOf): with the API's `coerceTypes`, Ajv would
 * turn null into "" / 0 / false inside the first branch, so "not informed" would be saved as zero
 * or "no". A type list lets null through untouched.
 */
const OrNull = <T extends TSchema>(schema: T) => {
  const raw = schema as { type?: string; enum?: unknown[] };
  return Type.Unsafe<Static<T> | null>({
    ...schema,
    type: [raw.type ?? 'string', 'null'],
    ...(raw.enum ? { enum: [...raw.enum, null] } : {}),
  });
};

export const CompanyAddress = Type.Object(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, Text()])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    ReturnType<typeof Text>
  >,
  { title: 'CompanyAddress' },
);

/** What the administrator edits. Rules beyond the shapes: companyProfileProblems in @platform/domain. */
export const CompanyProfileChange = Type.Object(
  {
    name: Text(),
    legal_name: Text(),
    websites: Type.Array(Text(2000), { maxItems: MAX_WEBSITES }),
    no_website: Type.Boolean(),
    // Bounded by what the column holds; the profile rules (shared/domain) refuse negatives with their own message.
    total_employees: OrNull(Type.Integer({ minimum: -MAX_INT, maximum: MAX_INT })),
    capital_raised: OrNull(Type.String({ maxLength: 20 })),
    financing_obtained: OrNull(Type.Boolean()),
    annual_revenue_band: OrNull(Type.Enum([...REVENUE_BANDS])),
    activity: OrNull(Type.Enum([...COMPANY_ACTIVITIES])),
    main_domain: OrNull(Text(2000)),
    start_of_operations: OrNull(Type.String({ maxLength: 10 })),
    address: CompanyAddress,
    version: Version,
  },
  { title: 'CompanyProfileChange', additionalProperties: false },
);

export const CompanyProfile = Type.Object(
  {
    account_id: Type.String(),
    kind: Type.Enum([...ACCOUNT_KINDS]),
    country: Type.Enum([...COUNTRIES]),
    tax_id_type: Type.String(),
    tax_id: Type.String({ description: 'Normalised; shown read-only, masked with maskTaxId.' }),
    name: Type.String(),
    legal_name: Type.String(),
    websites: Type.Array(Type.String()),
    no_website: Type.Boolean(),
    total_employees: Nullable(Type.Integer()),
    capital_raised: Nullable(Money),
    financing_obtained: Nullable(Type.Boolean()),
    annual_revenue_band: Nullable(Type.Enum([...REVENUE_BANDS])),
    activity: Nullable(Type.Enum([...COMPANY_ACTIVITIES])),
    main_domain: Nullable(Type.String()),
    start_of_operations: Nullable(IsoDate),
    address: CompanyAddress,
    billing_email: Nullable(
      Type.String({ description: 'When null, payment e-mails go only to the policyholder (owner_email).' }),
    ),
    owner_email: Nullable(Type.String({ description: 'The policyholder: the account administrator’s e-mail.' })),
    version: Type.Integer({
      description: 'Version of the company fields and address; send it back with updateCompanyProfile.',
    }),
    billing_email_version: Type.Integer({
      description: 'Version of the billing e-mail; send it back with updateBillingEmail.',
    }),
    can_edit: Type.Boolean({ description: 'True for the account administrator; others only read.' }),
  },
  { title: 'CompanyProfile' },
);

export const BillingEmailChange = Type.Object(
  {
    billing_email: OrNull(Type.String({ maxLength: 254, description: 'Empty or null clears it.' })),
    version: Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'The `billing_email_version` the form was loaded with; a stale one is refused with STALE_VERSION.',
    }),
  },
  { title: 'BillingEmailChange', additionalProperties: false },
);
