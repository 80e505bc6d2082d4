import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import { messages } from './messages';
import { quoteWords } from './quote-words';

describe('mfe-quotes-policies messages', () => {
  it('has every text in pt, en and es', () => {
    expect(missingKeys(messages)).toEqual([]);
  });

  it('has every text of the quotes screens (fetched with them) in pt, en and es', () => {
    expect(missingKeys(quoteWords)).toEqual([]);
  });
});
