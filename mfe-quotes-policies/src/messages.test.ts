import { describe, expect, it } from 'vitest';
import { missingKeys } from '@platform/i18n';
import {
  QUOTE_COVERAGES,
  QUOTE_EXCLUSIONS,
  QUOTE_SUBJECTIVITY_CODES,
  SUBJECTIVITY_DUE_POINTS,
  TERRITORIAL_SCOPES,
  UNDERWRITING_REASONS,
} from '@platform/domain';
import { deskMessages } from './desk-messages';
import { termWords } from './lib/term-words';
import { messages } from './messages';
import { quoteWords } from './quote-words';

describe('mfe-quotes-policies messages', () => {
  it('has every text in pt, en and es', () => {
    expect(missingKeys(messages)).toEqual([]);
  });

  it('has every underwriting desk text in pt, en and es, with a text for every reason code', () => {
    expect(missingKeys(deskMessages)).toEqual([]);
    for (const reason of UNDERWRITING_REASONS) expect(deskMessages.en[`uw.reason.${reason}`]).toBeTruthy();
  });

  it('has every text of the quotes screens (fetched with them) in pt, en and es', () => {
    expect(missingKeys(quoteWords)).toEqual([]);
  });

  it('names every code of a quote’s terms in pt, en and es, for the customer and the desk alike', () => {
    expect(missingKeys(termWords)).toEqual([]);
    const keys = [
      ...QUOTE_COVERAGES.map((code) => `terms.coverage.${code}`),
      ...QUOTE_EXCLUSIONS.map((code) => `terms.exclusion.${code}`),
      ...QUOTE_SUBJECTIVITY_CODES.map((code) => `terms.subjectivity.${code}`),
      ...TERRITORIAL_SCOPES.map((code) => `terms.scope.${code}`),
      ...SUBJECTIVITY_DUE_POINTS.map((code) => `quote.due.${code}`),
    ];
    for (const language of ['pt', 'en', 'es'] as const)
      for (const key of keys) {
        expect(termWords[language]![key], `${language} ${key}`).toBeTruthy();
        expect(quoteWords[language]![key]).toBe(termWords[language]![key]);
        expect(deskMessages[language]![key]).toBe(termWords[language]![key]);
      }
  });
});
