import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import { messages } from './messages';
import { screenMessages } from './screen-messages';

describe('mfe-cyber messages', () => {
  it('has every text in pt, en and es', () => {
    expect(missingKeys(messages)).toEqual([]);
  });

  it('has every text of the lazily loaded screens in pt, en and es, none repeating the home texts', () => {
    expect(missingKeys(screenMessages)).toEqual([]);
    expect(Object.keys(screenMessages.pt!).filter((key) => key in messages.pt!)).toEqual([]);
  });
});
