import type { NagStyle } from '#shared/contracts/user';
import { DomainError } from '#core/kernel/errors';
import {
  afterNagSent,
  closedOccurrence,
  editedReminder,
  firstOccurrence,
  newReminder,
  type NagOwner,
  type NagPace,
} from '#core/reminders/domain/reminder-plan';
import { type ReminderSchedule, resolveSchedule } from '#core/reminders/domain/recurrence';

const NY = 'America/New_York';
const owner = (overrides: Partial<NagOwner> = {}): NagOwner => ({
  timezone: NY,
  quietHoursStart: '21:00',
  quietHoursEnd: '08:00',
  nagStyle: 'standard' as NagStyle,
  ...overrides,
});
const d = (iso: string) => new Date(iso);

function created(schedule: ReminderSchedule, now: Date, pace?: NagPace) {
  const occurrence = firstOccurrence(schedule, NY, now);
  if (!occurrence) throw new Error('no first occurrence');
  return newReminder(
    { id: 'r1', userId: 'u1', ref: '1', task: 'Water the plants', schedule, occurrence, ...(pace ? { pace } : {}) },
    now,
  );
}

const issuePathOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.extras.issues?.[0]?.path;
    throw error;
  }
  return undefined;
};

describe("resolveSchedule: a rule that is one of the spec's repeats is stored as that repeat", () => {
  const at = { scheduledDate: '2026-11-30', scheduledTime: '07:00' }; // a Monday
  it.each([
    [{}, { repeat: 'once' }],
    [{ repeat: 'daily' as const }, { repeat: 'daily' }],
    [{ recurrence: 'FREQ=DAILY' }, { repeat: 'daily' }],
    [{ repeat: 'custom' as const, recurrence: 'FREQ=DAILY' }, { repeat: 'daily' }],
    [{ recurrence: 'RRULE:FREQ=WEEKLY;BYDAY=MO' }, { repeat: 'weekly' }],
    [{ recurrence: 'FREQ=WEEKLY' }, { repeat: 'weekly' }],
    [{ recurrence: 'FREQ=MONTHLY;BYMONTHDAY=30' }, { repeat: 'monthly' }],
    [{ recurrence: 'FREQ=WEEKLY;BYDAY=TU' }, { repeat: 'custom', recurrence: 'FREQ=WEEKLY;BYDAY=TU' }],
    [{ recurrence: 'freq=daily;interval=2' }, { repeat: 'custom', recurrence: 'FREQ=DAILY;INTERVAL=2' }],
    [
      { repeat: 'custom' as const, recurrence: 'FREQ=MONTHLY;BYDAY=-1FR' },
      { repeat: 'custom', recurrence: 'FREQ=MONTHLY;BYDAY=-1FR' },
    ],
    [
      { recurrence: 'FREQ=DAILY;INTERVAL=3', repeatFrom: 'completion' as const },
      { repeat: 'custom', recurrence: 'FREQ=DAILY;INTERVAL=3', repeatFrom: 'completion' },
    ],
  ])('%o', (input, expected) => {
    expect(resolveSchedule({ ...at, ...input }, NY)).toEqual({ ...at, ...expected });
  });

  it.each([
    [
      'a repeat that disagrees with the rule',
      { repeat: 'weekly' as const, recurrence: 'FREQ=DAILY;INTERVAL=2' },
      'repeat',
    ],
    ['once beside a rule', { repeat: 'once' as const, recurrence: 'FREQ=DAILY' }, 'repeat'],
    ['a rule naming no date', { recurrence: 'FREQ=MONTHLY;INTERVAL=12;BYMONTH=3' }, 'recurrence'],
    ['a rule that cannot be read', { recurrence: 'FREQ=WEEKLY;BYDAY=XX' }, 'recurrence'],
  ])('%s is refused, naming the field', (_name, input, path) => {
    expect(issuePathOf(() => resolveSchedule({ ...at, ...input }, NY))).toBe(path);
  });
});

