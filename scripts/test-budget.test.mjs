// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGET_SECONDS, TOTAL_BUDGET_SECONDS, budgetReport } from './test-budget.mjs';

describe("npm test's budget per part", () => {
  it('leaves the parts a minute short of the 15 minutes of the whole run, for starting servers and the like', () => {
    const sequential = Object.entries(BUDGET_SECONDS)
      .filter(([name]) => name !== 'build') // runs beside the API suites
      .reduce((sum, [, seconds]) => sum + seconds, 0);
    expect(sequential).toBeLessThanOrEqual(TOTAL_BUDGET_SECONDS - 60);
  });

  it('prints each part that ran against its budget, marks the ones past it, then the total', () => {
    const lines = budgetReport({ static: 50, unit: 130, e2e: 400 }, 950);
    expect(lines).toEqual([
      'static       50 s of  60 s',
      'unit        130 s of  60 s  OVER BUDGET',
      'e2e         400 s of 390 s  OVER BUDGET',
      'total       950 s of 900 s  OVER BUDGET',
    ]);
  });
});
