import { randomUUID } from 'node:crypto';
import { smsSegments } from '#core/texting/domain/sms-segments';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import type { User } from '#core/users/domain/user';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { handleReply, type InboundReply } from '#core/replies/use-cases/handle-reply';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { setReminderStatus } from '#core/reminders/use-cases/set-reminder-status';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { fireDue, runFor, textsTo } from '../../../support/run-nag-schedules';

const OUR_NUMBER = '+18885550100';
/** Monday 23 November 2026, 08:00 in New York. */
const EIGHT_AM_NEW_YORK = '2026-11-23T13:00:00.000Z';

const nagsTo = (deps: NagTestDeps, phone: string, task: string) =>
  textsTo(deps, phone).filter((b) => b.startsWith('NagText') && b.includes(task));

/** The provider id of the latest text to `phone` that names `task`: what the phone's reply answers. */
function providerIdOfLatest(deps: NagTestDeps, phone: string, task: string): string {
  const index = deps.sms.sent
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.to === phone && s.body.includes(task))
    .pop();
  if (!index) throw new Error(`No text about ${task} went to ${phone}`);
  return `test-${index.i + 1}`;
}

/** A text from `from`, as the inbound handler hands it over; returns only what we texted back. */
async function reply(deps: NagTestDeps, from: string, body: string, extra: Partial<InboundReply> = {}) {
  const before = deps.sms.sent.length;
  const outcome = await handleReply(deps, {
    from,
    to: OUR_NUMBER,
    body,
    providerMessageId: randomUUID(),
    receivedAt: deps.clock.now().toISOString(),
    ...extra,
  });
  const answers = deps.sms.sent.slice(before);
  return { outcome, answers: answers.map((a) => a.body), answeredTo: answers.map((a) => a.to) };
}

async function setup(start = EIGHT_AM_NEW_YORK, overrides: Partial<User> = {}) {
  const deps = nagTestDeps(start);
  const user = await nagUser(deps, overrides);
  const remind = async (
    task: string,
    scheduledTime = '09:00',
    repeat: 'once' | 'daily' | 'weekly' | 'monthly' = 'once',
    scheduledDate = '2026-11-23',
  ) => {
    const created = await createReminder(deps, user.id, { task, scheduledDate, scheduledTime, repeat });
    return created.id;
  };
  const reminder = async (id: string, userId = user.id) => (await deps.reminders.get(userId, id))!;
  const liveSchedules = () =>
    [...deps.scheduler.live.values()].map((s) => ({
      at: s.at.toISOString(),
      reminderId: (s.payload as { reminderId: string }).reminderId,
    }));
  return { deps, user, remind, reminder, liveSchedules };
}

describe('handleReply: DONE', () => {
  it('closes a one-time reminder: "Nice work!", status done, no schedule left, no more nags, completion kept', async () => {
    const { deps, user, remind, reminder, liveSchedules } = await setup();
    const id = await remind('Stretch');
    await runFor(deps, 65); // 09:05: nag 1 went out
    expect(nagsTo(deps, user.phoneNumber, 'Stretch')).toHaveLength(1);

    const { outcome, answers } = await reply(deps, user.phoneNumber, 'Done!');
    expect(outcome).toEqual({ kind: 'handled', userId: user.id, reply: 'done', answered: true });
    expect(answers).toEqual(['Nice work! "Stretch" is done.']);
    expect(deps.metrics.counted('Replies', { Command: 'done' })).toBe(1);
    expect(await reminder(id)).toMatchObject({ status: 'done', lastCompletedAt: deps.clock.now().toISOString() });
    expect((await reminder(id)).nextNag).toBeUndefined();
    expect(liveSchedules()).toEqual([]);
    expect(await deps.reminders.listCompletions(user.id)).toEqual([
      expect.objectContaining({ reminderId: id, occurrenceDate: '2026-11-23', outcome: 'done', via: 'sms' }),
    ]);

    await runFor(deps, 6 * 60);
    expect(nagsTo(deps, user.phoneNumber, 'Stretch')).toHaveLength(1);
  });

  it.each([
    ['daily', 'Tue Nov 24, 9:00 AM', '2026-11-24T14:00:00.000Z'],
    ['weekly', 'Mon Nov 30, 9:00 AM', '2026-11-30T14:00:00.000Z'],
    ['monthly', 'Wed Dec 23, 9:00 AM', '2026-12-23T14:00:00.000Z'],
  ] as const)('moves a %s reminder on to its next occurrence and says when that is', async (repeat, named, nextAt) => {
    const { deps, user, remind, reminder, liveSchedules } = await setup();
    const id = await remind('Vitamins', '09:00', repeat);
    await runFor(deps, 61);
    const { answers } = await reply(deps, user.phoneNumber, 'done');
    expect(answers).toEqual([`Nice work! "Vitamins" is done. Next one: ${named}`]);
    expect(await reminder(id)).toMatchObject({
      status: 'pending',
      nagCount: 0,
      occurrenceAt: nextAt,
      nextNag: { attempt: 1, at: nextAt },
    });
    expect(liveSchedules()).toEqual([{ at: nextAt, reminderId: id }]);
    // No more nags today; the next occurrence nags on time.
    await runFor(deps, 12 * 60);
    expect(nagsTo(deps, user.phoneNumber, 'Vitamins')).toHaveLength(1);
  });

  it("nags the next day of a daily reminder once today's is done", async () => {
    const { deps, user, remind } = await setup();
    await remind('Vitamins', '09:00', 'daily');
    await runFor(deps, 61);
    await reply(deps, user.phoneNumber, 'finished');
    await runFor(deps, 24 * 60);
    expect(nagsTo(deps, user.phoneNumber, 'Vitamins')).toHaveLength(2);
  });
});

