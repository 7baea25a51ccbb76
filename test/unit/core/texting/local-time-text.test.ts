import { DateTime } from 'luxon';
import {
  dayAndTimeText,
  isSameLocalDay,
  monthDayText,
  timeText,
  wallDayAndTimeText,
  wallTimeText,
} from '#core/texting/domain/local-time-text';

// The texts used to format their times with luxon; these functions must write exactly what it wrote.
const luxonIn = (at: Date, zone: string) => {
  const local = DateTime.fromJSDate(at, { zone });
  return (local.isValid ? local : DateTime.fromJSDate(at, { zone: 'UTC' })).setLocale('en-US');
};

const HOUR_MS = 3_600_000;
const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'America/Phoenix',
  'Pacific/Honolulu',
  'America/Adak',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'America/St_Johns',
  'Australia/Sydney',
  'america/chicago',
  'Mars/Base',
  '',
];
const INSTANTS = [
  // Every 37 minutes across the US, EU and southern DST changes of 2026, and a spread of other years.
  ...Array.from({ length: 200 }, (_, i) => new Date(Date.UTC(2026, 2, 7) + i * 37 * 60_000)),
  ...Array.from({ length: 120 }, (_, i) => new Date(Date.UTC(2026, 9, 24) + i * HOUR_MS + i * 61_000)),
  ...Array.from({ length: 72 }, (_, i) => new Date(Date.UTC(2026, 3, 4) + i * HOUR_MS)),
  ...Array.from(
    { length: 60 },
    (_, i) => new Date(Date.UTC(1999 + i, i % 12, 1 + (i % 28), i % 24, (i * 7) % 60, 59, 999)),
  ),
  new Date(Date.UTC(2026, 11, 31, 23, 59, 59)),
  new Date(Date.UTC(2028, 1, 29, 12)),
  new Date(0),
];

describe('times in the texts, as luxon wrote them', () => {
  it.each(ZONES)('zone %j', (zone) => {
    for (const at of INSTANTS) {
      const local = luxonIn(at, zone);
      expect([at, dayAndTimeText(at, zone)]).toEqual([at, local.toFormat('ccc LLL d, h:mm a')]);
      expect([at, timeText(at, zone)]).toEqual([at, local.toFormat('h:mm a')]);
      expect([at, monthDayText(at, zone)]).toEqual([at, local.toFormat('LLL d')]);
      const later = new Date(at.getTime() + 5 * HOUR_MS + 17 * 60_000);
      expect([at, isSameLocalDay(at, later, zone)]).toEqual([at, local.hasSame(luxonIn(later, zone), 'day')]);
    }
  });

  it.each([
    ['2026-11-24T14:00:00Z', 'America/New_York', 'Tue Nov 24, 9:00 AM', '9:00 AM'],
    ['2026-03-08T07:00:00Z', 'America/New_York', 'Sun Mar 8, 3:00 AM', '3:00 AM'],
    ['2026-11-01T05:30:00Z', 'America/New_York', 'Sun Nov 1, 1:30 AM', '1:30 AM'],
    ['2026-11-01T06:30:00Z', 'America/New_York', 'Sun Nov 1, 1:30 AM', '1:30 AM'],
    ['2026-06-30T23:45:00Z', 'Asia/Kathmandu', 'Wed Jul 1, 5:30 AM', '5:30 AM'],
    ['2026-06-01T00:00:00Z', 'Not/AZone', 'Mon Jun 1, 12:00 AM', '12:00 AM'],
    ['2026-06-01T12:05:00Z', 'UTC', 'Mon Jun 1, 12:05 PM', '12:05 PM'],
  ])('%s in %s is %s', (iso, zone, dayAndTime, time) => {
    expect(dayAndTimeText(new Date(iso), zone)).toBe(dayAndTime);
    expect(timeText(new Date(iso), zone)).toBe(time);
  });

  it('writes an invalid instant as luxon did', () => {
    const invalid = new Date(NaN);
    expect(dayAndTimeText(invalid, 'UTC')).toBe(luxonIn(invalid, 'UTC').toFormat('ccc LLL d, h:mm a'));
    expect(timeText(invalid, 'UTC')).toBe('Invalid DateTime');
    expect(isSameLocalDay(invalid, invalid, 'UTC')).toBe(
      luxonIn(invalid, 'UTC').hasSame(luxonIn(invalid, 'UTC'), 'day'),
    );
  });
});

describe('wall times in the texts, as luxon wrote them', () => {
  const walls: [string, string][] = [
    ['2026-11-24', '18:00'],
    ['2026-01-01', '00:00'],
    ['2026-12-31', '23:59'],
    ['2028-02-29', '12:00'],
    ['2026-03-08', '02:30'],
    ['2026-07-04', '12:30'],
    ['0099-05-05', '07:07'],
    ['2026-02-30', '10:00'],
    ['2026-13-01', '10:00'],
    ['2026-11-24', '24:00'],
    ['2026-11-24', '18:60'],
    ['2026-12-31', '24:00'],
    ['2026-11-24', '24:01'],
    ['2026-11-24', '25:00'],
    ['2026-11-24', '6pm'],
    ['', ''],
  ];
  it.each(walls)('%s %s', (date, time) => {
    const at = DateTime.fromISO(`${date}T${time}`, { zone: 'UTC' }).setLocale('en-US');
    expect(wallDayAndTimeText(date, time)).toBe(at.toFormat('ccc LLL d h:mm a'));
    expect(wallTimeText(date, time)).toBe(at.toFormat('h:mm a'));
  });

  it('writes the day, then the time', () => {
    expect(wallDayAndTimeText('2026-11-24', '18:00')).toBe('Tue Nov 24 6:00 PM');
    expect(wallTimeText('2026-11-24', '07:30')).toBe('7:30 AM');
  });
});
