import { COUNTRY_CURRENCY, type Country, type Currency, type Locale } from '../locale';
import { localeTag } from './locale-tag';

// The one formatter of money, percentages and dates for the remotes (re-exported by @platform/i18n)
// and the API's documents (PDFs, mails), which may use shared domain code only: a figure reads the
// same on the screen and on the signed paper.

/** The currency a policy of a country is written in (its premium, limit and instalments): `currencyOf('mx')` is `'MXN'`. */
export const currencyOf = (country: Country): Currency => COUNTRY_CURRENCY[country];

// Intl formatters are costly to build and these run for every row of a table: keep one per setting.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A money amount with its currency symbol, written the way the interface locale writes numbers:
 * BRL in pt-BR gives `R$ 1.234,56`, BRL in en-US `R$1,234.56`, USD in en-US `$1,234.56`,
 * USD in pt-BR `US$ 1.234,56`. Where the locale only knows the ISO code of a foreign currency
 * (Spanish writes BRL as "BRL 1,234.56"), its own symbol is used instead (`R$1,234.56`), unless that
 * symbol is a bare "$", which would read as the local peso. Intl separates the symbol with a no-break
 * space (U+00A0) where the locale wants a space: compare with `\u00a0` in tests.
 *
 * @param amount - in major units (reais, pesos, dollars), not cents: a number or the API's decimal
 *   string (`"1500000.00"`). Something that is not a number comes back unchanged.
 * @param currency - the policy's (or `currencyOf(locale.country)` for an amount of the country).
 * @param options - extra Intl options, for example `{ maximumFractionDigits: 0 }` for whole amounts.
 */
export function formatCurrency(
  amount: number | string,
  currency: Currency | string,
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (typeof amount === 'string' && (amount.trim() === '' || !Number.isFinite(value))) return amount;
  const tag = localeTag(locale);
  const format = numberFormat(tag, { ...options, style: 'currency', currency });
  if (!showsIsoCode(format, currency)) return format.format(value);
  const narrow = numberFormat(tag, { ...options, style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  return symbolOf(narrow) === '$' ? format.format(value) : narrow.format(value);
}

const symbolOf = (format: Intl.NumberFormat) =>
  format.formatToParts(1).find((part) => part.type === 'currency')?.value ?? '';

const showsIsoCode = (format: Intl.NumberFormat, currency: string) => symbolOf(format) === currency;

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A record's country in the reader's language (Intl's region names): `mx` read in pt is "México",
 * `us` read in en "United States". Lists of operations and brokers show it beside the currency, so
 * that a Mexican policy read in Portuguese still says where it is. An unknown code comes back as is.
 */
export function formatCountry(country: Country | string, locale: Locale): string {
  const tag = localeTag(locale);
  let names = regionNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
    regionNames.set(tag, names);
  }
  try {
    return names.of(country.toUpperCase()) ?? country;
  } catch {
    // Intl throws on what is no region code at all.
    return country;
  }
}

/**
 * A ratio as a percentage in the locale's way: `0.015` -> `1,5%` (pt-BR) or `1.5%` (en-US).
 * Up to two decimals unless `options` say otherwise.
 */
export function formatPercent(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  // Bare `style: 'percent'` shows no decimals: 1.5% would read "2%".
  return numberFormat(localeTag(locale), { maximumFractionDigits: 2, ...options, style: 'percent' }).format(value);
}

/** How much of a date to show: Intl's `dateStyle` (`short` 01/03/2024 ... `full` with the weekday). */
export type DateStyle = NonNullable<Intl.DateTimeFormatOptions['dateStyle']>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the locale's way, `medium` by default (`1 de mar. de 2024`, `Mar 1, 2024`).
 * A date-only ISO string (`2024-03-01`, as the API sends due dates) is a calendar day and is shown
 * as that day in every time zone; a full timestamp is shown in `timeZone`, by default the user's
 * (a server writing a document passes the policy country's zone: its own would be UTC).
 * Something that is not a date comes back unchanged rather than as "Invalid Date".
 */
export function formatDate(iso: string | Date, locale: Locale, style: DateStyle = 'medium', timeZone?: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return typeof iso === 'string' ? iso : '';
  const calendarDay = typeof iso === 'string' && DATE_ONLY.test(iso);
  const zone = calendarDay ? 'UTC' : timeZone;
  const tag = localeTag(locale);
  const key = `${tag}|${style}|${zone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: style, ...(zone ? { timeZone: zone } : {}) });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** A month written YYYY-MM ("2026-03") by its name and year in the user's locale ("março de 2026"). */
export function formatMonth(month: string, locale: Locale): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(localeTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
