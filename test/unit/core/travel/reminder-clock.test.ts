import type { ReminderClock } from '#shared/vocabulary';
import { clockReading, onClock, readingZone } from '#core/reminders/domain/reminder-clock';
import {
  afterNagSent,
  closedOccurrence,
  firstOccurrence,
  newReminder,
  replannedReminder,
  type NagOwner,
} from '#core/reminders/domain/reminder-plan';
import type { Reminder } from '#core/reminders/domain/reminder';
import { planTrip, zoneWhereTheyAre, tripOn, type StoredTravel } from '#core/users/domain/travel';
import { movedMoreThanAnHour } from '#core/reminders/domain/travel-moves';
import { toTask } from '#core/reminders/domain/task-view';

const HOME = 'America/New_York';
const TOKYO = 'Asia/Tokyo';
const d = (iso: string) => new Date(iso);

const trip = (over: Partial<StoredTravel> = {}): StoredTravel => ({
  zone: TOKYO,
  until: '2026-12-04',
  endsAt: '2026-12-04T15:00:00.000Z',
  setAt: '2026-11-28T00:00:00.000Z',
  ...over,
});
type Owner = NagOwner & { travel?: StoredTravel };
const owner = (travel?: StoredTravel): Owner => ({
  timezone: HOME,
  quietHoursStart: '21:00',
  quietHoursEnd: '08:00',
  nagStyle: 'standard',
  ...(travel ? { travel } : {}),
});
const clockOf = (clock: ReminderClock, clockZone?: string) => ({ clock, ...(clockZone ? { clockZone } : {}) });

describe('the zone a reminder reads its time in', () => {
  const during = d('2026-12-01T00:00:00.000Z');
  const after = d('2026-12-05T00:00:00.000Z');
  it.each<[string, ReminderClock, string | undefined, StoredTravel | undefined, Date, string | undefined, string]>([
    ['home, at home', 'home', undefined, undefined, during, undefined, HOME],
    ['home, on a trip', 'home', undefined, trip(), during, undefined, HOME],
    ['where I am, at home', 'where_i_am', undefined, undefined, during, undefined, HOME],
    ['where I am, on a trip', 'where_i_am', undefined, trip(), during, undefined, TOKYO],
    [
      'where I am, an open-ended trip',
      'where_i_am',
      undefined,
      trip({ until: null, endsAt: null }),
      after,
      undefined,
      TOKYO,
    ],
    ['where I am, once the trip ended', 'where_i_am', undefined, trip(), after, undefined, HOME],
    [
      'where I am, an occurrence before the trip ends',
      'where_i_am',
      undefined,
      trip(),
      during,
      '2026-12-04T14:59:00.000Z',
      TOKYO,
    ],
    [
      'where I am, an occurrence at or after the trip ends',
      'where_i_am',
      undefined,
      trip(),
      during,
      '2026-12-04T15:00:00.000Z',
      HOME,
    ],
    ['fixed, at home', 'fixed', 'Europe/London', undefined, during, undefined, 'Europe/London'],
    ['fixed, on a trip', 'fixed', 'Europe/London', trip(), during, undefined, 'Europe/London'],
    [
      'an item stored before clocks (no clock): home',
      undefined as unknown as ReminderClock,
      undefined,
      trip(),
      during,
      undefined,
      HOME,
    ],
  ])('%s', (_name, clock, clockZone, travel, now, occurrenceAt, zone) => {
    expect(readingZone({ clock, ...(clockZone ? { clockZone } : {}) }, owner(travel), now, occurrenceAt)).toBe(zone);
  });

  it('quiet hours are read where the person is; only a home-time reminder away holds its first text', () => {
    const now = d('2026-12-01T00:00:00.000Z');
    expect(zoneWhereTheyAre(owner(trip()), now)).toBe(TOKYO);
    expect(zoneWhereTheyAre(owner(trip()), d('2026-12-04T15:00:00.000Z'))).toBe(HOME);
    expect(clockReading(clockOf('home'), owner(trip()), now)).toEqual({
      timezone: HOME,
      quietZone: TOKYO,
      holdFirstText: true,
    });
    expect(clockReading(clockOf('where_i_am'), owner(trip()), now)).toEqual({
      timezone: TOKYO,
      quietZone: TOKYO,
      holdFirstText: false,
    });
    expect(clockReading(clockOf('fixed', 'Europe/London'), owner(trip()), now)).toEqual({
      timezone: 'Europe/London',
      quietZone: TOKYO,
      holdFirstText: false,
    });
    expect(clockReading(clockOf('home'), owner(), now)).toEqual({
      timezone: HOME,
      quietZone: HOME,
      holdFirstText: false,
    });
  });
});

