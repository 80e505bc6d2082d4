import { describe, expect, it } from 'vitest';
import { CYBER_PLAN_FEATURES, CYBER_PLAN_OFFERS } from '@platform/domain';
import { missingKeys } from '@platform/i18n';
import { messages } from './messages';
import { screenMessages } from './screen-messages';

describe('mfe-cyber messages', () => {
  it('has every text in pt, en and es', () => {
    expect(missingKeys(messages)).toEqual([]);
  });

  it('has a word for everything a plan can include, and for each way a plan is priced', () => {
    for (const feature of CYBER_PLAN_FEATURES) expect(messages.pt![`cyber.plans.feature.${feature}`]).toBeTruthy();
    for (const { price } of Object.values(CYBER_PLAN_OFFERS)) {
      if (price) expect(messages.es![`cyber.plans.price.${price}`]).toBeTruthy();
    }
  });

  it('has every text of the lazily loaded screens in pt, en and es, none repeating the home texts', () => {
    expect(missingKeys(screenMessages)).toEqual([]);
    expect(Object.keys(screenMessages.pt!).filter((key) => key in messages.pt!)).toEqual([]);
  });
});
