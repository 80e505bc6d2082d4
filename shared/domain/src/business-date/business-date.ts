// Business dates (issue 21 item 13): a policy starts, a quote expires, a claim falls due and an
// invoice falls due on a calendar day of the country the business is in, not of UTC, where after
// 21:00 in São Paulo it is already tomorrow. Every business date of the API and the screens comes
// from here: "today" in a country's time zone, and calendar arithmetic on YYYY-MM-DD days that
// clamps to the month's end (31 January + 1 month = 28 or 29 February), done by date-fns with
// @date-fns/tz, never by hand on Date's UTC fields.
import { TZDate, tz } from '@date-fns/tz';
import { addDays, addMonths, addYears, differenceInCalendarDays, formatISO, isValid, parseISO } from 'date-fns';
import { COUNTRIES, COUNTRY_TIME_ZONES, type Country } from '../locale';

// Calendar days carry no time zone: their arithmetic is done in UTC, where no day is skipped or doubled.
const calendar = tz('UTC');
const zoneOf = (country: Country) => tz(COUNTRY_TIME_ZONES[country]);
const dayOf = (day: string) => {
  if (!isBusinessDate(day)) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return parseISO(day, { in: calendar });
};
// formatISO, not format: the same YYYY-MM-DD without format's token parser and locale in every bundle.
const print = (date: Date) => formatISO(date, { representation: 'date', in: calendar });

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30): it reads back as written. */
export const isBusinessDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = parseISO(value, { in: calendar });
  return isValid(parsed) && print(parsed) === value;
};

/** Today in `country` (YYYY-MM-DD), at the instant `now`. */
export const businessToday = (country: Country, now: Date = new Date()) =>
  formatISO(now, { representation: 'date', in: zoneOf(country) });

/** Today in every country at the instant `now`: a job that serves them all settles each on its own day. */
export const businessTodays = (now: Date = new Date()) =>
  Object.fromEntries(COUNTRIES.map((country) => [country, businessToday(country, now)])) as Record<Country, string>;

/** The day `instant` (a timestamp: a claim reported, a quote's expiry) falls on in `country`. */
export const businessDateOf = (instant: Date | string, country: Country) =>
  formatISO(new Date(instant), { representation: 'date', in: zoneOf(country) });

/** The last instant of `day` in `country`: a quote valid "until 30 November" is valid until its end there. */
export const endOfBusinessDay = (day: string, country: Country): Date => {
  const calendarDay = dayOf(day);
  const [year, month, date] = [calendarDay.getFullYear(), calendarDay.getMonth(), calendarDay.getDate()];
  return new Date(new TZDate(year, month, date, 23, 59, 59, 999, COUNTRY_TIME_ZONES[country]).getTime());
};

/** `day` plus `days` calendar days (negative: before). */
export const plusDays = (day: string, days: number) => print(addDays(dayOf(day), days, { in: calendar }));

/** `day` plus `months`, clamped to the month's last day: 2026-01-31 + 1 = 2026-02-28. */
export const plusMonths = (day: string, months: number) => print(addMonths(dayOf(day), months, { in: calendar }));

/** `day` plus `years`, clamped: 2028-02-29 + 1 = 2029-02-28. */
export const plusYears = (day: string, years: number) => print(addYears(dayOf(day), years, { in: calendar }));

/** The instant `months` after `instant`, at the same UTC time, the day clamped (a plan's next assessment). */
export const instantPlusMonths = (instant: Date, months: number): Date =>
  new Date(addMonths(instant, months, { in: calendar }).getTime());

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysFromTo = (from: string, to: string) =>
  differenceInCalendarDays(dayOf(to), dayOf(from), { in: calendar });
