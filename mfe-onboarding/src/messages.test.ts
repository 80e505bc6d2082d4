import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import { messages } from './messages';
import { screenMessages } from './screen-messages';

describe('mfe-onboarding messages', () => {
  it('has every text in pt, en and es, for the first visit and for the other screens', () => {
    expect(missingKeys(messages)).toEqual([]);
    expect(missingKeys(screenMessages)).toEqual([]);
  });

  it('never says the same key twice', () => {
    const shared = Object.keys(messages.pt!).filter((key) => key in screenMessages.pt!);
    expect(shared).toEqual([]);
  });
});
