// The rows a brokerage's earnings are computed from: the policies issued from checkouts it was
// broker of record of (the checkout keeps the rate and the commission it disclosed), their
// invoices (when the customer paid each instalment), their cancellations, and the statements
// that carry each commission line (whether operations paid it).
import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  businessDateOf,
  commissionLines,
  toCents,
  type CommissionLine,
  type Country,
  type Currency,
  type PolicyCommission,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import {
  accounts,
  brokers,
  checkouts,
  commissionStatements,
  invoices,
  policies,
  policyCancellations,
} from '../../db/schema';

export type StatementRow = typeof commissionStatements.$inferSelect;

export async function brokerOf(db: Db, brokerId: string) {
  const [broker] = await db.select().from(brokers).where(eq(brokers.id, brokerId)).limit(1);
  return broker;
}

export const statementsOf = (db: Db, brokerId: string) =>
  db
    .select()
    .from(commissionStatements)
    .where(eq(commissionStatements.broker_id, brokerId))
    .orderBy(desc(commissionStatements.period), desc(commissionStatements.sequence));

/** When each stated line was paid (null while its statement is unpaid), by line key. */
function paidOnByKey(statements: StatementRow[], country: Country) {
  const paid = new Map<string, string | null>();
  for (const statement of statements)
    for (const line of statement.lines)
      paid.set(line.key, statement.paid_at ? businessDateOf(statement.paid_at, country) : null);
  return paid;
}

/** Every commission line of the brokerage's policies on `today`, and the statements read with them. */
export async function brokerCommissionLines(db: Db, brokerId: string, country: Country, today: string) {
  const rows = await db
    .select({
      policy: policies,
      checkout: checkouts,
      country: accounts.country,
      cancelledOn: policyCancellations.cancelled_on,
    })
    .from(policies)
    .innerJoin(checkouts, eq(checkouts.id, policies.checkout_id))
    .innerJoin(accounts, eq(accounts.id, policies.account_id))
    .leftJoin(policyCancellations, eq(policyCancellations.policy_id, policies.id))
    .where(eq(checkouts.broker_id, brokerId))
    .orderBy(asc(policies.policy_number));
  const policyIds = rows.map((row) => row.policy.id);
  const invoiceRows = policyIds.length
    ? await db.select().from(invoices).where(inArray(invoices.policy_id, policyIds))
    : [];
  const statements = await statementsOf(db, brokerId);
  const paid = paidOnByKey(statements, country);
  const lines: CommissionLine[] = rows.flatMap(({ policy, checkout, country: accountCountry, cancelledOn }) => {
    if (checkout.commission_rate === null) return [];
    const ofPolicy = invoiceRows.filter((invoice) => invoice.policy_id === policy.id);
    const input: PolicyCommission = {
      policyId: policy.id,
      policyNumber: policy.policy_number,
      product: policy.product,
      currency: policy.currency as Currency,
      rate: Number(checkout.commission_rate),
      grossPremiumCents: toCents(checkout.gross_premium),
      effectiveDate: policy.effective_date,
      expiryDate: policy.expiry_date,
      cancelledOn,
      instalments: Array.from({ length: checkout.instalments }, (_, index) => {
        const invoice = ofPolicy.find((item) => item.instalment === index + 1);
        return {
          number: index + 1,
          premiumPaidOn: invoice?.paid_at ? businessDateOf(invoice.paid_at, accountCountry) : null,
          commissionPaidOn: paid.get(`${policy.id}:${index + 1}`) ?? null,
        };
      }),
      clawbackPaidOn: paid.get(`${policy.id}:clawback`) ?? null,
    };
    return commissionLines(input, today);
  });
  return { lines, statements };
}
