import type { NewCompletion } from '#core/reminders/domain/completion';
import type { Reminder } from '#core/reminders/domain/reminder';
import { wallTimeToInstant } from '#core/kernel/wall-time';
import { reminderHistory } from '#core/reminders/use-cases/reminder-history';
import { memoryReminders } from '../../../support/memory/memory-reminders';
import { memoryUsers } from '../../../support/memory/memory-users';
import { sampleUser } from '../../../support/user-repository-contract';

const user = sampleUser({ subscriptionStatus: 'active', timezone: 'Europe/Berlin' });

const gym: Reminder = {
  id: 'g1',
  userId: user.id,
  ref: '1',
  task: 'Gym',
  repeat: 'daily',
  anchorDate: '2026-09-01',
  wallTime: '07:00',
  status: 'pending',
  occurrenceDate: '2026-11-23',
  occurrenceAt: '2026-11-23T06:00:00.000Z',
  nagCount: 0,
  createdAt: '2026-09-01T12:00:00.000Z',
  updatedAt: '2026-09-01T12:00:00.000Z',
  version: 1,
};

/** `count` daily occurrences (across Berlin's end of summer time on 25 October from 29 on) ending the day before 2026-11-23, 07:00 Berlin, each done 20 minutes in. */
function endedDays(count: number): NewCompletion[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.parse('2026-11-22T12:00:00.000Z') - i * 86_400_000).toISOString().slice(0, 10);
    const at = wallTimeToInstant(date, '07:00', user.timezone).getTime();
    return {
      userId: user.id,
      reminderId: gym.id,
      occurrenceDate: date,
      occurrenceAt: new Date(at).toISOString(),
      completedAt: new Date(at + 20 * 60_000).toISOString(),
      outcome: 'done',
      nags: 1,
      nagStyle: 'standard',
    };
  });
}

async function depsWith(count: number) {
  const users = memoryUsers();
  const reminders = memoryReminders();
  await users.create(user);
  await reminders.create(gym);
  for (const c of endedDays(count)) await reminders.recordCompletion(c);
  const reads: { limit: number; cursor?: string }[] = [];
  const listHistory = reminders.listHistory.bind(reminders);
  reminders.listHistory = (userId, reminderId, page) => {
    reads.push(page);
    return listHistory(userId, reminderId, page);
  };
  return { deps: { users, reminders }, reads };
}

describe('reminderHistory: the insights on the first page', () => {
  it.each([
    ['a page of 20 with 35 behind it: one more read, bounded to 30', 35, 20, [20, 30], 30],
    ['a page of 30: read from the page itself', 35, 30, [30], 30],
    ['a page of 100 holding 35: the latest 30 of it', 35, 100, [100], 30],
    ['a page of 20 holding all 12: read from the page itself', 12, 20, [20], 12],
  ])('%s', async (_label, stored, limit, readLimits, counted) => {
    const { deps, reads } = await depsWith(stored);
    const history = await reminderHistory(deps, user.id, gym.id, { limit });
    expect(reads.map((r) => r.limit)).toEqual(readLimits);
    expect(history.occurrences).toHaveLength(Math.min(limit, stored));
    expect(history.insights).toMatchObject({
      occurrences: counted,
      figures: { firstText: counted, ignored: 0, medianMinutesToDone: 20 },
    });
    // 07:20 in Berlin, summer time or not: the local hour, not the UTC one.
    expect(history.insights?.figures?.doneByHour[7]).toBe(counted);
  });

  it('a later page (with a cursor) carries none, and reads only its page', async () => {
    const { deps, reads } = await depsWith(35);
    const history = await reminderHistory(deps, user.id, gym.id, { limit: 20, cursor: '2026-11-10' });
    expect(history.insights).toBeUndefined();
    expect(reads).toHaveLength(1);
  });

  it('fewer than 5 ended occurrences: the count alone, no figures', async () => {
    const { deps } = await depsWith(4);
    expect((await reminderHistory(deps, user.id, gym.id, { limit: 20 })).insights).toEqual({ occurrences: 4 });
  });
});