describe('handleReply: SNOOZE', () => {
  it.each([
    ['snooze', '2026-11-23T14:35:00.000Z', "Snoozed 'Call the bank' until 9:35 AM."],
    ['snooze 2h', '2026-11-23T16:05:00.000Z', "Snoozed 'Call the bank' until 11:05 AM."],
    ['SNOOZE 45 min', '2026-11-23T14:50:00.000Z', "Snoozed 'Call the bank' until 9:50 AM."],
    ['snooze until 6pm', '2026-11-23T23:00:00.000Z', "Snoozed 'Call the bank' until 6:00 PM."],
    ['snooze till tomorrow', '2026-11-24T14:00:00.000Z', "Snoozed 'Call the bank' until Tue Nov 24, 9:00 AM."],
  ])(
    '"%s": snoozed until then, the answer in the user\'s zone, the next nag moved; then the ladder resumes',
    async (body, until, answer) => {
      const { deps, user, remind, reminder, liveSchedules } = await setup();
      const id = await remind('Call the bank');
      await runFor(deps, 65); // 09:05, nag 1 sent, nag 2 planned for 09:30
      expect((await reminder(id)).nextNag).toMatchObject({ attempt: 2, at: '2026-11-23T14:30:00.000Z' });

      const { answers } = await reply(deps, user.phoneNumber, body);
      expect(answers).toHaveLength(1);
      expect(answers[0]).toMatch(
        new RegExp(
          `^${answer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Reply "SNOOZE 2H" or "SNOOZE UNTIL 6PM" for another time\\.$`,
        ),
      );
      expect(await reminder(id)).toMatchObject({
        status: 'snoozed',
        snoozedUntil: until,
        nextNag: { attempt: 2, at: until },
      });
      expect(liveSchedules()).toEqual([{ at: until, reminderId: id }]);

      // Nothing until the snooze ends...
      const minutesToUntil = (Date.parse(until) - deps.clock.now().getTime()) / 60_000;
      await runFor(deps, minutesToUntil - 1);
      expect(nagsTo(deps, user.phoneNumber, 'Call the bank')).toHaveLength(1);
      // ...then nag 2 of the same ladder, and the status is pending again with nag 3 planned.
      await runFor(deps, 1);
      const nags = nagsTo(deps, user.phoneNumber, 'Call the bank');
      expect(nags).toHaveLength(2);
      expect(nags[1]).toContain('nudge 2/10');
      const after = await reminder(id);
      expect(after).toMatchObject({ status: 'pending', nagCount: 2, nextNag: { attempt: 3 } });
      expect(after.snoozedUntil).toBeUndefined();
    },
  );

  it.each(['later', 'snooze', 'not now'])(
    '"%s" never shortens a longer snooze already running; a named time still replaces it',
    async (body) => {
      const { deps, user, remind, reminder } = await setup();
      const id = await remind('Call the bank');
      await runFor(deps, 65); // 09:05
      await reply(deps, user.phoneNumber, 'snooze 2h'); // until 11:05
      await runFor(deps, 10);
      const { answers } = await reply(deps, user.phoneNumber, body);
      expect(answers).toEqual([
        `'Call the bank' stays snoozed until 11:05 AM. Reply "SNOOZE 10M" for a shorter snooze.`,
      ]);
      expect(await reminder(id)).toMatchObject({
        status: 'snoozed',
        snoozedUntil: '2026-11-23T16:05:00.000Z',
        nextNag: { at: '2026-11-23T16:05:00.000Z' },
      });
      await reply(deps, user.phoneNumber, 'snooze 10m');
      expect(await reminder(id)).toMatchObject({
        snoozedUntil: '2026-11-23T14:25:00.000Z',
        nextNag: { at: '2026-11-23T14:25:00.000Z' },
      });
    },
  );

  it('a bare snooze past the end of a shorter one running moves it on', async () => {
    const { deps, user, remind, reminder } = await setup();
    const id = await remind('Call the bank');
    await runFor(deps, 65); // 09:05
    await reply(deps, user.phoneNumber, 'snooze 5m'); // until 09:10
    await runFor(deps, 2);
    expect((await reply(deps, user.phoneNumber, 'later')).answers[0]).toMatch(
      /^Snoozed 'Call the bank' until 9:37 AM\./,
    );
    expect(await reminder(id)).toMatchObject({ snoozedUntil: '2026-11-23T14:37:00.000Z' });
  });

  it('a snooze ending inside quiet hours texts when they end, and the answer says so', async () => {
    const { deps, user, remind, reminder, liveSchedules } = await setup();
    const id = await remind('Call the bank');
    await runFor(deps, 65); // 09:05
    const { answers } = await reply(deps, user.phoneNumber, 'snooze until 11pm');
    expect(answers).toEqual([
      "Snoozed 'Call the bank' until 11:00 PM. That's in your quiet hours, so I'll text at Tue Nov 24, 8:00 AM.",
    ]);
    expect(await reminder(id)).toMatchObject({
      snoozedUntil: '2026-11-24T04:00:00.000Z',
      nextNag: { at: '2026-11-24T13:00:00.000Z' },
    });
    expect(liveSchedules()).toEqual([{ at: '2026-11-24T13:00:00.000Z', reminderId: id }]);
  });

  it("names the time in the user's own zone (Kolkata)", async () => {
    const { deps, user, remind } = await setup('2026-11-23T03:00:00.000Z', { timezone: 'Asia/Kolkata' }); // 08:30 in Kolkata
    await remind('Chai', '09:00');
    await runFor(deps, 31);
    const { answers } = await reply(deps, user.phoneNumber, 'snooze 2h');
    expect(answers[0]).toMatch(/^Snoozed 'Chai' until 11:01 AM\./);
  });

  it.each([
    ['snooze 8 days', /^That is too long\. A snooze can be 1 minute to 7 days\./],
    ['snooze 30 seconds', /^That is too short\. A snooze can be 1 minute to 7 days\./],
    ['snooze 0 min', /^That is too short\./],
  ])('"%s" is out of bounds: a text explains and nothing changes', async (body, explained) => {
    const { deps, user, remind, reminder, liveSchedules } = await setup();
    const id = await remind('Call the bank');
    await runFor(deps, 65);
    const before = { reminder: await reminder(id), schedules: liveSchedules() };
    const { answers } = await reply(deps, user.phoneNumber, body);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(explained);
    expect({ reminder: await reminder(id), schedules: liveSchedules() }).toEqual(before);
  });
});

describe('handleReply: a SNOOZE only puts off a reminder that has texted', () => {
  it('a reminder whose first text has not come is never snoozed: by reference, nothing changes and the answer says when it texts', async () => {
    const { deps, user, remind, reminder, liveSchedules } = await setup();
    const id = await remind('Dentist', '14:30', 'once', '2026-11-27');
    const before = { reminder: await reminder(id), schedules: liveSchedules() };
    const { answers } = await reply(deps, user.phoneNumber, 'SNOOZE 1 1h');
    expect(answers).toEqual([
      "'Dentist' hasn't texted you yet, so there is nothing to put off. It texts first at Fri Nov 27, 2:30 PM.",
    ]);
    expect({ reminder: await reminder(id), schedules: liveSchedules() }).toEqual(before);
  });

  it.each(['snooze 1h', 'tomorrow 9am', 'later'])(
    '"%s" with no reminder texted yet puts nothing off, and says so',
    async (body) => {
      const { deps, user, remind, reminder, liveSchedules } = await setup();
      const id = await remind('Dentist', '14:30', 'once', '2026-11-27');
      const before = { reminder: await reminder(id), schedules: liveSchedules() };
      expect((await reply(deps, user.phoneNumber, body)).answers).toEqual([replyAnswers.nothingToSnooze()]);
      expect({ reminder: await reminder(id), schedules: liveSchedules() }).toEqual(before);
      // Friday's text still comes on Friday, not earlier.
      await runFor(deps, 4 * 24 * 60);
      expect(nagsTo(deps, user.phoneNumber, 'Dentist')).toEqual([]);
    },
  );

  it('without a reference: the reminder that texted, not the one created since that has not', async () => {
    const { deps, user, remind, reminder } = await setup();
    const bank = await remind('Call the bank', '09:00');
    await runFor(deps, 65); // 09:05: nag 1 of "Call the bank"
    const dentist = await remind('Dentist', '14:30', 'once', '2026-11-27');
    const dentistBefore = await reminder(dentist);
    expect((await reply(deps, user.phoneNumber, 'snooze 2h')).answers[0]).toMatch(
      /^Snoozed 'Call the bank' until 11:05 AM\./,
    );
    expect(await reminder(bank)).toMatchObject({ status: 'snoozed', snoozedUntil: '2026-11-23T16:05:00.000Z' });
    expect(await reminder(dentist)).toEqual(dentistBefore);
  });

  it('never moves a reminder\'s next text earlier: "SNOOZE 5M" at 9:05 keeps the 9:30 nag at 9:30', async () => {
    const { deps, user, remind, reminder, liveSchedules } = await setup();
    const id = await remind('Call the bank');
    await runFor(deps, 65); // 09:05, nag 2 planned for 09:30
    const { answers } = await reply(deps, user.phoneNumber, 'snooze 5m');
    expect(answers[0]).toMatch(/^Snoozed 'Call the bank' until 9:30 AM\./);
    expect(await reminder(id)).toMatchObject({
      status: 'snoozed',
      nextNag: { attempt: 2, at: '2026-11-23T14:30:00.000Z' },
    });
    expect(liveSchedules()).toEqual([{ at: '2026-11-23T14:30:00.000Z', reminderId: id }]);
    await runFor(deps, 20); // 09:25: nothing at 09:10
    expect(nagsTo(deps, user.phoneNumber, 'Call the bank')).toHaveLength(1);
  });
});

