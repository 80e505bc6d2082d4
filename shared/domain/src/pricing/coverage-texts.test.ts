import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../locale';
import { COVERAGE_TEXTS, EXCLUSION_TEXTS, coverageText, exclusionText } from './coverage-texts';
import { QUOTE_COVERAGES, QUOTE_EXCLUSIONS } from './quote-terms';

describe('what a coverage and an exclusion mean, in plain language', () => {
  it.each(LANGUAGES)('has one sentence for every coverage and exclusion code in %s', (language) => {
    for (const code of QUOTE_COVERAGES) expect(coverageText(code, language)).toMatch(/^\S.{30,}[.]$/);
    for (const code of QUOTE_EXCLUSIONS) expect(exclusionText(code, language)).toMatch(/^\S.{30,}[.]$/);
  });

  it('holds no code without a sentence, and no sentence without a code', () => {
    expect(Object.keys(COVERAGE_TEXTS).sort()).toEqual([...QUOTE_COVERAGES].sort());
    expect(Object.keys(EXCLUSION_TEXTS).sort()).toEqual([...QUOTE_EXCLUSIONS].sort());
  });

  it('says each thing in each language, not one language copied into another', () => {
    for (const texts of [...Object.values(COVERAGE_TEXTS), ...Object.values(EXCLUSION_TEXTS)])
      expect(new Set(LANGUAGES.map((language) => texts[language])).size).toBe(LANGUAGES.length);
  });
});
