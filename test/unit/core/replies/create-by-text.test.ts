import { randomUUID } from 'node:crypto';
import type { User } from '#core/users/domain/user';
import { parseReply } from '#core/replies/domain/parse-reply';
import { handleReply, type InboundReply } from '#core/replies/use-cases/handle-reply';
import { createReminder, TOO_MANY_REMINDERS_MESSAGE } from '#core/reminders/use-cases/create-reminder';
import { smsSegments } from '#core/texting/domain/sms-segments';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { runFor } from '../../../support/run-nag-schedules';

const OUR_NUMBER = '+18885550100';
/** Monday 23 November 2026, 08:00 in New York. */
const EIGHT_AM_NEW_YORK = '2026-11-23T13:00:00.000Z';
const NOTHING_TO_UNDO = 'Nothing to undo: UNDO works for 10 minutes after a reminder is added by text.';
const GATE = 'NagText: adding reminders by text needs an active subscription or trial. Start one at nagtext.com.';
const DAILY_LIMIT = "That's 20 reminders by text today. Add more on the website.";

async function setup(overrides: Partial<User> = {}) {
  const deps = nagTestDeps(EIGHT_AM_NEW_YORK);
  const user = await nagUser(deps, overrides);
  /** A text from the user; returns what we texted back and the outcome. */
  const text = async (body: string, extra: Partial<InboundReply> = {}) => {
    const before = deps.sms.sent.length;
    const outcome = await handleReply(deps, {
      from: user.phoneNumber,
      to: OUR_NUMBER,
      body,
      providerMessageId: randomUUID(),
      receivedAt: deps.clock.now().toISOString(),
      ...extra,
    });
    return { outcome, answers: deps.sms.sent.slice(before).map((s) => s.body) };
  };
  const reminders = () => deps.reminders.listForUser(user.id);
  const stored = async () => (await deps.users.get(user.id))!;
  return { deps, user, text, reminders, stored };
}

/** What a stored reminder says about its schedule. */
const scheduleOf = (r: {
  task: string;
  anchorDate: string;
  wallTime: string;
  repeat: string;
  recurrence?: string;
}) => ({
  task: r.task,
  anchorDate: r.anchorDate,
  wallTime: r.wallTime,
  repeat: r.repeat,
  ...(r.recurrence ? { recurrence: r.recurrence } : {}),
});

