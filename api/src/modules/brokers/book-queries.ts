// The broker's book (broker/index): the brokerage's customer companies, each with the facts the
// broker-side status table reads per product, filtered, sorted and paged on the server by keyset.
// Two statements: the page's ids and the total (the status and product filters need every
// company's facts: each fact is one DISTINCT ON pass over its table, hash-joined, and the status
// table itself runs in SQL, book-status-sql.ts), then the page's companies in full (facts,
// questionnaires, next expiry) for those 25 ids only.
import { sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_FORM_STATUSES,
  BOOK_EXPIRING_SOON_DAYS,
  BROKER_SIDE_STATUS_TABLE,
  CHECKOUT_STATUSES,
  POLICY_STATUSES,
  QUOTE_STATUSES,
  RENEWAL_WINDOW_DAYS,
  type BrokerSideRule,
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
  name: sql.raw('a.legal_name'),
  tax_id: sql.raw('a.tax_id'),
  added: sql.raw('bc.created_at'),
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

/** The facts of the companies `scope` (a subquery of account ids) names, one row per company and product. */
function factsSql(scope: SQL, now: Date, product?: Product): SQL {
  const only = (column: string) => (product ? sql` AND ${sql.raw(column)} = ${product}` : sql``);
  return sql`
    form_facts AS (
      SELECT DISTINCT ON (f.account_id, p.product) f.account_id, p.product, f.status
        FROM application_forms f CROSS JOIN LATERAL unnest(f.products) AS p(product)
       WHERE f.account_id IN (${scope})${only('p.product')}
       ORDER BY f.account_id, p.product, f.updated_at DESC
    ),
    quote_facts AS (
      SELECT DISTINCT ON (q.account_id, q.product) q.account_id, q.product, q.status
        FROM quotes q
       WHERE q.account_id IN (${scope}) AND q.status NOT IN ('ISSUED', 'WITHDRAWN')${only('q.product')}
       ORDER BY q.account_id, q.product,
                array_position(ARRAY['BEING_ISSUED', 'SELECTED', 'AVAILABLE', 'SEARCHING', 'EXPIRED'], q.status)
    ),
    checkout_facts AS (
      SELECT DISTINCT ON (c.account_id, c.product) c.account_id, c.product, c.status
        FROM checkouts c
       WHERE c.account_id IN (${scope}) AND c.status IN ('DRAFT', 'PENDING_SIGNATURE', 'SIGNED')${only('c.product')}
       ORDER BY c.account_id, c.product, c.updated_at DESC
    ),
    policy_facts AS (
      SELECT DISTINCT ON (p.account_id, p.product) p.account_id, p.product, p.status, p.expiry_date
        FROM policies p WHERE p.account_id IN (${scope})${only('p.product')}
       ORDER BY p.account_id, p.product, p.expiry_date DESC
    ),
    decline_facts AS (
      SELECT DISTINCT ON (s.account_id, p.product) s.account_id, p.product,
             COALESCE(s.results @> jsonb_build_array(jsonb_build_object('product', p.product, 'decision', 'DECLINE')), false) AS declined
        FROM underwriting_submissions s CROSS JOIN LATERAL unnest(s.products) AS p(product)
       WHERE s.account_id IN (${scope})${only('p.product')}
       ORDER BY s.account_id, p.product, s.created_at DESC
    ),
    facts_in AS (
      SELECT k.account_id, k.product, ff.status AS form, qf.status AS quote, cf.status AS checkout,
             pf.status AS policy, COALESCE(df.declined, false) AS declined,
             COALESCE(pf.expiry_date <= ${sqlBusinessToday(sql.raw('a.country'), now)} + ${RENEWAL_WINDOW_DAYS}::int, false) AS renewal_due
        FROM (SELECT account_id, product FROM form_facts UNION SELECT account_id, product FROM quote_facts
              UNION SELECT account_id, product FROM checkout_facts UNION SELECT account_id, product FROM policy_facts) k
        JOIN accounts a ON a.id = k.account_id
        LEFT JOIN form_facts ff USING (account_id, product)
        LEFT JOIN quote_facts qf USING (account_id, product)
        LEFT JOIN checkout_facts cf USING (account_id, product)
        LEFT JOIN policy_facts pf USING (account_id, product)
        LEFT JOIN decline_facts df USING (account_id, product)
    ),
    facts AS (SELECT *, ${brokerSideStatusSql()} AS status FROM facts_in)`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const list = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * The companies that may match the status and product filters: those with a record that one of
 * the status's conditions names (a superset: a newer record may speak first, which the facts then
 * decide). Reading every company's facts only for these keeps a filtered page fast in a big book.
 */
function candidatesSql({ status, product }: BookFilter): SQL {
  const rule = BROKER_SIDE_STATUS_TABLE.find((row) => row.status === status);
  const when: BrokerSideRule['when'] = rule?.when ?? {
    form: APPLICATION_FORM_STATUSES,
    quote: QUOTE_STATUSES,
    checkout: CHECKOUT_STATUSES,
    policy: POLICY_STATUSES,
    declined: true as const,
  };
  const of = (column: string) => (product ? sql` AND ${sql.raw(column)} = ${product}` : sql``);
  const parts: SQL[] = [];
  if (when.form?.length)
    parts.push(
      sql`SELECT account_id FROM application_forms WHERE status IN ${list(when.form)}${
        product ? sql` AND ${product} = ANY(products)` : sql``
      }`,
    );
  if (when.quote?.length)
    parts.push(sql`SELECT account_id FROM quotes WHERE status IN ${list(when.quote)}${of('product')}`);
  if (when.checkout?.length)
    parts.push(sql`SELECT account_id FROM checkouts WHERE status IN ${list(when.checkout)}${of('product')}`);
  if (when.policy?.length)
    parts.push(sql`SELECT account_id FROM policies WHERE status IN ${list(when.policy)}${of('product')}`);
  if (when.declined)
    parts.push(
      sql`SELECT account_id FROM underwriting_submissions WHERE results @> ${JSON.stringify([
        product ? { product, decision: 'DECLINE' } : { decision: 'DECLINE' },
      ])}::jsonb`,
    );
  return sql.join(parts, sql` UNION `);
}

/** The ids of one page (or, with `limit` null, of every match) in order, with the sort key and the total. */
async function pageIds(
  db: Db,
  brokerId: string,
  filter: BookFilter,
  cursor: BookCursor | null,
  limit: number | null,
  now: Date,
) {
  const book = sql`SELECT bc.account_id FROM broker_customers bc JOIN accounts a ON a.id = bc.account_id
                    WHERE bc.broker_id = ${brokerId}${searchCondition(filter.search)}
                      AND bc.account_id IN (${candidatesSql(filter)})`;
  const wanted = filter.status
    ? sql`${filter.product ? `${filter.product}:${filter.status}` : filter.status}`
    : filter.product
      ? sql`${filter.product}`
      : null;
  // Per company: its statuses, its products under way, and the two together, each searched with @>.
  const byStatus = filter.status ? (filter.product ? sql`cs.pairs` : sql`cs.statuses`) : sql`cs.products`;
  const column = SORT_COLUMNS[filter.sort];
  const direction = sql.raw(filter.descending ? 'DESC' : 'ASC');
  const after = cursor
    ? sql` AND (m.sort_value, m.id) ${sql.raw(filter.descending ? '<' : '>')} (${cursor.key}::${SORT_CASTS[filter.sort]}, ${cursor.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    WITH ${
      wanted
        ? sql`${factsSql(book, now)},
    company_statuses AS (
      SELECT account_id, array_agg(status) AS statuses, array_agg(product) AS products,
             array_agg(product || ':' || status) AS pairs
        FROM facts WHERE status IS NOT NULL GROUP BY account_id
    ),`
        : sql``
    }
    matches AS (
      SELECT a.id, ${column} AS sort_value
        FROM broker_customers bc JOIN accounts a ON a.id = bc.account_id
        ${wanted ? sql`JOIN company_statuses cs ON cs.account_id = a.id AND ${byStatus} @> ARRAY[${wanted}]::text[]` : sql``}
       WHERE bc.broker_id = ${brokerId}${searchCondition(filter.search)}
    )
    SELECT m.id, m.sort_value::text AS sort_key, (SELECT count(*) FROM matches)::int AS total
      FROM matches m WHERE true${after}
     ORDER BY m.sort_value ${direction}, m.id ${direction}
     ${limit === null ? sql`` : sql`LIMIT ${limit}`}
  `);
  return rowsOf<{ id: string; sort_key: string; total: number }>(result);
}

