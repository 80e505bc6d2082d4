import { describe, expect, it } from 'vitest';
import { PURCHASE_STEPS, purchasePath, type PurchasePosition } from './purchase-path';

/** The path as one letter a step: d(one), c(urrent), u(pcoming), in PURCHASE_STEPS' order. */
const shape = (position: PurchasePosition) =>
  purchasePath(position)
    .map((step) => step.state[0])
    .join('');

describe('the purchase path (quote, checkout, signature, issued, paid)', () => {
  it('names its five steps in order', () => {
    expect(PURCHASE_STEPS).toEqual(['quote', 'checkout', 'signature', 'issued', 'paid']);
    expect(purchasePath({}).map((step) => step.id)).toEqual([...PURCHASE_STEPS]);
  });

  it.each<[string, PurchasePosition, string]>([
    ['nothing yet', {}, 'cuuuu'],
    ['options under analysis', { quote: 'SEARCHING' }, 'cuuuu'],
    ['options to choose from', { quote: 'AVAILABLE' }, 'cuuuu'],
    ['an expired option: choose again', { quote: 'EXPIRED' }, 'cuuuu'],
    ['an option selected, no checkout yet', { quote: 'SELECTED' }, 'dcuuu'],
    ['a checkout being filled in', { quote: 'SELECTED', checkout: 'DRAFT' }, 'dcuuu'],
    ['a replaced checkout counts for nothing', { quote: 'AVAILABLE', checkout: 'REPLACED' }, 'cuuuu'],
    ['sent to the signatory', { quote: 'SELECTED', checkout: 'PENDING_SIGNATURE' }, 'ddcuu'],
    ['signed, the policy being issued', { quote: 'BEING_ISSUED', checkout: 'SIGNED' }, 'dddcu'],
    ['the quote alone says it is being issued', { quote: 'BEING_ISSUED' }, 'dddcu'],
    ['issued, first instalment to pay', { quote: 'ISSUED', checkout: 'ISSUED' }, 'ddddc'],
    ['a policy starting later, unpaid', { policy: 'CREATED' }, 'ddddc'],
    ['a policy waiting for its first payment', { policy: 'PENDING_INITIAL_PAYMENT' }, 'ddddc'],
    ['a policy paid ahead of its start', { policy: 'CREATED', firstInstalmentPaid: true }, 'ddddd'],
    ['an active policy', { checkout: 'ISSUED', policy: 'ACTIVE' }, 'ddddd'],
    ['an expired policy', { policy: 'EXPIRED' }, 'ddddd'],
  ])('%s', (_, position, expected) => {
    expect(shape(position)).toBe(expected);
  });

  it('has at most one current step, and every step before it is done', () => {
    for (const position of [{}, { quote: 'SELECTED' }, { checkout: 'SIGNED' }, { policy: 'ACTIVE' }] as const) {
      const states = purchasePath(position).map((step) => step.state);
      expect(states.filter((state) => state === 'current').length).toBeLessThanOrEqual(1);
      const current = states.indexOf('current');
      if (current > 0) expect(states.slice(0, current).every((state) => state === 'done')).toBe(true);
    }
  });
});
