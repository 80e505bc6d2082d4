// The broker-side status table (shared/domain broker-side-status.ts) as an SQL CASE over the book's
// fact columns, so the book can filter by status in the database with the very rows the API and
// the screens read: the order of the WHENs is the table's, the first match wins in both.
import { sql, type SQL } from 'drizzle-orm';
import { BROKER_SIDE_STATUS_TABLE, type BrokerSideRule } from '@platform/domain';

const FACT_COLUMNS = { form: 'form', quote: 'quote', checkout: 'checkout', policy: 'policy' } as const;

const oneOf = (column: string, values: readonly string[] | undefined): SQL[] =>
  values?.length
    ? [
        sql`${sql.raw(column)} IN (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )})`,
      ]
    : [];

function condition({ when }: BrokerSideRule): SQL {
  if (when.renewalDue) return sql`(${sql.join(oneOf(FACT_COLUMNS.policy, when.policy), sql``)} AND renewal_due)`;
  const parts = [
    ...oneOf(FACT_COLUMNS.form, when.form),
    ...oneOf(FACT_COLUMNS.quote, when.quote),
    ...oneOf(FACT_COLUMNS.checkout, when.checkout),
    ...oneOf(FACT_COLUMNS.policy, when.policy),
    ...(when.declined ? [sql`declined`] : []),
  ];
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** CASE ... END giving the broker-side status (or NULL) of a row with form, quote, checkout, policy, declined and renewal_due. */
export function brokerSideStatusSql(): SQL {
  const whens = BROKER_SIDE_STATUS_TABLE.map((rule) => sql`WHEN ${condition(rule)} THEN ${rule.status}::text`);
  return sql`(CASE ${sql.join(whens, sql` `)} END)`;
}
