import { describe, expect, it } from 'vitest';
import { instantPlusMonths } from '../business-date/business-date';
import {
  cyberActivityOf,
  cyberDisputeEventsFor,
  cyberDomain,
  cyberRequestEventsFor,
  cyberRequestProblems,
  domainProofOf,
  nextCyberDisputeStatus,
  nextCyberReportStatus,
  nextCyberRequestStatus,
  riskLevelOf,
} from './index';

const valid = {
  plan: 'LITE' as const,
  main_domain: 'demo.com.br',
  activity: 'HEALTH' as const,
  employees: 40,
  revenue_band: 'FROM_1M_TO_5M' as const,
};

describe('cyber request rules (spec section 5)', () => {
  it('accepts a complete request', () => {
    expect(cyberRequestProblems(valid)).toEqual([]);
  });

  it('requires domain, activity, employee count and revenue band', () => {
    expect(
      cyberRequestProblems({ plan: 'LITE', main_domain: ' ', activity: '', employees: null, revenue_band: null }),
    ).toEqual([
      { field: 'main_domain', code: 'REQUIRED' },
      { field: 'activity', code: 'REQUIRED' },
      { field: 'employees', code: 'REQUIRED' },
      { field: 'revenue_band', code: 'REQUIRED' },
    ]);
  });

  it('refuses a domain that is not one, and employees out of range', () => {
    expect(cyberRequestProblems({ ...valid, main_domain: 'not a domain', employees: 0 })).toEqual([
      { field: 'main_domain', code: 'INVALID_URL' },
      { field: 'employees', code: 'INVALID' },
    ]);
    expect(cyberRequestProblems({ ...valid, employees: 2.5 })).toEqual([{ field: 'employees', code: 'INVALID' }]);
  });

  it('reads a bare domain out of a pasted address', () => {
    expect(cyberDomain('https://WWW.Demo.com.br:443/contato?x=1')).toBe('www.demo.com.br');
    expect(cyberDomain('demo')).toBeNull();
    expect(cyberDomain('')).toBeNull();
  });

  it('folds the company activity list into the four of the cyber request', () => {
    expect(cyberActivityOf('PAYMENT_PROCESSING')).toBe('FINANCIAL_SERVICES');
    expect(cyberActivityOf('HARDWARE_DEVELOPMENT')).toBe('MANUFACTURING');
    expect(cyberActivityOf('WEB_HOSTING')).toBe('OTHER');
    expect(cyberActivityOf(null)).toBeNull();
  });

  it('tells how to prove control of the domain', () => {
    expect(domainProofOf('demo.com.br', 'abc')).toEqual({
      txt_record: 'seguro-empresarial-verification=abc',
      file_url: 'https://demo.com.br/.well-known/abc.txt',
      file_content: 'abc',
    });
  });

  it('schedules by month and grades a score', () => {
    expect(instantPlusMonths(new Date('2026-01-15T10:00:00Z'), 3).toISOString()).toBe('2026-04-15T10:00:00.000Z');
    // A monthly plan published on 31 January is next assessed at February's end, not on 3 March.
    expect(instantPlusMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect([riskLevelOf(85), riskLevelOf(60), riskLevelOf(59)]).toEqual(['LOW', 'MEDIUM', 'HIGH']);
  });
});

describe('cyber state machines', () => {
  it('schedules a request once the domain is proven, by the platform or by operations only', () => {
    expect(nextCyberRequestStatus('PENDING_VERIFICATION', 'VERIFY_DOMAIN', 'PLATFORM')).toBe('SCHEDULED');
    expect(nextCyberRequestStatus('PENDING_VERIFICATION', 'CONFIRM_DOMAIN', 'OPERATIONS')).toBe('SCHEDULED');
    expect(nextCyberRequestStatus('PENDING_VERIFICATION', 'CONFIRM_DOMAIN', 'CUSTOMER')).toBeNull();
    expect(nextCyberRequestStatus('PENDING_VERIFICATION', 'PUBLISH_REPORT', 'OPERATIONS')).toBeNull();
    expect(nextCyberRequestStatus('SCHEDULED', 'PUBLISH_REPORT', 'OPERATIONS')).toBe('SCHEDULED');
    expect(nextCyberRequestStatus('CANCELLED', 'CANCEL', 'CUSTOMER')).toBeNull();
    expect(cyberRequestEventsFor('PENDING_VERIFICATION', 'OPERATIONS')).toEqual(['CONFIRM_DOMAIN']);
  });

  it('puts a report under review while a finding is disputed', () => {
    expect(nextCyberReportStatus('DRAFT', 'PUBLISH', 'OPERATIONS')).toBe('PUBLISHED');
    expect(nextCyberReportStatus('PUBLISHED', 'DISPUTE', 'CUSTOMER')).toBe('UNDER_REVIEW');
    expect(nextCyberReportStatus('UNDER_REVIEW', 'RULE', 'OPERATIONS')).toBe('PUBLISHED');
    expect(nextCyberReportStatus('PUBLISHED', 'RULE', 'OPERATIONS')).toBeNull();
  });

  it('lets the customer dispute a finding once and operations rule on it once', () => {
    expect(nextCyberDisputeStatus('NONE', 'DISPUTE', 'CUSTOMER')).toBe('DISPUTED');
    expect(nextCyberDisputeStatus('NONE', 'ACCEPT', 'OPERATIONS')).toBeNull();
    expect(nextCyberDisputeStatus('DISPUTED', 'ACCEPT', 'OPERATIONS')).toBe('ACCEPTED');
    expect(nextCyberDisputeStatus('DISPUTED', 'REJECT', 'CUSTOMER')).toBeNull();
    expect(nextCyberDisputeStatus('REJECTED', 'DISPUTE', 'CUSTOMER')).toBeNull();
    expect(cyberDisputeEventsFor('DISPUTED', 'OPERATIONS')).toEqual(['ACCEPT', 'REJECT']);
    expect(cyberDisputeEventsFor('ACCEPTED', 'CUSTOMER')).toEqual([]);
  });
});
