// The broker's book as the API answers it: the SQL rows turned into companies with the broker-side
// status of each product (the shared table, brokerSideStatus), and the keyset cursor.
import {
  brokerSideStatus,
  PRODUCTS,
  type ApplicationFormStatus,
  type BrokerSideFacts,
  type BrokerSideStatus,
  type CheckoutStatus,
  type PolicyStatus,
  type Product,
  type QuoteStatus,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/errors';
import { bookPage, type BookCursor, type BookFilter, type BookRow } from './book-queries';
import { BOOK_PAGE_SIZE, type BookExportQuery, type BookQuery } from './book-schemas';

const encodeCursor = (cursor: BookCursor) => Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');

function decodeCursor(text: string): BookCursor {
  try {
    const [key, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof key === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { key, id };
  } catch {
    // falls through to the refusal: a cursor is only ever one this API made
  }
  throw new AppError('VALIDATION_FAILED', 'cursor is not one this list gave', [
    { field: 'cursor', code: 'VALIDATION_FAILED' },
  ]);
}

export const filterOf = (query: BookQuery | BookExportQuery): BookFilter => ({
  search: query.q,
  status: query.status,
  product: query.product,
  sort: query.sort ?? 'name',
  descending: query.order === 'desc',
});

/** The company as the book shows it: each product under way with its broker-side status. */
export function bookCompany(row: BookRow) {
  const statuses = row.facts
    .map((fact) => {
      const facts: BrokerSideFacts = {
        form: fact.form as ApplicationFormStatus | null,
        quote: fact.quote as QuoteStatus | null,
        checkout: fact.checkout as CheckoutStatus | null,
        policy: fact.policy as PolicyStatus | null,
        declined: fact.declined,
        renewalDue: fact.renewal_due,
      };
      return { product: fact.product, status: brokerSideStatus(facts) };
    })
    .filter((entry): entry is { product: Product; status: BrokerSideStatus } => entry.status !== null)
    .sort((a, b) => PRODUCTS.indexOf(a.product) - PRODUCTS.indexOf(b.product));
  return {
    company_id: row.id,
    company_name: row.legal_name,
    kind: row.kind,
    country: row.country as 'br',
    tax_id_type: row.tax_id_type,
    tax_id: row.tax_id,
    email: row.owner_email,
    customer_name: row.customer_name,
    products: statuses.map((entry) => entry.product),
    statuses,
    assessment_status: row.assessment_status as 'NO_ASSESSMENT',
    forms_info: {
      forms_completed: row.forms_completed,
      total_forms: row.total_forms,
      ipaf_status: (row.ipaf_status ?? 'INITIAL') as ApplicationFormStatus,
      expiration_date: row.expiration_date,
      is_expiring_soon: row.is_expiring_soon,
    },
  };
}

/** One page of the book: a row more than asked says whether another page follows. */
export async function listBook(db: Db, brokerId: string, query: BookQuery) {
  const limit = query.limit ?? BOOK_PAGE_SIZE;
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await bookPage(db, brokerId, filterOf(query), cursor, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(bookCompany),
    total: rows[0]?.total ?? 0,
    next_cursor: rows.length > limit && last ? encodeCursor({ key: last.sort_key, id: last.id }) : null,
  };
}
