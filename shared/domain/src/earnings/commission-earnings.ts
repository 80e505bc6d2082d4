// The broker's earnings (issue 23 item 4, docs/broker-earnings.md): commission per policy and per
// instalment, expected (the rate the checkout disclosed, negotiated or default, times the premium
// the customer paid) against paid (the commission statement that carries it was paid), by month,
// with what is overdue and, for a cancelled policy, the clawback. Everything in integer cents.
import { daysFromTo, plusDays, plusMonths } from '../business-date/business-date';
import { CURRENCIES, type Currency } from '../locale';
import { brokerCommission } from '../pricing/broker-commission';
import type { Product } from '../statuses';

/** One instalment of a policy: when the customer paid its premium, when operations paid its commission. */
export interface InstalmentPayments {
  number: number;
  premiumPaidOn: string | null;
  commissionPaidOn: string | null;
}

/** A policy the brokerage is broker of record of, as its checkout disclosed the commission. */
export interface PolicyCommission {
  policyId: string;
  policyNumber: string;
  product: Product;
  /** The policy's: its commission is paid in it (issue 28). */
  currency: Currency;
  /** The rate the checkout computed the commission with (a fraction of the net premium). */
  rate: number;
  /** The premium net of tax, in cents: what the rate applies to. */
  grossPremiumCents: number;
  effectiveDate: string;
  expiryDate: string;
  cancelledOn: string | null;
  instalments: InstalmentPayments[];
  /** When the statement carrying the clawback was paid (settled against the brokerage). */
  clawbackPaidOn: string | null;
}

export const COMMISSION_LINE_STATUSES = ['AWAITING_PREMIUM', 'EXPECTED', 'OVERDUE', 'PAID', 'CANCELLED'] as const;
export type CommissionLineStatus = (typeof COMMISSION_LINE_STATUSES)[number];

export interface CommissionLine {
  /** `<policy id>:<instalment>` or `<policy id>:clawback`: what a statement names it by. */
  key: string;
  kind: 'COMMISSION' | 'CLAWBACK';
  policyId: string;
  policyNumber: string;
  product: Product;
  /** The policy's currency, which the amount is in. */
  currency: Currency;
  instalment: number | null;
  /** YYYY-MM the premium was paid (or the policy cancelled); null while nothing is due. */
  month: string | null;
  /** Negative for a clawback. */
  amountCents: number;
  dueOn: string | null;
  status: CommissionLineStatus;
}

const monthOf = (day: string) => day.slice(0, 7);

/** Our rule: operations pay a month's commission by the end of the following month. */
export const commissionDueOn = (day: string) => plusDays(plusMonths(`${monthOf(day)}-01`, 2), -1);

/** `total` in `count` parts, the odd cents on the first (as the instalments of the premium). */
function split(total: number, count: number): number[] {
  const base = Math.trunc(total / count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? total - base * (count - 1) : base));
}

const statusOf = (paidOn: string | null, dueOn: string, today: string): CommissionLineStatus =>
  paidOn ? 'PAID' : today > dueOn ? 'OVERDUE' : 'EXPECTED';

