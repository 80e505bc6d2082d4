// The brokerage's earnings screen (broker/earnings/home): every commission line of its policies,
// the totals and the months per currency, in the currency's major unit.
import {
  businessToday,
  earningsSummary,
  fromCents,
  type CommissionLine,
  type Currency,
  type EarningsTotals,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/errors';
import { brokerCommissionLines, brokerOf } from './queries';

const moneyOf = (totals: EarningsTotals & { currency: Currency }) => ({
  currency: totals.currency,
  expected: fromCents(totals.expectedCents),
  paid: fromCents(totals.paidCents),
  outstanding: fromCents(totals.outstandingCents),
  overdue: fromCents(totals.overdueCents),
  clawback: fromCents(totals.clawbackCents),
});

const lineView = (line: CommissionLine) => ({
  key: line.key,
  kind: line.kind,
  instalment: line.instalment,
  month: line.month,
  currency: line.currency,
  amount: fromCents(line.amountCents),
  due_on: line.dueOn,
  status: line.status,
});

export async function brokerEarnings(db: Db, brokerId: string, now = new Date()) {
  const broker = await brokerOf(db, brokerId);
  if (!broker) throw notFound();
  const today = businessToday(broker.country, now);
  const { lines } = await brokerCommissionLines(db, brokerId, broker.country, today);
  const summary = earningsSummary(lines);
  const policyIds = [...new Set(lines.map((line) => line.policyId))];
  return {
    today,
    // Per currency: a brokerage whose customers are in Brazil and Mexico earns reais and pesos.
    totals: summary.totals.map(moneyOf),
    months: summary.months.map((month) => ({ month: month.month, ...moneyOf(month) })),
    policies: policyIds.map((policyId) => {
      const ofPolicy = lines.filter((line) => line.policyId === policyId);
      const first = ofPolicy[0]!;
      return {
        policy_id: policyId,
        policy_number: first.policyNumber,
        product: first.product,
        currency: first.currency,
        lines: ofPolicy.map(lineView),
      };
    }),
  };
}
