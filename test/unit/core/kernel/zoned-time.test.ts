import { DateTime, Settings } from 'luxon';
import { zoneOffsets } from '#core/kernel/zone-offset';
import {
  endOfDay,
  isoDateOf,
  isoWeekday,
  plusCalendar,
  startOfDay,
  zonedAt,
  zonedFromWall,
  type WallClock,
  type ZonedTime,
} from '#core/kernel/zoned-time';
import { DIFFERENTIAL_RUN, nearOffsetChange, sampled } from '../../../support/differential-sample';

// zoned-time does what the reply parsers did with luxon's DateTime, so they need no luxon in the inbound SMS
// function: the two must agree on every step, above all at the wall times DST skips or repeats.
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'America/Santiago',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
];
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

afterEach(() => {
  Settings.now = () => Date.now();
});

const zone = (name: string) => zoneOffsets(name)!;

/** luxon's fromObject guesses the zone's offset at its clock: set that clock to an instant with the offset wanted. */
function luxonFromWall(wall: WallClock, name: string, guessAt: number): DateTime {
  Settings.now = () => guessAt;
  return DateTime.fromObject(wall, { zone: name });
}

function fromWall(wall: WallClock, name: string, guessAt: number): ZonedTime | null {
  return zonedFromWall(wall, zone(name), zone(name).offset(guessAt));
}

const reading = (t: ZonedTime | null) =>
  t && { ms: t.ms, offset: t.offset, wall: [t.year, t.month, t.day, t.hour, t.minute, t.second, t.millisecond] };
const luxonReading = (d: DateTime) =>
  d.isValid
    ? { ms: d.toMillis(), offset: d.offset, wall: [d.year, d.month, d.day, d.hour, d.minute, d.second, d.millisecond] }
    : null;

/** Every offset change of the zone from `from` to `to`, to the minute, found with luxon. */
function transitions(name: string, from: number, to: number): number[] {
  const offsetAt = (ms: number) => DateTime.fromMillis(ms, { zone: name }).offset;
  const found: number[] = [];
  // Each hour's offset read once: it is the next hour's "before".
  for (let at = from, before = offsetAt(from); at < to; at += HOUR_MS) {
    const after = offsetAt(at + HOUR_MS);
    if (before !== after) {
      let [lo, hi] = [at / MINUTE_MS, (at + HOUR_MS) / MINUTE_MS];
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (offsetAt(mid * MINUTE_MS) === before) lo = mid;
        else hi = mid;
      }
      found.push(hi * MINUTE_MS);
    }
    before = after;
  }
  return found;
}

