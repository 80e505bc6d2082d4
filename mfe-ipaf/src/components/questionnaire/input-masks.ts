// The questionnaire's input masks for money, dates and numbers: what the person types is written the way the
// locale writes it (grouped amounts, day/month order and separators) while the answer keeps the form
// the API stores (`"2400000.50"`, `"2015-03-10"`). Incomplete input stays on screen as typed and
// answers nothing yet, so a half-typed date is never saved as a wrong one.
import { isRealDate, type Locale } from '@platform/domain';
import { localeTag } from '@platform/i18n';

export interface MaskedInput<Value = string> {
  /** What the field shows. */
  text: string;
  /** The answer, as the API stores it; null while there is none (empty or incomplete). */
  value: Value | null;
}

const MAX_INTEGER_DIGITS = 15;

const separators = (locale: Locale) => {
  const parts = new Intl.NumberFormat(localeTag(locale)).formatToParts(1000.5);
  return { decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.' };
};

const grouped = (digits: string, locale: Locale) =>
  new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 }).format(BigInt(digits));

/** An amount as it is typed: digits grouped, the locale's decimal separator and up to two decimals. */
export function moneyInput(typed: string, locale: Locale): MaskedInput {
  const { decimal } = separators(locale);
  const at = typed.indexOf(decimal);
  const whole = (at === -1 ? typed : typed.slice(0, at)).replace(/\D/g, '').slice(0, MAX_INTEGER_DIGITS);
  const cents =
    at === -1
      ? ''
      : typed
          .slice(at + 1)
          .replace(/\D/g, '')
          .slice(0, 2);
  if (whole === '' && at === -1) return { text: '', value: null };
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return {
    text: `${grouped(integer, locale)}${at === -1 ? '' : `${decimal}${cents}`}`,
    value: cents ? `${integer}.${cents}` : integer,
  };
}

/** A stored amount (`"2400000.50"`) as the field shows it. */
export function moneyText(value: string | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || !/^\d+(\.\d{0,2})?$/.test(value)) return value ?? '';
  const [integer, cents] = value.split('.');
  return `${grouped(integer!, locale)}${cents === undefined ? '' : `${separators(locale).decimal}${cents}`}`;
}

type DatePart = 'day' | 'month' | 'year';
const PART_LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** The locale's order of day, month and year, and the separator between them (`dd/mm/yyyy`, `mm/dd/yyyy`). */
function datePattern(locale: Locale): { order: DatePart[]; separator: string } {
  const parts = new Intl.DateTimeFormat(localeTag(locale), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2015, 2, 10)));
  const order = parts.map((part) => part.type).filter((type): type is DatePart => type in PART_LENGTH);
  return { order, separator: parts.find((part) => part.type === 'literal')?.value ?? '/' };
}

/** A date as it is typed: digits only, the locale's separators put in, the ISO date once whole and real. */
export function dateInput(typed: string, locale: Locale): MaskedInput {
  const { order, separator } = datePattern(locale);
  let digits = typed.replace(/\D/g, '').slice(0, 8);
  const pieces: Partial<Record<DatePart, string>> = {};
  const shown: string[] = [];
  for (const part of order) {
    if (!digits) break;
    pieces[part] = digits.slice(0, PART_LENGTH[part]);
    digits = digits.slice(PART_LENGTH[part]);
    shown.push(pieces[part]!);
  }
  const iso = `${pieces.year}-${pieces.month}-${pieces.day}`;
  const whole = pieces.year?.length === 4 && pieces.month?.length === 2 && pieces.day?.length === 2;
  return { text: shown.join(separator), value: whole && isRealDate(iso) ? iso : null };
}

/** A stored ISO date (`"2015-03-10"`) as the field shows it (`10/03/2015`). */
export function dateText(value: string | null | undefined, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return value ?? '';
  const [, year, month, day] = match;
  const { order, separator } = datePattern(locale);
  return order.map((part) => ({ day, month, year })[part]).join(separator);
}

/** A number question is a count (employees, years: whole) or a percentage (up to two decimals). */
export type NumberKind = 'integer' | 'percent';

/** A number as it is typed: digits grouped, the locale's decimal separator for a percentage; the answer a number. */
export function numberInput(typed: string, locale: Locale, kind: NumberKind): MaskedInput<number> {
  if (kind === 'percent') {
    const amount = moneyInput(typed, locale);
    return { text: amount.text, value: amount.value === null ? null : Number(amount.value) };
  }
  const digits = typed.replace(/\D/g, '').slice(0, MAX_INTEGER_DIGITS);
  if (!digits) return { text: '', value: null };
  const integer = digits.replace(/^0+(?=\d)/, '');
  return { text: grouped(integer, locale), value: Number(integer) };
}

/** A stored number (`1250`, `33.5`) as the field shows it (`1.250`, `33,5`). */
export function numberText(value: number | null | undefined, locale: Locale, kind: NumberKind): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: kind === 'percent' ? 2 : 0 }).format(value);
}
