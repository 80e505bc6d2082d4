// Shapes of the broker's book (broker/index): its query (search, filters, sort, keyset cursor) and
// one company with its broker-side status per product.
import { Type, type Static } from 'typebox';
import {
  ACCOUNT_KINDS,
  APPLICATION_FORM_STATUSES,
  ASSESSMENT_STATUSES,
  BOOK_SORTS,
  BROKER_SIDE_STATUSES,
  COUNTRIES,
  LANGUAGES,
  PRODUCTS,
} from '@platform/domain';
import { IsoDate, Nullable } from '../../lib/schemas';

export const BOOK_PAGE_SIZE = 25;
export const BOOK_MAX_PAGE_SIZE = 100;

const BookFilterQuery = {
  q: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of the company name, or the start of its tax id' }),
  ),
  status: Type.Optional(Type.Enum([...BROKER_SIDE_STATUSES])),
  product: Type.Optional(Type.Enum([...PRODUCTS])),
  sort: Type.Optional(Type.Enum([...BOOK_SORTS], { default: 'name' })),
  order: Type.Optional(Type.Enum(['asc', 'desc'], { default: 'asc' })),
};

export const BookQuery = Type.Object({
  ...BookFilterQuery,
  cursor: Type.Optional(Type.String({ maxLength: 400, description: 'next_cursor of the previous page' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: BOOK_MAX_PAGE_SIZE, default: BOOK_PAGE_SIZE })),
});
export type BookQuery = Static<typeof BookQuery>;

export const BookExportQuery = Type.Object({
  ...BookFilterQuery,
  language: Type.Optional(Type.Enum([...LANGUAGES], { description: 'The texts’ language (default: the user’s)' })),
});
export type BookExportQuery = Static<typeof BookExportQuery>;

export const BookProductStatus = Type.Object(
  { product: Type.Enum([...PRODUCTS]), status: Type.Enum([...BROKER_SIDE_STATUSES]) },
  { title: 'BrokerBookProductStatus' },
);

export const BookCompany = Type.Object(
  {
    company_id: Type.String(),
    company_name: Type.String(),
    kind: Type.Enum([...ACCOUNT_KINDS]),
    country: Type.Enum([...COUNTRIES]),
    tax_id_type: Type.String(),
    tax_id: Type.String(),
    email: Nullable(Type.String()),
    customer_name: Nullable(Type.String()),
    products: Type.Array(Type.Enum([...PRODUCTS])),
    statuses: Type.Array(BookProductStatus, { description: 'The broker-side status of each product under way' }),
    assessment_status: Type.Enum([...ASSESSMENT_STATUSES]),
    forms_info: Type.Object({
      forms_completed: Type.Integer(),
      total_forms: Type.Integer(),
      ipaf_status: Type.Enum([...APPLICATION_FORM_STATUSES]),
      expiration_date: Nullable(IsoDate),
      is_expiring_soon: Type.Boolean(),
    }),
  },
  { title: 'BrokerBookCompany' },
);

export const BookPage = Type.Object(
  {
    items: Type.Array(BookCompany),
    total: Type.Integer({ description: 'Companies matching the search and filters' }),
    next_cursor: Nullable(Type.String()),
  },
  { title: 'BrokerBookPage' },
);
