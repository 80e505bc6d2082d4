/** Interface languages (spec section 1; default pt) and countries (default BR). */
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const COUNTRIES = ['br', 'mx', 'co', 'us'] as const;
export type Country = (typeof COUNTRIES)[number];

/**
 * The time zone each country's business days follow. Brazil spans four zones; its legal time (and
 * SUSEP's, the insurers' and the banks') is Brasília time, America/Sao_Paulo. The United States
 * follow the insurer's home office on Eastern time.
 */
export const COUNTRY_TIME_ZONES: Record<Country, string> = {
  br: 'America/Sao_Paulo',
  mx: 'America/Mexico_City',
  co: 'America/Bogota',
  us: 'America/New_York',
};

export interface Locale {
  country: Country;
  language: Language;
}

export const DEFAULT_LOCALE: Locale = { country: 'br', language: 'pt' };
/** The language a country's mail goes in when nobody chose one (a notice sent by the clock). */
export const COUNTRY_LANGUAGE: Record<Country, Language> = { br: 'pt', mx: 'es', co: 'es', us: 'en' };

export const CURRENCIES = ['BRL', 'MXN', 'COP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'BRL';
/**
 * The currency each country sells in (its rules, ./countries/country-rules.ts, take it from here):
 * the formatters need it alone, not the taxes and instalments around it.
 */
export const COUNTRY_CURRENCY: Record<Country, Currency> = { br: 'BRL', mx: 'MXN', co: 'COP', us: 'USD' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
export const isCountry = (value: unknown): value is Country => COUNTRIES.includes(value as Country);

/**
 * The interface language an HTTP Accept-Language header prefers (by q, then order); the default
 * language when it names none of ours.
 *
 * @example languageOfAcceptLanguage('fr-FR, es;q=0.8, en;q=0.9') // 'en'
 */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const weight = params.find((param) => param.startsWith('q='));
      const q = weight === undefined ? 1 : Number(weight.slice(2));
      return { language: tag.slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? DEFAULT_LOCALE.language;
}
