import { describe, expect, it } from 'vitest';
import type { Answers } from '@platform/domain';
import { evaluate, premiumFor } from './engine';
import { ratingConfigFor } from './rating-config';

/** A clear cyber risk: a software company with its controls in place. */
const clearCyber: Answers = {
  'company.annual_revenue_band': 'FROM_1M_TO_5M',
  'company.activity': 'CONSULTING_PLANNING',
  'cyber.high_risk_activities': ['NONE'],
  'cyber.payment_cards': false,
  'cyber.personal_data': true,
  'cyber.health_data': false,
  'cyber.mfa_email': true,
  'cyber.mfa_remote_access': true,
  'cyber.mfa_admin': true,
  'cyber.backups': true,
  'cyber.edr': 'MICROSOFT_DEFENDER',
  'cyber.phishing_training': 'QUARTERLY',
  'cyber.patch_days': 'UNDER_7',
  'cyber.incident_response_plan': true,
  'cyber.incidents': false,
  'cyber.known_circumstances': false,
  'cyber.requested_limit': 'L_2M',
  'cyber.retention': 'R_50K',
};

describe('the underwriting engine', () => {
  it('quotes a clear risk at once: three options around the request, the requested one recommended', () => {
    const result = evaluate('CYBER', clearCyber, 'br');
    expect(result).toMatchObject({ decision: 'QUOTE', reasons: [], configVersion: 'CYBER-BR-2026.11' });
    expect(result.options.map((o) => [o.limit, o.recommended])).toEqual([
      ['L_1M', false],
      ['L_2M', true],
      ['L_3M', false],
    ]);
    const premiums = result.options.map((o) => o.premiumCents);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
  });

  it('prices by hand: base x activity x limit x retention x schedule, in whole reais', () => {
    // 4200 (1M-5M) x 1 (consulting) x 1.25 (2M) x 0.93 (50k) x 0.9 x 0.95 x 0.95 (MFA remote, admin, IR plan)
    const expected = Math.round(4200 * 1.25 * 0.93 * 0.9 * 0.95 * 0.95) * 100;
    expect(premiumFor(ratingConfigFor('CYBER', 'br')!, clearCyber, 'L_2M', 'R_50K')).toBe(expected);
  });

  it('never goes below the minimum premium', () => {
    const small = { ...clearCyber, 'company.annual_revenue_band': 'UNDER_250K', 'cyber.retention': 'R_250K' };
    const config = ratingConfigFor('CYBER', 'br')!;
    expect(premiumFor(config, small, 'L_1M', 'R_250K')).toBe(config.minimumPremium * 100);
  });

  it('refers what needs a person, with every reason, and offers no limit that would need one', () => {
    const referred = evaluate('CYBER', { ...clearCyber, 'cyber.incidents': true, 'cyber.backups': false }, 'br');
    expect(referred).toMatchObject({ decision: 'REFER', reasons: ['PRIOR_INCIDENTS', 'NO_BACKUPS'], options: [] });
    const nearThreshold = evaluate('CYBER', { ...clearCyber, 'cyber.requested_limit': 'L_3M' }, 'br');
    expect(nearThreshold.options.map((o) => o.limit)).toEqual(['L_2M', 'L_3M']);
  });

  it('declines what is out of appetite, before any referral, with the reason', () => {
    const declined = evaluate(
      'CYBER',
      { ...clearCyber, 'cyber.mfa_email': false, 'cyber.high_risk_activities': ['GAMBLING'], 'cyber.incidents': true },
      'br',
    );
    expect(declined).toMatchObject({ decision: 'DECLINE', reasons: ['HIGH_RISK_ACTIVITY', 'NO_MFA_ON_EMAIL'] });
    expect(evaluate('D_AND_O', { 'dno.covenant_breach': true }, 'br').reasons).toEqual(['GOING_CONCERN']);
  });

  it('leaves a country without rates (the United States) to a person', () => {
    expect(evaluate('E_AND_O', {}, 'us')).toMatchObject({
      decision: 'REFER',
      reasons: ['NO_RATES_FOR_COUNTRY'],
      configVersion: null,
    });
  });
});
