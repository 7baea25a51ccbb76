import { scheduleNameOf } from '#core/reminders/domain/reminder';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { deleteReminder } from '#core/reminders/use-cases/delete-reminder';
import { setReminderStatus } from '#core/reminders/use-cases/set-reminder-status';
import { updateReminder } from '#core/reminders/use-cases/update-reminder';
import { reminderHistory } from '#core/reminders/use-cases/reminder-history';
import { sendNag, shareRetryAt } from '#core/nags/use-cases/send-nag';
import { getProfile } from '#core/accounts/use-cases/get-profile';
import { sendUserText } from '#core/texting/use-cases/send-user-text';
import { reconcileUserNags } from '#core/reminders/use-cases/reconcile-user-nags';
import { accountDay } from '#core/kernel/account-day';
import { nagTestDeps, nagUser } from '../../../support/nag-test-deps';
import { fireDue, runFor, textsTo } from '../../../support/run-nag-schedules';

describe('sendNag', () => {
  it('walks the Standard ladder for a one-time reminder: 10 texts, the last one saying it tries again tomorrow', async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z'); // 08:00 in New York
    const user = await nagUser(deps);
    await createReminder(deps, user.id, {
      task: 'Stretch',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await runFor(deps, 60 * 6);
    const texts = textsTo(deps, user.phoneNumber);
    expect(texts).toHaveLength(10);
    expect(texts.every((t) => t.includes('Stretch'))).toBe(true);
    expect(texts[9]).toBe(
      "NagText, last nag today: Stretch (#1). I'll try again tomorrow at 9:00 AM. Reply DONE when it's done.",
    );
    // Carried over: the next day's first nag is the one live schedule.
    expect(deps.scheduler.live.size).toBe(1);
    expect((await deps.reminders.listForUser(user.id))[0]).toMatchObject({
      occurrenceDate: '2026-11-24',
      carriedDays: 1,
      status: 'pending',
    });
  });

  it('is a no-op for a duplicate delivery and for concurrent workers: one text, one notification', async () => {
    const deps = nagTestDeps();
    const user = await nagUser(deps);
    const task = await createReminder(deps, user.id, {
      task: 'Pay rent',
      scheduledDate: '2026-11-23',
      scheduledTime: '08:00',
      repeat: 'daily',
    });
    const reminder = (await deps.reminders.get(user.id, task.id))!;
    const payload = { userId: user.id, reminderId: task.id, nagId: reminder.nextNag!.id };
    deps.clock.set('2026-11-23T13:00:00.000Z');
    const outcomes = await Promise.all([sendNag(deps, payload), sendNag(deps, payload), sendNag(deps, payload)]);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(await sendNag(deps, payload)).toBe('stale');
    expect(textsTo(deps, user.phoneNumber)).toHaveLength(1);
    expect(await deps.nagRecords.listForUser(user.id)).toHaveLength(1);
    expect((await deps.reminders.get(user.id, task.id))!.nagCount).toBe(1);
    expect(deps.metrics.counted('NagsSent')).toBe(1);
    // Counted once toward the budget, on the account's day (8 AM in New York).
    expect(await deps.nagContext.usageOf(user.id, '2026-11-23')).toEqual({ month: 1, today: 1 });
  });

  it('counts a nag sent with how late it went against its due time', async () => {
    const deps = nagTestDeps();
    const user = await nagUser(deps);
    const task = await createReminder(deps, user.id, {
      task: 'Water plants',
      scheduledDate: '2026-11-23',
      scheduledTime: '08:00',
      repeat: 'once',
    });
    const reminder = (await deps.reminders.get(user.id, task.id))!;
    deps.clock.set('2026-11-23T13:01:30.000Z'); // due 08:00 New York, 13:00 UTC
    expect(await sendNag(deps, { userId: user.id, reminderId: task.id, nagId: reminder.nextNag!.id })).toBe('sent');
    expect(deps.metrics.recorded).toEqual([
      { name: 'NagsSent', value: 1 },
      { name: 'NagLatenessSeconds', value: 90 },
    ]);
  });

  it('treats a schedule for a reminder edited, completed or deleted since as a no-op', async () => {
    const deps = nagTestDeps();
    const user = await nagUser(deps);
    const task = await createReminder(deps, user.id, {
      task: 'Edit me',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    const first = (await deps.reminders.get(user.id, task.id))!.nextNag!;
    await updateReminder(deps, user.id, task.id, {
      task: 'Edit me',
      scheduledDate: '2026-11-23',
      scheduledTime: '10:00',
      repeat: 'once',
    });
    expect(deps.scheduler.live.has(scheduleNameOf(first.id))).toBe(false);
    deps.clock.set('2026-11-23T14:05:00.000Z');
    expect(await sendNag(deps, { userId: user.id, reminderId: task.id, nagId: first.id })).toBe('stale');
    await setReminderStatus(deps, user.id, task.id, { status: 'done' });
    expect(deps.scheduler.live.size).toBe(0);
    await deleteReminder(deps, user.id, task.id);
    expect(await sendNag(deps, { userId: user.id, reminderId: task.id, nagId: first.id })).toBe('no_reminder');
    expect(deps.sms.sent).toHaveLength(0);
  });

  it.each([
    ['not opted in', { smsTransactionalOptIn: false }],
    ['opted out by STOP', { smsOptedOut: true }],
    ['deactivated', { isActive: false }],
    ['past due', { subscriptionStatus: 'past_due' as const }],
  ])('holds nags for a user %s and sends them when that changes', async (_label, block) => {
    const deps = nagTestDeps();
    const user = await nagUser(deps);
    await createReminder(deps, user.id, {
      task: 'Held',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await deps.users.update(user.id, block, deps.clock.now().toISOString());
    await reconcileUserNags(deps, user.id);
    expect(deps.scheduler.live.size).toBe(0);
    await runFor(deps, 180);
    expect(deps.sms.sent).toHaveLength(0);
    await deps.users.update(
      user.id,
      { smsTransactionalOptIn: true, smsOptedOut: false, isActive: true, subscriptionStatus: 'active' },
      deps.clock.now().toISOString(),
    );
    await reconcileUserNags(deps, user.id);
    await runFor(deps, 1);
    expect(textsTo(deps, user.phoneNumber)).toHaveLength(1);
  });

  it('defers nags while the user paused texts, and sends the same nag when the pause ends', async () => {
    const deps = nagTestDeps();
    const user = await nagUser(deps);
    await createReminder(deps, user.id, {
      task: 'Later',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await deps.users.update(user.id, { smsPausedUntil: '2026-11-23T15:00:00.000Z' }, deps.clock.now().toISOString());
    await runFor(deps, 150);
    expect(deps.sms.sent).toHaveLength(0);
    await runFor(deps, 29);
    expect(deps.sms.sent).toHaveLength(0);
    await runFor(deps, 2);
    expect(textsTo(deps, user.phoneNumber)).toEqual([expect.stringContaining('Later')]);
  });

  it('gives the claim back and tries the same nag again later when the provider throttles', async () => {
    const deps = nagTestDeps();
    const user = await nagUser(deps);
    const task = await createReminder(deps, user.id, {
      task: 'Busy',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    const realSend = deps.sms.send;
    let throttle = true;
    deps.sms.send = async (sms) => {
      if (throttle) throw new SmsSendError('throttled', 'slow down');
      return realSend(sms);
    };
    deps.clock.set('2026-11-23T14:00:00.000Z');
    const nagId = (await deps.reminders.get(user.id, task.id))!.nextNag!.id;
    // The adapter's own retries use real sleeps; the pacer-level deferral is what this checks.
    await expect(sendNag({ ...deps }, { userId: user.id, reminderId: task.id, nagId })).resolves.toBe('throttled');
    expect(await deps.nagRecords.listForUser(user.id)).toHaveLength(0);
    throttle = false;
    await runFor(deps, 1);
    expect(textsTo(deps, user.phoneNumber)).toHaveLength(1);
    expect((await deps.reminders.get(user.id, task.id))!.nagCount).toBe(1);
  });

  it("lets a user start only their share of a second: their backlog waits its turn, another user's nag goes at once", async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const busy = await nagUser(deps);
    const other = await nagUser(deps);
    for (const task of ['A', 'B', 'C'])
      await createReminder(deps, busy.id, {
        task,
        scheduledDate: '2026-11-23',
        scheduledTime: '09:00',
        repeat: 'once',
      });
    await createReminder(deps, other.id, {
      task: 'Other',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    deps.clock.set('2026-11-23T14:00:00.000Z');
    // The busy user's backlog reaches the worker first.
    const due = [...deps.scheduler.live.entries()];
    const outcomes: string[] = [];
    for (const [name, schedule] of due) {
      deps.scheduler.live.delete(name);
      outcomes.push(await sendNag(deps, schedule.payload as never));
    }
    expect(outcomes).toEqual(['sent', 'over_share', 'over_share', 'sent']);
    expect(textsTo(deps, busy.phoneNumber)).toHaveLength(1);
    expect(textsTo(deps, other.phoneNumber)).toHaveLength(1);
    const waiting = (await deps.reminders.listForUser(busy.id)).filter((r) => r.nagCount === 0);
    for (const reminder of waiting) {
      const wait = Date.parse(reminder.nextNag!.at) - Date.parse('2026-11-23T14:00:00.000Z');
      expect(wait).toBeGreaterThanOrEqual(1000);
      expect(wait).toBeLessThanOrEqual(1500);
      expect(deps.scheduler.live.get(scheduleNameOf(reminder.nextNag!.id))?.at.toISOString()).toBe(
        reminder.nextNag!.at,
      );
    }
    expect(await deps.nagRecords.listForUser(busy.id)).toHaveLength(1);
    // Each later second lets one more through, until the backlog is gone.
    for (let second = 0; second < 30 && textsTo(deps, busy.phoneNumber).length < 3; second += 1) {
      deps.clock.advanceSeconds(1);
      await fireDue(deps);
    }
    expect(textsTo(deps, busy.phoneNumber)).toHaveLength(3);
  });

  it.each([
    ['on time', 0, 0.5, 1_000],
    ['on time, most jitter', 0, 0.999, 1_499],
    ['10 s late', 10_000, 0.5, 10_000],
    ['10 s late, least jitter', 10_000, 0, 5_000],
    ['an hour late: at most 5 minutes', 3_600_000, 0.999, 300_000],
  ])('a nag over its share waits about as long as it is late (%s)', (_label, late, random, wait) => {
    const now = new Date('2026-11-23T14:00:00.000Z');
    const planned = new Date(now.getTime() - late);
    expect(shareRetryAt(planned, now, random).getTime() - now.getTime()).toBe(wait);
  });

  it('near the texting budget the ladder thins, at it only first texts go, and one notice says so', async () => {
    const deps = { ...nagTestDeps('2026-11-23T13:00:00.000Z'), textingBudget: { perMonth: 8, perDay: 100 } };
    const user = await nagUser(deps);
    await createReminder(deps, user.id, {
      task: 'Stretch',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'daily',
    });
    await runFor(deps, 60 * 6);
    const nags = textsTo(deps, user.phoneNumber).filter((t) => /\(#\d+\)/.test(t));
    const notices = textsTo(deps, user.phoneNumber).filter((t) => t.includes('texts this month'));
    // 6 texts is 75% of 8: the ladder thins to 5 at most, so this occurrence, already past that, is over.
    // The account's month: it starts again at midnight on December 1 in New York.
    expect(notices).toEqual([
      "NagText: you've had 6 reminder texts this month (the limit is 8). To keep texting affordable, reminders now repeat less often until Tue Dec 1, 12:00 AM. Replies still work.",
    ]);
    expect(nags).toHaveLength(6);
    const reminder = (await deps.reminders.listForUser(user.id))[0]!;
    expect(reminder.occurrenceDate).toBe('2026-11-24');
    expect(reminder.nextNag).toMatchObject({ attempt: 1 });
    // The notice is not a nag and spends nothing: the next day's first text (7) and one thinned repeat (8) go; at
    // 8 only first texts go, so that repeat is the day's last and says so.
    deps.clock.set('2026-11-24T13:59:00.000Z');
    await runFor(deps, 120);
    const after = textsTo(deps, user.phoneNumber).filter((t) => /\(#\d+\)/.test(t));
    expect(after).toHaveLength(8);
    expect(after[7]).toBe("NagText, last nag: Stretch (#1). I'll stop for today; the next one is Wed Nov 25, 9:00 AM.");
    expect((await deps.reminders.listForUser(user.id))[0]!.occurrenceDate).toBe('2026-11-25');
    expect(textsTo(deps, user.phoneNumber).filter((t) => t.includes('texts this month'))).toHaveLength(1);
  });

  it("answers to replies and notices do not spend the reminders' budget: only nags count", async () => {
    const deps = { ...nagTestDeps('2026-11-23T13:00:00.000Z'), textingBudget: { perMonth: 400, perDay: 20 } };
    const user = await nagUser(deps);
    // A morning of talking to NagText: 40 answers before the first nag.
    for (let i = 0; i < 40; i += 1) await sendUserText(deps, user, `NagText: answer ${i}`);
    const today = accountDay(deps.clock.now(), user.timezone).key;
    expect(await deps.nagContext.usageOf(user.id, today)).toEqual({ month: 0, today: 0 });
    await createReminder(deps, user.id, {
      task: 'Stretch',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await runFor(deps, 60 * 6);
    // The whole Standard ladder (10 nags, under 75% of the day's 20) and no notice: the answers spent nothing.
    const nags = textsTo(deps, user.phoneNumber).filter((t) => /\(#\d+\)/.test(t));
    expect(nags).toHaveLength(10);
    expect(textsTo(deps, user.phoneNumber).filter((t) => t.includes('reminder texts'))).toEqual([]);
    expect(await deps.nagContext.usageOf(user.id, today)).toEqual({ month: 10, today: 10 });
  });

  it("the notice names the day's limit when the day's was reached, with when it starts again in the account's zone", async () => {
    const deps = { ...nagTestDeps('2026-11-23T13:00:00.000Z'), textingBudget: { perMonth: 400, perDay: 4 } };
    const user = await nagUser(deps, { timezone: 'America/Chicago' });
    await createReminder(deps, user.id, {
      task: 'Stretch',
      scheduledDate: '2026-11-23',
      scheduledTime: '08:00',
      repeat: 'once',
    });
    await runFor(deps, 60 * 6);
    const notices = textsTo(deps, user.phoneNumber).filter((t) => t.includes('reminder texts'));
    // 3 of 4 is 75%: the day's limit thins the ladder; the month (3 of 400) is nowhere near.
    expect(notices).toEqual([
      "NagText: you've had 3 reminder texts today (the daily limit is 4). To keep texting affordable, reminders now repeat less often until Tue Nov 24, 12:00 AM. Replies still work.",
    ]);
    const profile = await getProfile(deps, user.id);
    expect(profile.texting).toMatchObject({
      stage: 'first_only',
      reached: { limit: 'day', used: 4, of: 4, resetsAt: '2026-11-24T06:00:00.000Z' },
    });
  });

  it("counts the budget's day and month on the account's calendar: November 30 in Los Angeles is December in UTC", async () => {
    // 3 PM on Monday November 30 in Los Angeles is 11 PM in UTC; at 4 PM there it is December 1 in UTC.
    const deps = nagTestDeps('2026-11-30T22:59:00.000Z');
    const user = await nagUser(deps, { timezone: 'America/Los_Angeles' });
    await createReminder(deps, user.id, {
      task: 'Stretch',
      scheduledDate: '2026-11-30',
      scheduledTime: '15:00',
      repeat: 'daily',
    });
    // To 7 PM there (3 AM on December 1 in UTC): the Standard ladder's ten nags, from 3:00 PM.
    await runFor(deps, 4 * 60 + 1);
    expect(deps.clock.now().toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(textsTo(deps, user.phoneNumber).filter((t) => /\(#\d+\)/.test(t))).toHaveLength(10);
    // They went on both sides of midnight UTC, all on November 30 in Los Angeles.
    const sentAt = (await deps.messages.listForUser(user.id)).filter((m) => m.nagId).map((m) => m.receivedAt);
    expect([sentAt.some((at) => at < '2026-12-01'), sentAt.some((at) => at >= '2026-12-01')]).toEqual([true, true]);
    // All ten count toward November and the day; both start again at midnight in Los Angeles (8 AM UTC).
    expect((await getProfile(deps, user.id)).texting).toMatchObject({
      textsThisMonth: 10,
      textsToday: 10,
      stage: 'full',
      resetsAt: '2026-12-01T08:00:00.000Z',
    });
    // December 1 at 12:01 AM there: a new day and a new month.
    deps.clock.set('2026-12-01T08:01:00.000Z');
    expect((await getProfile(deps, user.id)).texting).toMatchObject({
      textsThisMonth: 0,
      textsToday: 0,
      resetsAt: '2027-01-01T08:00:00.000Z',
    });
  });

  it("the day's limit is the account's day: texts before and after midnight UTC add up, and the notice names midnight there", async () => {
    const deps = { ...nagTestDeps('2026-11-30T22:59:00.000Z'), textingBudget: { perMonth: 400, perDay: 4 } };
    const user = await nagUser(deps, { timezone: 'America/Los_Angeles' });
    await createReminder(deps, user.id, {
      task: 'Stretch',
      scheduledDate: '2026-11-30',
      scheduledTime: '15:00',
      repeat: 'once',
    });
    // Nags at 3:00, 3:30 and 3:50 PM there (November 30 in UTC too): the third brings the notice, naming midnight there.
    await runFor(deps, 52);
    expect(textsTo(deps, user.phoneNumber).filter((t) => t.includes('reminder texts'))).toEqual([
      "NagText: you've had 3 reminder texts today (the daily limit is 4). To keep texting affordable, reminders now repeat less often until Tue Dec 1, 12:00 AM. Replies still work.",
    ]);
    // The thinned ladder's next, at 4:20 PM there, is December 1 in UTC and still the account day's fourth: the limit.
    await runFor(deps, 30);
    const sentAt = (await deps.messages.listForUser(user.id)).filter((m) => m.nagId).map((m) => m.receivedAt);
    expect(sentAt).toEqual([
      '2026-11-30T23:00:00.000Z',
      '2026-11-30T23:30:00.000Z',
      '2026-11-30T23:50:00.000Z',
      '2026-12-01T00:20:00.000Z',
    ]);
    expect((await getProfile(deps, user.id)).texting).toMatchObject({
      textsThisMonth: 4,
      textsToday: 4,
      stage: 'first_only',
      reached: { limit: 'day', used: 4, of: 4, resetsAt: '2026-12-01T08:00:00.000Z' },
    });
  });

  it("a one-time reminder whose repeats the day's limit withholds is carried over to tomorrow, and its history keeps the ignored day", async () => {
    const deps = { ...nagTestDeps('2026-11-23T13:00:00.000Z'), textingBudget: { perMonth: 400, perDay: 4 } };
    const user = await nagUser(deps);
    const task = await createReminder(deps, user.id, {
      task: 'Stretch',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await runFor(deps, 60 * 6);
    // Never left on a past day with no next text: tomorrow at its time, as a day's ladder ending unanswered would.
    const carried = (await deps.reminders.get(user.id, task.id))!;
    expect(carried).toMatchObject({
      status: 'pending',
      occurrenceDate: '2026-11-24',
      carriedDays: 1,
      nextNag: { attempt: 1, at: '2026-11-24T14:00:00.000Z' },
    });
    expect(deps.scheduler.live.size).toBe(1);
    const { occurrences } = await reminderHistory(deps, user.id, task.id, { limit: 20 });
    expect(occurrences).toEqual([
      {
        occurrenceDate: '2026-11-23',
        scheduledTime: '2026-11-23T14:00:00.000Z',
        outcome: 'missed',
        carriedTo: '2026-11-24',
        at: expect.any(String),
        nags: 4,
        snoozes: 0,
      },
    ]);
  });

  it('records a text the provider rejects as failed and moves on', async () => {
    const deps = nagTestDeps();
    const user = await nagUser(deps);
    await createReminder(deps, user.id, {
      task: 'Rejected',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    deps.sms.send = async () => {
      throw new SmsSendError('rejected', 'opted out at the carrier');
    };
    await runFor(deps, 130);
    const [nag] = await deps.nagRecords.listForUser(user.id);
    expect(nag).toMatchObject({ status: 'failed', failureReason: 'opted out at the carrier' });
    expect((await deps.messages.listForUser(user.id))[0]).toMatchObject({ direction: 'outbound', status: 'failed' });
    expect({ sent: deps.metrics.counted('NagsSent'), failed: deps.metrics.counted('NagsFailed') }).toEqual({
      sent: 0,
      failed: 1,
    });
  });

  it('moves a daily reminder to tomorrow after the cap, and Mark done moves it on at once', async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const user = await nagUser(deps, { nagStyle: 'gentle' });
    const task = await createReminder(deps, user.id, {
      task: 'Meds',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'daily',
    });
    await runFor(deps, 60 * 12);
    const reminder = (await deps.reminders.get(user.id, task.id))!;
    expect(reminder.occurrenceDate).toBe('2026-11-24');
    expect(reminder.nextNag!.at).toBe('2026-11-24T14:00:00.000Z');
    const done = await setReminderStatus(deps, user.id, task.id, { status: 'done' });
    expect(done).toMatchObject({ status: 'pending', localDate: '2026-11-25', localTime: '09:00' });
    expect(done.lastCompletedAt).toBeDefined();
    // The first day's ladder went unanswered (missed, with its nags counted); the second was done from the web.
    expect(await deps.reminders.listCompletions(user.id)).toEqual([
      expect.objectContaining({ occurrenceDate: '2026-11-23', outcome: 'missed', nags: 5, snoozes: 0 }),
      expect.objectContaining({ occurrenceDate: '2026-11-24', outcome: 'done', via: 'web' }),
    ]);
    expect(deps.scheduler.live.size).toBe(1);
  });

  it('counts every text sent once in the stats', async () => {
    const deps = nagTestDeps();
    const user = await nagUser(deps);
    await createReminder(deps, user.id, {
      task: 'Count',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await runFor(deps, 200);
    expect(deps.counted.filter((c) => c.deltas.messagesSent === 1)).toHaveLength(deps.sms.sent.length);
  });
});
