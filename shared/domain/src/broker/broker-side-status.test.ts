import { describe, expect, it } from 'vitest';
import {
  BROKER_SIDE_STATUS_TABLE,
  BROKER_SIDE_STATUSES,
  brokerSideStatus,
  type BrokerSideFacts,
  type BrokerSideStatus,
} from './broker-side-status';

const nothing: BrokerSideFacts = {
  form: null,
  quote: null,
  checkout: null,
  policy: null,
  declined: false,
  renewalDue: false,
};
const facts = (partial: Partial<BrokerSideFacts>): BrokerSideFacts => ({ ...nothing, ...partial });

// Every condition of every row of the table, alone, and the status it gives.
const EVERY_ROW: [Partial<BrokerSideFacts>, BrokerSideStatus][] = [
  [{ checkout: 'PENDING_SIGNATURE' }, 'POLICY_PENDING_SIGNATURE'],
  [{ checkout: 'SIGNED' }, 'ISSUING_POLICY'],
  [{ quote: 'BEING_ISSUED' }, 'ISSUING_POLICY'],
  [{ policy: 'PENDING_INITIAL_PAYMENT' }, 'POLICY_PENDING_PAYMENT'],
  [{ policy: 'ACTIVE', renewalDue: true }, 'POLICY_TO_RENEW'],
  [{ policy: 'ACTIVE' }, 'POLICY_ISSUED'],
  [{ policy: 'CREATED' }, 'POLICY_ISSUED'],
  [{ checkout: 'DRAFT' }, 'QUOTE_AWAITING_SELECTION'],
  [{ quote: 'AVAILABLE' }, 'QUOTE_AWAITING_SELECTION'],
  [{ quote: 'SELECTED' }, 'QUOTE_AWAITING_SELECTION'],
  [{ quote: 'SEARCHING' }, 'WORKING_ON_QUOTE'],
  [{ form: 'QUOTING' }, 'WORKING_ON_QUOTE'],
  [{ form: 'BEING_QUOTED' }, 'WORKING_ON_QUOTE'],
  [{ form: 'CURRENT_QUOTING' }, 'WORKING_ON_QUOTE'],
  [{ declined: true }, 'QUOTE_REJECTED'],
  [{ form: 'REJECTED' }, 'QUOTE_REJECTED'],
  [{ form: 'INITIAL' }, 'FORM_IN_PROGRESS'],
  [{ form: 'EMPTY' }, 'FORM_IN_PROGRESS'],
  [{ form: 'IPAF_IN_PROGRESS' }, 'FORM_IN_PROGRESS'],
  [{ form: 'PENDING_REVIEW' }, 'FORM_IN_PROGRESS'],
  [{ form: 'EXPIRED' }, 'FORM_EXPIRED'],
  [{ form: 'IPAF_EXPIRED' }, 'FORM_EXPIRED'],
  [{ policy: 'EXPIRED' }, 'POLICY_EXPIRED'],
  [{ quote: 'EXPIRED' }, 'QUOTE_EXPIRED'],
];

describe('brokerSideStatus', () => {
  it.each(EVERY_ROW)('%o is %s', (partial, status) => {
    expect(brokerSideStatus(facts(partial))).toBe(status);
  });

  it('covers every condition of every row, and every broker-side status has a row', () => {
    const conditions = BROKER_SIDE_STATUS_TABLE.flatMap((rule) =>
      Object.entries(rule.when).flatMap(([key, values]) =>
        key === 'renewalDue' ? [] : Array.isArray(values) ? values.map((value) => `${key}:${value}`) : [`${key}:true`],
      ),
    );
    const tested = EVERY_ROW.map(([partial]) => {
      const [key, value] = Object.entries(partial).find(([name]) => name !== 'renewalDue')!;
      return `${key}:${value}`;
    });
    expect(new Set(tested)).toEqual(new Set(conditions));
    expect(new Set(BROKER_SIDE_STATUS_TABLE.map((rule) => rule.status))).toEqual(new Set(BROKER_SIDE_STATUSES));
  });

  it('is null when nothing has started, or only what another record speaks for is left', () => {
    expect(brokerSideStatus(nothing)).toBeNull();
    expect(brokerSideStatus(facts({ form: 'CLOSED', quote: 'WITHDRAWN', checkout: 'REPLACED' }))).toBeNull();
  });

  it('puts a purchase under way before the policy in force, and the policy before an older quote', () => {
    expect(brokerSideStatus(facts({ policy: 'ACTIVE', renewalDue: true, checkout: 'PENDING_SIGNATURE' }))).toBe(
      'POLICY_PENDING_SIGNATURE',
    );
    expect(brokerSideStatus(facts({ policy: 'ACTIVE', quote: 'EXPIRED', form: 'CLOSED' }))).toBe('POLICY_ISSUED');
    expect(brokerSideStatus(facts({ policy: 'EXPIRED', form: 'IPAF_IN_PROGRESS' }))).toBe('FORM_IN_PROGRESS');
    expect(brokerSideStatus(facts({ quote: 'AVAILABLE', form: 'QUOTE_READY' }))).toBe('QUOTE_AWAITING_SELECTION');
    expect(brokerSideStatus(facts({ policy: 'EXPIRED', quote: 'EXPIRED' }))).toBe('POLICY_EXPIRED');
  });

  it('asks the renewal window only of an active policy', () => {
    expect(brokerSideStatus(facts({ policy: 'CREATED', renewalDue: true }))).toBe('POLICY_ISSUED');
    expect(brokerSideStatus(facts({ policy: 'EXPIRED', renewalDue: true }))).toBe('POLICY_EXPIRED');
  });
});
