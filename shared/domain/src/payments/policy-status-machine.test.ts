import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../statuses';
import {
  dueInvoiceEvent,
  duePolicyEvent,
  nextInvoiceStatus,
  nextPolicyStatus,
  noticeEndsOn,
  policyEventsFor,
  settledPolicyStatus,
  shownPaymentStatus,
} from './policy-status-machine';

const policy = { effectiveDate: '2026-12-01', expiryDate: '2027-12-01', firstInstalmentPaid: false };

describe('policy status machine', () => {
  it('waits for the start date, then for the first instalment', () => {
    expect(nextPolicyStatus('CREATED', 'START')).toBe('PENDING_INITIAL_PAYMENT');
    expect(nextPolicyStatus('PENDING_INITIAL_PAYMENT', 'PAY_FIRST_INSTALMENT')).toBe('ACTIVE');
    expect(nextPolicyStatus('CREATED', 'START_PAID')).toBe('ACTIVE');
    expect(nextPolicyStatus('ACTIVE', 'EXPIRE')).toBe('EXPIRED');
  });

  it('refuses illegal moves', () => {
    expect(nextPolicyStatus('CREATED', 'PAY_FIRST_INSTALMENT')).toBeNull();
    expect(nextPolicyStatus('EXPIRED', 'START')).toBeNull();
    expect(nextPolicyStatus('ACTIVE', 'START')).toBeNull();
    expect(policyEventsFor('EXPIRED')).toEqual([]);
  });

  it('picks the event the calendar and the payments call for', () => {
    expect(duePolicyEvent({ ...policy, status: 'CREATED' }, '2026-11-30')).toBeNull();
    expect(duePolicyEvent({ ...policy, status: 'CREATED' }, '2026-12-01')).toBe('START');
    expect(duePolicyEvent({ ...policy, status: 'CREATED', firstInstalmentPaid: true }, '2026-11-30')).toBeNull();
    expect(duePolicyEvent({ ...policy, status: 'CREATED', firstInstalmentPaid: true }, '2026-12-01')).toBe(
      'START_PAID',
    );
    expect(
      duePolicyEvent({ ...policy, status: 'PENDING_INITIAL_PAYMENT', firstInstalmentPaid: true }, '2026-12-05'),
    ).toBe('PAY_FIRST_INSTALMENT');
    expect(duePolicyEvent({ ...policy, status: 'ACTIVE', firstInstalmentPaid: true }, '2027-12-02')).toBe('EXPIRE');
    expect(duePolicyEvent({ ...policy, status: 'ACTIVE', firstInstalmentPaid: true }, '2027-12-01')).toBeNull();
  });

  it('settles a policy through every due step', () => {
    expect(settledPolicyStatus({ ...policy, status: 'CREATED' }, '2026-12-10')).toBe('PENDING_INITIAL_PAYMENT');
    expect(settledPolicyStatus({ ...policy, status: 'CREATED', firstInstalmentPaid: true }, '2026-12-10')).toBe(
      'ACTIVE',
    );
    expect(settledPolicyStatus({ ...policy, status: 'CREATED' }, '2028-01-01')).toBe('EXPIRED');
    expect(settledPolicyStatus({ ...policy, status: 'EXPIRED' }, '2028-01-01')).toBe('EXPIRED');
  });
});

describe('invoice status machine', () => {
  it('is paid by the payer, from every open status', () => {
    for (const status of ['PENDING', 'IN_QUEUE', 'LATE', 'DELAYED'] as const)
      expect(nextInvoiceStatus(status, 'PAY', 'PAYER')).toBe('PAID');
    expect(nextInvoiceStatus('PAID', 'PAY', 'PAYER')).toBeNull();
    expect(nextInvoiceStatus('PENDING', 'PAY', 'PLATFORM')).toBeNull();
  });

  it('falls due the day after its due date and is delayed when the 15 days of notice ran out', () => {
    expect(noticeEndsOn('2026-01-25')).toBe('2026-02-09');
    expect(dueInvoiceEvent({ status: 'PENDING', dueDate: '2026-01-25' }, '2026-01-25')).toBeNull();
    expect(dueInvoiceEvent({ status: 'PENDING', dueDate: '2026-01-25' }, '2026-01-26')).toBe('FALL_DUE');
    expect(dueInvoiceEvent({ status: 'LATE', dueDate: '2026-01-25' }, '2026-02-09')).toBeNull();
    expect(dueInvoiceEvent({ status: 'LATE', dueDate: '2026-01-25' }, '2026-02-10')).toBe('NOTICE_RUN_OUT');
    expect(dueInvoiceEvent({ status: 'PAID', dueDate: '2026-01-25' }, '2027-01-01')).toBeNull();
    expect(nextInvoiceStatus('LATE', 'NOTICE_RUN_OUT', 'PLATFORM')).toBe('DELAYED');
  });

  it('shows IN_QUEUE as pending', () => {
    expect(PAYMENT_STATUSES.map(shownPaymentStatus)).toEqual(['PAID', 'PENDING', 'LATE', 'DELAYED', 'PENDING']);
  });
});
