import { updateProfile } from '#core/accounts/use-cases/update-profile';
import type { User } from '#core/users/domain/user';
import type { Reminder } from '#core/reminders/domain/reminder';
import {
  heldSummaryScheduleName,
  weeklySummaryPayload,
  weeklySummaryScheduleName,
} from '#core/summaries/domain/summary-schedule';
import { sendWeeklySummary } from '#core/summaries/use-cases/send-weekly-summary';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { textsTo } from '../../../support/run-nag-schedules';

const SUNDAY_6PM_NEW_YORK = '2026-11-22T23:00:00.000Z';
const MONDAY_8AM_NEW_YORK = '2026-11-23T13:00:00.000Z';
const WEEK_TEXT = 'NagText week: 6 of 7 done. Streak: Take meds 6 days.';

/** A user opted in to the summary, with a daily reminder done six days of the week and missed once. */
async function summaryUser(deps: NagTestDeps, overrides: Partial<User> = {}): Promise<User> {
  const user = await nagUser(deps, { weeklySummaryOptIn: true, ...overrides });
  const meds: Reminder = {
    id: `meds-${user.id}`,
    userId: user.id,
    ref: '1',
    task: 'Take meds',
    repeat: 'daily',
    anchorDate: '2026-11-01',
    wallTime: '09:00',
    status: 'pending',
    occurrenceDate: '2026-11-23',
    occurrenceAt: '2026-11-23T14:00:00.000Z',
    nagCount: 0,
    streak: 6,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    version: 1,
  };
  await deps.reminders.create(meds);
  for (let day = 16; day <= 22; day += 1) {
    const occurrenceAt = `2026-11-${day}T14:00:00.000Z`;
    await deps.reminders.recordCompletion({
      userId: user.id,
      reminderId: meds.id,
      occurrenceDate: `2026-11-${day}`,
      occurrenceAt,
      completedAt: occurrenceAt,
      outcome: day === 16 ? 'missed' : 'done',
      nagStyle: 'standard',
    });
  }
  return user;
}

const fire = (deps: NagTestDeps, user: User) => sendWeeklySummary(deps, weeklySummaryPayload(user.id));

describe('the weekly summary schedule follows the settings', () => {
  it('opting in sets one weekly schedule at Sunday 6 PM in the zone; a new zone moves it; opting out removes it', async () => {
    const deps = nagTestDeps();
    const user = await nagUser(deps);
    const name = weeklySummaryScheduleName(user.id);

    expect((await updateProfile(deps, user.id, { weeklySummaryOptIn: true })).weeklySummaryOptIn).toBe(true);
    expect(deps.scheduler.weekly.get(name)).toEqual({
      weekly: { weekday: 7, time: '18:00', zone: 'America/New_York' },
      payload: { kind: 'weeklySummary', userId: user.id },
      spreadMinutes: 15,
    });
    await updateProfile(deps, user.id, { timezone: 'Asia/Tokyo' });
    expect(deps.scheduler.weekly.get(name)?.weekly).toEqual({ weekday: 7, time: '18:00', zone: 'Asia/Tokyo' });
    await updateProfile(deps, user.id, { weeklySummaryOptIn: false });
    expect(deps.scheduler.weekly.size).toBe(0);
    expect((await deps.users.get(user.id))?.weeklySummaryOptIn).toBe(false);
  });

  it('saving the opt-in again sets the schedule again, mending one a failed save left out', async () => {
    const deps = nagTestDeps();
    const user = await nagUser(deps, { weeklySummaryOptIn: true });
    expect(deps.scheduler.weekly.size).toBe(0);
    await updateProfile(deps, user.id, { weeklySummaryOptIn: true, quietHoursStart: '22:00' });
    expect([...deps.scheduler.weekly.keys()]).toEqual([weeklySummaryScheduleName(user.id)]);
  });

  it('a zone change while opted out sets nothing', async () => {
    const deps = nagTestDeps();
    const user = await nagUser(deps);
    await updateProfile(deps, user.id, { timezone: 'Asia/Tokyo' });
    expect(deps.scheduler.weekly.size).toBe(0);
  });
});