describe('a trip as asked for', () => {
  // Monday 30 November 2026, 8:00 PM UTC: 3:00 PM in New York, already Tuesday 1 December 5:00 AM in Tokyo.
  const now = d('2026-11-30T20:00:00.000Z');
  it.each<[string, { zone: string; until?: string | null }, ReturnType<typeof planTrip>]>([
    [
      'a zone that does not exist',
      { zone: 'Narnia/Cair_Paravel' },
      { kind: 'problem', field: 'zone', message: 'Unknown time zone' },
    ],
    ['the home zone: home', { zone: HOME, until: '2026-12-04' }, { kind: 'home' }],
    ['the home zone in other letters: home', { zone: 'america/new_york' }, { kind: 'home' }],
    [
      'open-ended',
      { zone: TOKYO },
      { kind: 'trip', travel: { zone: TOKYO, until: null, endsAt: null, setAt: now.toISOString() } },
    ],
    [
      'until Friday: its end is midnight after Friday in Tokyo',
      { zone: TOKYO, until: '2026-12-04' },
      {
        kind: 'trip',
        travel: { zone: TOKYO, until: '2026-12-04', endsAt: '2026-12-04T15:00:00.000Z', setAt: now.toISOString() },
      },
    ],
    [
      'until today in Tokyo (already 1 December there)',
      { zone: TOKYO, until: '2026-12-01' },
      {
        kind: 'trip',
        travel: { zone: TOKYO, until: '2026-12-01', endsAt: '2026-12-01T15:00:00.000Z', setAt: now.toISOString() },
      },
    ],
    [
      'until 30 November: still today in New York, but over in Tokyo',
      { zone: TOKYO, until: '2026-11-30' },
      { kind: 'problem', field: 'until', message: expect.stringContaining('already over') as unknown as string },
    ],
    [
      'a year to the day (365 days, today the first)',
      { zone: TOKYO, until: '2027-11-30' },
      {
        kind: 'trip',
        travel: { zone: TOKYO, until: '2027-11-30', endsAt: '2027-11-30T15:00:00.000Z', setAt: now.toISOString() },
      },
    ],
    [
      'longer than a year',
      { zone: TOKYO, until: '2027-12-01' },
      { kind: 'problem', field: 'until', message: expect.stringContaining('at most 365 days') as unknown as string },
    ],
    [
      'London until a day of its spring change (the end read on London time)',
      { zone: 'Europe/London', until: '2027-03-27' },
      {
        kind: 'trip',
        travel: {
          zone: 'Europe/London',
          until: '2027-03-27',
          endsAt: '2027-03-28T00:00:00.000Z',
          setAt: now.toISOString(),
        },
      },
    ],
  ])('%s', (_name, ask, expected) => {
    expect(planTrip(ask, HOME, now)).toEqual(expected);
  });

  it('is on until its end, and the end is exclusive', () => {
    const user = { travel: trip() };
    expect(tripOn(user, d('2026-12-04T14:59:59.999Z'))).toEqual(trip());
    expect(tripOn(user, d('2026-12-04T15:00:00.000Z'))).toBeNull();
    expect(tripOn({}, d('2026-12-01T00:00:00.000Z'))).toBeNull();
  });
});

describe('"without a word unless something changes by more than an hour"', () => {
  const r = (task: string, at: string | undefined): Reminder =>
    ({ task, ref: task, ...(at ? { nextNag: { id: task, attempt: 1, at } } : {}) }) as Reminder;
  it.each<[string, string | undefined, string | undefined, boolean]>([
    ['moved 14 hours', '2026-12-05T22:00:00.000Z', '2026-12-05T12:00:00.000Z', true],
    ['moved exactly an hour', '2026-12-05T12:00:00.000Z', '2026-12-05T13:00:00.000Z', false],
    ['moved an hour and a minute', '2026-12-05T12:00:00.000Z', '2026-12-05T13:01:00.000Z', true],
    ['moved earlier by two hours', '2026-12-05T12:00:00.000Z', '2026-12-05T10:00:00.000Z', true],
    ['not moved', '2026-12-05T12:00:00.000Z', '2026-12-05T12:00:00.000Z', false],
    ['nothing planned before', undefined, '2026-12-05T12:00:00.000Z', false],
    ['nothing planned after', '2026-12-05T12:00:00.000Z', undefined, false],
  ])('%s', (_name, was, now, moved) => {
    expect(movedMoreThanAnHour([{ was: r('Gym', was), now: r('Gym', now) }]).map((x) => x.task)).toEqual(
      moved ? ['Gym'] : [],
    );
  });
});

