import { describe, expect, it } from 'vitest';
import { CYBER_PLAN_OFFERS, CYBER_PLANS } from './index';

describe('cyber plan offers (spec section 1)', () => {
  it('gives Lite its quarterly assessment and the full port scan', () => {
    expect(CYBER_PLAN_OFFERS.LITE.includes).toEqual(['QUARTERLY_ASSESSMENT', 'ALL_PORTS_SCAN']);
  });

  it('gives Plus the monthly assessment, phishing tests, 24/7 incident response, firewall, antivirus and backup', () => {
    expect(CYBER_PLAN_OFFERS.PLUS.includes).toEqual([
      'MONTHLY_ASSESSMENT',
      'ALL_PORTS_SCAN',
      'PHISHING_TESTS',
      'INCIDENT_RESPONSE',
      'FIREWALL',
      'ANTIVIRUS',
      'BACKUP',
    ]);
  });

  it('prices Plus as custom (agreed in a meeting) and sets no price for Lite', () => {
    expect(CYBER_PLAN_OFFERS.PLUS.price).toBe('CUSTOM');
    expect(CYBER_PLAN_OFFERS.LITE.price).toBeNull();
  });

  it('has an offer for every plan, with the interval between assessments', () => {
    expect(Object.keys(CYBER_PLAN_OFFERS)).toEqual([...CYBER_PLANS]);
    expect(CYBER_PLAN_OFFERS.LITE.intervalMonths).toBe(3);
    expect(CYBER_PLAN_OFFERS.PLUS.intervalMonths).toBe(1);
  });
});