describe('sendWeeklySummary', () => {
  it('texts the week once at Sunday 6 PM, however often and however concurrently the event arrives', async () => {
    const deps = nagTestDeps(SUNDAY_6PM_NEW_YORK);
    const user = await summaryUser(deps);
    const outcomes = await Promise.all([fire(deps, user), fire(deps, user), fire(deps, user)]);
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'sent']);
    deps.clock.advanceMinutes(90);
    expect(await fire(deps, user)).toBe('duplicate');
    expect(textsTo(deps, user.phoneNumber)).toEqual([WEEK_TEXT]);
    // The text is on the user's messages like any other.
    expect((await deps.messages.listForUser(user.id)).map((m) => m.body)).toEqual([WEEK_TEXT]);
  });

  it("names a clear pattern read from the reminder's weeks before this one, one Query per reminder", async () => {
    const deps = nagTestDeps(SUNDAY_6PM_NEW_YORK);
    const user = await summaryUser(deps);
    // Four earlier weeks of 'Take meds' at 09:00 New York: weekends done in 5 minutes, weekdays in 2 hours.
    for (let day = 18; day <= 45; day += 1) {
      const at = Date.parse('2026-10-01T13:00:00.000Z') + day * 86_400_000 + (day >= 31 ? 3_600_000 : 0);
      const date = new Date(at).toISOString().slice(0, 10);
      if (date >= '2026-11-16') break;
      const weekend = [0, 6].includes(new Date(at).getUTCDay());
      await deps.reminders.recordCompletion({
        userId: user.id,
        reminderId: `meds-${user.id}`,
        occurrenceDate: date,
        occurrenceAt: new Date(at).toISOString(),
        completedAt: new Date(at + (weekend ? 5 : 120) * 60_000).toISOString(),
        outcome: 'done',
        nags: 1,
        nagStyle: 'standard',
      });
    }
    const reads: number[] = [];
    const listHistory = deps.reminders.listHistory.bind(deps.reminders);
    deps.reminders.listHistory = (userId, reminderId, page) => {
      reads.push(page.limit);
      return listHistory(userId, reminderId, page);
    };
    expect(await fire(deps, user)).toBe('sent');
    expect(reads).toEqual([30]);
    expect(textsTo(deps, user.phoneNumber)).toEqual([`${WEEK_TEXT} You do 'Take meds' fastest on weekends.`]);
  });

  it('inside quiet hours it waits for their end (a one-time schedule), and still goes once that week', async () => {
    const deps = nagTestDeps(SUNDAY_6PM_NEW_YORK);
    const user = await summaryUser(deps, { quietHoursStart: '17:00', quietHoursEnd: '08:00' });
    expect(await fire(deps, user)).toBe('deferred');
    expect(await fire(deps, user)).toBe('deferred'); // redelivered: the same hold, not a second one
    expect([...deps.scheduler.live.entries()]).toEqual([
      [
        heldSummaryScheduleName(user.id, new Date(MONDAY_8AM_NEW_YORK)),
        { at: new Date(MONDAY_8AM_NEW_YORK), payload: weeklySummaryPayload(user.id) },
      ],
    ]);
    expect(textsTo(deps, user.phoneNumber)).toEqual([]);

    deps.clock.set(MONDAY_8AM_NEW_YORK);
    expect(await fire(deps, user)).toBe('sent');
    expect(await fire(deps, user)).toBe('duplicate');
    expect(textsTo(deps, user.phoneNumber)).toEqual([WEEK_TEXT]);
  });

  it('away, its quiet hours are where the person is: 6 PM in New York is 11 PM in London, so it waits for 8 AM there', async () => {
    const deps = nagTestDeps(SUNDAY_6PM_NEW_YORK);
    const travel = { zone: 'Europe/London', until: null, endsAt: null, setAt: '2026-11-20T12:00:00.000Z' };
    const user = await summaryUser(deps, { travel });
    const eightAmLondon = new Date('2026-11-23T08:00:00.000Z');
    expect(await fire(deps, user)).toBe('deferred');
    expect([...deps.scheduler.live.keys()]).toEqual([heldSummaryScheduleName(user.id, eightAmLondon)]);
    deps.clock.set(eightAmLondon.toISOString());
    expect(await fire(deps, user)).toBe('sent');
    expect(textsTo(deps, user.phoneNumber)).toEqual([WEEK_TEXT]);
  });

  it.each<[string, Partial<User>]>([
    ['replied STOP', { smsOptedOut: true }],
    ['turned reminder texts off', { smsTransactionalOptIn: false }],
    ['was deactivated', { isActive: false }],
    ['let the subscription lapse', { subscriptionStatus: 'canceled' }],
    ['never subscribed', { subscriptionStatus: 'none' }],
    ['paused texts past Sunday', { smsPausedUntil: '2026-11-24T12:00:00.000Z' }],
  ])('sends nothing, and fails nothing, to a user who %s', async (_label, overrides) => {
    const deps = nagTestDeps(SUNDAY_6PM_NEW_YORK);
    const user = await summaryUser(deps, overrides);
    expect(await fire(deps, user)).toBe('held');
    expect(deps.sms.sent).toEqual([]);
    expect(deps.scheduler.live.size).toBe(0);
  });

  it('sends nothing to a user who opted out of the summary since the schedule was set', async () => {
    const deps = nagTestDeps(SUNDAY_6PM_NEW_YORK);
    const user = await summaryUser(deps, { weeklySummaryOptIn: false });
    expect(await fire(deps, user)).toBe('off');
    expect(deps.sms.sent).toEqual([]);
  });

  it('a week with nothing due sends no text', async () => {
    const deps = nagTestDeps(SUNDAY_6PM_NEW_YORK);
    const user = await nagUser(deps, { weeklySummaryOptIn: true });
    expect(await fire(deps, user)).toBe('nothing_due');
    expect(deps.sms.sent).toEqual([]);
  });

  it("names how each person did, their reminders kept out of the owner's count; a week of only theirs still goes", async () => {
    const deps = nagTestDeps(SUNDAY_6PM_NEW_YORK);
    const owner = await summaryUser(deps);
    const onlyPeople = await nagUser(deps, { weeklySummaryOptIn: true });
    for (const user of [owner, onlyPeople]) {
      const pills: Reminder = {
        id: `pills-${user.id}`,
        userId: user.id,
        ref: '2',
        task: 'Pills',
        repeat: 'daily',
        anchorDate: '2026-11-01',
        wallTime: '08:00',
        status: 'pending',
        occurrenceDate: '2026-11-23',
        occurrenceAt: '2026-11-23T14:00:00.000Z',
        nagCount: 0,
        streak: 8,
        forPerson: {
          personId: `mom-${user.id}`,
          firstName: 'Mom',
          phoneNumber: '+12025550150',
          timezone: 'America/Chicago',
          quietHoursStart: '22:00',
          quietHoursEnd: '07:00',
          ref: '1',
        },
        createdAt: '2026-11-01T12:00:00.000Z',
        updatedAt: '2026-11-01T12:00:00.000Z',
        version: 1,
      };
      await deps.reminders.create(pills);
      for (let day = 16; day <= 22; day += 1) {
        const occurrenceAt = `2026-11-${day}T14:00:00.000Z`;
        await deps.reminders.recordCompletion({
          userId: user.id,
          reminderId: pills.id,
          occurrenceDate: `2026-11-${day}`,
          occurrenceAt,
          completedAt: occurrenceAt,
          outcome: day < 21 ? 'done' : 'skipped',
          nagStyle: 'standard',
        });
      }
    }
    expect(await fire(deps, owner)).toBe('sent');
    expect(await fire(deps, onlyPeople)).toBe('sent');
    expect(textsTo(deps, owner.phoneNumber)).toEqual([`${WEEK_TEXT} Mom: 5 of 7 done.`]);
    expect(textsTo(deps, onlyPeople.phoneNumber)).toEqual(['NagText week: Mom: 5 of 7 done.']);
    // The summary is the owner's: nothing of it goes to the person.
    expect(textsTo(deps, '+12025550150')).toEqual([]);
  });

  it('a delivery more than a day late sends nothing: it would no longer be this week', async () => {
    const deps = nagTestDeps('2026-11-23T23:00:00.000Z');
    const user = await summaryUser(deps);
    expect(await fire(deps, user)).toBe('too_late');
    expect(deps.sms.sent).toEqual([]);
  });

  it("a deleted account's schedule goes with it", async () => {
    const deps = nagTestDeps(SUNDAY_6PM_NEW_YORK);
    await deps.scheduler.scheduleWeekly(
      weeklySummaryScheduleName('gone'),
      { weekday: 7, time: '18:00', zone: 'UTC' },
      weeklySummaryPayload('gone'),
    );
    expect(await sendWeeklySummary(deps, { userId: 'gone' })).toBe('no_user');
    expect(deps.scheduler.weekly.size).toBe(0);
  });

  it("a failure before the text went gives the week back, so the queue's retry sends it", async () => {
    const deps = nagTestDeps(SUNDAY_6PM_NEW_YORK);
    const user = await summaryUser(deps);
    const list = deps.reminders.listForUser.bind(deps.reminders);
    let failures = 1;
    deps.reminders.listForUser = async (userId) => {
      if (failures-- > 0) throw new Error('DynamoDB is having a moment');
      return list(userId);
    };
    await expect(fire(deps, user)).rejects.toThrow('DynamoDB is having a moment');
    expect(await fire(deps, user)).toBe('sent');
    expect(textsTo(deps, user.phoneNumber)).toEqual([WEEK_TEXT]);
  });
});