/** The commission lines of one policy on `today` (YYYY-MM-DD, the brokerage's business day). */
export function commissionLines(policy: PolicyCommission, today: string): CommissionLine[] {
  const total = brokerCommission(policy.grossPremiumCents, policy.rate);
  const shares = split(total, Math.max(policy.instalments.length, 1));
  const base = {
    policyId: policy.policyId,
    policyNumber: policy.policyNumber,
    product: policy.product,
    currency: policy.currency,
  };
  const lines: CommissionLine[] = policy.instalments.map((instalment, index) => {
    const line = { ...base, key: `${policy.policyId}:${instalment.number}`, kind: 'COMMISSION' as const };
    const amountCents = shares[index] ?? 0;
    if (!instalment.premiumPaidOn) {
      const status = policy.cancelledOn ? 'CANCELLED' : 'AWAITING_PREMIUM';
      return { ...line, instalment: instalment.number, month: null, amountCents, dueOn: null, status };
    }
    const dueOn = commissionDueOn(instalment.premiumPaidOn);
    return {
      ...line,
      instalment: instalment.number,
      month: monthOf(instalment.premiumPaidOn),
      amountCents,
      dueOn,
      status: statusOf(instalment.commissionPaidOn, dueOn, today),
    };
  });
  const clawback = policy.cancelledOn ? clawbackCents(policy, total, lines) : 0;
  if (policy.cancelledOn && clawback < 0) {
    const dueOn = commissionDueOn(policy.cancelledOn);
    lines.push({
      ...base,
      key: `${policy.policyId}:clawback`,
      kind: 'CLAWBACK',
      instalment: null,
      month: monthOf(policy.cancelledOn),
      amountCents: clawback,
      dueOn,
      status: statusOf(policy.clawbackPaidOn, dueOn, today),
    });
  }
  return lines;
}

/**
 * What goes back on cancellation: the commission on premium paid beyond what the days covered
 * earned (pro rata temporis, as the insurer refunds the premium), never more than was paid.
 */
function clawbackCents(policy: PolicyCommission, total: number, lines: CommissionLine[]): number {
  const term = daysFromTo(policy.effectiveDate, policy.expiryDate);
  const covered = Math.min(Math.max(daysFromTo(policy.effectiveDate, policy.cancelledOn!), 0), term);
  const earned = Math.round((total * covered) / Math.max(term, 1));
  const onPaidPremium = lines.filter((line) => line.month).reduce((sum, line) => sum + line.amountCents, 0);
  return Math.min(earned - onPaidPremium, 0);
}

export interface EarningsTotals {
  expectedCents: number;
  paidCents: number;
  outstandingCents: number;
  overdueCents: number;
  clawbackCents: number;
}

const DUE: CommissionLineStatus[] = ['EXPECTED', 'OVERDUE', 'PAID'];

function totalsOf(lines: CommissionLine[]): EarningsTotals {
  const due = lines.filter((line) => DUE.includes(line.status));
  const sum = (items: CommissionLine[]) => items.reduce((total, line) => total + line.amountCents, 0);
  const expectedCents = sum(due);
  const paidCents = sum(due.filter((line) => line.status === 'PAID'));
  return {
    expectedCents,
    paidCents,
    outstandingCents: expectedCents - paidCents,
    overdueCents: sum(due.filter((line) => line.status === 'OVERDUE')),
    clawbackCents: sum(due.filter((line) => line.kind === 'CLAWBACK')),
  };
}

/** The currencies the lines are in, in CURRENCIES' order, so that totals keep their place on the screen. */
const currenciesOf = (lines: CommissionLine[]) =>
  CURRENCIES.filter((currency) => lines.some((line) => line.currency === currency));

/**
 * Totals of every line, and per month (newest first), each per currency: a brokerage selling in
 * Brazil and Mexico has a total in reais and one in pesos, never their sum (issue 28).
 */
export function earningsSummary(lines: CommissionLine[]) {
  const months = [...new Set(lines.map((line) => line.month).filter((month): month is string => !!month))].sort(
    (a, b) => b.localeCompare(a),
  );
  const perCurrency = (of: CommissionLine[]) =>
    currenciesOf(of).map((currency) => ({ currency, ...totalsOf(of.filter((line) => line.currency === currency)) }));
  return {
    totals: perCurrency(lines),
    months: months.flatMap((month) =>
      perCurrency(lines.filter((line) => line.month === month)).map((totals) => ({ month, ...totals })),
    ),
  };
}

/** The lines a statement for `period` (YYYY-MM) carries: due up to that month and on no other statement. */
export const statementLines = (lines: CommissionLine[], period: string, stated: ReadonlySet<string>) =>
  lines.filter((line) => line.month && line.month <= period && line.status !== 'CANCELLED' && !stated.has(line.key));
