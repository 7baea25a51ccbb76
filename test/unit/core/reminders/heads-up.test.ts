import {
  headsUpAt,
  headsUpGapProblem,
  plannedHeadsUpAt,
  shortestGapHours,
  type HeadsUpClock,
} from '#core/reminders/domain/heads-up';
import { recurrenceRuleOf } from '#core/reminders/domain/recurrence';
import { instantToWallTime, wallTimeToInstant } from '#core/kernel/wall-time';

const NY = 'America/New_York';
const occurrenceOn = (date: string, time: string, zone = NY) => ({ date, at: wallTimeToInstant(date, time, zone) });
const local = (at: Date | null, zone = NY) => {
  if (!at) return null;
  const wall = instantToWallTime(at, zone);
  return `${wall.date} ${wall.time}`;
};

describe('headsUpAt: whole days are wall-clock days, other hours elapsed hours', () => {
  it.each([
    // [what, occurrence date, time, hours, heads-up in New York's wall time, as UTC]
    ['1 day before, plain week', '2026-01-15', '09:00', 24, '2026-01-14 09:00', '2026-01-14T14:00:00.000Z'],
    ['2 days before', '2026-01-15', '09:00', 48, '2026-01-13 09:00', '2026-01-13T14:00:00.000Z'],
    ['3 days before', '2026-01-15', '09:00', 72, '2026-01-12 09:00', '2026-01-12T14:00:00.000Z'],
    // Spring forward (Mar 8 2026, 2:00 AM): a wall-clock day is 23 hours here; still 9:00 AM the day before.
    ['1 day before the spring-forward day', '2026-03-08', '09:00', 24, '2026-03-07 09:00', '2026-03-07T14:00:00.000Z'],
    [
      '1 day before the day after spring forward',
      '2026-03-09',
      '09:00',
      24,
      '2026-03-08 09:00',
      '2026-03-08T13:00:00.000Z',
    ],
    [
      '2 days before the day after spring forward',
      '2026-03-09',
      '09:00',
      48,
      '2026-03-07 09:00',
      '2026-03-07T14:00:00.000Z',
    ],
    // Fall back (Nov 1 2026, 2:00 AM): a 25-hour day; still 9:00 AM the day before.
    ['1 day before the fall-back day', '2026-11-01', '09:00', 24, '2026-10-31 09:00', '2026-10-31T13:00:00.000Z'],
    [
      '3 days before the day after fall back',
      '2026-11-02',
      '09:00',
      72,
      '2026-10-30 09:00',
      '2026-10-30T13:00:00.000Z',
    ],
    // Elapsed hours: across the change the wall time shifts by the hour the clocks moved.
    ['1 hour before', '2026-01-15', '09:00', 1, '2026-01-15 08:00', '2026-01-15T13:00:00.000Z'],
    [
      '12 hours before, across spring forward',
      '2026-03-08',
      '09:00',
      12,
      '2026-03-07 20:00',
      '2026-03-08T01:00:00.000Z',
    ],
    ['3 hours before, across fall back', '2026-11-01', '04:00', 3, '2026-11-01 01:00', '2026-11-01T06:00:00.000Z'],
    ['25 hours before (not a whole day)', '2026-03-09', '09:00', 25, '2026-03-08 08:00', '2026-03-08T12:00:00.000Z'],
  ])('%s', (_what, date, time, hours, wall, utc) => {
    const at = headsUpAt(occurrenceOn(date, time), time, hours, NY);
    expect(local(at)).toBe(wall);
    expect(at.toISOString()).toBe(utc);
  });

  it('a whole day before a wall time the clocks skip lands on that time the day before', () => {
    // 2:30 AM does not exist on Mar 8 2026; the occurrence moves to 3:30 EDT, its heads-up stays 2:30 AM Mar 7.
    expect(local(headsUpAt(occurrenceOn('2026-03-08', '02:30'), '02:30', 24, NY))).toBe('2026-03-07 02:30');
  });
});

describe('plannedHeadsUpAt: quiet hours wait, unless that reaches the occurrence', () => {
  const owner: HeadsUpClock = { timezone: NY, quietHoursStart: '21:00', quietHoursEnd: '08:00' };
  const noQuiet: HeadsUpClock = { ...owner, quietHoursStart: '08:00', quietHoursEnd: '08:00' };
  const NOW = wallTimeToInstant('2026-01-10', '12:00', NY);
  it.each([
    ['outside quiet hours: at its time', owner, '2026-01-15', '09:00', 24, '2026-01-14 09:00'],
    ['in quiet hours: when they end', owner, '2026-01-15', '09:00', 12, '2026-01-15 08:00'],
    ['in quiet hours, their end before the occurrence', owner, '2026-01-15', '08:30', 1, '2026-01-15 08:00'],
    ['in quiet hours, their end is the occurrence: dropped', owner, '2026-01-15', '08:00', 1, null],
    ['in quiet hours, their end after the occurrence: dropped', owner, '2026-01-15', '07:00', 3, null],
    ['no quiet hours: at its time, at night too', noQuiet, '2026-01-15', '07:00', 3, '2026-01-15 04:00'],
    ['its time already past: none', owner, '2026-01-11', '09:00', 48, null],
  ])('%s', (_what, who, date, time, hours, expected) => {
    expect(local(plannedHeadsUpAt(occurrenceOn(date, time), time, hours, who, NOW))).toBe(expected);
  });

  it('due exactly now still goes', () => {
    const at = plannedHeadsUpAt(occurrenceOn('2026-01-11', '12:00'), '12:00', 24, owner, NOW);
    expect(at?.toISOString()).toBe(NOW.toISOString());
  });
});

describe('shortestGapHours and the gap rule', () => {
  const rule = (repeat: 'once' | 'daily' | 'weekly' | 'monthly' | 'custom', recurrence?: string) =>
    recurrenceRuleOf(
      { repeat, anchorDate: '2026-01-05', wallTime: '09:00', ...(recurrence ? { recurrence } : {}) },
      NY,
    );
  it.each([
    ['once', rule('once'), null],
    ['daily', rule('daily'), 24],
    ['every other day', rule('custom', 'FREQ=DAILY;INTERVAL=2'), 48],
    ['weekly', rule('weekly'), 168],
    [
      'weekdays (Friday to Monday is 3 days, Monday to Tuesday 1)',
      rule('custom', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'),
      24,
    ],
    ['Mondays and Thursdays', rule('custom', 'FREQ=WEEKLY;BYDAY=MO,TH'), 72],
    ['monthly (February is the shortest month)', rule('monthly'), 28 * 24],
  ])('%s', (_what, r, hours) => {
    expect(shortestGapHours(r, '2026-01-05')).toBe(hours);
  });

  it.each([
    [72, null, null],
    [24, 24, null],
    [
      48,
      24,
      'Heads-up before must be at most 24 hours for this repeat: 48 hours would reach back before the previous occurrence',
    ],
    [72, 72, null],
    [
      72,
      48,
      'Heads-up before must be at most 48 hours for this repeat: 72 hours would reach back before the previous occurrence',
    ],
    [1, 168, null],
  ])('%i hours with a gap of %s hours', (hours, gap, problem) => {
    expect(headsUpGapProblem(hours, gap)).toBe(problem);
  });
});
