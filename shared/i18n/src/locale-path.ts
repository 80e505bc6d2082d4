import { DEFAULT_LOCALE, isCountry, isLanguage, type Language, type Locale } from '@platform/domain/locale';

const segmentsOf = (pathname: string) => pathname.split('/');

/**
 * The locale a path carries in its first two segments, `/{country}/{language}/...`
 * (spec section 2), or `null` when the path does not start with a known country and language.
 *
 * @example localeFromPath('/mx/es/ipaf-ending') // { country: 'mx', language: 'es' }
 * @example localeFromPath('/dashboard/index')   // null
 */
export function localeFromPath(pathname: string): Locale | null {
  const [, country, language] = segmentsOf(pathname);
  return isCountry(country) && isLanguage(language) ? { country, language } : null;
}

/** Where the locale can come from when the app starts or the path changes. */
export interface LocaleSources {
  /** The current `location.pathname`. */
  pathname: string;
  /** The language the user chose last (for example from localStorage); ignored unless it is a known language. */
  stored?: string | null;
}

/**
 * The locale to use: the one in the path when the route carries it, else the stored language
 * with the default country, else the platform default (BR / pt).
 */
export function resolveLocale({ pathname, stored }: LocaleSources): Locale {
  const fromPath = localeFromPath(pathname);
  if (fromPath) return fromPath;
  return { country: DEFAULT_LOCALE.country, language: isLanguage(stored) ? stored : DEFAULT_LOCALE.language };
}

/**
 * The same path in another language: swaps the language segment when the path carries a locale
 * (`/br/pt/x` -> `/br/en/x`), and returns paths without one unchanged.
 */
export function withLanguage(pathname: string, language: Language): string {
  if (!localeFromPath(pathname)) return pathname;
  const segments = segmentsOf(pathname);
  segments[2] = language;
  return segments.join('/');
}
