import { DEFAULT_LOCALE, isLanguage, type Language, type Locale } from '../locale';

/**
 * The BCP-47 tag Intl and react-intl use for a locale. Portuguese is always Brazilian and English
 * always US (the only markets for them); Spanish follows the country, with Latin American
 * Spanish (`es-419`) where the country has no Spanish variant of its own.
 *
 * @example localeTag({ country: 'br', language: 'pt' }) // 'pt-BR'
 * @example localeTag({ country: 'co', language: 'es' }) // 'es-CO'
 */
export function localeTag(locale: Locale): string {
  switch (locale.language) {
    case 'pt':
      return 'pt-BR';
    case 'en':
      return 'en-US';
    case 'es':
      if (locale.country === 'mx') return 'es-MX';
      if (locale.country === 'co') return 'es-CO';
      return 'es-419';
  }
}

/** The interface language of a BCP-47 tag (`'es-MX'` -> `'es'`), the default language when unknown. */
export function languageOfTag(tag: string): Language {
  const language = tag.slice(0, 2).toLowerCase();
  return isLanguage(language) ? language : DEFAULT_LOCALE.language;
}