describe('adding a reminder by text', () => {
  it.each([
    [
      'remind me to call mom tomorrow at 6pm',
      { task: 'Call mom', anchorDate: '2026-11-24', wallTime: '18:00', repeat: 'once' },
      'Got it: #1 Call mom, Tue Nov 24 6:00 PM. Reply UNDO to remove it.',
    ],
    [
      'Call mom 6pm',
      { task: 'Call mom', anchorDate: '2026-11-23', wallTime: '18:00', repeat: 'once' },
      'Got it: #1 Call mom, Mon Nov 23 6:00 PM. Reply UNDO to remove it.',
    ],
    // "remind me ... in 2 hours" is also a SNOOZE by its words: the request wins.
    [
      'remind me to stretch in 2 hours',
      { task: 'Stretch', anchorDate: '2026-11-23', wallTime: '10:00', repeat: 'once' },
      'Got it: #1 Stretch, Mon Nov 23 10:00 AM. Reply UNDO to remove it.',
    ],
    [
      'dentist on friday at 2:30',
      { task: 'Dentist', anchorDate: '2026-11-27', wallTime: '14:30', repeat: 'once' },
      'Got it: #1 Dentist, Fri Nov 27 2:30 PM. Reply UNDO to remove it.',
    ],
    [
      "don't let me forget to call the vet friday at 10am",
      { task: 'Call the vet', anchorDate: '2026-11-27', wallTime: '10:00', repeat: 'once' },
      'Got it: #1 Call the vet, Fri Nov 27 10:00 AM. Reply UNDO to remove it.',
    ],
    // 7:30 has passed this Monday: the first is Tuesday's.
    [
      'take meds every weekday at 7:30am',
      {
        task: 'Take meds',
        anchorDate: '2026-11-24',
        wallTime: '07:30',
        repeat: 'custom',
        recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      },
      'Got it: #1 Take meds, every weekday 7:30 AM. Reply UNDO to remove it.',
    ],
    // Rules equal to the plain repeats are stored as those repeats.
    [
      'remind me to take vitamins every day at 9am',
      { task: 'Take vitamins', anchorDate: '2026-11-23', wallTime: '09:00', repeat: 'daily' },
      'Got it: #1 Take vitamins, every day 9:00 AM. Reply UNDO to remove it.',
    ],
    [
      'gym every monday at 7am',
      { task: 'Gym', anchorDate: '2026-11-30', wallTime: '07:00', repeat: 'weekly' },
      'Got it: #1 Gym, every Monday 7:00 AM. Reply UNDO to remove it.',
    ],
    [
      'pay rent every month on the 1st at 9am',
      { task: 'Pay rent', anchorDate: '2026-12-01', wallTime: '09:00', repeat: 'monthly' },
      'Got it: #1 Pay rent, monthly on the 1st 9:00 AM. Reply UNDO to remove it.',
    ],
  ])('"%s" stores %o and answers in one segment', async (body, expected, answer) => {
    const { deps, text, reminders, stored } = await setup();
    const { outcome, answers } = await text(body);
    expect(answers).toEqual([answer]);
    expect(smsSegments(answer)).toBe(1);
    expect(outcome).toMatchObject({ kind: 'handled', reply: 'reminder_request', answered: true });
    const [reminder, ...others] = await reminders();
    expect(others).toEqual([]);
    expect(scheduleOf(reminder!)).toEqual(expected);
    expect(reminder).toMatchObject({ ref: '1', status: 'pending', occurrenceDate: expected.anchorDate });
    expect([...deps.scheduler.live.values()].map((s) => (s.payload as { reminderId: string }).reminderId)).toEqual([
      reminder!.id,
    ]);
    expect((await stored()).lastTextReminder).toMatchObject({
      reminderId: reminder!.id,
      ref: '1',
      task: expected.task,
      at: EIGHT_AM_NEW_YORK,
    });
  });

  it('the request wins over the SNOOZE its words make: the nagged reminder stays as it was', async () => {
    const { deps, user, text, reminders } = await setup();
    const stretch = await createReminder(deps, user.id, {
      task: 'Stretch',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await runFor(deps, 65);
    const before = await deps.reminders.get(user.id, stretch.id);
    expect((await text('remind me to call mom tomorrow at 6pm')).answers).toEqual([
      'Got it: #2 Call mom, Tue Nov 24 6:00 PM. Reply UNDO to remove it.',
    ]);
    expect(await deps.reminders.get(user.id, stretch.id)).toEqual(before);
    expect(await reminders()).toHaveLength(2);
  });

  it('a creation text never snoozes the reminder just created: "every 5 minutes" gets its refusal, "tomorrow 9am" puts nothing off', async () => {
    const { deps, text, reminders } = await setup();
    expect((await text('dentist on friday at 2:30')).answers).toEqual([
      'Got it: #1 Dentist, Fri Nov 27 2:30 PM. Reply UNDO to remove it.',
    ]);
    const [dentist] = await reminders();
    const schedules = () => [...deps.scheduler.live.values()].map((s) => s.at.toISOString());
    const before = { schedules: schedules(), dentist };
    expect((await text('remind me every 5 minutes to drink water')).answers).toEqual([
      "The shortest repeat is daily. To be nagged more often, set the reminder's nagging on the dashboard.",
    ]);
    expect((await text('tomorrow 9am')).answers).toEqual([replyAnswers.nothingToSnooze()]);
    expect({ schedules: schedules(), dentist: (await reminders())[0] }).toEqual(before);
    expect(await reminders()).toHaveLength(1);
  });

  it('a long task is shortened in the answer, which stays one segment; the reminder keeps it whole', async () => {
    const { text, reminders } = await setup();
    const task =
      'call the insurance company about the claim for the car and ask them to send the forms again then scan them and email them back before the end of the week';
    const { answers } = await text(`remind me to ${task} tomorrow at 6pm`);
    expect(answers).toHaveLength(1);
    expect(smsSegments(answers[0]!)).toBe(1);
    expect(answers[0]).toMatch(
      /^Got it: #1 Call the insurance company .*\.\.\., Tue Nov 24 6:00 PM\. Reply UNDO to remove it\.$/,
    );
    expect((await reminders())[0]!.task).toBe(`C${task.slice(1)}`);
  });

  it.each([
    [
      'a rule more often than daily, with no command in it',
      'drink water every hour',
      "The shortest repeat is daily. To be nagged more often, set the reminder's nagging on the dashboard.",
    ],
    [
      'a date past the horizon',
      'reminder: pay rent on jan 1 2032 at 9am',
      'That is too far ahead. Pick a date within 5 years from today.',
    ],
  ])('%s: one short answer, nothing stored', async (_label, body, answer) => {
    const { text, reminders, stored } = await setup();
    expect((await text(body)).answers).toEqual([answer]);
    expect(await reminders()).toEqual([]);
    expect((await stored()).textRemindersToday).toBeUndefined();
  });

  it("at 100 active reminders the answer is the reminders capability's refusal, and nothing is added or counted", async () => {
    const { deps, user, text, reminders, stored } = await setup();
    for (let i = 0; i < 100; i += 1) {
      await createReminder(deps, user.id, {
        task: `Task ${i}`,
        scheduledDate: '2026-11-24',
        scheduledTime: '09:00',
        repeat: 'once',
      });
    }
    expect((await text('remind me to call mom tomorrow at 6pm')).answers).toEqual([TOO_MANY_REMINDERS_MESSAGE]);
    expect(await reminders()).toHaveLength(100);
    // The slot booked for it was given back.
    expect((await stored()).textRemindersToday?.count ?? 0).toBe(0);
  });
});

describe('a request without its time', () => {
  it('asks for it; a reply within 30 minutes completes it and ends the draft', async () => {
    const { deps, text, reminders, stored } = await setup();
    expect((await text('remind me to call mom')).answers).toEqual([
      'When should I remind you to call mom? e.g. 6pm or tomorrow 9am',
    ]);
    expect((await stored()).textReminderDraft).toEqual({ task: 'call mom', askedAt: EIGHT_AM_NEW_YORK });
    expect(await reminders()).toEqual([]);
    deps.clock.advanceMinutes(30);
    expect((await text('tomorrow 9am')).answers).toEqual([
      'Got it: #1 Call mom, Tue Nov 24 9:00 AM. Reply UNDO to remove it.',
    ]);
    expect((await reminders()).map(scheduleOf)).toEqual([
      { task: 'Call mom', anchorDate: '2026-11-24', wallTime: '09:00', repeat: 'once' },
    ]);
    expect((await stored()).textReminderDraft).toBeUndefined();
  });

  it.each([
    // Monday 23 November 2026, 08:00: the 1st next is Tuesday 1 December.
    [
      'pay rent on the 1st of every month',
      'pay rent',
      'on the 1st of every month',
      '9am',
      { task: 'Pay rent', anchorDate: '2026-12-01', wallTime: '09:00', repeat: 'monthly' },
      'Got it: #1 Pay rent, monthly on the 1st 9:00 AM. Reply UNDO to remove it.',
    ],
    [
      'dentist on friday',
      'dentist',
      'on friday',
      '2:30pm',
      { task: 'Dentist', anchorDate: '2026-11-27', wallTime: '14:30', repeat: 'once' },
      'Got it: #1 Dentist, Fri Nov 27 2:30 PM. Reply UNDO to remove it.',
    ],
    [
      'take vitamins every day',
      'take vitamins',
      'every day',
      'at 8pm',
      { task: 'Take vitamins', anchorDate: '2026-11-23', wallTime: '20:00', repeat: 'daily' },
      'Got it: #1 Take vitamins, every day 8:00 PM. Reply UNDO to remove it.',
    ],
    // The answer names its own day, which the kept one cannot take: the answer's day wins.
    [
      'remind me to call mom tomorrow',
      'call mom',
      'tomorrow',
      'friday 6pm',
      { task: 'Call mom', anchorDate: '2026-11-27', wallTime: '18:00', repeat: 'once' },
      'Got it: #1 Call mom, Fri Nov 27 6:00 PM. Reply UNDO to remove it.',
    ],
  ])(
    '"%s" then the time: the draft keeps the day and repeat it read, the answer fills only the time',
    async (request, task, when, time, expected, answer) => {
      const { text, reminders, stored } = await setup();
      expect((await text(request)).answers).toEqual([`When should I remind you to ${task}? e.g. 6pm or tomorrow 9am`]);
      expect((await stored()).textReminderDraft).toEqual({ task, when, askedAt: EIGHT_AM_NEW_YORK });
      expect((await text(time)).answers).toEqual([answer]);
      expect((await reminders()).map(scheduleOf)).toEqual([expected]);
      expect((await stored()).textReminderDraft).toBeUndefined();
    },
  );

  it('a deadline window whose time is asked keeps its window through the answer', async () => {
    const { text, reminders, stored } = await setup();
    expect((await text('remind me to file taxes by friday at 6 or 7pm')).answers).toEqual([
      'When should I remind you to file taxes? e.g. 6pm or tomorrow 9am',
    ]);
    expect((await stored()).textReminderDraft).toEqual({
      task: 'file taxes',
      when: 'by friday',
      askedAt: EIGHT_AM_NEW_YORK,
    });
    expect((await text('6pm')).answers).toEqual([
      'Got it: #1 File taxes, Fri Nov 27 6:00 PM, a text a day from 4 days before. Reply UNDO to remove it.',
    ]);
    const [added] = await reminders();
    expect(scheduleOf(added!)).toEqual({
      task: 'File taxes',
      anchorDate: '2026-11-27',
      wallTime: '18:00',
      repeat: 'once',
    });
    expect(added!.windowDays).toBe(4);
  });

  it('asks in one segment, however long the task', async () => {
    const { text } = await setup();
    const { answers } = await text(`remind me to ${'water the plants on the balcony and '.repeat(6)}feed the cat`);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^When should I remind you to water the plants .*\.\.\.\? e\.g\. 6pm or tomorrow 9am$/);
    expect(smsSegments(answers[0]!)).toBe(1);
  });

  it('"remind me to call mom" snoozes nothing: the question for the time wins', async () => {
    const { deps, user, text } = await setup();
    const stretch = await createReminder(deps, user.id, {
      task: 'Stretch',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await runFor(deps, 65);
    await text('remind me to call mom');
    expect((await deps.reminders.get(user.id, stretch.id))!.status).toBe('pending');
  });

  it('a reply after 31 minutes completes nothing, and the draft ends quietly', async () => {
    const { deps, text, reminders, stored } = await setup();
    await text('remind me to call mom');
    deps.clock.advanceMinutes(31);
    const { answers } = await text('6pm');
    expect(answers.filter((a) => a.startsWith('Got it'))).toEqual([]);
    expect(await reminders()).toEqual([]);
    expect((await stored()).textReminderDraft).toBeUndefined();
  });

  it('a command after the question is the command, and ends the draft', async () => {
    const { deps, user, text, stored } = await setup();
    const stretch = await createReminder(deps, user.id, {
      task: 'Stretch',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await runFor(deps, 65);
    await text('remind me to call mom');
    expect((await text('done')).answers).toEqual(['Nice work! "Stretch" is done.']);
    expect((await deps.reminders.get(user.id, stretch.id))!.status).toBe('done');
    expect((await stored()).textReminderDraft).toBeUndefined();
  });
});

describe('UNDO', () => {
  it.each(['UNDO', 'undo', 'Undo!', 'oops undo that', 'undo please'])('"%s" is UNDO', (body) => {
    expect(parseReply(body, new Date(EIGHT_AM_NEW_YORK), 'America/New_York')).toEqual({ kind: 'undo' });
  });

  it.each([
    ['undone', 'unknown'],
    ["don't undo", 'unknown'],
    ['undo done', 'done'],
    ['undo 2', 'unknown'],
    ['stop undo', 'opt_out'],
  ])('"%s" is not UNDO (%s)', (body, kind) => {
    expect(parseReply(body, new Date(EIGHT_AM_NEW_YORK), 'America/New_York').kind).toBe(kind);
  });

  it('within 10 minutes removes the reminder just added (and its schedule); a second UNDO finds nothing', async () => {
    const { deps, text, reminders } = await setup();
    await text('remind me to call mom tomorrow at 6pm');
    deps.clock.advanceMinutes(10);
    const { outcome, answers } = await text('UNDO');
    expect(answers).toEqual(['Removed #1 Call mom.']);
    expect(outcome).toMatchObject({ reply: 'undo' });
    expect(await reminders()).toEqual([]);
    expect(deps.scheduler.live.size).toBe(0);
    expect((await text('undo')).answers).toEqual([NOTHING_TO_UNDO]);
  });

  it('after 10 minutes removes nothing', async () => {
    const { deps, text, reminders } = await setup();
    await text('remind me to call mom tomorrow at 6pm');
    deps.clock.advanceMinutes(11);
    expect((await text('UNDO')).answers).toEqual([NOTHING_TO_UNDO]);
    expect(await reminders()).toHaveLength(1);
  });

  it('never removes a reminder added on the website', async () => {
    const { deps, user, text, reminders } = await setup();
    await createReminder(deps, user.id, {
      task: 'Stretch',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    expect((await text('undo')).answers).toEqual([NOTHING_TO_UNDO]);
    expect(await reminders()).toHaveLength(1);
  });
});

describe('limits and who may add by text', () => {
  it('20 a local day: the 21st is refused, still so after midnight UTC, and allowed again on the next local day', async () => {
    const { deps, text, reminders } = await setup();
    for (let i = 1; i <= 20; i += 1) {
      expect((await text(`remind me to drink water ${'again '.repeat(i)}at 11pm`)).answers[0]).toMatch(/^Got it: #/);
      deps.clock.advanceMinutes(4); // over more than an hour: 20 answers an hour is the most any number gets
    }
    expect((await text('remind me to call mom at 11pm')).answers).toEqual([DAILY_LIMIT]);
    deps.clock.set('2026-11-24T01:00:00.000Z'); // 8:00 PM in New York: the same local day
    expect((await text('remind me to call dad at 11pm')).answers).toEqual([DAILY_LIMIT]);
    expect(await reminders()).toHaveLength(20);
    deps.clock.set('2026-11-24T05:30:00.000Z'); // 12:30 AM on Tuesday in New York
    expect((await text('remind me to call mom at 6pm')).answers).toEqual([
      'Got it: #21 Call mom, Tue Nov 24 6:00 PM. Reply UNDO to remove it.',
    ]);
  });

  it.each(['none', 'past_due', 'canceled'] as const)(
    'a "%s" subscription: one answer a day, then nothing; nothing stored',
    async (subscriptionStatus) => {
      const { deps, text, reminders } = await setup({ subscriptionStatus });
      expect((await text('remind me to call mom tomorrow at 6pm')).answers).toEqual([GATE]);
      deps.clock.advanceMinutes(60);
      expect((await text('remind me to call dad tomorrow at 6pm')).answers).toEqual([]);
      expect((await text('remind me to call mom')).answers).toEqual([]);
      deps.clock.advanceMinutes(23 * 60);
      expect((await text('remind me to call mom tomorrow at 6pm')).answers).toEqual([GATE]);
      expect(await reminders()).toEqual([]);
    },
  );

  it('an opted-out (STOP) number: nothing sent, nothing stored', async () => {
    const { text, reminders } = await setup();
    expect((await text('STOP')).answers).toHaveLength(1);
    for (const body of ['remind me to call mom tomorrow at 6pm', 'remind me to call mom', 'undo']) {
      expect((await text(body)).answers).toEqual([]);
    }
    expect(await reminders()).toEqual([]);
  });

  it('a user who never opted in to reminder texts adds nothing by text', async () => {
    const { text, reminders } = await setup({ smsTransactionalOptIn: false });
    await text('remind me to call mom tomorrow at 6pm');
    expect(await reminders()).toEqual([]);
  });
});

describe('commands and our own texts', () => {
  async function nagged() {
    const context = await setup();
    const { deps, user } = context;
    const created = await createReminder(deps, user.id, {
      task: 'Call the bank',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await runFor(deps, 65);
    return { ...context, id: created.id };
  }

  it.each([
    ['DONE', 'done', { status: 'done' }],
    ['SNOOZE 1H', 'snooze', { status: 'snoozed', snoozedUntil: '2026-11-23T15:05:00.000Z' }],
    // A refused request ("remind me later" names no task) is no match for the command its words make.
    ['remind me later', 'snooze', { status: 'snoozed', snoozedUntil: '2026-11-23T14:35:00.000Z' }],
  ])('"%s" still does what it did', async (body, kind, state) => {
    const { deps, user, text, reminders, id } = await nagged();
    const { outcome, answers } = await text(body);
    expect(outcome).toMatchObject({ reply: kind, answered: true });
    expect(answers[0]).not.toMatch(/^Got it|^When should/);
    expect(await deps.reminders.get(user.id, id)).toMatchObject(state);
    expect(await reminders()).toHaveLength(1);
  });

  it('"stop" still opts out', async () => {
    const { text, stored } = await nagged();
    expect((await text('stop')).answers).toEqual([replyAnswers.optedOut()]);
    expect((await stored()).smsOptedOut).toBe(true);
  });

  it.each([
    ['with the id of the nag it answers', true],
    ['with no id (a bot that copies texts)', false],
  ])('our own nag sent back %s adds nothing', async (_label, withId) => {
    const { deps, user, text, reminders } = await nagged();
    const nag = deps.sms.sent.findIndex((s) => s.to === user.phoneNumber && s.body.startsWith('NagText'));
    await text(deps.sms.sent[nag]!.body, withId ? { inReplyTo: `test-${nag + 1}` } : {});
    expect(await reminders()).toHaveLength(1);
  });

  it('our own answer sent back adds nothing more', async () => {
    const { deps, text, reminders } = await setup();
    const { answers } = await text('remind me to call mom tomorrow at 6pm');
    await text(answers[0]!, { inReplyTo: `test-${deps.sms.sent.length}` });
    await text(`Re: ${answers[0]!}`);
    expect(await reminders()).toHaveLength(1);
  });
});

describe('the same text tried twice', () => {
  const crashOnce = (deps: NagTestDeps, where: 'answer' | 'record') => {
    if (where === 'answer') {
      const send = deps.sms.send;
      deps.sms.send = async () => {
        deps.sms.send = send;
        throw new Error('the Lambda died before the answer went');
      };
    } else {
      const update = deps.users.update;
      deps.users.update = async (id, changes, at) => {
        if (!changes.lastTextReminder) return update(id, changes, at);
        deps.users.update = update;
        throw new Error('the Lambda died before the reminder was recorded');
      };
    }
  };

  it.each(['answer', 'record'] as const)(
    'a crash after the reminder was added (before the %s): the retry adds no second one and answers once',
    async (where) => {
      const { deps, user, reminders, stored } = await setup();
      const sms = {
        from: user.phoneNumber,
        to: OUR_NUMBER,
        body: 'remind me to call mom tomorrow at 6pm',
        providerMessageId: 'inbound-1',
        receivedAt: deps.clock.now().toISOString(),
      };
      crashOnce(deps, where);
      await expect(handleReply(deps, sms)).rejects.toThrow('the Lambda died');
      expect(await reminders()).toHaveLength(1);
      deps.clock.advanceMinutes(1);
      const sent = deps.sms.sent.length;
      expect(await handleReply(deps, sms)).toMatchObject({
        kind: 'handled',
        reply: 'reminder_request',
        answered: true,
      });
      expect(deps.sms.sent.slice(sent).map((s) => s.body)).toEqual([
        'Got it: #1 Call mom, Tue Nov 24 6:00 PM. Reply UNDO to remove it.',
      ]);
      expect(await reminders()).toHaveLength(1);
      expect((await stored()).textRemindersToday).toEqual({ date: '2026-11-23', count: 1 });
      expect(await handleReply(deps, sms)).toEqual({ kind: 'duplicate' });
    },
  );

  it('a crash after completing a draft: the retry still finds the reminder it added', async () => {
    const { deps, user, text, reminders } = await setup();
    await text('remind me to call mom');
    const sms = {
      from: user.phoneNumber,
      to: OUR_NUMBER,
      body: '6pm',
      providerMessageId: 'inbound-2',
      receivedAt: deps.clock.now().toISOString(),
    };
    crashOnce(deps, 'answer');
    await expect(handleReply(deps, sms)).rejects.toThrow('the Lambda died');
    const sent = deps.sms.sent.length;
    await handleReply(deps, sms);
    expect(deps.sms.sent.slice(sent).map((s) => s.body)).toEqual([
      'Got it: #1 Call mom, Mon Nov 23 6:00 PM. Reply UNDO to remove it.',
    ]);
    expect(await reminders()).toHaveLength(1);
  });

  it('a crash before the answer to UNDO: the retry answers as the first try did', async () => {
    const { deps, user, text, reminders } = await setup();
    await text('remind me to call mom tomorrow at 6pm');
    const sms = {
      from: user.phoneNumber,
      to: OUR_NUMBER,
      body: 'UNDO',
      providerMessageId: 'inbound-3',
      receivedAt: deps.clock.now().toISOString(),
    };
    crashOnce(deps, 'answer');
    await expect(handleReply(deps, sms)).rejects.toThrow('the Lambda died');
    const sent = deps.sms.sent.length;
    await handleReply(deps, sms);
    expect(deps.sms.sent.slice(sent).map((s) => s.body)).toEqual(['Removed #1 Call mom.']);
    expect(await reminders()).toEqual([]);
  });
});

describe('a time said in a zone, by text', () => {
  it('"call mom at 3pm New York time" adds one fixed instant, and names its zone', async () => {
    const { text, reminders } = await setup({ timezone: 'America/Chicago' });
    const { answers } = await text('call mom at 3pm New York time');
    // Monday Nov 23 2026, 8:00 AM in New York; 2:00 PM in Chicago.
    expect(answers).toEqual([
      'Got it: #1 Call mom, Mon Nov 23 3:00 PM New York time (2:00 PM your time). Reply UNDO to remove it.',
    ]);
    const [reminder] = await reminders();
    expect(reminder).toMatchObject({ clock: 'fixed', clockZone: 'America/New_York' });
    expect(reminder!.occurrenceAt).toBe('2026-11-23T20:00:00.000Z');
  });

  it('away in Tokyo, "your time" is where the person is, with its day when that differs', async () => {
    const travel = { zone: 'Asia/Tokyo', until: null, endsAt: null, setAt: EIGHT_AM_NEW_YORK };
    const { text } = await setup({ travel });
    // 3:00 PM New York on Monday is 5:00 AM on Tuesday in Tokyo.
    expect((await text('call mom at 3pm New York time')).answers).toEqual([
      'Got it: #1 Call mom, Mon Nov 23 3:00 PM New York time (Tue Nov 24, 5:00 AM your time). Reply UNDO to remove it.',
    ]);
  });

  it('said in the home zone, it is still fixed (it stays put when the person travels), with no second clock', async () => {
    const { text, reminders } = await setup();
    expect((await text('call mom at 3pm ET')).answers).toEqual([
      'Got it: #1 Call mom, Mon Nov 23 3:00 PM New York time. Reply UNDO to remove it.',
    ]);
    expect((await reminders())[0]).toMatchObject({ clock: 'fixed', clockZone: 'America/New_York' });
  });
});

describe('a heads-up asked for by text', () => {
  it.each([
    [
      'remind me a day before the dentist on the 14th at 9',
      { task: 'Dentist', anchorDate: '2026-12-14', wallTime: '09:00', repeat: 'once' },
      24,
      'Got it: #1 Dentist, Mon Dec 14 9:00 AM, heads-up the day before. Reply UNDO to remove it.',
    ],
    [
      'pay rent on the 1st of every month at 9 with a heads-up 2 days before',
      { task: 'Pay rent', anchorDate: '2026-12-01', wallTime: '09:00', repeat: 'monthly' },
      48,
      'Got it: #1 Pay rent, monthly on the 1st 9:00 AM, heads-up 2 days before. Reply UNDO to remove it.',
    ],
    [
      'call mom friday 6pm, heads up 3 hours before',
      { task: 'Call mom', anchorDate: '2026-11-27', wallTime: '18:00', repeat: 'once' },
      3,
      'Got it: #1 Call mom, Fri Nov 27 6:00 PM, heads-up 3 hours before. Reply UNDO to remove it.',
    ],
  ])('"%s" creates it with its heads-up, and says so', async (body, expected, hours, answer) => {
    const { text, reminders } = await setup();
    const { answers } = await text(body);
    expect(answers).toEqual([answer]);
    expect(smsSegments(answer)).toBe(1);
    const [reminder, ...others] = await reminders();
    expect(others).toEqual([]);
    expect(scheduleOf(reminder!)).toEqual(expected);
    expect(reminder!.headsUpHours).toBe(hours);
  });

  it("a heads-up longer than the repeat's gap gets the create's own refusal, and nothing is added or counted", async () => {
    const { text, reminders, stored } = await setup();
    expect((await text('take pills every day at 8am, heads up 2 days before')).answers).toEqual([
      'Heads-up before must be at most 24 hours for this repeat: 48 hours would reach back before the previous occurrence',
    ]);
    expect(await reminders()).toEqual([]);
    expect((await stored()).textRemindersToday?.count ?? 0).toBe(0);
  });

  it.each(['remind me 5 days before the dentist on the 14th at 9', 'call mom friday 6pm, heads up 0 hours before'])(
    'out of 1 hour to 3 days: "%s" is refused naming the limit, nothing added',
    async (body) => {
      const { text, reminders, stored } = await setup();
      expect((await text(body)).answers).toEqual([
        'A heads-up can be 1 hour to 3 days before, so nothing was added. Say it like "remind me a day before".',
      ]);
      expect(await reminders()).toEqual([]);
      expect((await stored()).textRemindersToday).toBeUndefined();
    },
  );

  it('asked without a time, the heads-up is kept for the answer that completes it', async () => {
    const { text, reminders } = await setup();
    expect((await text('remind me a day before the dentist')).answers).toEqual([
      'When should I remind you to dentist? e.g. 6pm or tomorrow 9am',
    ]);
    expect((await text('friday at 2:30')).answers).toEqual([
      'Got it: #1 Dentist, Fri Nov 27 2:30 PM, heads-up the day before. Reply UNDO to remove it.',
    ]);
    expect((await reminders()).map((r) => r.headsUpHours)).toEqual([24]);
  });
});
