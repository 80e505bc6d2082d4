/** Interface languages (spec section 1; default pt) and countries (default BR). */
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const COUNTRIES = ['br', 'mx', 'co', 'us'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface Locale {
  country: Country;
  language: Language;
}

export const DEFAULT_LOCALE: Locale = { country: 'br', language: 'pt' };

export const CURRENCIES = ['BRL', 'MXN', 'COP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'BRL';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
export const isCountry = (value: unknown): value is Country => COUNTRIES.includes(value as Country);