/** The page's companies in full, in the order of `ids`. */
async function pageCompanies(db: Db, ids: string[], now: Date) {
  const scope = sql`SELECT unnest(${sql.raw('ARRAY[')}${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}${sql.raw(']')})`;
  const todayIn = (countryColumn: string) => sqlBusinessToday(sql.raw(countryColumn), now);
  const result = await db.execute(sql`
    WITH ${factsSql(scope, now)}
    SELECT a.id, a.legal_name, a.kind, a.country, a.tax_id_type, a.tax_id, a.owner_email, bc.customer_name,
           bc.assessment_status,
           (SELECT count(*) FROM application_forms f WHERE f.account_id = a.id)::int AS total_forms,
           (SELECT count(*) FROM application_forms f WHERE f.account_id = a.id AND f.status NOT IN ${OPEN_FORM_STATUSES})::int AS forms_completed,
           (SELECT f.status FROM application_forms f WHERE f.account_id = a.id ORDER BY f.updated_at DESC LIMIT 1) AS ipaf_status,
           ends.day::text AS expiration_date,
           COALESCE(ends.day <= ${todayIn('a.country')} + ${BOOK_EXPIRING_SOON_DAYS}::int, false) AS is_expiring_soon,
           COALESCE((SELECT json_agg(json_build_object('product', f.product, 'form', f.form, 'quote', f.quote,
                       'checkout', f.checkout, 'policy', f.policy, 'declined', f.declined, 'renewal_due', f.renewal_due))
                       FROM facts f WHERE f.account_id = a.id), '[]'::json) AS facts
      FROM accounts a
      JOIN broker_customers bc ON bc.account_id = a.id
      LEFT JOIN LATERAL (
        SELECT min(day) AS day FROM (
          SELECT ${sqlBusinessDate(sql.raw('q.expires_at'), sql.raw('a.country'))} AS day FROM quotes q
           WHERE q.account_id = a.id AND q.status IN ('AVAILABLE', 'SELECTED')
          UNION ALL
          SELECT p.expiry_date FROM policies p
           WHERE p.account_id = a.id AND p.status IN ('ACTIVE', 'CREATED', 'PENDING_INITIAL_PAYMENT')
        ) ends_at WHERE day >= ${todayIn('a.country')}
      ) ends ON true
     WHERE a.id IN (${scope})
  `);
  const byId = new Map(rowsOf<Omit<BookRow, 'sort_key' | 'total'>>(result).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
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
  const page = await pageIds(db, brokerId, filter, cursor, limit, now);
  if (page.length === 0) return [];
  const companies = await pageCompanies(
    db,
    page.map((row) => row.id),
    now,
  );
  return companies.map((company, index) => ({
    ...company,
    sort_key: page[index]!.sort_key,
    total: page[index]!.total,
  }));
}