/** A daily reminder at `time` on `clock`, made at `now` as createReminder makes it. */
function daily(clock: ReminderClock, time: string, who: Owner, now: Date, clockZone?: string): Reminder {
  const clockFields = clockOf(clock, clockZone);
  return onClock(clockFields, who, now, (o) => {
    const schedule = { scheduledDate: '2026-10-27', scheduledTime: time, repeat: 'daily' as const };
    return newReminder(
      {
        id: `r-${clock}`,
        userId: 'u',
        ref: '1',
        task: clock,
        schedule,
        occurrence: firstOccurrence(schedule, o.timezone, now)!,
        clock: clockFields,
        owner: o,
      },
      now,
    );
  });
}

/** DONE a minute after each occurrence, for `days` days: each occurrence's instant. */
function walk(reminder: Reminder, who: (now: Date) => Owner, days: number): string[] {
  const seen: string[] = [];
  let r = reminder;
  for (let i = 0; i < days; i++) {
    seen.push(r.occurrenceAt);
    const now = new Date(Date.parse(r.occurrenceAt) + 60_000);
    r = onClock(r, who(now), now, (o) => closedOccurrence(r, o, now, 'done'));
  }
  return seen;
}

describe('a week in Tokyo from New York across the changes of US summer time', () => {
  // Tokyo keeps +09:00 all year; New York leaves summer time on Sun 1 Nov 2026 and enters it on Sun 14 Mar 2027.
  it.each([
    {
      name: 'November (US summer time ends)',
      start: '2026-10-27T00:00:00.000Z',
      travel: trip({ until: '2026-11-03', endsAt: '2026-11-03T15:00:00.000Z', setAt: '2026-10-27T00:00:00.000Z' }),
      home7am: [
        '2026-10-27T11:00:00.000Z',
        '2026-10-28T11:00:00.000Z',
        '2026-10-29T11:00:00.000Z',
        '2026-10-30T11:00:00.000Z',
        '2026-10-31T11:00:00.000Z',
        '2026-11-01T12:00:00.000Z',
        '2026-11-02T12:00:00.000Z',
        '2026-11-03T12:00:00.000Z',
        '2026-11-04T12:00:00.000Z',
      ],
      // 7:00 AM in Tokyo is 22:00 UTC the day before, every day; home again on 4 November: 7:00 AM New York.
      tokyo7am: [
        '2026-10-27T22:00:00.000Z',
        '2026-10-28T22:00:00.000Z',
        '2026-10-29T22:00:00.000Z',
        '2026-10-30T22:00:00.000Z',
        '2026-10-31T22:00:00.000Z',
        '2026-11-01T22:00:00.000Z',
        '2026-11-02T22:00:00.000Z',
        '2026-11-04T12:00:00.000Z',
        '2026-11-05T12:00:00.000Z',
      ],
      // 3:00 PM New York, wherever the person is.
      fixed3pm: [
        '2026-10-27T19:00:00.000Z',
        '2026-10-28T19:00:00.000Z',
        '2026-10-29T19:00:00.000Z',
        '2026-10-30T19:00:00.000Z',
        '2026-10-31T19:00:00.000Z',
        '2026-11-01T20:00:00.000Z',
        '2026-11-02T20:00:00.000Z',
        '2026-11-03T20:00:00.000Z',
        '2026-11-04T20:00:00.000Z',
      ],
    },
    {
      name: 'March (US summer time begins)',
      start: '2027-03-10T00:00:00.000Z',
      travel: trip({ until: '2027-03-16', endsAt: '2027-03-16T15:00:00.000Z', setAt: '2027-03-10T00:00:00.000Z' }),
      home7am: [
        '2027-03-10T12:00:00.000Z',
        '2027-03-11T12:00:00.000Z',
        '2027-03-12T12:00:00.000Z',
        '2027-03-13T12:00:00.000Z',
        '2027-03-14T11:00:00.000Z',
        '2027-03-15T11:00:00.000Z',
        '2027-03-16T11:00:00.000Z',
        '2027-03-17T11:00:00.000Z',
      ],
      tokyo7am: [
        '2027-03-10T22:00:00.000Z',
        '2027-03-11T22:00:00.000Z',
        '2027-03-12T22:00:00.000Z',
        '2027-03-13T22:00:00.000Z',
        '2027-03-14T22:00:00.000Z',
        '2027-03-15T22:00:00.000Z',
        '2027-03-17T11:00:00.000Z',
        '2027-03-18T11:00:00.000Z',
      ],
      fixed3pm: [
        '2027-03-10T20:00:00.000Z',
        '2027-03-11T20:00:00.000Z',
        '2027-03-12T20:00:00.000Z',
        '2027-03-13T20:00:00.000Z',
        '2027-03-14T19:00:00.000Z',
        '2027-03-15T19:00:00.000Z',
        '2027-03-16T19:00:00.000Z',
        '2027-03-17T19:00:00.000Z',
      ],
    },
  ])(
    '$name: home keeps 7:00 AM New York, where-I-am 7:00 AM Tokyo until the trip ends, fixed 3:00 PM New York',
    (week) => {
      const who = (now: Date) => owner(tripOn({ travel: week.travel }, now) ? week.travel : undefined);
      const start = d(week.start);
      expect(walk(daily('home', '07:00', who(start), start), who, week.home7am.length)).toEqual(week.home7am);
      expect(walk(daily('where_i_am', '07:00', who(start), start), who, week.tokyo7am.length)).toEqual(week.tokyo7am);
      expect(walk(daily('fixed', '15:00', who(start), start, HOME), who, week.fixed3pm.length)).toEqual(week.fixed3pm);
    },
  );
});

