import {
  nextWindowText,
  windowGapProblem,
  windowStartDate,
  windowTextDueAt,
} from '#core/reminders/domain/deadline-window';
import { shortestGapHours, type HeadsUpClock } from '#core/reminders/domain/heads-up';
import { recurrenceRuleOf } from '#core/reminders/domain/recurrence';
import { instantToWallTime, wallTimeToInstant } from '#core/kernel/wall-time';

const NY = 'America/New_York';
const SYDNEY = 'Australia/Sydney';
const occurrenceOn = (date: string, time: string, zone = NY) => ({ date, at: wallTimeToInstant(date, time, zone) });
const local = (at: Date, zone = NY) => {
  const wall = instantToWallTime(at, zone);
  return `${wall.date} ${wall.time}`;
};
const noQuiet = (timezone = NY): HeadsUpClock => ({ timezone, quietHoursStart: '08:00', quietHoursEnd: '08:00' });
const nightQuiet: HeadsUpClock = { timezone: NY, quietHoursStart: '22:00', quietHoursEnd: '08:00' };

/** Every gentle text a window plans, in order, as the plan walks it: each from the one before. */
function walk(deadline: { date: string; at: Date }, time: string, days: number, owner: HeadsUpClock, now: Date) {
  const texts: string[] = [];
  let next = nextWindowText(deadline, time, days, owner, now);
  while (next) {
    texts.push(`${next.attempt} ${local(next.at, owner.timezone)}`);
    next = nextWindowText(deadline, time, days, owner, next.at, -next.attempt);
  }
  return texts;
}

describe('which days a window texts, and when: its wall time each day in the owner zone', () => {
  it.each([
    // [what, deadline date, time, window days, now (New York wall), owner, the texts: attempt and local time]
    [
      'rent on the 1st, 6 days, across the month boundary',
      '2026-12-01',
      '09:00',
      6,
      '2026-11-20 12:00',
      noQuiet(),
      [
        '-6 2026-11-25 09:00',
        '-5 2026-11-26 09:00',
        '-4 2026-11-27 09:00',
        '-3 2026-11-28 09:00',
        '-2 2026-11-29 09:00',
        '-1 2026-11-30 09:00',
      ],
    ],
    [
      'across fall back (Nov 1 2026): still 9:00 AM each day',
      '2026-11-03',
      '09:00',
      3,
      '2026-10-20 12:00',
      noQuiet(),
      ['-3 2026-10-31 09:00', '-2 2026-11-01 09:00', '-1 2026-11-02 09:00'],
    ],
    [
      'across spring forward (Mar 8 2026)',
      '2026-03-09',
      '09:00',
      2,
      '2026-03-01 12:00',
      noQuiet(),
      ['-2 2026-03-07 09:00', '-1 2026-03-08 09:00'],
    ],
    [
      'a wall time the clocks skip: the first minute after the jump that day',
      '2026-03-10',
      '02:30',
      2,
      '2026-03-01 12:00',
      noQuiet(),
      ['-2 2026-03-08 03:00', '-1 2026-03-09 02:30'],
    ],
    [
      'made inside the window after today’s time: from tomorrow',
      '2026-12-01',
      '09:00',
      6,
      '2026-11-27 12:00',
      noQuiet(),
      ['-3 2026-11-28 09:00', '-2 2026-11-29 09:00', '-1 2026-11-30 09:00'],
    ],
    [
      'made at the very minute of a window day: that day’s text is still due',
      '2026-12-01',
      '09:00',
      2,
      '2026-11-29 09:00',
      noQuiet(),
      ['-2 2026-11-29 09:00', '-1 2026-11-30 09:00'],
    ],
    [
      'a time in quiet hours: each waits for the morning after, still before the deadline',
      '2026-12-01',
      '23:00',
      2,
      '2026-11-20 12:00',
      nightQuiet,
      ['-2 2026-11-30 08:00', '-1 2026-12-01 08:00'],
    ],
    [
      'away in Tokyo: quiet hours read there (09:00 New York is 23:00 Tokyo), each waits for 08:00 Tokyo',
      '2026-12-01',
      '09:00',
      2,
      '2026-11-20 12:00',
      { ...nightQuiet, quietZone: 'Asia/Tokyo' },
      ['-2 2026-11-29 18:00', '-1 2026-11-30 18:00'],
    ],
    ['the deadline day itself: no gentle text left', '2026-12-01', '09:00', 3, '2026-11-30 10:00', noQuiet(), []],
  ])('%s', (_what, date, time, days, nowWall, owner, expected) => {
    const [nowDate, nowTime] = nowWall.split(' ') as [string, string];
    const now = wallTimeToInstant(nowDate, nowTime, NY);
    expect(walk(occurrenceOn(date, time, owner.timezone), time, days, owner, now)).toEqual(expected);
  });

  it('in a southern zone across its own change (Sydney, Apr 5 2026): wall-clock days', () => {
    const now = new Date('2026-03-20T00:00:00Z');
    expect(walk(occurrenceOn('2026-04-06', '09:00', SYDNEY), '09:00', 2, noQuiet(SYDNEY), now)).toEqual([
      '-2 2026-04-04 09:00',
      '-1 2026-04-05 09:00',
    ]);
    // 9:00 AEDT is 22:00 UTC the day before; 9:00 AEST 23:00 UTC.
    expect(windowTextDueAt('2026-04-06', '09:00', 2, SYDNEY).toISOString()).toBe('2026-04-03T22:00:00.000Z');
    expect(windowTextDueAt('2026-04-06', '09:00', 1, SYDNEY).toISOString()).toBe('2026-04-04T23:00:00.000Z');
  });

  it('the window starts the given days before the deadline: 6 before the 1st is the 25th or the 26th', () => {
    expect(windowStartDate('2026-12-01', 6)).toBe('2026-11-25');
    expect(windowStartDate('2027-01-01', 6)).toBe('2026-12-26');
    expect(windowStartDate('2027-03-01', 6)).toBe('2027-02-23');
  });
});

describe('a window must end before the previous deadline', () => {
  const gap = (repeat: string, recurrence?: string) =>
    shortestGapHours(
      recurrenceRuleOf(
        {
          repeat: repeat as 'once',
          anchorDate: '2026-12-01',
          wallTime: '09:00',
          ...(recurrence ? { recurrence } : {}),
        },
        NY,
      ),
      '2026-12-01',
    );
  it.each([
    ['one-time: any window', 'once', undefined, 31, null],
    ['weekly: 6 days fit', 'weekly', undefined, 6, null],
    [
      'weekly: 7 days reach the previous deadline',
      'weekly',
      undefined,
      7,
      'Window must be at most 6 days for this repeat: 7 days would reach back to the previous deadline',
    ],
    ['monthly: 27 days fit (February)', 'monthly', undefined, 27, null],
    [
      'monthly: 28 days reach back in February',
      'monthly',
      undefined,
      28,
      'Window must be at most 27 days for this repeat: 28 days would reach back to the previous deadline',
    ],
    ['every other day: 1 day fits', 'custom', 'FREQ=DAILY;INTERVAL=2', 1, null],
    [
      'daily: no room for a window',
      'daily',
      undefined,
      1,
      'A deadline window needs at least 2 days between deadlines: this repeat has none to spare',
    ],
  ])('%s', (_what, repeat, recurrence, days, problem) => {
    expect(windowGapProblem(days, gap(repeat, recurrence))).toBe(problem);
  });
});
