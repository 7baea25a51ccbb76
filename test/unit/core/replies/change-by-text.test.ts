import type { User } from '#core/users/domain/user';
import { deleteByText, moveByText } from '#core/replies/use-cases/change-reminder-by-text';
import { movedDate, movedOnClock } from '#core/replies/domain/move-on-clock';
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

describe('moving by text while away: the time said is where the person is', () => {
  const TOKYO = 'Asia/Tokyo';
  const LONDON = 'Europe/London';
  /** Monday 23 November 2026: 08:00 in New York, 22:00 in Tokyo. */
  const now = new Date(EIGHT_AM_NEW_YORK);
  const daily = { repeat: 'daily', anchorDate: '2026-11-01', occurrenceDate: '2026-11-23', wallTime: '22:00' } as const;
  const once = { repeat: 'once', anchorDate: '2026-11-24', occurrenceDate: '2026-11-24', wallTime: '10:00' } as const;
  it.each([
    [
      'home zone, at home: as said',
      { ...daily, occurrenceAt: '2026-11-24T03:00:00.000Z' },
      { time: '07:00' },
      { zone: NY, here: NY },
      { date: '2026-11-01', time: '07:00' },
    ],
    [
      'a home-time daily pill, in Tokyo, "at 8am": 8 AM Tokyo is 6 PM New York, first date kept',
      { ...daily, occurrenceAt: '2026-11-24T03:00:00.000Z' },
      { time: '08:00' },
      { zone: NY, here: TOKYO },
      { date: '2026-11-01', time: '18:00' },
    ],
    [
      'a home-time one-time reminder (Tue 10 AM NY = Wed 12 AM Tokyo), in Tokyo "at 8pm": Wed 8 PM Tokyo',
      { ...once, occurrenceAt: '2026-11-24T15:00:00.000Z' },
      { time: '20:00' },
      { zone: NY, here: TOKYO },
      { date: '2026-11-25', time: '06:00' },
    ],
    [
      'a named day in Tokyo: that day there',
      { ...once, occurrenceAt: '2026-11-24T15:00:00.000Z' },
      { date: '2026-12-05', time: '09:00' },
      { zone: NY, here: TOKYO },
      { date: '2026-12-04', time: '19:00' },
    ],
    [
      'a repeating one with a named day: its series starts on that day there',
      { ...daily, occurrenceAt: '2026-11-24T03:00:00.000Z' },
      { date: '2026-12-05', time: '09:00' },
      { zone: NY, here: TOKYO },
      { date: '2026-12-04', time: '19:00' },
    ],
    [
      'a fixed New York call, at home in London "at 4pm": 11 AM New York',
      { ...once, occurrenceAt: '2026-11-24T15:00:00.000Z' },
      { time: '16:00' },
      { zone: NY, here: LONDON },
      { date: '2026-11-24', time: '11:00' },
    ],
    [
      'a time already past where they are moves to the next day there',
      { ...once, occurrenceAt: '2026-11-23T14:00:00.000Z' },
      { time: '21:00' },
      { zone: NY, here: TOKYO },
      { date: '2026-11-24', time: '07:00' },
    ],
  ] as const)('%s', (_case, reminder, to, zones, expected) => {
    expect(movedOnClock(reminder, to, zones, now)).toEqual(expected);
  });

  const inTokyo = {
    travel: { zone: TOKYO, until: '2026-11-30', endsAt: '2026-11-30T15:00:00.000Z', setAt: EIGHT_AM_NEW_YORK },
  };

  it('"1 at 8am" in Tokyo moves a home-time pill to 6 PM home time, and the answer says both', async () => {
    const { deps, user, remind, stored, live } = await setup(inTokyo);
    const pills = await remind('Pills', '2026-11-23', '22:00', 'daily');
    expect((await moveByText(deps, user, pills.ref, { time: '08:00' })).text).toBe(
      'Moved #1 Pills to every day 6:00 PM home time (8:00 AM the next day your time).',
    );
    expect(await stored(pills.id)).toMatchObject({ wallTime: '18:00', repeat: 'daily', anchorDate: '2026-11-23' });
    expect(live()).toEqual(['2026-11-23T23:00:00.000Z']);
  });

  it('a where-I-am reminder moves on the local clock, named without a zone', async () => {
    const { deps, user, stored } = await setup(inTokyo);
    const gym = await createReminder(deps, user.id, {
      task: 'Gym',
      scheduledDate: '2026-11-24',
      scheduledTime: '07:00',
      repeat: 'once',
      clock: 'where_i_am',
    });
    expect((await moveByText(deps, user, gym.ref, { time: '08:00' })).text).toBe('Moved #1 Gym to Tue Nov 24 8:00 AM.');
    expect(await stored(gym.id)).toMatchObject({ wallTime: '08:00', occurrenceAt: '2026-11-23T23:00:00.000Z' });
  });

  it('a fixed call keeps its zone and names the time where the person is', async () => {
    const { deps, user, stored } = await setup(inTokyo);
    const call = await createReminder(deps, user.id, {
      task: 'Call mom',
      scheduledDate: '2026-11-24',
      scheduledTime: '15:00',
      repeat: 'once',
      clock: 'fixed',
      clockZone: NY,
    });
    expect((await moveByText(deps, user, call.ref, { time: '07:00' })).text).toBe(
      'Moved #1 Call mom to Tue Nov 24 5:00 PM New York time (Wed Nov 25, 7:00 AM your time).',
    );
    expect(await stored(call.id)).toMatchObject({ wallTime: '17:00', clock: 'fixed', clockZone: NY });
  });
});
