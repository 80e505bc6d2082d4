import { describe, expect, it } from 'vitest';
import { commissionLines, earningsSummary, statementLines, type PolicyCommission } from './commission-earnings';

// 12,000.00 of premium at 15%: 1,800.00 of commission over 4 instalments of 450.00.
const policy = (overrides: Partial<PolicyCommission> = {}): PolicyCommission => ({
  policyId: 'p1',
  policyNumber: 'DO-1',
  product: 'D_AND_O',
  currency: 'BRL',
  rate: 0.15,
  grossPremiumCents: 1_200_000,
  effectiveDate: '2026-01-01',
  expiryDate: '2027-01-01',
  cancelledOn: null,
  instalments: [
    { number: 1, premiumPaidOn: '2026-01-10', commissionPaidOn: '2026-02-20' },
    { number: 2, premiumPaidOn: '2026-02-10', commissionPaidOn: null },
    { number: 3, premiumPaidOn: null, commissionPaidOn: null },
    { number: 4, premiumPaidOn: null, commissionPaidOn: null },
  ],
  clawbackPaidOn: null,
  ...overrides,
});

describe('commission per instalment', () => {
  it('expects the rate times the premium of each paid instalment, by the month the premium was paid', () => {
    const lines = commissionLines(policy(), '2026-02-15');
    expect(lines.map((line) => [line.instalment, line.month, line.amountCents, line.status])).toEqual([
      [1, '2026-01', 45_000, 'PAID'],
      [2, '2026-02', 45_000, 'EXPECTED'],
      [3, null, 45_000, 'AWAITING_PREMIUM'],
      [4, null, 45_000, 'AWAITING_PREMIUM'],
    ]);
  });

  it('puts the odd cents on the first instalment, so the instalments add up to the commission exactly', () => {
    const lines = commissionLines(policy({ grossPremiumCents: 100_015, rate: 0.2 }), '2026-02-15');
    expect(lines.map((line) => line.amountCents)).toEqual([5_003, 5_000, 5_000, 5_000]);
  });

  it('is overdue once the month after the premium was paid has ended unpaid', () => {
    const line = commissionLines(policy(), '2026-04-01').find((item) => item.instalment === 2)!;
    expect(line.dueOn).toBe('2026-03-31');
    expect(line.status).toBe('OVERDUE');
    expect(commissionLines(policy(), '2026-03-31').find((item) => item.instalment === 2)!.status).toBe('EXPECTED');
  });

  it('claws back the commission paid on premium beyond the cancellation day, pro rata', () => {
    // Cancelled after 90 of 365 days with 900.00 of commission on paid premium: 1,800.00 x 90/365 = 443.84 earned.
    const lines = commissionLines(policy({ cancelledOn: '2026-04-01' }), '2026-04-10');
    const clawback = lines.find((line) => line.kind === 'CLAWBACK')!;
    expect(clawback).toMatchObject({ month: '2026-04', amountCents: -(90_000 - 44_384), status: 'EXPECTED' });
    expect(lines.filter((line) => line.status === 'CANCELLED').map((line) => line.instalment)).toEqual([3, 4]);
  });

  it('claws back nothing when the commission paid does not exceed what was earned', () => {
    const lines = commissionLines(policy({ cancelledOn: '2026-12-01' }), '2026-12-10');
    expect(lines.some((line) => line.kind === 'CLAWBACK')).toBe(false);
  });
});

describe('earnings summary', () => {
  it('totals expected, paid, overdue and clawback, and by month', () => {
    const lines = [
      ...commissionLines(policy(), '2026-04-01'),
      ...commissionLines(policy({ policyId: 'p2', cancelledOn: '2026-04-01' }), '2026-04-01'),
    ];
    const summary = earningsSummary(lines);
    expect(summary.totals).toEqual([
      {
        currency: 'BRL',
        expectedCents: 45_000 * 4 - 45_616,
        paidCents: 90_000,
        outstandingCents: 45_000 * 2 - 45_616,
        overdueCents: 90_000,
        clawbackCents: -45_616,
      },
    ]);
    expect(summary.months.map((month) => [month.month, month.expectedCents, month.paidCents])).toEqual([
      ['2026-04', -45_616, 0],
      ['2026-02', 90_000, 0],
      ['2026-01', 90_000, 90_000],
    ]);
  });

  it('never adds two currencies: a total and a month per currency, a commission in its policy’s', () => {
    const lines = [
      ...commissionLines(policy(), '2026-02-15'),
      ...commissionLines(policy({ policyId: 'p2', currency: 'MXN', rate: 0.1 }), '2026-02-15'),
    ];
    expect(lines.filter((line) => line.policyId === 'p2').every((line) => line.currency === 'MXN')).toBe(true);
    const summary = earningsSummary(lines);
    expect(summary.totals.map((total) => [total.currency, total.expectedCents, total.paidCents])).toEqual([
      ['BRL', 90_000, 45_000],
      ['MXN', 60_000, 30_000],
    ]);
    expect(summary.months.map((month) => [month.month, month.currency, month.expectedCents])).toEqual([
      ['2026-02', 'BRL', 45_000],
      ['2026-02', 'MXN', 30_000],
      ['2026-01', 'BRL', 45_000],
      ['2026-01', 'MXN', 30_000],
    ]);
  });
});

describe('statement lines', () => {
  it('takes what is due up to the month and not on another statement', () => {
    const lines = commissionLines(policy(), '2026-04-01');
    expect(statementLines(lines, '2026-01', new Set()).map((line) => line.key)).toEqual(['p1:1']);
    expect(statementLines(lines, '2026-02', new Set(['p1:1'])).map((line) => line.key)).toEqual(['p1:2']);
    expect(statementLines(lines, '2026-02', new Set(['p1:1', 'p1:2']))).toEqual([]);
  });
});
