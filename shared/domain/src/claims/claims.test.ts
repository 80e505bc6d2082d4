import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '../statuses';
import { claimProtocol, claimReportProblems, claimsMadeWindow, type ClaimReport } from './claim-report';
import { CLAIM_TYPES, claimTypesFor } from './claim-types';
import { claimDaysLeft, claimDecisionDue, claimDecisionDueAfterAnswer } from './claim-deadline';
import { CLAIM_DISPLAY_STATUS, CLAIM_TRANSITIONS, claimEventsFor, nextClaimStatus } from './claim-status-machine';

const report: ClaimReport = {
  policy_id: 'p-1',
  type: 'DATA_BREACH',
  description: 'Customer records exposed.\nDetected by our monitoring.',
  occurred_on: '2026-10-01',
  learned_on: '2026-10-03',
  contact_name: 'Ana',
  contact_email: 'ana@demo.example',
  contact_phone: '+55 11 4000-0000',
};

describe('claim reports', () => {
  it('accept a complete report', () => {
    expect(claimReportProblems(report, '2026-11-23')).toEqual([]);
  });

  it('name each missing or wrong field with its code', () => {
    expect(
      claimReportProblems(
        {
          ...report,
          type: '',
          contact_email: 'ana@',
          learned_on: '2026-09-30',
          occurred_on: '2026-12-01',
          contact_phone: 'call me',
        },
        '2026-11-23',
      ),
    ).toEqual([
      { field: 'type', code: 'REQUIRED' },
      { field: 'occurred_on', code: 'VALIDATION_FAILED' },
      { field: 'learned_on', code: 'VALIDATION_FAILED' },
      { field: 'contact_email', code: 'INVALID_EMAIL' },
      { field: 'contact_phone', code: 'VALIDATION_FAILED' },
    ]);
  });

  it('tell whether a claims-made report falls in the period, the extended reporting period or outside', () => {
    const policy = { starts_on: '2025-01-01', ends_on: '2025-12-31', extended_reporting_months: 12 };
    expect(claimsMadeWindow(policy, '2025-06-01')).toBe('WITHIN_PERIOD');
    expect(claimsMadeWindow(policy, '2026-12-31')).toBe('WITHIN_EXTENDED_REPORTING');
    expect(claimsMadeWindow(policy, '2027-01-01')).toBe('OUTSIDE');
    expect(claimsMadeWindow({ starts_on: '2025-01-01', ends_on: '2025-12-31' }, '2026-01-01')).toBe('OUTSIDE');
  });

  it('offer each product only its own claim types, and refuse another product’s', () => {
    expect(claimTypesFor('D_AND_O')).not.toContain('RANSOMWARE');
    expect(claimTypesFor('CYBER')).toContain('RANSOMWARE');
    expect(claimTypesFor('E_AND_O')).toContain('PROFESSIONAL_ERROR');
    for (const product of ['D_AND_O', 'E_AND_O', 'CYBER'] as const)
      for (const type of claimTypesFor(product)) expect(CLAIM_TYPES).toContain(type);
    expect(claimReportProblems({ ...report, type: 'RANSOMWARE' }, '2026-11-23', 'D_AND_O')).toEqual([
      { field: 'type', code: 'CLAIM_TYPE_NOT_COVERED' },
    ]);
    expect(claimReportProblems(report, '2026-11-23', 'CYBER')).toEqual([]);
  });

  it('get readable protocol numbers', () => {
    expect(claimProtocol(2026, 42)).toBe('SIN-2026-00000042');
  });
});

describe('the claim state machine', () => {
  it('lets operations decide and the customer add information, and nothing after a decision', () => {
    expect(nextClaimStatus('PENDING', 'START_ANALYSIS', 'OPERATIONS')).toBe('IN_PROGRESS');
    expect(nextClaimStatus('IN_PROGRESS', 'APPROVE', 'OPERATIONS')).toBe('APPROVED');
    expect(nextClaimStatus('IN_PROGRESS', 'APPROVE', 'CUSTOMER')).toBeNull();
    expect(nextClaimStatus('APPROVED', 'REJECT', 'OPERATIONS')).toBeNull();
    expect(claimEventsFor('IN_PROGRESS', 'CUSTOMER')).toEqual(['ADD_INFORMATION']);
    expect(claimEventsFor('REJECTED', 'OPERATIONS')).toEqual([]);
  });

  it('only reaches real statuses, and shows rejected as closed', () => {
    for (const events of Object.values(CLAIM_TRANSITIONS))
      for (const transition of Object.values(events)) expect(CLAIM_STATUSES).toContain(transition.to);
    expect(CLAIM_DISPLAY_STATUS.REJECTED).toBe('CLOSED');
    expect(CLAIM_DISPLAY_STATUS.PENDING).toBe('IN_PROGRESS');
  });
});

describe('the legal deadline to decide a claim', () => {
  it('is 30 days after the report, and stops while requested information is outstanding', () => {
    expect(claimDecisionDue('2026-11-01T15:00:00Z', 'br')).toBe('2026-12-01');
    expect(claimDecisionDueAfterAnswer('2026-12-01', '2026-11-10T09:00:00Z', '2026-11-14T18:00:00Z', 'br')).toBe(
      '2026-12-05',
    );
    expect(claimDecisionDueAfterAnswer('2026-12-01', '2026-11-10T09:00:00Z', '2026-11-10T18:00:00Z', 'br')).toBe(
      '2026-12-01',
    );
    expect(claimDaysLeft('2026-12-01', '2026-11-23')).toBe(8);
    expect(claimDaysLeft('2026-12-01', '2026-12-03')).toBe(-2);
  });

  it('counts from the day the claim was reported in the country, not the UTC day', () => {
    // 31 October 22:00 in São Paulo is 1 November in UTC.
    expect(claimDecisionDue('2026-11-01T01:00:00Z', 'br')).toBe('2026-11-30');
    expect(claimDecisionDue('2026-11-01T01:00:00Z', 'mx')).toBe('2026-11-30');
    // Asked at 21:30 on 10 November in Bogotá, answered at 08:00 on 11 November: one day stopped.
    expect(claimDecisionDueAfterAnswer('2026-12-01', '2026-11-11T02:30:00Z', '2026-11-11T13:00:00Z', 'co')).toBe(
      '2026-12-02',
    );
  });

  it('runs its extended reporting period to the month’s end: 31 January + 1 month is 28 February', () => {
    const policy = { starts_on: '2025-01-31', ends_on: '2026-01-31', extended_reporting_months: 1 };
    expect(claimsMadeWindow(policy, '2026-02-28')).toBe('WITHIN_EXTENDED_REPORTING');
    expect(claimsMadeWindow(policy, '2026-03-01')).toBe('OUTSIDE');
  });
});
