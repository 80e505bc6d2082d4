import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { LANGUAGES } from '@platform/domain/locale';
import { localeTag } from '@platform/domain/formatting';
import { PRODUCT_NAMES } from '@platform/i18n/product-names';
import { PURCHASE_WORDS } from '@platform/i18n/purchase-words';
import { quoteTexts } from './quote-texts';
import { quoteWords } from '../quote-words';

/** Every argument a message names, a plural's as a count: `{n, plural, …}`, `{amount}`. */
function argumentsOf(message: string): { counts: string[]; names: string[] } {
  const counts = [...message.matchAll(/\{\s*(\w+)\s*,\s*plural/g)].map((found) => found[1]!);
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((found) => found[1]!);
  return { counts, names: names.filter((name) => !counts.includes(name)) };
}

describe('quoteTexts, the quote screens’ words without react-intl', () => {
  it.each(LANGUAGES)('says every quote word in %s as react-intl says it, for every count', (language) => {
    const locale = { country: 'br', language } as const;
    const messages = { ...PRODUCT_NAMES[language], ...PURCHASE_WORDS[language], ...quoteWords[language] };
    const intl = createIntl({ locale: localeTag(locale), messages });
    const { text } = quoteTexts(locale);
    for (const [id, message] of Object.entries(messages)) {
      const { counts, names } = argumentsOf(message);
      for (const count of counts.length ? [0, 1, 2, 4, 12] : [0]) {
        const values = Object.fromEntries([
          ...names.map((name) => [name, `<${name}>`]),
          ...counts.map((name) => [name, count]),
        ]);
        expect(text(id, values), id).toBe(intl.formatMessage({ id }, values));
      }
    }
  });

  it('lists in the language’s way, and refuses a word it does not have rather than drawing its key', () => {
    expect(quoteTexts({ country: 'br', language: 'pt' }).list(['IOF', 'encargos do estado'])).toBe(
      'IOF e encargos do estado',
    );
    expect(quoteTexts({ country: 'mx', language: 'es' }).list(['IVA', 'a', 'b'])).toBe('IVA, a y b');
    expect(() => quoteTexts({ country: 'br', language: 'en' }).text('quote.nope')).toThrow('quote.nope');
  });
});
