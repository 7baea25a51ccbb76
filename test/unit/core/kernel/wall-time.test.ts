import { DomainError } from '#core/kernel/errors';
import {
  daysInMonth,
  instantToWallTime,
  parseLocalDate,
  parseWallTime,
  wallTimeInstants,
  wallTimeToInstant,
} from '#core/kernel/wall-time';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const KOLKATA = 'Asia/Kolkata';
const AUCKLAND = 'Pacific/Auckland';

describe('wallTimeToInstant', () => {
  it.each([
    // New York: EST (-05:00) until 2026-03-08 02:00, EDT (-04:00) until 2026-11-01 02:00.
    ['winter day', '2026-01-15', '09:00', NY, '2026-01-15T14:00:00.000Z'],
    ['the day before spring forward', '2026-03-07', '09:00', NY, '2026-03-07T14:00:00.000Z'],
    ['spring-forward day, after the change', '2026-03-08', '09:00', NY, '2026-03-08T13:00:00.000Z'],
    ['a date after the March change (whenever it is created)', '2026-04-15', '09:00', NY, '2026-04-15T13:00:00.000Z'],
    ['last minute before the gap', '2026-03-08', '01:59', NY, '2026-03-08T06:59:00.000Z'],
    ['02:00 skipped -> 03:00', '2026-03-08', '02:00', NY, '2026-03-08T07:00:00.000Z'],
    ['02:30 skipped -> 03:00', '2026-03-08', '02:30', NY, '2026-03-08T07:00:00.000Z'],
    ['02:59 skipped -> 03:00', '2026-03-08', '02:59', NY, '2026-03-08T07:00:00.000Z'],
    ['03:00 exists', '2026-03-08', '03:00', NY, '2026-03-08T07:00:00.000Z'],
    ['03:01 exists', '2026-03-08', '03:01', NY, '2026-03-08T07:01:00.000Z'],
    ['fall-back day before the overlap', '2026-11-01', '00:59', NY, '2026-11-01T04:59:00.000Z'],
    ['01:00 ambiguous -> first (EDT)', '2026-11-01', '01:00', NY, '2026-11-01T05:00:00.000Z'],
    ['01:30 ambiguous -> first (EDT)', '2026-11-01', '01:30', NY, '2026-11-01T05:30:00.000Z'],
    ['01:59 ambiguous -> first (EDT)', '2026-11-01', '01:59', NY, '2026-11-01T05:59:00.000Z'],
    ['02:00 after the overlap (EST)', '2026-11-01', '02:00', NY, '2026-11-01T07:00:00.000Z'],
    ['fall-back day 09:00 (EST)', '2026-11-01', '09:00', NY, '2026-11-01T14:00:00.000Z'],
    ['midnight in summer', '2026-07-04', '00:00', NY, '2026-07-04T04:00:00.000Z'],
    ["New Year's Eve, UTC already next year", '2026-12-31', '23:59', NY, '2027-01-01T04:59:00.000Z'],
    // London: GMT until 2026-03-29 01:00 UTC, BST (+01:00) until 2026-10-25 01:00 UTC.
    ['London last GMT minute', '2026-03-29', '00:59', LONDON, '2026-03-29T00:59:00.000Z'],
    ['London 01:00 skipped -> 02:00 BST', '2026-03-29', '01:00', LONDON, '2026-03-29T01:00:00.000Z'],
    ['London 01:30 skipped -> 02:00 BST', '2026-03-29', '01:30', LONDON, '2026-03-29T01:00:00.000Z'],
    ['London 02:00 BST', '2026-03-29', '02:00', LONDON, '2026-03-29T01:00:00.000Z'],
    ['London spring-forward day 09:00', '2026-03-29', '09:00', LONDON, '2026-03-29T08:00:00.000Z'],
    ['London the day before, 09:00 GMT', '2026-03-28', '09:00', LONDON, '2026-03-28T09:00:00.000Z'],
    ['London 00:30 BST is the previous UTC day', '2026-10-25', '00:30', LONDON, '2026-10-24T23:30:00.000Z'],
    ['London 01:30 ambiguous -> first (BST)', '2026-10-25', '01:30', LONDON, '2026-10-25T00:30:00.000Z'],
    ['London 02:00 GMT', '2026-10-25', '02:00', LONDON, '2026-10-25T02:00:00.000Z'],
    ['London fall-back day 09:00 GMT', '2026-10-25', '09:00', LONDON, '2026-10-25T09:00:00.000Z'],
    // Kolkata: +05:30 all year; early local times are the previous UTC day.
    ['Kolkata 09:00', '2026-06-01', '09:00', KOLKATA, '2026-06-01T03:30:00.000Z'],
    ['Kolkata 02:00 is the previous UTC day', '2026-06-01', '02:00', KOLKATA, '2026-05-31T20:30:00.000Z'],
    ['Kolkata 05:29 on New Year is the previous UTC year', '2026-01-01', '05:29', KOLKATA, '2025-12-31T23:59:00.000Z'],
    // Auckland: NZDT (+13) until 2026-04-05 03:00, NZST (+12), NZDT again from 2026-09-27 02:00.
    ['Auckland summer 09:00', '2026-01-15', '09:00', AUCKLAND, '2026-01-14T20:00:00.000Z'],
    ['Auckland winter 09:00', '2026-07-15', '09:00', AUCKLAND, '2026-07-14T21:00:00.000Z'],
    ['Auckland 02:30 ambiguous (April) -> first (NZDT)', '2026-04-05', '02:30', AUCKLAND, '2026-04-04T13:30:00.000Z'],
    ['Auckland April change day 09:00 NZST', '2026-04-05', '09:00', AUCKLAND, '2026-04-04T21:00:00.000Z'],
    ['Auckland 02:30 skipped (September) -> 03:00', '2026-09-27', '02:30', AUCKLAND, '2026-09-26T14:00:00.000Z'],
    ['Auckland September change day 09:00 NZDT', '2026-09-27', '09:00', AUCKLAND, '2026-09-26T20:00:00.000Z'],
    ['Auckland midnight on New Year', '2026-01-01', '00:00', AUCKLAND, '2025-12-31T11:00:00.000Z'],
    // Samoa skipped the whole of 2011-12-30: any wall time that day is the first minute of the 31st.
    ['Apia skipped day -> next valid minute', '2011-12-30', '09:00', 'Pacific/Apia', '2011-12-30T10:00:00.000Z'],
    ['UTC has no gaps', '2026-03-08', '02:30', 'UTC', '2026-03-08T02:30:00.000Z'],
    ['leap day', '2028-02-29', '09:00', NY, '2028-02-29T14:00:00.000Z'],
  ])('%s: %s %s %s', (_name, date, time, zone, expected) => {
    expect(wallTimeToInstant(date, time, zone).toISOString()).toBe(expected);
  });

  it.each([
    ['a skipped time has none', '2026-03-08', '02:30', NY, []],
    [
      'an ambiguous time has both, earlier first',
      '2026-11-01',
      '01:30',
      NY,
      ['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z'],
    ],
    ['London ambiguous', '2026-10-25', '01:00', LONDON, ['2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z']],
    ['Auckland ambiguous', '2026-04-05', '02:00', AUCKLAND, ['2026-04-04T13:00:00.000Z', '2026-04-04T14:00:00.000Z']],
    ['an ordinary time has one', '2026-06-01', '12:00', NY, ['2026-06-01T16:00:00.000Z']],
  ])('wallTimeInstants: %s', (_name, date, time, zone, expected) => {
    expect(wallTimeInstants(date, time, zone).map((d) => d.toISOString())).toEqual(expected);
  });

  it.each([
    ['2026-02-30', '09:00', NY, /real date/],
    ['2026-02-29', '09:00', NY, /real date/],
    ['1900-02-29', '09:00', NY, /real date/],
    ['2026-13-01', '09:00', NY, /real date/],
    ['2026-00-10', '09:00', NY, /real date/],
    ['2026-04-31', '09:00', NY, /real date/],
    ['2026-2-3', '09:00', NY, /YYYY-MM-DD/],
    ['', '09:00', NY, /YYYY-MM-DD/],
    ['2026-03-01', '25:61', NY, /real time/],
    ['2026-03-01', '24:00', NY, /real time/],
    ['2026-03-01', '12:60', NY, /real time/],
    ['2026-03-01', '9:5', NY, /HH:MM/],
    ['2026-03-01', '09:00:00', NY, /HH:MM/],
    ['2026-03-01', '09:00', 'Mars/Olympus_Mons', /Unknown time zone/],
  ])('refuses %s %s %s', (date, time, zone, message) => {
    expect(() => wallTimeToInstant(date, time, zone)).toThrow(DomainError);
    expect(() => wallTimeToInstant(date, time, zone)).toThrow(message);
  });

  it.each([
    [NY, '2026-03-08', 60],
    [NY, '2026-11-01', 0],
    [LONDON, '2026-03-29', 60],
    [LONDON, '2026-10-25', 0],
    [AUCKLAND, '2026-09-27', 60],
    [AUCKLAND, '2026-04-05', 0],
    [KOLKATA, '2026-03-08', 0],
  ])('every minute of %s on %s reads back as itself except the %i skipped ones', (zone, date, skipped) => {
    let moved = 0;
    for (let minute = 0; minute < 24 * 60; minute++) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const back = instantToWallTime(wallTimeToInstant(date, time, zone), zone);
      if (back.date !== date || back.time !== time) {
        moved += 1;
        // A skipped minute lands on the first minute after the gap, later the same day.
        expect(back.date).toBe(date);
        expect(back.time > time).toBe(true);
      }
    }
    expect(moved).toBe(skipped);
  });
});

