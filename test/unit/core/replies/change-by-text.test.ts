import type { User } from '#core/users/domain/user';
import { deleteByText, movedDate, moveByText } from '#core/replies/use-cases/change-reminder-by-text';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { setReminderStatus } from '#core/reminders/use-cases/set-reminder-status';
import { nagTestDeps, nagUser } from '../../../support/nag-test-deps';

/** Monday 23 November 2026, 08:00 in New York. */
const EIGHT_AM_NEW_YORK = '2026-11-23T13:00:00.000Z';
const NY = 'America/New_York';

async function setup(overrides: Partial<User> = {}) {
  const deps = nagTestDeps(EIGHT_AM_NEW_YORK);
  const user = await nagUser(deps, overrides);
  const remind = async (
    task: string,
    scheduledDate = '2026-11-23',
    scheduledTime = '09:00',
    repeat: 'once' | 'daily' = 'once',
  ) => createReminder(deps, user.id, { task, scheduledDate, scheduledTime, repeat });
  const stored = async (id: string) => deps.reminders.get(user.id, id);
  const live = () => [...deps.scheduler.live.values()].map((s) => s.at.toISOString());
  return { deps, user, remind, stored, live };
}

describe('DELETE 2 by text', () => {
  it('removes the open reminder, its schedule, and names it', async () => {
    const { deps, user, remind, stored, live } = await setup();
    const call = await remind('Call mom');
    await remind('Stretch', '2026-11-23', '10:00');
    expect(await deleteByText(deps, user, call.ref)).toEqual({
      text: 'Deleted #1 Call mom. No more texts for it.',
      reminderId: call.id,
    });
    expect(await stored(call.id)).toBeNull();
    expect(live()).toEqual(['2026-11-23T15:00:00.000Z']);
  });

  it.each([
    ['a reference no reminder has', async () => '9'],
    [
      'a reminder already done',
      async (s: Awaited<ReturnType<typeof setup>>) => {
        const done = await s.remind('Call mom');
        await setReminderStatus(s.deps, s.user.id, done.id, { status: 'done' });
        return done.ref;
      },
    ],
  ] as const)('%s: "I can\'t find #N", nothing deleted', async (_case, refOf) => {
    const s = await setup();
    const keep = await s.remind('Stretch', '2026-11-23', '10:00');
    const ref = await refOf(s);
    expect(await deleteByText(s.deps, s.user, ref)).toEqual({ text: `I can't find #${ref}. Reply LIST to see yours.` });
    expect(await s.stored(keep.id)).not.toBeNull();
  });

  it("another user's #1 is out of reach", async () => {
    const { deps, remind, stored } = await setup();
    const theirs = await remind('Call mom');
    const other = await nagUser(deps);
    expect((await deleteByText(deps, other, '1')).text).toBe("I can't find #1. Reply LIST to see yours.");
    expect(await stored(theirs.id)).not.toBeNull();
  });
});

describe('moving a reminder by text', () => {
  it.each([
    ['a time later the same day keeps the day', { time: '19:00' }, 'once', '2026-11-23', '2026-11-23'],
    ['a time already past today moves to tomorrow', { time: '07:00' }, 'once', '2026-11-23', '2026-11-24'],
    ['a reminder on Friday keeps Friday', { time: '07:00' }, 'once', '2026-11-27', '2026-11-27'],
    ['a carried-over one (its day past) comes today', { time: '19:00' }, 'once', '2026-11-20', '2026-11-23'],
    ['a named date is taken as it is', { date: '2026-11-25', time: '09:00' }, 'once', '2026-11-23', '2026-11-25'],
    ['a date alone keeps the time', { date: '2026-11-25' }, 'once', '2026-11-23', '2026-11-25'],
    ['a repeating one keeps its first date', { time: '07:00' }, 'daily', '2026-11-20', '2026-11-20'],
  ] as const)('movedDate: %s', (_case, to, repeat, occurrenceDate, expected) => {
    const now = new Date(EIGHT_AM_NEW_YORK);
    expect(movedDate({ repeat, anchorDate: occurrenceDate, occurrenceDate, wallTime: '09:00' }, to, NY, now)).toBe(
      expected,
    );
  });

  it('"1 at 7pm": rescheduled, the schedule moved, the answer names it and when', async () => {
    const { deps, user, remind, stored, live } = await setup();
    const call = await remind('Call mom');
    expect(await moveByText(deps, user, call.ref, { time: '19:00' })).toEqual({
      text: 'Moved #1 Call mom to Mon Nov 23 7:00 PM.',
      reminderId: call.id,
    });
    expect(await stored(call.id)).toMatchObject({
      wallTime: '19:00',
      anchorDate: '2026-11-23',
      task: 'Call mom',
      repeat: 'once',
    });
    expect(live()).toEqual(['2026-11-24T00:00:00.000Z']);
  });

  it('a daily reminder keeps its rule and says it', async () => {
    const { deps, user, remind, stored } = await setup();
    const meds = await remind('Take meds', '2026-11-23', '09:00', 'daily');
    expect((await moveByText(deps, user, meds.ref, { time: '19:30' })).text).toBe(
      'Moved #1 Take meds to every day 7:30 PM.',
    );
    expect(await stored(meds.id)).toMatchObject({ wallTime: '19:30', repeat: 'daily' });
  });

  it('a date already past is refused with the reason; nothing changes', async () => {
    const { deps, user, remind, stored } = await setup();
    const call = await remind('Call mom');
    const before = await stored(call.id);
    expect((await moveByText(deps, user, call.ref, { date: '2026-11-22', time: '09:00' })).text).toBe(
      'That date and time has already passed. Pick a time in the future.',
    );
    expect(await stored(call.id)).toEqual(before);
  });

  it("without a subscription or trial: the gate's words, nothing changes", async () => {
    const { deps, user, remind, stored } = await setup();
    const call = await remind('Call mom');
    await deps.users.update(user.id, { subscriptionStatus: 'past_due' }, EIGHT_AM_NEW_YORK);
    expect((await moveByText(deps, user, call.ref, { time: '19:00' })).text).toMatch(/subscription/);
    expect(await stored(call.id)).toMatchObject({ wallTime: '09:00' });
  });
});