describe('custom rules on the nag plan', () => {
  it('every weekday, created on a Saturday, starts on Monday and skips the weekend after Friday', () => {
    const schedule = resolveSchedule(
      { scheduledDate: '2026-11-28', scheduledTime: '07:30', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' },
      NY,
    );
    const reminder = created(schedule, d('2026-11-28T15:00:00Z'));
    expect(reminder.occurrenceDate).toBe('2026-11-30');
    expect(reminder.occurrenceAt).toBe('2026-11-30T12:30:00.000Z');
    const friday = { ...reminder, occurrenceDate: '2026-12-04', occurrenceAt: '2026-12-04T12:30:00.000Z' };
    const next = closedOccurrence(friday, owner(), d('2026-12-04T13:00:00Z'), 'done');
    expect(next.occurrenceDate).toBe('2026-12-07');
    expect(next.status).toBe('pending');
  });

  it('a COUNT that ends leaves the reminder done after its last occurrence', () => {
    const schedule = resolveSchedule(
      { scheduledDate: '2026-11-30', scheduledTime: '09:00', recurrence: 'FREQ=DAILY;INTERVAL=2;COUNT=2' },
      NY,
    );
    const first = created(schedule, d('2026-11-29T12:00:00Z'));
    const second = closedOccurrence(first, owner(), d('2026-11-30T14:10:00Z'), 'done');
    expect(second.occurrenceDate).toBe('2026-12-02');
    const last = closedOccurrence(second, owner(), d('2026-12-02T14:10:00Z'), 'done');
    expect(last.status).toBe('done');
    expect(last.nextNag).toBeUndefined();
  });

  it('repeating from completion: done two days late, the next is 3 days after the day it was done', () => {
    const schedule = resolveSchedule(
      {
        scheduledDate: '2026-11-30',
        scheduledTime: '09:00',
        recurrence: 'FREQ=DAILY;INTERVAL=3',
        repeatFrom: 'completion',
      },
      NY,
    );
    const reminder = created(schedule, d('2026-11-29T12:00:00Z'));
    expect(reminder.repeatFrom).toBe('completion');
    const doneLate = closedOccurrence(reminder, owner(), d('2026-12-02T20:00:00Z'), 'done'); // Dec 2, 3 PM in New York
    expect(doneLate.occurrenceDate).toBe('2026-12-05');
    expect(doneLate.occurrenceAt).toBe('2026-12-05T14:00:00.000Z');
  });

  it('repeating from completion, a weekly reminder done early counts from that day', () => {
    const schedule = resolveSchedule(
      { scheduledDate: '2026-11-30', scheduledTime: '09:00', repeat: 'weekly', repeatFrom: 'completion' },
      NY,
    );
    const reminder = created(schedule, d('2026-11-29T12:00:00Z'));
    const doneEarly = closedOccurrence(reminder, owner(), d('2026-11-29T15:00:00Z'), 'done');
    expect(doneEarly.occurrenceDate).toBe('2026-12-06');
  });

  it('repeating from completion, an ignored day moves on by the interval from the scheduled one', () => {
    const schedule = resolveSchedule(
      {
        scheduledDate: '2026-11-30',
        scheduledTime: '09:00',
        recurrence: 'FREQ=DAILY;INTERVAL=3',
        repeatFrom: 'completion',
      },
      NY,
    );
    let reminder = created(schedule, d('2026-11-29T12:00:00Z'), { nagStyle: 'gentle' });
    for (let sent = 0; sent < 5; sent++) reminder = afterNagSent(reminder, owner(), d(reminder.nextNag!.at));
    expect(reminder.occurrenceDate).toBe('2026-12-03');
  });
});

describe("a reminder's own nag pace", () => {
  const schedule = resolveSchedule({ scheduledDate: '2026-11-30', scheduledTime: '10:00', repeat: 'daily' }, NY);

  it("its own style wins over the account's", () => {
    const reminder = created(schedule, d('2026-11-29T12:00:00Z'), { nagStyle: 'relentless' });
    const sent = afterNagSent(reminder, owner({ nagStyle: 'gentle' }), d('2026-11-30T15:00:00Z'));
    expect(sent.nextNag).toMatchObject({ attempt: 2, at: '2026-11-30T15:15:00.000Z' });
  });

  it("every N minutes, within the style's daily cap", () => {
    let reminder = created(schedule, d('2026-11-29T12:00:00Z'), { nagEveryMinutes: 7 });
    const times: string[] = [];
    for (let sent = 0; sent < 10; sent++) {
      times.push(reminder.nextNag!.at);
      reminder = afterNagSent(reminder, owner({ nagStyle: 'gentle' }), d(reminder.nextNag!.at));
    }
    // Gentle's cap is 5 a day: five texts 7 minutes apart, then the next day's first.
    expect(times.slice(0, 5)).toEqual(
      ['15:00', '15:07', '15:14', '15:21', '15:28'].map((t) => `2026-11-30T${t}:00.000Z`),
    );
    expect(times[5]).toBe('2026-12-01T15:00:00.000Z');
  });

  it("an edit that sets the style back to the account's drops the reminder's own", () => {
    const reminder = created(schedule, d('2026-11-29T12:00:00Z'), { nagStyle: 'relentless', nagEveryMinutes: 30 });
    const edited = editedReminder(
      reminder,
      { task: 'Water the plants', schedule, occurrence: null, zone: NY },
      d('2026-11-29T13:00:00Z'),
    );
    expect(edited.nagStyle).toBeUndefined();
    expect(edited.nagEveryMinutes).toBeUndefined();
    expect(edited.nextNag).toEqual(reminder.nextNag);
  });
});
