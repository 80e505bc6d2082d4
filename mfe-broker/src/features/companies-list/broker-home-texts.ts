import type { Locale } from '@platform/domain';
import { localeTag } from '@platform/domain/formatting';
import { formatMessage, type MessageValues } from '@platform/i18n/format-message';
import { PRODUCT_NAMES } from '@platform/i18n/product-names';
import { kamLinkMessages } from '../../components/kam-link-messages';
import { bookMessages } from './book-messages';
import { companiesMessages } from './companies-messages';
import { bookTaskMessages } from './messages';

/** The broker home's words in one language, formatted without react-intl (its first screen does not load it). */
export interface BrokerHomeTexts {
  text(id: string, values?: MessageValues): string;
  /** Whether the home has a text `id` (a late variant exists for some tasks only). */
  has(id: string): boolean;
  /** "a, b and c", in the language's way. */
  list(items: readonly string[]): string;
}

/**
 * The broker home's words (its tasks, book, table, KAM link and the products' names) for `locale`:
 * the view draws the same words whichever drawer renders it, the full shell's or the first screen's.
 */
export function brokerHomeTexts(locale: Locale): BrokerHomeTexts {
  const tag = localeTag(locale);
  const { language } = locale;
  const messages: Readonly<Record<string, string>> = {
    ...PRODUCT_NAMES[language],
    ...bookTaskMessages[language],
    ...bookMessages[language],
    ...companiesMessages[language],
    ...kamLinkMessages[language],
  };
  return {
    text(id, values = {}) {
      const message = messages[id];
      // A missing word is a mistake in the message files, which their unit test catches: never drawn as its key.
      if (message === undefined) throw new Error(`the broker home has no text "${id}"`);
      return formatMessage(message, values, tag);
    },
    has: (id) => id in messages,
    list: (items) => new Intl.ListFormat(tag, { type: 'conjunction' }).format(items),
  };
}