describe('quiet hours follow the person', () => {
  const now = d('2026-12-01T00:00:00.000Z');
  it('a repeat nag is held to the end of quiet hours in Tokyo, not in New York', () => {
    // A where-I-am 8:30 PM Tokyo reminder: its second nag, the ladder's gap on (10:00 PM Tokyo), is in Tokyo's quiet hours.
    const r = daily('where_i_am', '20:30', owner(trip()), now);
    expect(r.occurrenceAt).toBe('2026-12-01T11:30:00.000Z');
    const sentAt = d(r.occurrenceAt);
    const next = onClock(r, owner(trip()), sentAt, (o) => afterNagSent(r, o, sentAt));
    // 8:00 AM Tokyo the next day (23:00 UTC), whereas read in New York (8:00 AM there) it would go at once.
    expect(next.nextNag?.at).toBe('2026-12-01T23:00:00.000Z');
    const atHome = afterNagSent(r, owner(), sentAt);
    expect(atHome.nextNag?.at).toBe('2026-12-01T13:00:00.000Z');
  });

  it.each<[string, ReminderClock, string | undefined, string, string]>([
    // 10:00 AM New York is midnight in Tokyo: a home-time reminder waits for 8:00 AM Tokyo.
    ['home time in local quiet hours waits for them to end', 'home', undefined, '10:00', '2026-12-01T23:00:00.000Z'],
    ['a fixed instant the person chose goes at its instant', 'fixed', HOME, '10:00', '2026-12-01T15:00:00.000Z'],
    [
      'a where-I-am time the person chose goes at its time',
      'where_i_am',
      undefined,
      '23:30',
      '2026-12-01T14:30:00.000Z',
    ],
  ])('%s', (_name, clock, clockZone, time, firstText) => {
    const r = daily(clock, time, owner(trip()), now, clockZone);
    expect(r.nextNag?.at).toBe(firstText);
    const task = toTask(r, { ...owner(trip()) });
    expect(task.nextNagAt).toBe(firstText);
    if (clock === 'home') expect(task.nextNagReason).toBe('quiet_hours');
    expect(task.timezone).toBe(clock === 'where_i_am' ? TOKYO : HOME);
    expect(task.clock).toBe(clock);
    expect(task.clockZone).toBe(clock === 'fixed' ? HOME : null);
  });

  it('home again, a re-plan sends the held home-time text at its own time', () => {
    const r = daily('home', '10:00', owner(trip()), now);
    const back = replannedReminder(r, owner(), now);
    expect(back.nextNag?.at).toBe('2026-12-01T15:00:00.000Z');
  });
});
