import type { Locale } from '@platform/domain';
import { localeTag } from '@platform/domain/formatting';
import { formatMessage, type MessageValues } from '@platform/i18n/format-message';
import { PRODUCT_NAMES } from '@platform/i18n/product-names';
import { homeMessages } from './messages';

/** The home's words in one language, formatted without react-intl (the first screen does not load it). */
export interface HomeTexts {
  text(id: string, values?: MessageValues): string;
  /** Whether the home has a text `id` (a late variant exists for some tasks only). */
  has(id: string): boolean;
  /** "a, b and c", in the language's way. */
  list(items: readonly string[]): string;
}

/**
 * The customer home's words (its own and the products' names) for `locale`: the view draws the
 * same words whichever drawer renders it, the full shell's or the first screen's.
 */
export function homeTexts(locale: Locale): HomeTexts {
  const tag = localeTag(locale);
  const messages: Readonly<Record<string, string>> = {
    ...PRODUCT_NAMES[locale.language],
    ...homeMessages[locale.language],
  };
  return {
    text(id, values = {}) {
      const message = messages[id];
      // A missing word is a mistake in messages.ts, which its unit test catches: never drawn as its key.
      if (message === undefined) throw new Error(`the customer home has no text "${id}"`);
      return formatMessage(message, values, tag);
    },
    has: (id) => id in messages,
    list: (items) => new Intl.ListFormat(tag, { type: 'conjunction' }).format(items),
  };
}
