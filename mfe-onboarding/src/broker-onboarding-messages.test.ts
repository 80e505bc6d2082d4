import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import { brokerOnboardingMessages } from './broker-onboarding-messages';

describe('broker onboarding messages', () => {
  it('has every text in pt, en and es', () => {
    expect(missingKeys(brokerOnboardingMessages)).toEqual([]);
  });
});