describe('instantToWallTime', () => {
  it.each([
    ['2026-03-08T07:00:00Z', NY, '2026-03-08', '03:00'],
    ['2026-03-08T06:59:00Z', NY, '2026-03-08', '01:59'],
    ['2026-03-08T04:59:59.999Z', NY, '2026-03-07', '23:59'],
    ['2026-11-01T05:30:00Z', NY, '2026-11-01', '01:30'],
    ['2026-11-01T06:30:00Z', NY, '2026-11-01', '01:30'],
    ['2026-06-01T20:00:00Z', KOLKATA, '2026-06-02', '01:30'],
    ['2026-01-14T20:00:00Z', AUCKLAND, '2026-01-15', '09:00'],
    ['2026-07-14T21:00:00Z', AUCKLAND, '2026-07-15', '09:00'],
    ['2026-10-24T23:30:00Z', LONDON, '2026-10-25', '00:30'],
    ['2026-12-31T23:59:00Z', 'UTC', '2026-12-31', '23:59'],
  ])('%s in %s is %s %s', (iso, zone, date, time) => {
    expect(instantToWallTime(new Date(iso), zone)).toEqual({ date, time });
  });

  it('refuses an invalid instant', () => {
    expect(() => instantToWallTime(new Date('nope'), NY)).toThrow(DomainError);
  });
});

describe('calendar helpers', () => {
  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2028, 2, 29],
    [2000, 2, 29],
    [1900, 2, 28],
    [2100, 2, 28],
    [2026, 4, 30],
    [2026, 6, 30],
    [2026, 9, 30],
    [2026, 11, 30],
    [2026, 12, 31],
    [2026, 7, 31],
    [2026, 8, 31],
  ])('daysInMonth(%i, %i) = %i', (year, month, days) => expect(daysInMonth(year, month)).toBe(days));

  it.each([
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['0999-12-31', { year: 999, month: 12, day: 31 }],
  ])('parseLocalDate(%s)', (date, parts) => expect(parseLocalDate(date)).toEqual(parts));

  it.each([
    ['00:00', 0],
    ['08:00', 480],
    ['23:59', 1439],
    ['13:07', 787],
  ])('parseWallTime(%s) = %i', (time, minutes) => expect(parseWallTime(time)).toBe(minutes));

  it('keeps years before 100 as written (no 19xx mapping)', () => {
    expect(wallTimeToInstant('0050-06-01', '12:00', 'UTC').getUTCFullYear()).toBe(50);
  });
});
