import { describe, expect, it } from 'vitest';
import {
  BROKER_COMMISSION_RATE_BOUNDS,
  brokerCommission,
  commissionRateProblem,
  DEFAULT_BROKER_COMMISSION_RATE,
  effectiveCommissionRate,
} from './broker-commission';

describe('broker commission rates', () => {
  it.each([
    [BROKER_COMMISSION_RATE_BOUNDS.min, null],
    [BROKER_COMMISSION_RATE_BOUNDS.max, null],
    [0.1725, null],
    [0.0499, 'VALIDATION_FAILED'],
    [0.3001, 'VALIDATION_FAILED'],
    [0.12345, 'VALIDATION_FAILED'],
    [Number.NaN, 'VALIDATION_FAILED'],
  ])('%s is %s', (rate, problem) => {
    expect(commissionRateProblem(rate)).toBe(problem);
  });

  it('uses the negotiated rate when there is one, else the default', () => {
    expect(effectiveCommissionRate('0.1500')).toBe(0.15);
    expect(effectiveCommissionRate(null)).toBe(DEFAULT_BROKER_COMMISSION_RATE);
  });
});

describe('broker commission', () => {
  it('pays the broker a rate of the gross premium, in cents', () => {
    expect(brokerCommission(1_850_000, 0.2)).toBe(370_000);
    expect(brokerCommission(1_234_567, 0.15)).toBe(185_185);
  });
});