describe('zonedFromWall, as luxon reads a wall clock', () => {
  const NY_SPRING = Date.UTC(2026, 2, 8, 7);
  const NY_FALL = Date.UTC(2026, 10, 1, 6);
  it.each([
    // [what, zone, wall, the instant luxon's clock is at (its guess), expected instant]
    [
      'an ordinary time',
      'America/New_York',
      { year: 2026, month: 6, day: 1, hour: 9 },
      NY_FALL + DAY_MS,
      '2026-06-01T13:00:00.000Z',
    ],
    [
      '02:30 skipped: on by the hour the clocks skip, to 03:30 EDT',
      'America/New_York',
      { year: 2026, month: 3, day: 8, hour: 2, minute: 30 },
      NY_SPRING - DAY_MS,
      '2026-03-08T07:30:00.000Z',
    ],
    [
      'the same, guessing from summer',
      'America/New_York',
      { year: 2026, month: 3, day: 8, hour: 2, minute: 30 },
      NY_SPRING + DAY_MS,
      '2026-03-08T07:30:00.000Z',
    ],
    [
      '01:30 repeated, guessing EDT: the first',
      'America/New_York',
      { year: 2026, month: 11, day: 1, hour: 1, minute: 30 },
      NY_FALL - DAY_MS,
      '2026-11-01T05:30:00.000Z',
    ],
    [
      '01:30 repeated, guessing EST: the second',
      'America/New_York',
      { year: 2026, month: 11, day: 1, hour: 1, minute: 30 },
      NY_FALL + DAY_MS,
      '2026-11-01T06:30:00.000Z',
    ],
    [
      'London 01:30 skipped -> 02:30 BST',
      'Europe/London',
      { year: 2026, month: 3, day: 29, hour: 1, minute: 30 },
      Date.UTC(2026, 0, 1),
      '2026-03-29T01:30:00.000Z',
    ],
    [
      'Santiago midnight skipped -> 01:00',
      'America/Santiago',
      { year: 2026, month: 9, day: 6 },
      Date.UTC(2026, 6, 1),
      '2026-09-06T04:00:00.000Z',
    ],
    [
      'Lord Howe 02:15 skipped by half an hour -> 02:45',
      'Australia/Lord_Howe',
      { year: 2026, month: 10, day: 4, hour: 2, minute: 15 },
      Date.UTC(2026, 6, 1),
      '2026-10-03T15:45:00.000Z',
    ],
    [
      'Kolkata has no change',
      'Asia/Kolkata',
      { year: 2026, month: 3, day: 8, hour: 2, minute: 30 },
      Date.UTC(2026, 0, 1),
      '2026-03-07T21:00:00.000Z',
    ],
    [
      "24:00 is the next day's midnight",
      'America/New_York',
      { year: 2026, month: 6, day: 1, hour: 24 },
      NY_FALL + DAY_MS,
      '2026-06-02T04:00:00.000Z',
    ],
    [
      "Apia skipped 2011-12-30 whole: its midnight is the 31st's",
      'Pacific/Apia',
      { year: 2011, month: 12, day: 30 },
      Date.UTC(2011, 11, 1),
      '2011-12-30T10:00:00.000Z',
    ],
  ])('%s', (_what, name, wall, guessAt, expected) => {
    const ours = fromWall(wall, name, guessAt);
    expect(new Date(ours!.ms).toISOString()).toBe(expected);
    expect(reading(ours)).toEqual(luxonReading(luxonFromWall(wall, name, guessAt)));
  });

  it.each([
    ['Feb 30', { year: 2026, month: 2, day: 30 }],
    ['Feb 29 of a common year', { year: 2026, month: 2, day: 29 }],
    ['month 13', { year: 2026, month: 13, day: 1 }],
    ['day 0', { year: 2026, month: 1, day: 0 }],
    ['24:01', { year: 2026, month: 1, day: 1, hour: 24, minute: 1 }],
    ['hour 25', { year: 2026, month: 1, day: 1, hour: 25 }],
    ['minute 60', { year: 2026, month: 1, day: 1, hour: 1, minute: 60 }],
    ['a fraction of a year', { year: 2026.5, month: 1, day: 1 }],
  ])('is null for no real wall clock (%s), as luxon is invalid', (_what, wall) => {
    expect(fromWall(wall, 'America/New_York', Date.UTC(2026, 0, 1))).toBeNull();
    expect(luxonFromWall(wall, 'America/New_York', Date.UTC(2026, 0, 1)).isValid).toBe(false);
  });

  // Kolkata has no change: its points are New York's. In CI, 2026's changes (each kind the zone has) and New York's
  // always, and a third of 2025's and 2027's, by the seed.
  it.each(ZONES)(
    `every quarter hour around each change in %s from 2025 to 2027, from either offset, and the steps from there (${DIFFERENTIAL_RUN})`,
    (name) => {
      let compared = 0;
      const changes = sampled(
        `zoned-time changes ${name}`,
        [...transitions(name, Date.UTC(2025, 0, 1), Date.UTC(2028, 0, 1)), NY_SPRING, NY_FALL],
        1 / 3,
        (change) => new Date(change).getUTCFullYear() === 2026 || change === NY_SPRING || change === NY_FALL,
      );
      for (const change of changes) {
        const guesses = [change - DAY_MS, change + DAY_MS];
        const localBefore = new Date(change + zone(name).offset(change - 1) * MINUTE_MS);
        for (let step = -16; step <= 16; step++) {
          const local = new Date(localBefore.getTime() + step * 15 * MINUTE_MS);
          const wall = {
            year: local.getUTCFullYear(),
            month: local.getUTCMonth() + 1,
            day: local.getUTCDate(),
            hour: local.getUTCHours(),
            minute: local.getUTCMinutes(),
          };
          for (const guessAt of guesses) {
            const ours = fromWall(wall, name, guessAt)!;
            const theirs = luxonFromWall(wall, name, guessAt);
            expect([wall, reading(ours)]).toEqual([wall, luxonReading(theirs)]);
            for (const days of [-1, 1, 2])
              expect([wall, days, reading(plusCalendar(ours, { days }))]).toEqual([
                wall,
                days,
                luxonReading(theirs.plus({ days })),
              ]);
            expect([wall, reading(plusCalendar(ours, { years: 1 }))]).toEqual([
              wall,
              luxonReading(theirs.plus({ years: 1 })),
            ]);
            expect([wall, reading(startOfDay(ours))]).toEqual([wall, luxonReading(theirs.startOf('day'))]);
            expect([wall, endOfDay(ours)]).toEqual([wall, theirs.endOf('day').toMillis()]);
            expect([wall, isoWeekday(ours), isoDateOf(ours)]).toEqual([wall, theirs.weekday, theirs.toISODate()]);
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThanOrEqual(132);
    },
  );
});

describe('zonedAt, as luxon reads an instant', () => {
  // In CI, the three days around each offset change (and around each of 2027's, which a year on lands near), and
  // the year's ends, always; an eighth of the rest, by the seed.
  it.each(ZONES)(`%s: every 53 minutes across 2026, and the steps from there (${DIFFERENTIAL_RUN})`, (name) => {
    const all: number[] = [];
    for (let at = Date.UTC(2026, 0, 1) + 7; at < Date.UTC(2027, 0, 1); at += 53 * MINUTE_MS + 13) all.push(at);
    const near = nearOffsetChange(name, Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1), 1.5 * DAY_MS);
    const nearAYearOn = nearOffsetChange(name, Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1), 1.5 * DAY_MS);
    for (const at of sampled(
      `zoned-time instants ${name}`,
      all,
      1 / 8,
      (at) => near(at) || nearAYearOn(at + 365 * DAY_MS),
    )) {
      const ours = zonedAt(at, zone(name))!;
      const theirs = DateTime.fromMillis(at, { zone: name });
      expect([at, reading(ours)]).toEqual([at, luxonReading(theirs)]);
      if (at % 5 !== 0) continue;
      expect([at, reading(startOfDay(ours)), endOfDay(ours)]).toEqual([
        at,
        luxonReading(theirs.startOf('day')),
        theirs.endOf('day').toMillis(),
      ]);
      expect([at, reading(plusCalendar(ours, { days: 1 })), reading(plusCalendar(ours, { years: 1 }))]).toEqual([
        at,
        luxonReading(theirs.plus({ days: 1 })),
        luxonReading(theirs.plus({ years: 1 })),
      ]);
    }
  });

  it('is null for an instant a Date cannot hold, as luxon is invalid', () => {
    expect(zonedAt(Number.NaN, zone('UTC'))).toBeNull();
    expect(zonedAt(8.64e15 + 1, zone('UTC'))).toBeNull();
    expect(zonedAt(8.64e15, zone('Asia/Kolkata'))).toBeNull();
    expect(DateTime.fromMillis(8.64e15, { zone: 'Asia/Kolkata' }).isValid).toBe(false);
  });
});

describe('plusCalendar', () => {
  it('keeps Feb 29 on Feb 28 a year on, as luxon', () => {
    const leap = zonedAt(Date.UTC(2028, 1, 29, 15), zone('America/New_York'))!;
    expect(isoDateOf(plusCalendar(leap, { years: 1 })!)).toBe('2029-02-28');
    expect(
      DateTime.fromMillis(Date.UTC(2028, 1, 29, 15), { zone: 'America/New_York' })
        .plus({ years: 1 })
        .toISODate(),
    ).toBe('2029-02-28');
  });
});

describe('isoDateOf and isoWeekday, as luxon writes them', () => {
  it.each([
    { year: 2026, month: 11, day: 27 },
    { year: 5, month: 1, day: 2 },
    { year: 99, month: 12, day: 31 },
    { year: 10000, month: 1, day: 1 },
    { year: 1900, month: 3, day: 1 },
  ])('%j', (wall) => {
    const theirs = DateTime.fromObject(wall, { zone: 'UTC' });
    expect([isoDateOf(wall), isoWeekday(wall)]).toEqual([theirs.toISODate(), theirs.weekday]);
  });
});
