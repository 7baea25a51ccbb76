import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { setReminderStatus } from '#core/reminders/use-cases/set-reminder-status';
import { handleReply } from '#core/replies/use-cases/handle-reply';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { runFor, textsTo } from '../../../support/run-nag-schedules';

const DAY_MINUTES = 24 * 60;

const reply = (deps: NagTestDeps, from: string, body: string) =>
  handleReply(deps, {
    from,
    to: '+18885550100',
    body,
    providerMessageId: deps.ids.next(),
    receivedAt: deps.clock.now().toISOString(),
  });
/** Monday 23 November 2026, 08:00 in New York. */
const EIGHT_AM_NEW_YORK = '2026-11-23T13:00:00.000Z';

/** The last nag text of each day the phone got: what each day's ladder ended by saying. */
const lastNagOfEachDay = (deps: NagTestDeps, phone: string) =>
  textsTo(deps, phone).filter((t) => /last nag|went unanswered|^NagText: Paused '/.test(t));

describe('a day that ends unanswered', () => {
  it('a one-time reminder starts again the next day, saying so each evening, and is missed after 7 days', async () => {
    const deps = nagTestDeps(EIGHT_AM_NEW_YORK);
    const user = await nagUser(deps, { nagStyle: 'gentle' });
    const created = await createReminder(deps, user.id, {
      task: 'Call the bank',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await runFor(deps, 8 * DAY_MINUTES);
    const lasts = lastNagOfEachDay(deps, user.phoneNumber);
    expect(lasts).toHaveLength(7);
    for (const text of lasts.slice(0, 6))
      expect(text).toBe(
        "NagText, last nag today: Call the bank (#1). I'll try again tomorrow at 9:00 AM. Reply DONE when it's done.",
      );
    expect(lasts[6]).toBe(
      "NagText: Call the bank (#1) went unanswered for 7 days, so I've marked it missed and will stop. Reopen it on your dashboard.",
    );
    // Gentle: 5 a day for 7 days, and nothing after.
    expect(deps.sms.sent.filter((s) => s.to === user.phoneNumber && s.body.includes('Call the bank'))).toHaveLength(35);
    const missed = (await deps.reminders.listForUser(user.id))[0]!;
    expect(missed).toMatchObject({ status: 'missed', carriedDays: 7 });
    expect(missed.nextNag).toBeUndefined();
    expect(deps.scheduler.live.size).toBe(0);

    // Reopened from the dashboard: nagged again at once, the count of days starting over.
    const reopened = await setReminderStatus(deps, user.id, created.id, { status: 'pending' });
    expect(reopened.status).toBe('pending');
    expect(reopened.nextNagAt).toBe(deps.clock.now().toISOString());
    expect((await deps.reminders.listForUser(user.id))[0]!.carriedDays).toBeUndefined();
  });

  it('a DONE on a carried-over day finishes it, with no more texts', async () => {
    const deps = nagTestDeps(EIGHT_AM_NEW_YORK);
    const user = await nagUser(deps, { nagStyle: 'gentle' });
    await createReminder(deps, user.id, {
      task: 'Call the bank',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await runFor(deps, DAY_MINUTES + 30);
    await reply(deps, user.phoneNumber, 'DONE');
    const before = textsTo(deps, user.phoneNumber).length;
    await runFor(deps, 2 * DAY_MINUTES);
    expect(textsTo(deps, user.phoneNumber)).toHaveLength(before);
    expect((await deps.reminders.listForUser(user.id))[0]).toMatchObject({ status: 'done' });
  });

  it('a repeating reminder ignored 3 times in a row pauses with one text, and RESUME 1 brings it back', async () => {
    const deps = nagTestDeps(EIGHT_AM_NEW_YORK);
    const user = await nagUser(deps, { nagStyle: 'gentle' });
    await createReminder(deps, user.id, {
      task: 'Gym',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'daily',
    });
    await runFor(deps, 4 * DAY_MINUTES);
    const lasts = lastNagOfEachDay(deps, user.phoneNumber);
    expect(lasts).toEqual([
      "NagText, last nag: Gym (#1). I'll stop for today; the next one is Tue Nov 24, 9:00 AM.",
      "NagText, last nag: Gym (#1). I'll stop for today; the next one is Wed Nov 25, 9:00 AM.",
      "NagText: Paused 'Gym' after 3 ignored days. Reply RESUME 1 to bring it back.",
    ]);
    expect((await deps.reminders.listForUser(user.id))[0]).toMatchObject({ status: 'paused', ignoredRun: 3 });
    expect(deps.scheduler.live.size).toBe(0);

    // Thursday 26th, 08:00 in New York: RESUME 1 brings back the next occurrence (today at 9:00).
    deps.clock.set('2026-11-26T13:00:00.000Z');
    await reply(deps, user.phoneNumber, 'resume 1');
    expect(textsTo(deps, user.phoneNumber).at(-1)).toBe("Resumed 'Gym'. Next one: Thu Nov 26, 9:00 AM");
    expect((await deps.reminders.listForUser(user.id))[0]).toMatchObject({
      status: 'pending',
      occurrenceDate: '2026-11-26',
    });
    expect((await deps.reminders.listForUser(user.id))[0]!.ignoredRun).toBeUndefined();
  });

  it('one answered day in between starts the count again', async () => {
    const deps = nagTestDeps(EIGHT_AM_NEW_YORK);
    const user = await nagUser(deps, { nagStyle: 'gentle' });
    await createReminder(deps, user.id, {
      task: 'Gym',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'daily',
    });
    await runFor(deps, 2 * DAY_MINUTES + 60); // Mon and Tue ignored; Wed's first nag out
    await reply(deps, user.phoneNumber, 'done');
    await runFor(deps, 2 * DAY_MINUTES + 300); // Thu and Fri ignored (to Friday 2 PM)
    expect((await deps.reminders.listForUser(user.id))[0]).toMatchObject({ status: 'pending', ignoredRun: 2 });
  });

  it('a series whose last occurrence goes unanswered ends missed, saying so (not Pending with no next text)', async () => {
    const deps = nagTestDeps(EIGHT_AM_NEW_YORK);
    const user = await nagUser(deps, { nagStyle: 'gentle' });
    await createReminder(deps, user.id, {
      task: 'Gym',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'custom',
      recurrence: 'FREQ=DAILY;COUNT=2',
    });
    await runFor(deps, 3 * DAY_MINUTES);
    expect(lastNagOfEachDay(deps, user.phoneNumber)).toEqual([
      "NagText, last nag: Gym (#1). I'll stop for today; the next one is Tue Nov 24, 9:00 AM.",
      "NagText, last nag: Gym (#1). That was its last time, so I've marked it missed: no more texts for it. Reply DONE if you did it.",
    ]);
    expect((await deps.reminders.listForUser(user.id))[0]).toMatchObject({
      status: 'missed',
      occurrenceDate: '2026-11-24',
    });
    expect(deps.scheduler.live.size).toBe(0);
    // As the text says: a late DONE still counts, and finishes it.
    await reply(deps, user.phoneNumber, 'DONE');
    expect((await deps.reminders.listForUser(user.id))[0]).toMatchObject({ status: 'done' });
  });

  it('RESUME with the number of a reminder that is not paused says so', async () => {
    const deps = nagTestDeps(EIGHT_AM_NEW_YORK);
    const user = await nagUser(deps);
    await createReminder(deps, user.id, {
      task: 'Gym',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'daily',
    });
    await reply(deps, user.phoneNumber, 'RESUME 1');
    expect(textsTo(deps, user.phoneNumber).at(-1)).toBe("'Gym' (#1) isn't paused. Reply LIST to see your reminders.");
    await reply(deps, user.phoneNumber, 'RESUME 9');
    expect(textsTo(deps, user.phoneNumber).at(-1)).toBe("I can't find #9. Reply LIST to see yours.");
  });
});