describe('handleReply: SKIP, LIST, PAUSE, RESUME', () => {
  it('SKIP ends a one-time reminder without counting it done', async () => {
    const { deps, user, remind, reminder, liveSchedules } = await setup();
    const id = await remind('Gym');
    await runFor(deps, 61);
    const { answers } = await reply(deps, user.phoneNumber, 'skip');
    expect(answers).toEqual(['Skipped "Gym". No more texts for it.']);
    const after = await reminder(id);
    expect(after.status).toBe('done');
    expect(after.lastCompletedAt).toBeUndefined();
    expect(liveSchedules()).toEqual([]);
    expect(await deps.reminders.listCompletions(user.id)).toEqual([
      expect.objectContaining({ outcome: 'skipped', via: 'sms' }),
    ]);
  });

  it('SKIP moves a recurring reminder on to its next occurrence', async () => {
    const { deps, user, remind, reminder } = await setup();
    const id = await remind('Gym', '09:00', 'daily');
    await runFor(deps, 61);
    const { answers } = await reply(deps, user.phoneNumber, 'not today');
    expect(answers).toEqual(['Skipped "Gym" this time. Next one: Tue Nov 24, 9:00 AM']);
    expect(await reminder(id)).toMatchObject({ status: 'pending', occurrenceDate: '2026-11-24' });
  });

  it('LIST names the open reminders by reference, not the closed ones', async () => {
    const { deps, user, remind } = await setup();
    const milk = await remind('Buy milk');
    await remind('Call mom', '10:00');
    await remind('Water plants', '11:00', 'daily');
    await setReminderStatus(deps, user.id, milk, { status: 'done' });
    const { answers } = await reply(deps, user.phoneNumber, 'LIST');
    expect(answers).toEqual(['Open reminders:\n#2 Call mom\n#3 Water plants\nReply DONE 2 or SNOOZE 2 1H.']);
  });

  it('LIST of many long reminders stays within two segments and says how many more there are', async () => {
    const { deps, user, remind } = await setup();
    for (let i = 1; i <= 25; i += 1)
      await remind(`Reminder number ${i} with a rather long description to fill the text`, '10:00');
    const { answers } = await reply(deps, user.phoneNumber, 'list');
    expect(answers).toHaveLength(1);
    expect(smsSegments(answers[0]!)).toBeLessThanOrEqual(2);
    const refs = [...answers[0]!.matchAll(/^#(\d+) /gm)].map((m) => Number(m[1]));
    expect(refs).toEqual(refs.map((_, i) => i + 1));
    expect(answers[0]).toMatch(new RegExp(`\n\\+${25 - refs.length} more\nReply DONE 1 or SNOOZE 1 1H\\.$`));
  });

  it('LIST with nothing open says so', async () => {
    const { deps, user } = await setup();
    expect((await reply(deps, user.phoneNumber, 'list')).answers).toEqual([replyAnswers.nothingOpen()]);
  });

  it('PAUSE 3h: no nags at all until then, then they resume', async () => {
    const { deps, user, remind } = await setup();
    await remind('Stretch', '09:00');
    await remind('Read', '10:00', 'daily');
    await runFor(deps, 61); // 09:01, Stretch nag 1 sent
    const { answers } = await reply(deps, user.phoneNumber, 'pause 3h');
    expect(answers).toEqual(['Paused: no reminder texts until 12:01 PM. Reply RESUME to get them sooner.']);
    expect((await deps.users.get(user.id))!.smsPausedUntil).toBe('2026-11-23T17:01:00.000Z');
    const sentBefore = textsTo(deps, user.phoneNumber).length;
    await runFor(deps, 179);
    expect(textsTo(deps, user.phoneNumber)).toHaveLength(sentBefore);
    await runFor(deps, 2);
    const resumed = textsTo(deps, user.phoneNumber).slice(sentBefore);
    expect(resumed.some((b) => b.includes('Stretch'))).toBe(true);
    expect(resumed.some((b) => b.includes('Read'))).toBe(true);
  });

  it('RESUME ends a pause at once: nags that fell due go out', async () => {
    const { deps, user, remind } = await setup();
    await remind('Stretch', '09:00');
    await reply(deps, user.phoneNumber, 'PAUSE 3H'); // 08:00 -> 11:00
    await runFor(deps, 90); // 09:30: the 09:00 nag is held
    expect(nagsTo(deps, user.phoneNumber, 'Stretch')).toHaveLength(0);
    const { answers } = await reply(deps, user.phoneNumber, 'resume');
    expect(answers).toEqual([replyAnswers.resumed()]);
    expect((await deps.users.get(user.id))!.smsPausedUntil).toBeUndefined();
    await fireDue(deps);
    expect(nagsTo(deps, user.phoneNumber, 'Stretch')).toHaveLength(1);
  });

  it('a second RESUME says the texts are already on, rather than nothing', async () => {
    const { deps, user } = await setup();
    await reply(deps, user.phoneNumber, 'pause 3h');
    expect((await reply(deps, user.phoneNumber, 'resume')).answers).toEqual([replyAnswers.resumed()]);
    expect((await reply(deps, user.phoneNumber, 'resume')).answers).toEqual([
      'Your reminder texts are already on. Reply PAUSE 3H to pause them.',
    ]);
    expect((await deps.users.get(user.id))!.smsPausedUntil).toBeUndefined();
  });

  it('a shorter PAUSE after a longer one brings the nags back at its end', async () => {
    const { deps, user, remind } = await setup();
    await remind('Stretch', '09:00');
    await reply(deps, user.phoneNumber, 'pause 5h'); // 08:00 -> 13:00
    await runFor(deps, 61); // the 09:00 nag is deferred to 13:00
    expect(nagsTo(deps, user.phoneNumber, 'Stretch')).toHaveLength(0);
    const { answers } = await reply(deps, user.phoneNumber, 'pause 30 min'); // 09:01 -> 09:31
    expect(answers).toEqual(['Paused: no reminder texts until 9:31 AM. Reply RESUME to get them sooner.']);
    await runFor(deps, 29);
    expect(nagsTo(deps, user.phoneNumber, 'Stretch')).toHaveLength(0);
    await runFor(deps, 2);
    expect(nagsTo(deps, user.phoneNumber, 'Stretch')).toHaveLength(1);
  });

  it('an out-of-bounds PAUSE explains and changes nothing', async () => {
    const { deps, user } = await setup();
    const { answers } = await reply(deps, user.phoneNumber, 'pause 45 days');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/A pause can be 1 minute to 30 days/);
    expect((await deps.users.get(user.id))!.smsPausedUntil).toBeUndefined();
  });
});

describe('handleReply: which reminder a reply means', () => {
  async function threeNagged() {
    const s = await setup();
    const a = await s.remind('Alpha', '09:00');
    const b = await s.remind('Bravo', '09:10');
    const c = await s.remind('Charlie', '09:20');
    await runFor(s.deps, 85); // 09:25: Alpha, Bravo and Charlie nagged in that order
    return { ...s, a, b, c };
  }

  it('without a reference: the most recently nagged open reminder', async () => {
    const { deps, user, a, b, c, reminder } = await threeNagged();
    await reply(deps, user.phoneNumber, 'done');
    expect([(await reminder(a)).status, (await reminder(b)).status, (await reminder(c)).status]).toEqual([
      'pending',
      'pending',
      'done',
    ]);
  });

  it('"DONE 2" closes #2 and only #2; "SNOOZE 1 1h" snoozes #1', async () => {
    const { deps, user, a, b, c, reminder } = await threeNagged();
    expect((await reply(deps, user.phoneNumber, 'DONE 2')).answers).toEqual(['Nice work! "Bravo" is done.']);
    expect((await reply(deps, user.phoneNumber, 'SNOOZE 1 1h')).answers[0]).toMatch(
      /^Snoozed 'Alpha' until 10:25 AM\./,
    );
    expect([(await reminder(a)).status, (await reminder(b)).status, (await reminder(c)).status]).toEqual([
      'snoozed',
      'done',
      'pending',
    ]);
  });

  it('a reply to an older nag (inReplyTo) closes THAT reminder', async () => {
    const { deps, user, a, b, c, reminder } = await threeNagged();
    const { answers } = await reply(deps, user.phoneNumber, 'done', {
      inReplyTo: providerIdOfLatest(deps, user.phoneNumber, 'Alpha'),
    });
    expect(answers).toEqual(['Nice work! "Alpha" is done.']);
    expect([(await reminder(a)).status, (await reminder(b)).status, (await reminder(c)).status]).toEqual([
      'done',
      'pending',
      'pending',
    ]);
  });

  it('a reference wins over inReplyTo', async () => {
    const { deps, user, a, c, reminder } = await threeNagged();
    await reply(deps, user.phoneNumber, 'done 3', { inReplyTo: providerIdOfLatest(deps, user.phoneNumber, 'Alpha') });
    expect([(await reminder(a)).status, (await reminder(c)).status]).toEqual(['pending', 'done']);
  });

  it('inReplyTo naming a text that is not a nag falls back to the most recently nagged', async () => {
    const { deps, user, c, reminder } = await threeNagged();
    await reply(deps, user.phoneNumber, 'list');
    await reply(deps, user.phoneNumber, 'done', {
      inReplyTo: providerIdOfLatest(deps, user.phoneNumber, 'Open reminders'),
    });
    expect((await reminder(c)).status).toBe('done');
  });

  it('a reply to the nag of a reminder already closed on the web closes nothing else', async () => {
    const { deps, user, a, b, c, reminder } = await threeNagged();
    await setReminderStatus(deps, user.id, c, { status: 'done' });
    const { answers } = await reply(deps, user.phoneNumber, 'done', {
      inReplyTo: providerIdOfLatest(deps, user.phoneNumber, 'Charlie'),
    });
    expect([(await reminder(a)).status, (await reminder(b)).status]).toEqual(['pending', 'pending']);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^Open reminders:\n#1 Alpha\n#2 Bravo\n/);
  });

  it('a reply to the nag of an occurrence done since does not close the next occurrence', async () => {
    const { deps, user, remind, reminder } = await setup();
    const id = await remind('Meds', '09:00', 'daily');
    await runFor(deps, 61);
    const answeredNag = providerIdOfLatest(deps, user.phoneNumber, 'Meds');
    await setReminderStatus(deps, user.id, id, { status: 'done' });
    const next = await reminder(id);
    await reply(deps, user.phoneNumber, 'done', { inReplyTo: answeredNag });
    expect(await reminder(id)).toEqual(next);
    expect(await deps.reminders.listCompletions(user.id)).toHaveLength(1);
  });

  it('a reference to a reminder that is not open answers with the open ones instead of claiming there are none', async () => {
    const { deps, user, a, b, c, reminder } = await threeNagged();
    const { answers } = await reply(deps, user.phoneNumber, 'DONE 9');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^Open reminders:\n#1 Alpha\n#2 Bravo\n#3 Charlie\n/);
    expect([(await reminder(a)).status, (await reminder(b)).status, (await reminder(c)).status]).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('nothing open: a short text says so and nothing changes', async () => {
    const { deps, user, remind, reminder } = await setup();
    const id = await remind('Once');
    await setReminderStatus(deps, user.id, id, { status: 'done' });
    const before = await reminder(id);
    for (const body of ['done', 'snooze', 'skip', 'DONE 1']) {
      deps.clock.advanceMinutes(61);
      const { answers } = await reply(deps, user.phoneNumber, body);
      expect(answers).toEqual([replyAnswers.nothingOpen()]);
    }
    expect(await reminder(id)).toEqual(before);
  });
});

describe("handleReply: another user's reminders are out of reach", () => {
  async function twoUsers() {
    const s = await setup();
    const mine = [
      await s.remind('Alice one'),
      await s.remind('Alice two', '09:05'),
      await s.remind('Alice three', '09:10'),
    ];
    const mallory = await nagUser(s.deps);
    const hers = (
      await createReminder(s.deps, mallory.id, {
        task: 'Mallory one',
        scheduledDate: '2026-11-23',
        scheduledTime: '09:15',
        repeat: 'once',
      })
    ).id;
    await runFor(s.deps, 80);
    const snapshot = async () => Promise.all(mine.map((id) => s.reminder(id)));
    return { ...s, mine, mallory, hers, snapshot };
  }

  it.each([['DONE 3'], ['SNOOZE 2 1h'], ['skip 1'], ['done #3']])(
    '"%s" from another user never touches the first user\'s reminders',
    async (body) => {
      const { deps, mallory, snapshot } = await twoUsers();
      const before = await snapshot();
      await reply(deps, mallory.phoneNumber, body);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("an inReplyTo naming another user's nag is ignored: the sender's own reminder is the target", async () => {
    const { deps, user, mallory, hers, reminder, snapshot } = await twoUsers();
    const before = await snapshot();
    const { answers } = await reply(deps, mallory.phoneNumber, 'done', {
      inReplyTo: providerIdOfLatest(deps, user.phoneNumber, 'Alice one'),
    });
    expect(await snapshot()).toEqual(before);
    expect(answers).toEqual(['Nice work! "Mallory one" is done.']);
    expect((await reminder(hers, mallory.id)).status).toBe('done');
  });

  it("answers only the sender's own number", async () => {
    const { deps, mallory } = await twoUsers();
    const { answeredTo } = await reply(deps, mallory.phoneNumber, 'DONE 3');
    expect(answeredTo.every((to) => to === mallory.phoneNumber)).toBe(true);
  });
});

describe('handleReply: STOP and START', () => {
  it.each([
    'STOP',
    'stop',
    'Stop.',
    'STOPALL',
    'UNSUBSCRIBE',
    'cancel',
    'END',
    'quit',
    'OPTOUT',
    'opt-out',
    'REMOVE',
    'revoke',
    'ARRET',
    'TD',
    'stop texting me',
    'no more texts',
    'leave me alone',
  ])(
    '"%s": one confirmation, then nothing but the answers to STOP and HELP until START; START resumes the nags',
    async (body) => {
      const { deps, user, remind, liveSchedules } = await setup();
      await remind('Stretch', '09:00');
      await runFor(deps, 61);
      expect(nagsTo(deps, user.phoneNumber, 'Stretch')).toHaveLength(1);

      const stop = await reply(deps, user.phoneNumber, body);
      expect(stop.answers).toEqual([replyAnswers.optedOut()]);
      expect(stop.answers[0]).toMatch(/NagText/);
      expect(stop.answers[0]).toMatch(/START/);
      expect((await deps.users.get(user.id))!.smsOptedOut).toBe(true);
      expect(liveSchedules()).toEqual([]);
      // The number's own opt-out, and the provider's list after the confirmation went.
      expect(await deps.optOuts.isOptedOut(user.phoneNumber)).toBe(true);
      expect(deps.providerOptOuts.changes).toEqual([`add ${user.phoneNumber}`]);

      // No nags, and no answer to anything but the number's own STOP and HELP.
      const sentAfterStop = deps.sms.sent.length;
      await runFor(deps, 120);
      expect(deps.sms.sent.length).toBe(sentAfterStop);
      for (const text of ['done', 'list', 'snooze', 'blah blah', 'pause 3h', 'resume']) {
        deps.clock.advanceMinutes(61);
        expect((await reply(deps, user.phoneNumber, text)).answers).toEqual([]);
      }
      expect(deps.sms.sent.length).toBe(sentAfterStop);
      expect((await reply(deps, user.phoneNumber, 'HELP')).answers).toEqual([replyAnswers.helpOptedOut()]);
      deps.clock.advanceMinutes(61);
      expect((await reply(deps, user.phoneNumber, 'info')).answers).toEqual([replyAnswers.helpOptedOut()]);
      expect((await reply(deps, user.phoneNumber, 'STOP')).answers).toEqual([replyAnswers.optedOut()]);

      const start = await reply(deps, user.phoneNumber, 'START');
      expect(start.answers).toEqual([replyAnswers.optedIn()]);
      expect((await deps.users.get(user.id))!.smsOptedOut).toBe(false);
      expect(await deps.optOuts.isOptedOut(user.phoneNumber)).toBe(false);
      expect(deps.providerOptOuts.listed.has(user.phoneNumber)).toBe(false);
      // One opt-out, however often STOP came; every reply counted by what it asked.
      expect(deps.metrics.counted('OptOuts')).toBe(1);
      expect(deps.metrics.counted('Replies', { Command: 'opt_out' })).toBe(2);
      expect(deps.metrics.counted('Replies', { Command: 'opt_in' })).toBe(1);
      await runFor(deps, 1);
      expect(nagsTo(deps, user.phoneNumber, 'Stretch').length).toBeGreaterThan(1);
    },
  );

  it('UNSTOP opts back in too; START from a number that never stopped is harmless', async () => {
    const { deps, user } = await setup();
    expect((await reply(deps, user.phoneNumber, 'START')).answers).toEqual([replyAnswers.optedIn()]);
    await reply(deps, user.phoneNumber, 'STOP');
    expect((await reply(deps, user.phoneNumber, 'unstop')).answers).toEqual([replyAnswers.optedIn()]);
    expect((await deps.users.get(user.id))!.smsOptedOut).toBe(false);
  });

  it('a deactivated account: its commands do nothing and get no answer; HELP says what NagText is; STOP still opts the number out', async () => {
    const { deps, user, remind, reminder } = await setup(EIGHT_AM_NEW_YORK, { isActive: false });
    const id = await remind('Stretch');
    const before = await reminder(id);
    for (const body of ['done', 'hello', 'snooze'])
      expect((await reply(deps, user.phoneNumber, body)).answers).toEqual([]);
    expect((await reply(deps, user.phoneNumber, 'HELP')).answers).toEqual([replyAnswers.helpNoAccount()]);
    expect((await reply(deps, user.phoneNumber, 'STOP')).answers).toEqual([replyAnswers.optedOut()]);
    expect(await deps.optOuts.isOptedOut(user.phoneNumber)).toBe(true);
    expect((await reminder(id)).status).toBe(before.status);
  });
});

describe('handleReply: STOP and START confirmations are bounded', () => {
  it('every STOP is confirmed, unless the number sent more than 5 in ten minutes; each one still takes effect', async () => {
    const { deps, user } = await setup();
    const confirmations: string[][] = [];
    // 08:00 to 08:09, one a minute.
    for (let i = 0; i < 10; i += 1) {
      confirmations.push((await reply(deps, user.phoneNumber, 'STOP')).answers);
      expect(await deps.optOuts.isOptedOut(user.phoneNumber)).toBe(true);
      deps.clock.advanceMinutes(1);
    }
    expect(confirmations).toEqual([...Array(5).fill([replyAnswers.optedOut()]), ...Array(5).fill([])]);
    // The next ten minutes: confirmed again.
    expect((await reply(deps, user.phoneNumber, 'STOP')).answers).toEqual([replyAnswers.optedOut()]);
    expect(deps.metrics.counted('OptOuts')).toBe(1);
  });

  it('a STOP/START loop shares the same bound; each STOP and START still takes effect', async () => {
    const { deps, user } = await setup();
    const confirmations: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      confirmations.push(...(await reply(deps, user.phoneNumber, 'STOP')).answers);
      expect((await deps.users.get(user.id))!.smsOptedOut).toBe(true);
      confirmations.push(...(await reply(deps, user.phoneNumber, 'START')).answers);
      expect((await deps.users.get(user.id))!.smsOptedOut).toBe(false);
      expect(await deps.optOuts.isOptedOut(user.phoneNumber)).toBe(false);
    }
    expect(confirmations).toEqual([
      replyAnswers.optedOut(),
      replyAnswers.optedIn(),
      replyAnswers.optedOut(),
      replyAnswers.optedIn(),
      replyAnswers.optedOut(),
    ]);
    deps.clock.advanceMinutes(10);
    expect((await reply(deps, user.phoneNumber, 'STOP')).answers).toEqual([replyAnswers.optedOut()]);
  });
});

describe('handleReply: changing reminders by text, and replies that are not commands', () => {
  it('"ok" after a nag says how to finish it the first time, then nothing', async () => {
    const { deps, user, remind } = await setup();
    await remind('Call mom');
    await runFor(deps, 61);
    expect((await reply(deps, user.phoneNumber, 'ok')).answers).toEqual([
      "Reply DONE when 'Call mom' is done, or SNOOZE 1H.",
    ]);
    for (const body of ['thanks', '👍', 'k']) expect((await reply(deps, user.phoneNumber, body)).answers).toEqual([]);
  });

  it('a text that may or may not mean DONE gets one question, and closes nothing', async () => {
    const { deps, user, remind, reminder } = await setup();
    const id = await remind('Call mom');
    await runFor(deps, 61);
    expect((await reply(deps, user.phoneNumber, 'I think I did')).answers).toEqual([
      "Did you mean DONE for 'Call mom'? Reply DONE or SNOOZE.",
    ]);
    expect((await reminder(id)).status).toBe('pending');
  });

  it.each(['DELETE 1', 'cancel 1', 'cancel #1', 'remove 1'])(
    '"%s" deletes #1 and names it; CANCEL alone still opts out',
    async (body) => {
      const { deps, user, remind } = await setup();
      const id = await remind('Call mom');
      expect((await reply(deps, user.phoneNumber, body)).answers).toEqual([
        'Deleted #1 Call mom. No more texts for it.',
      ]);
      expect(await deps.reminders.get(user.id, id)).toBeNull();
      expect((await reply(deps, user.phoneNumber, 'DELETE 1')).answers).toEqual([
        "I can't find #1. Reply LIST to see yours.",
      ]);
      expect((await reply(deps, user.phoneNumber, 'CANCEL')).answers).toEqual([replyAnswers.optedOut()]);
    },
  );

  it.each([
    ['1 at 7pm', 'Moved #1 Call mom to Mon Nov 23 7:00 PM.', '2026-11-24T00:00:00.000Z'],
    ['move 1 to tomorrow 9am', 'Moved #1 Call mom to Tue Nov 24 9:00 AM.', '2026-11-24T14:00:00.000Z'],
    ['change #1 to 6:30pm', 'Moved #1 Call mom to Mon Nov 23 6:30 PM.', '2026-11-23T23:30:00.000Z'],
  ])('"%s" moves #1 and says where', async (body, answer, at) => {
    const { deps, user, remind, liveSchedules } = await setup();
    const id = await remind('Call mom');
    expect((await reply(deps, user.phoneNumber, body)).answers).toEqual([answer]);
    expect(liveSchedules()).toEqual([{ at, reminderId: id }]);
  });

  it('a move to a reminder that does not exist, or to a time that has passed, changes nothing and says why', async () => {
    const { deps, user, remind, liveSchedules } = await setup();
    const id = await remind('Call mom');
    expect((await reply(deps, user.phoneNumber, 'move 5 to 7pm')).answers).toEqual([
      "I can't find #5. Reply LIST to see yours.",
    ]);
    expect((await reply(deps, user.phoneNumber, 'move 1 to yesterday 9am')).answers).toEqual([
      expect.stringMatching(/^That time has passed\. Reply "1 at 7pm"/),
    ]);
    expect(liveSchedules()).toEqual([{ at: '2026-11-23T14:00:00.000Z', reminderId: id }]);
  });
});

describe('handleReply: HELP and everything else', () => {
  it.each(['HELP', 'help', 'INFO', 'info', 'how do I snooze?'])(
    '"%s" gets the help text: the service, the commands, the support contact',
    async (body) => {
      const { deps, user } = await setup();
      const { answers } = await reply(deps, user.phoneNumber, body);
      expect(answers).toEqual([replyAnswers.help()]);
      expect(answers[0]).toMatch(/^NagText/);
      expect(answers[0]).toMatch(/DONE/);
      expect(answers[0]).toMatch(/SNOOZE/);
      expect(answers[0]).toMatch(/STOP/);
      expect(answers[0]).toMatch(/support@nagtext\.com/);
    },
  );

  it('an unknown text gets one hint, then nothing for an hour, then a hint again', async () => {
    const { deps, user, remind, reminder } = await setup();
    const id = await remind('Stretch');
    const before = await reminder(id);
    expect((await reply(deps, user.phoneNumber, 'what a lovely day')).answers).toEqual([
      replyAnswers.didNotUnderstand(),
    ]);
    for (let i = 0; i < 5; i += 1) {
      deps.clock.advanceMinutes(10);
      expect((await reply(deps, user.phoneNumber, `bla ${i}`)).answers).toEqual([]);
    }
    deps.clock.advanceMinutes(11);
    expect((await reply(deps, user.phoneNumber, 'hmm')).answers).toEqual([replyAnswers.didNotUnderstand()]);
    expect(await reminder(id)).toEqual(before);
  });
});

describe('handleReply: two bots never loop', () => {
  /**
   * A conversation between NagText and an automatic responder: each of our texts to the number gets the bot's
   * answer (inReplyTo naming it, as the provider would), for `rounds` rounds or until we stop answering.
   */
  async function converse(bot: (ours: string) => string, rounds = 40) {
    const { deps, user, remind } = await setup();
    await remind('Alpha', '09:00');
    await remind('Bravo', '09:05');
    await remind('Charlie', '09:10');
    await runFor(deps, 75); // three nags out
    const started = deps.sms.sent.length;
    let ours = deps.sms.sent.length - 1;
    let exchanges = 0;
    while (exchanges < rounds) {
      const last = deps.sms.sent[ours]!;
      deps.clock.advanceSeconds(5);
      const { answers } = await reply(deps, user.phoneNumber, bot(last.body), { inReplyTo: `test-${ours + 1}` });
      exchanges += 1;
      if (answers.length === 0) break;
      ours = deps.sms.sent.length - 1;
    }
    return { answersSent: deps.sms.sent.length - started, exchanges, deps, user };
  }

  it.each([
    ['an echo bot (repeats our text)', (ours: string) => ours],
    ['an echo bot that quotes (Re: ...)', (ours: string) => `Re: ${ours}`],
    ['a "reply HELP" bot', () => 'Sorry, I did not understand your message. Reply HELP for help.'],
    ['a thank-you bot', () => 'Thanks for your message! We will get back to you soon.'],
    ['an auto-reply that says done', () => 'Auto-reply: done for the day, back tomorrow.'],
  ])('%s gets only a few answers, then silence', async (_label, bot) => {
    const { answersSent, exchanges } = await converse(bot);
    expect(answersSent).toBeLessThanOrEqual(5);
    expect(exchanges).toBeLessThan(40);
  });

  it('an echo of our own texts is never acted on', async () => {
    const { deps, user } = await converse((ours) => ours);
    const open = (await deps.reminders.listForUser(user.id)).filter((r) => r.status !== 'done');
    expect(open).toHaveLength(3);
    expect((await deps.users.get(user.id))!.smsPausedUntil).toBeUndefined();
  });

  it('an older text of ours sent back without naming it (no reply-to id) is recorded, never obeyed or answered; after a day it is just text', async () => {
    const { deps, user, remind, reminder } = await setup();
    const id = await remind('Alpha', '09:00');
    await runFor(deps, 65);
    const nag = nagsTo(deps, user.phoneNumber, 'Alpha')[0]!;
    await runFor(deps, 30); // another nag went out since: the bot answers with the older one
    const { outcome, answers } = await reply(deps, user.phoneNumber, nag);
    expect(outcome).toEqual({ kind: 'handled', userId: user.id, reply: 'echo', answered: false });
    expect(answers).toEqual([]);
    expect((await deps.messages.listForUser(user.id)).some((m) => m.direction === 'inbound' && m.body === nag)).toBe(
      true,
    );
    expect((await reminder(id)).status).toBe('pending');
    deps.clock.advanceMinutes(25 * 60);
    const muchLater = await reply(deps, user.phoneNumber, nag);
    expect(muchLater.outcome).not.toMatchObject({ reply: 'echo' });
  });

  it('at most 20 answers an hour to a number, then one notice of when they resume, then silence until then', async () => {
    const { deps, user, remind } = await setup();
    await remind('Alpha', '09:00');
    await runFor(deps, 61);
    const answered: string[] = [];
    for (let minutes = 1; minutes <= 25; minutes += 1) {
      answered.push(...(await reply(deps, user.phoneNumber, `snooze ${minutes}m`)).answers);
    }
    expect(answered).toHaveLength(21);
    expect(answered.slice(0, 20).every((a) => a.startsWith("Snoozed 'Alpha'"))).toBe(true);
    expect(answered[20]).toBe(
      "You've sent a lot of texts, so I'll stop answering until 10:00 AM. Your reminders still come.",
    );
    deps.clock.set('2026-11-23T15:00:00.000Z'); // 10:00 AM: the next hour
    expect((await reply(deps, user.phoneNumber, 'snooze 45m')).answers).toEqual([
      expect.stringMatching(/^Snoozed 'Alpha' until 10:45 AM/),
    ]);
  });

  it('the notice goes with the first text refused an answer, even one that would have had no answer of its own', async () => {
    const { deps, user, remind } = await setup();
    await remind('Alpha', '09:00');
    await runFor(deps, 61);
    const answered: string[] = [];
    answered.push(...(await reply(deps, user.phoneNumber, 'blah blah')).answers); // the hour's one hint
    for (let minutes = 1; minutes <= 19; minutes += 1) {
      answered.push(...(await reply(deps, user.phoneNumber, `snooze ${minutes}m`)).answers);
    }
    expect(answered).toHaveLength(20);
    // The 21st text: a second unknown one gets no hint of its own this hour, but it is the first refused.
    expect((await reply(deps, user.phoneNumber, 'blah blah blah')).answers).toEqual([
      "You've sent a lot of texts, so I'll stop answering until 10:00 AM. Your reminders still come.",
    ]);
    expect((await reply(deps, user.phoneNumber, 'snooze 45m')).answers).toEqual([]);
    expect((await reply(deps, user.phoneNumber, 'hmm what')).answers).toEqual([]);
  });

  it('a reminder added by text while answers are capped is still confirmed, with its number for UNDO', async () => {
    const { deps, user, remind } = await setup();
    await remind('Alpha', '09:00');
    await runFor(deps, 61);
    for (let minutes = 1; minutes <= 21; minutes += 1) await reply(deps, user.phoneNumber, `snooze ${minutes}m`); // 20 answers and the notice
    expect((await reply(deps, user.phoneNumber, 'remind me to call mom tomorrow at 6pm')).answers).toEqual([
      'Got it: #2 Call mom, Tue Nov 24 6:00 PM. Reply UNDO to remove it.',
    ]);
    expect((await reply(deps, user.phoneNumber, 'snooze 50m')).answers).toEqual([]);
  });

  it('a person sending the same command twice still gets both answers when they mean different reminders', async () => {
    const { deps, user, remind } = await setup();
    await remind('Drink water', '09:00');
    await remind('Drink water', '09:05');
    await runFor(deps, 10);
    await runFor(deps, 60);
    expect((await reply(deps, user.phoneNumber, 'done')).answers).toEqual(['Nice work! "Drink water" is done.']);
    expect((await reply(deps, user.phoneNumber, 'done')).answers).toEqual(['Nice work! "Drink water" is done.']);
    expect((await deps.reminders.listForUser(user.id)).every((r) => r.status === 'done')).toBe(true);
  });
});

describe('handleReply: unknown numbers', () => {
  it("records nothing on anyone's list, answers with a sign-up hint at most once a day (HELP every time), never throws", async () => {
    const { deps, user } = await setup();
    const stranger = '+14155550999';
    const first = await reply(deps, stranger, 'done');
    expect(first.outcome).toEqual({ kind: 'unknown_sender', answered: true });
    expect(first.answers).toEqual([replyAnswers.unknownNumber()]);
    expect(first.answeredTo).toEqual([stranger]);
    for (const body of ['hello?', 'done']) {
      deps.clock.advanceMinutes(120);
      expect((await reply(deps, stranger, body)).answers).toEqual([]);
    }
    expect(await reply(deps, stranger, 'HELP')).toEqual({
      outcome: { kind: 'unknown_sender', reply: 'help', answered: true },
      answers: [replyAnswers.helpNoAccount()],
      answeredTo: [stranger],
    });
    deps.clock.advanceMinutes(24 * 60);
    expect((await reply(deps, stranger, 'hello?')).answers).toEqual([replyAnswers.unknownNumber()]);
    expect(await deps.messages.listForUser(user.id)).toEqual([]);
  });

  it('a number we do not text (the provider refuses it) gets no hint and no error', async () => {
    const { deps } = await setup();
    deps.sms.send = async () => {
      throw new SmsSendError('rejected', 'Texts to France are not supported yet');
    };
    expect((await reply(deps, '+33612345678', 'hello')).outcome).toEqual({ kind: 'unknown_sender', answered: false });
  });

  it('STOP from an unknown number opts the number out (confirmed); then only HELP and START are answered', async () => {
    const { deps } = await setup();
    const stranger = '+14155550998';
    expect(await reply(deps, stranger, 'STOP')).toEqual({
      outcome: { kind: 'unknown_sender', reply: 'opt_out', answered: true },
      answers: [replyAnswers.optedOut()],
      answeredTo: [stranger],
    });
    expect(await deps.optOuts.isOptedOut(stranger)).toBe(true);
    expect(deps.providerOptOuts.listed.has(stranger)).toBe(true);
    deps.clock.advanceMinutes(24 * 60);
    expect((await reply(deps, stranger, 'hello?')).answers).toEqual([]);
    expect((await reply(deps, stranger, 'HELP')).answers).toEqual([replyAnswers.helpOptedOut()]);
    expect((await reply(deps, stranger, 'START')).answers).toEqual([replyAnswers.optedInNumber()]);
    expect(await deps.optOuts.isOptedOut(stranger)).toBe(false);
    expect(deps.providerOptOuts.listed.has(stranger)).toBe(false);
    // Back to any number's answers: START again is not a command for a number that is not opted out.
    expect((await reply(deps, stranger, 'START')).answers).toEqual([replyAnswers.unknownNumber()]);
  });
});

describe('handleReply: TZ sets the home time zone', () => {
  it('"TZ London" moves the home zone: a daily 9:00 reminder texts at 9:00 London, and the answer names the zone', async () => {
    const { deps, user, remind, liveSchedules } = await setup();
    const id = await remind('Pills', '09:00', 'daily');
    expect(liveSchedules().find((s) => s.reminderId === id)!.at).toBe('2026-11-23T14:00:00.000Z');
    const { answers } = await reply(deps, user.phoneNumber, 'TZ London');
    expect(answers).toEqual([replyAnswers.homeZoneSet('UK Time (London)')]);
    expect((await deps.users.get(user.id))!.timezone).toBe('Europe/London');
    // 08:00 in New York is 13:00 in London: today's 9:00 there has passed, so it is due at once (as when Settings
    // changes the zone), and the next day's comes at 9:00 London.
    expect(liveSchedules().find((s) => s.reminderId === id)!.at).toBe('2026-11-23T13:00:00.000Z');
    await runFor(deps, 24 * 60);
    expect(liveSchedules().find((s) => s.reminderId === id)!.at).toBe('2026-11-25T09:00:00.000Z');
  });

  it.each([
    ['time zone: pacific', 'America/Los_Angeles', 'Pacific Time (Los Angeles)'],
    ['tz tokyo', 'Asia/Tokyo', 'Tokyo'],
    ['Timezone Europe/Paris', 'Europe/Paris', 'Paris'],
  ])('%j sets %s', async (body, zone, name) => {
    const { deps, user } = await setup();
    expect((await reply(deps, user.phoneNumber, body)).answers).toEqual([replyAnswers.homeZoneSet(name)]);
    expect((await deps.users.get(user.id))!.timezone).toBe(zone);
  });

  it('a place that names no zone changes nothing, and says how to ask', async () => {
    const { deps, user, remind, liveSchedules } = await setup();
    await remind('Pills', '09:00', 'daily');
    const before = { user: await deps.users.get(user.id), schedules: liveSchedules() };
    expect((await reply(deps, user.phoneNumber, 'TZ Narnia')).answers).toEqual([
      replyAnswers.homeZoneUnknown('Narnia'),
    ]);
    expect({ user: await deps.users.get(user.id), schedules: liveSchedules() }).toEqual(before);
  });

  it('TZ alone says the zone now, how to change it and how to travel', async () => {
    const { deps, user } = await setup();
    expect((await reply(deps, user.phoneNumber, 'TZ')).answers).toEqual([
      'Your home time zone is Eastern Time (New York). To change it, reply e.g. TZ London. Away? Reply e.g. "in Tokyo until Fri", then BACK when home.',
    ]);
  });

  it('TZ alone while away names the trip and home, and how to end or change each', async () => {
    const { deps, user } = await setup();
    await reply(deps, user.phoneNumber, 'in Tokyo until Fri');
    expect((await reply(deps, user.phoneNumber, 'TZ')).answers).toEqual([
      "You're on Tokyo time until Fri Nov 27; home is Eastern Time (New York). Reply BACK when home, or e.g. TZ London to change home.",
    ]);
  });

  it('the zone it already has: the same answer, nothing written', async () => {
    const { deps, user } = await setup();
    const before = await deps.users.get(user.id);
    expect((await reply(deps, user.phoneNumber, 'TZ New York')).answers).toEqual([
      replyAnswers.homeZoneSet('Eastern Time (New York)'),
    ]);
    expect(await deps.users.get(user.id)).toEqual(before);
  });
});

describe('handleReply: the same inbound message twice', () => {
  it.each([
    ['DONE', 'done'],
    ['SNOOZE', 'snooze'],
    ['STOP', 'STOP'],
    ['unknown text', 'blah'],
    ['LIST', 'list'],
    ['TZ', 'TZ London'],
  ])(
    '%s delivered twice (same inboundMessageId) has one effect and one answer, even with another timestamp',
    async (_label, body) => {
      const { deps, user, remind, reminder } = await setup();
      const a = await remind('Alpha', '09:00', 'daily');
      const b = await remind('Bravo', '09:05', 'daily');
      await runFor(deps, 70);
      const sms = {
        from: user.phoneNumber,
        to: OUR_NUMBER,
        body,
        providerMessageId: randomUUID(),
        receivedAt: deps.clock.now().toISOString(),
      };
      const before = deps.sms.sent.length;
      const first = await handleReply(deps, sms);
      const stateAfterFirst = { a: await reminder(a), b: await reminder(b), user: await deps.users.get(user.id) };
      deps.clock.advanceSeconds(3);
      const again = await handleReply(deps, { ...sms });
      const later = await handleReply(deps, { ...sms, receivedAt: deps.clock.now().toISOString() });
      expect(first.kind).toBe('handled');
      expect(again).toEqual({ kind: 'duplicate' });
      expect(later).toEqual({ kind: 'duplicate' });
      expect(deps.sms.sent.length - before).toBe(1);
      expect({ a: await reminder(a), b: await reminder(b), user: await deps.users.get(user.id) }).toEqual(
        stateAfterFirst,
      );
      expect((await deps.messages.listForUser(user.id)).filter((m) => m.direction === 'inbound')).toHaveLength(1);
    },
  );

  it('two deliveries racing each other act once', async () => {
    const { deps, user, remind } = await setup();
    await remind('Alpha', '09:00');
    await remind('Bravo', '09:05');
    await runFor(deps, 70);
    const sms = {
      from: user.phoneNumber,
      to: OUR_NUMBER,
      body: 'done',
      providerMessageId: randomUUID(),
      receivedAt: deps.clock.now().toISOString(),
    };
    const before = deps.sms.sent.length;
    const outcomes = await Promise.all([
      handleReply(deps, sms),
      handleReply(deps, { ...sms, receivedAt: new Date(deps.clock.now().getTime() + 1).toISOString() }),
    ]);
    expect(outcomes.filter((o) => o.kind === 'duplicate')).toHaveLength(1);
    expect(deps.sms.sent.length - before).toBe(1);
    expect((await deps.reminders.listForUser(user.id)).filter((r) => r.status === 'done')).toHaveLength(1);
  });
});

describe('handleReply: an answer the provider will not take', () => {
  it.each([
    ['rejected', 'rejected' as const],
    ['throttled past the retries', 'throttled' as const],
  ])('%s: the reply still acts, nothing throws, and the answer is kept as a failed message', async (_label, reason) => {
    const { deps, user, remind, reminder } = await setup();
    const id = await remind('Alpha', '09:00');
    await runFor(deps, 61);
    deps.sms.send = async () => {
      throw new SmsSendError(reason, 'The provider said no');
    };
    const { outcome } = await reply(deps, user.phoneNumber, 'done');
    expect(outcome).toEqual({ kind: 'handled', userId: user.id, reply: 'done', answered: false });
    expect((await reminder(id)).status).toBe('done');
    const outbound = (await deps.messages.listForUser(user.id)).filter((m) => m.direction === 'outbound');
    expect(outbound.at(-1)).toMatchObject({
      body: 'Nice work! "Alpha" is done.',
      status: 'failed',
      to: user.phoneNumber,
    });
  });
});

describe('handleReply: bad input', () => {
  it.each([
    ['an empty body', ''],
    ['only spaces', '   \n\t '],
    ['2,000 characters', 'x'.repeat(2000)],
    ['2,000 characters of words', 'lorem ipsum '.repeat(170)],
    ['binary', '\u0000\u0001\u0002\u0003\u0007\u001b\u007f\uFFFD\uFFFE'],
    ['lone surrogates', '\uD800\uDFFF\uDC00'],
    ['emoji only', '🎉🎉🎉🙃'],
    ['zero-width characters only', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['bidi overrides', '\u202Eenod\u202C'],
  ])("%s: no error, at most the hint, and nobody's reminders change", async (_label, body) => {
    const { deps, user, remind, reminder } = await setup();
    const id = await remind('Alpha', '09:00');
    const other = await nagUser(deps);
    const hers = (
      await createReminder(deps, other.id, {
        task: 'Hers',
        scheduledDate: '2026-11-23',
        scheduledTime: '09:00',
        repeat: 'once',
      })
    ).id;
    await runFor(deps, 61);
    const before = {
      mine: await reminder(id),
      hers: await reminder(hers, other.id),
      me: await deps.users.get(user.id),
      her: await deps.users.get(other.id),
    };
    const { outcome, answers } = await reply(deps, user.phoneNumber, body);
    expect(outcome).toMatchObject({ kind: 'handled', reply: 'unknown' });
    expect(answers.length).toBeLessThanOrEqual(1);
    expect(answers.every((a) => a === replyAnswers.didNotUnderstand())).toBe(true);
    expect({
      mine: await reminder(id),
      hers: await reminder(hers, other.id),
      me: await deps.users.get(user.id),
      her: await deps.users.get(other.id),
    }).toEqual(before);
  });

  it('"done" with zero-width characters inside still means done', async () => {
    const { deps, user, remind, reminder } = await setup();
    const id = await remind('Alpha', '09:00');
    await runFor(deps, 61);
    await reply(deps, user.phoneNumber, 'd\u200Bo\u200Dne\uFEFF');
    expect((await reminder(id)).status).toBe('done');
  });

  it.each([
    ['national form', '4155551001'],
    ['typed form', '(415) 555-1001'],
    ['no plus', '14155551001'],
    ['letters', 'not-a-number'],
    ['empty', ''],
  ])("a sender number that is not E.164 (%s) touches nobody's data and gets no answer", async (_label, from) => {
    const deps = nagTestDeps(EIGHT_AM_NEW_YORK);
    const user = await nagUser(deps, { phoneNumber: '+14155551001' });
    const id = (
      await createReminder(deps, user.id, {
        task: 'Alpha',
        scheduledDate: '2026-11-23',
        scheduledTime: '09:00',
        repeat: 'once',
      })
    ).id;
    deps.clock.set('2026-11-23T14:01:00.000Z');
    await fireDue(deps);
    const before = await deps.reminders.get(user.id, id);
    const sent = deps.sms.sent.length;
    const outcome = await handleReply(deps, {
      from,
      to: OUR_NUMBER,
      body: 'STOP',
      providerMessageId: randomUUID(),
      receivedAt: deps.clock.now().toISOString(),
    });
    expect(outcome.kind).not.toBe('handled');
    expect(await deps.reminders.get(user.id, id)).toEqual(before);
    expect((await deps.users.get(user.id))!.smsOptedOut).toBe(false);
    expect(await deps.messages.listForUser(user.id)).not.toContainEqual(
      expect.objectContaining({ direction: 'inbound' }),
    );
    expect(deps.sms.sent.length).toBe(sent);
  });
});

describe('failures part way and receipts that overtake the send', () => {
  it('a reply whose handling fails part way is acted on when the provider delivers it again', async () => {
    const { deps, user, remind, reminder } = await setup();
    const id = await remind('Flaky');
    await runFor(deps, 65);
    const realSave = deps.reminders.save;
    deps.reminders.save = async () => {
      throw new Error('DynamoDB is having a bad day');
    };
    const sms = {
      from: user.phoneNumber,
      to: OUR_NUMBER,
      body: 'done',
      providerMessageId: 'inbound-1',
      receivedAt: deps.clock.now().toISOString(),
    };
    await expect(handleReply(deps, sms)).rejects.toThrow('bad day');
    deps.reminders.save = realSave;
    expect(await handleReply(deps, sms)).toMatchObject({ kind: 'handled', reply: 'done', answered: true });
    expect((await reminder(id)).status).toBe('done');
    expect(await handleReply(deps, sms)).toEqual({ kind: 'duplicate' });
  });

  it.each([
    ['done', 'Nice work!'],
    ['skip', 'Skipped'],
  ])(
    '"%s" whose try failed after closing the occurrence: the retry records it once, answers as then, and leaves the next occurrence open',
    async (body, answer) => {
      const { deps, user, remind, reminder } = await setup();
      const id = await remind('Stretch', '09:00', 'daily');
      await runFor(deps, 65);
      const closedAt = deps.clock.now().toISOString();
      const realRecord = deps.reminders.recordCompletion;
      deps.reminders.recordCompletion = async () => {
        throw new Error('crashed between the two writes');
      };
      const sms = {
        from: user.phoneNumber,
        to: OUR_NUMBER,
        body,
        providerMessageId: 'inbound-2',
        receivedAt: closedAt,
      };
      await expect(handleReply(deps, sms)).rejects.toThrow('crashed');
      deps.reminders.recordCompletion = realRecord;
      const nextOccurrence = (await reminder(id)).occurrenceAt;

      deps.clock.advanceMinutes(1);
      const sent = deps.sms.sent.length;
      expect(await handleReply(deps, sms)).toMatchObject({ kind: 'handled', answered: true });
      expect(deps.sms.sent.slice(sent).map((t) => t.body)).toEqual([expect.stringContaining(answer)]);
      expect((await reminder(id)).occurrenceAt).toBe(nextOccurrence);
      const completions = await deps.reminders.listCompletions(user.id);
      expect(completions).toEqual([
        expect.objectContaining({
          reminderId: id,
          occurrenceDate: '2026-11-23',
          completedAt: closedAt,
          outcome: body === 'done' ? 'done' : 'skipped',
        }),
      ]);
      expect(await handleReply(deps, sms)).toEqual({ kind: 'duplicate' });
    },
  );

  it('a failed receipt that lands before the nag is marked sent still leaves the nag failed', async () => {
    const { deps, user, remind } = await setup();
    await remind('Race');
    const { recordDeliveryReceipt } = await import('#core/escalation/use-cases/record-delivery-receipt');
    const realSend = deps.sms.send;
    deps.sms.send = async (sms) => realSend(sms);
    const realRecord = deps.messages.record;
    // The receipt arrives right after the Message is stored, before send-nag marks the nag sent.
    deps.messages.record = async (message) => {
      const stored = await realRecord(message);
      if (message.providerMessageId) {
        await recordDeliveryReceipt(deps, {
          providerMessageId: message.providerMessageId,
          outcome: 'failed',
          description: 'UNREACHABLE',
          reportedAt: deps.clock.now().toISOString(),
        });
      }
      return stored;
    };
    await runFor(deps, 61);
    const [nag] = await deps.nagRecords.listForUser(user.id);
    expect(nag).toMatchObject({ status: 'failed', failureReason: 'UNREACHABLE' });
    expect(
      (await deps.messages.listForUser(user.id)).filter((m) => m.direction === 'outbound').map((m) => m.status),
    ).toEqual(['failed']);
  });
});
