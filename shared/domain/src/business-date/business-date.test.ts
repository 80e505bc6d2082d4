import { describe, expect, it } from 'vitest';
import {
  businessDateOf,
  businessToday,
  businessTodays,
  daysFromTo,
  endOfBusinessDay,
  isBusinessDate,
  plusDays,
  plusMonths,
  plusYears,
} from './business-date';

describe('businessToday', () => {
  // The local evening of 30 November is already 1 December in UTC.
  it.each([
    ['br', '21:30 in São Paulo', '2026-12-01T00:30:00Z'],
    ['br', '23:59 in São Paulo', '2026-12-01T02:59:00Z'],
    ['mx', '21:30 in Mexico City', '2026-12-01T03:30:00Z'],
    ['mx', '23:59 in Mexico City', '2026-12-01T05:59:00Z'],
    ['co', '21:30 in Bogotá', '2026-12-01T02:30:00Z'],
    ['co', '23:59 in Bogotá', '2026-12-01T04:59:00Z'],
  ] as const)('is still the local day in %s at %s', (country, _when, instant) => {
    const now = new Date(instant);
    expect(now.toISOString().slice(0, 10)).toBe('2026-12-01');
    expect(businessToday(country, now)).toBe('2026-11-30');
  });

  it('turns at local midnight, and New York follows daylight saving time', () => {
    expect(businessToday('br', new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
    expect(businessToday('us', new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(businessToday('us', new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
    expect(businessTodays(new Date('2026-12-01T04:00:00Z'))).toEqual({
      br: '2026-12-01',
      mx: '2026-11-30',
      co: '2026-11-30',
      us: '2026-11-30',
    });
  });
});

describe('days of instants', () => {
  it('reads a timestamp as the day it is in the country', () => {
    expect(businessDateOf('2026-12-01T02:00:00Z', 'br')).toBe('2026-11-30');
    expect(businessDateOf(new Date('2026-12-01T03:00:00Z'), 'br')).toBe('2026-12-01');
  });

  it('ends a day at its last instant in the country', () => {
    expect(endOfBusinessDay('2026-11-30', 'br').toISOString()).toBe('2026-12-01T02:59:59.999Z');
    expect(endOfBusinessDay('2026-11-30', 'mx').toISOString()).toBe('2026-12-01T05:59:59.999Z');
    expect(endOfBusinessDay('2026-11-30', 'co').toISOString()).toBe('2026-12-01T04:59:59.999Z');
  });
});

describe('calendar arithmetic', () => {
  it('clamps a month added to the month’s last day', () => {
    expect(plusMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(plusMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(plusMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(plusMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(plusMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(plusMonths('2026-05-31', -3)).toBe('2026-02-28');
  });

  it('keeps leap days: a year after 29 February is 28 February; 29 February exists in leap years only', () => {
    expect(plusYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(plusYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(plusDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(plusDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(daysFromTo('2028-02-01', '2028-03-01')).toBe(29);
    expect(isBusinessDate('2028-02-29')).toBe(true);
    expect(isBusinessDate('2026-02-29')).toBe(false);
  });

  it('counts calendar days across years and backwards, and refuses what is not a day', () => {
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(plusDays('2026-01-10', -15)).toBe('2025-12-26');
    expect(daysFromTo('2026-12-01', '2026-11-26')).toBe(-5);
    expect(() => plusDays('2026-13-01', 1)).toThrow(RangeError);
  });
});
