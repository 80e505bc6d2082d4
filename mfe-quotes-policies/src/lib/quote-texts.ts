import type { Locale } from '@platform/domain';
import { localeTag } from '@platform/domain/formatting';
import { formatMessage, type MessageValues } from '@platform/i18n/format-message';
import { PRODUCT_NAMES } from '@platform/i18n/product-names';
import { PURCHASE_WORDS } from '@platform/i18n/purchase-words';
import { quoteWords } from '../quote-words';

/** The quote screens' words in one language, formatted without react-intl (the quote link's first screen does not load it). */
export interface QuoteTexts {
  text(id: string, values?: MessageValues): string;
  /** "a, b and c", in the language's way. */
  list(items: readonly string[]): string;
}

const made = new Map<string, QuoteTexts>();

/**
 * The quote words (./quote-words, the products' names and the purchase path's) for `locale`: the
 * compare view and the parts it draws with (an option's card, its coverages and terms) say the
 * same words whichever drawer renders them, the full shell's or the quote link's first screen.
 * Made once per locale: every option's card asks for them.
 */
export function quoteTexts(locale: Locale): QuoteTexts {
  const tag = localeTag(locale);
  const known = made.get(tag);
  if (known) return known;
  const messages: Readonly<Record<string, string>> = {
    ...PRODUCT_NAMES[locale.language],
    ...PURCHASE_WORDS[locale.language],
    ...quoteWords[locale.language],
  };
  const texts: QuoteTexts = {
    text(id, values = {}) {
      const message = messages[id];
      // A missing word is a mistake in the word files, which their unit test catches: never drawn as its key.
      if (message === undefined) throw new Error(`the quote screens have no text "${id}"`);
      return formatMessage(message, values, tag);
    },
    list: (items) => new Intl.ListFormat(tag, { type: 'conjunction' }).format(items),
  };
  made.set(tag, texts);
  return texts;
}
