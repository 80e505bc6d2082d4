// The broker's book (broker/index) in one SQL statement: the brokerage's customer companies, each
// with the facts the broker-side status table reads per product, filtered, sorted and paged on
// the server by keyset. Every fact is one pass over its table (DISTINCT ON), whatever the number
// of companies; the status filter runs the table itself in SQL (book-status-sql.ts).
import { sql, type SQL } from 'drizzle-orm';
import {
  BOOK_EXPIRING_SOON_DAYS,
  RENEWAL_WINDOW_DAYS,
  type BookSort,
  type BrokerSideStatus,
  type Product,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { sqlBusinessDate, sqlBusinessToday } from '../../lib/business-day';
import { brokerSideStatusSql } from './book-status-sql';

export interface BookFilter {
  search?: string;
  status?: BrokerSideStatus;
  product?: Product;
  sort: BookSort;
  descending: boolean;
}

/** Where a page ends: the sort key's value (as SQL text) and the company id, which breaks ties. */
export interface BookCursor {
  key: string;
  id: string;
}

const SORT_COLUMNS: Record<BookSort, SQL> = {
  name: sql.raw('b.legal_name'),
  tax_id: sql.raw('b.tax_id'),
  added: sql.raw('b.added_at'),
};
const SORT_CASTS: Record<BookSort, SQL> = {
  name: sql.raw('text'),
  tax_id: sql.raw('text'),
  added: sql.raw('timestamptz'),
};

// The questionnaires still being filled (or never started) are not completed; anything later is.
const OPEN_FORM_STATUSES = sql.raw(`('INITIAL', 'IPAF_IN_PROGRESS', 'EMPTY', 'PENDING_REVIEW')`);

/** What a company row reads, before the status table turns the facts into statuses. */
export interface BookRow {
  id: string;
  legal_name: string;
  kind: 'company' | 'individual';
  country: string;
  tax_id_type: string;
  tax_id: string;
  owner_email: string | null;
  customer_name: string | null;
  assessment_status: string;
  sort_key: string;
  forms_completed: number;
  total_forms: number;
  ipaf_status: string | null;
  expiration_date: string | null;
  is_expiring_soon: boolean;
  facts: {
    product: Product;
    form: string | null;
    quote: string | null;
    checkout: string | null;
    policy: string | null;
    declined: boolean;
    renewal_due: boolean;
  }[];
  total: number;
}

function searchCondition(search: string | undefined): SQL {
  const text = search?.trim();
  if (!text) return sql``;
  const digits = text.replace(/[^0-9A-Za-z]/g, '');
  const byTaxId = digits.length >= 3 ? sql` OR a.tax_id ILIKE ${`${digits}%`}` : sql``;
  return sql` AND (a.legal_name ILIKE ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}${byTaxId})`;
}

/** One page of the book (or, with `limit` null, all of it, for the CSV export). */
export async function bookPage(
  db: Db,
  brokerId: string,
  filter: BookFilter,
  cursor: BookCursor | null,
  limit: number | null,
  now = new Date(),
): Promise<BookRow[]> {
  const todayIn = (countryColumn: string) => sqlBusinessToday(sql.raw(countryColumn), now);
  const status = brokerSideStatusSql();
  const productCondition = filter.product ? sql` AND f.product = ${filter.product}` : sql``;
  const matches =
    filter.status || filter.product
      ? sql` AND EXISTS (SELECT 1 FROM facts f WHERE f.account_id = b.id AND f.status ${
          filter.status ? sql`= ${filter.status}` : sql`IS NOT NULL`
        }${productCondition})`
      : sql``;
  const column = SORT_COLUMNS[filter.sort];
  const direction = sql.raw(filter.descending ? 'DESC' : 'ASC');
  const after = cursor
    ? sql` WHERE (m.sort_value, m.id) ${sql.raw(filter.descending ? '<' : '>')} (${cursor.key}::${SORT_CASTS[filter.sort]}, ${cursor.id}::uuid)`
    : sql``;
  const result = (await db.execute(sql`
    WITH book AS (
      SELECT a.id, a.legal_name, a.kind, a.country, a.tax_id_type, a.tax_id, a.owner_email,
             bc.customer_name, bc.assessment_status, bc.created_at AS added_at
        FROM broker_customers bc JOIN accounts a ON a.id = bc.account_id
       WHERE bc.broker_id = ${brokerId}${searchCondition(filter.search)}
    ),
    form_facts AS (
      SELECT DISTINCT ON (f.account_id, p.product) f.account_id, p.product, f.status
        FROM application_forms f CROSS JOIN LATERAL unnest(f.products) AS p(product)
       WHERE f.account_id IN (SELECT id FROM book)
       ORDER BY f.account_id, p.product, f.updated_at DESC
    ),
    quote_facts AS (
      SELECT DISTINCT ON (q.account_id, q.product) q.account_id, q.product, q.status
        FROM quotes q
       WHERE q.account_id IN (SELECT id FROM book) AND q.status NOT IN ('ISSUED', 'WITHDRAWN')
       ORDER BY q.account_id, q.product,
                array_position(ARRAY['BEING_ISSUED', 'SELECTED', 'AVAILABLE', 'SEARCHING', 'EXPIRED'], q.status)
    ),
    checkout_facts AS (
      SELECT DISTINCT ON (c.account_id, c.product) c.account_id, c.product, c.status
        FROM checkouts c
       WHERE c.account_id IN (SELECT id FROM book) AND c.status IN ('DRAFT', 'PENDING_SIGNATURE', 'SIGNED')
       ORDER BY c.account_id, c.product, c.updated_at DESC
    ),
    policy_facts AS (
      SELECT DISTINCT ON (p.account_id, p.product) p.account_id, p.product, p.status, p.expiry_date
        FROM policies p WHERE p.account_id IN (SELECT id FROM book)
       ORDER BY p.account_id, p.product, p.expiry_date DESC
    ),
    decline_facts AS (
      SELECT DISTINCT ON (s.account_id, p.product) s.account_id, p.product,
             COALESCE(s.results @> jsonb_build_array(jsonb_build_object('product', p.product, 'decision', 'DECLINE')), false) AS declined
        FROM underwriting_submissions s CROSS JOIN LATERAL unnest(s.products) AS p(product)
       WHERE s.account_id IN (SELECT id FROM book)
       ORDER BY s.account_id, p.product, s.created_at DESC
    ),
    facts_in AS (
      SELECT k.account_id, k.product, ff.status AS form, qf.status AS quote, cf.status AS checkout,
             pf.status AS policy, COALESCE(df.declined, false) AS declined,
             COALESCE(pf.expiry_date <= ${todayIn('b.country')} + ${RENEWAL_WINDOW_DAYS}::int, false) AS renewal_due
        FROM (SELECT account_id, product FROM form_facts UNION SELECT account_id, product FROM quote_facts
              UNION SELECT account_id, product FROM checkout_facts UNION SELECT account_id, product FROM policy_facts) k
        JOIN book b ON b.id = k.account_id
        LEFT JOIN form_facts ff USING (account_id, product)
        LEFT JOIN quote_facts qf USING (account_id, product)
        LEFT JOIN checkout_facts cf USING (account_id, product)
        LEFT JOIN policy_facts pf USING (account_id, product)
        LEFT JOIN decline_facts df USING (account_id, product)
    ),
    facts AS (SELECT *, ${status} AS status FROM facts_in),
    matches AS (
      SELECT b.*, ${column} AS sort_value FROM book b WHERE true${matches}
    )
    SELECT m.id, m.legal_name, m.kind, m.country, m.tax_id_type, m.tax_id, m.owner_email, m.customer_name,
           m.assessment_status, m.sort_value::text AS sort_key,
           (SELECT count(*) FROM matches)::int AS total,
           (SELECT count(*) FROM application_forms f WHERE f.account_id = m.id)::int AS total_forms,
           (SELECT count(*) FROM application_forms f WHERE f.account_id = m.id AND f.status NOT IN ${OPEN_FORM_STATUSES})::int AS forms_completed,
           (SELECT f.status FROM application_forms f WHERE f.account_id = m.id ORDER BY f.updated_at DESC LIMIT 1) AS ipaf_status,
           ends.day::text AS expiration_date,
           COALESCE(ends.day <= ${todayIn('m.country')} + ${BOOK_EXPIRING_SOON_DAYS}::int, false) AS is_expiring_soon,
           COALESCE((SELECT json_agg(json_build_object('product', f.product, 'form', f.form, 'quote', f.quote,
                       'checkout', f.checkout, 'policy', f.policy, 'declined', f.declined, 'renewal_due', f.renewal_due))
                       FROM facts f WHERE f.account_id = m.id), '[]'::json) AS facts
      FROM matches m
      LEFT JOIN LATERAL (
        SELECT min(day) AS day FROM (
          SELECT ${sqlBusinessDate(sql.raw('q.expires_at'), sql.raw('m.country'))} AS day FROM quotes q
           WHERE q.account_id = m.id AND q.status IN ('AVAILABLE', 'SELECTED')
          UNION ALL
          SELECT p.expiry_date FROM policies p
           WHERE p.account_id = m.id AND p.status IN ('ACTIVE', 'CREATED', 'PENDING_INITIAL_PAYMENT')
        ) ends_at WHERE day >= ${todayIn('m.country')}
      ) ends ON true
      ${after}
     ORDER BY m.sort_value ${direction}, m.id ${direction}
     ${limit === null ? sql`` : sql`LIMIT ${limit}`}
  `)) as unknown as { rows: BookRow[] };
  return result.rows;
}
