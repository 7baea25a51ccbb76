import { accountMonth } from '#core/kernel/account-month';
import { randomUUID } from 'node:crypto';
import type { User } from '#core/users/domain/user';
import { DomainError } from '#core/kernel/errors';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { handleReply, type InboundReply } from '#core/replies/use-cases/handle-reply';
import { setBuddy } from '#core/escalation/use-cases/set-buddy';
import { removeBuddy } from '#core/escalation/use-cases/remove-buddy';
import { tellBuddy } from '#core/escalation/use-cases/tell-buddy';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { buddyTexts } from '#core/escalation/domain/buddy-texts';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { OWN_NUMBER_MESSAGE } from '#core/escalation/domain/buddy-rules';
import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { runFor, textsTo } from '../../../support/run-nag-schedules';

/** Monday 23 November 2026, 08:00 in New York. */
const EIGHT_AM_NEW_YORK = '2026-11-23T13:00:00.000Z';
const OUR_NUMBER = '+18885550100';
const BOB = '+14155550199';
const ASK = buddyTexts.buddyAsk('Ada');

async function setup(overrides: Partial<User> = {}) {
  // The default countries (the UK too): a UK pager is refused as a pager, not for its country.
  const deps = { ...nagTestDeps(EIGHT_AM_NEW_YORK), destinations: { allowedCountries: DEFAULT_SMS_COUNTRIES } };
  const owner = await nagUser(deps, { firstName: 'Ada', ...overrides });
  return { deps, owner };
}

/** A text from `from`; returns only what we texted back to it. */
async function text(deps: NagTestDeps, from: string, body: string, extra: Partial<InboundReply> = {}) {
  const before = deps.sms.sent.length;
  const outcome = await handleReply(deps, {
    from,
    to: OUR_NUMBER,
    body,
    providerMessageId: randomUUID(),
    receivedAt: deps.clock.now().toISOString(),
    ...extra,
  });
  return {
    outcome,
    answers: deps.sms.sent
      .slice(before)
      .filter((s) => s.to === from)
      .map((s) => s.body),
  };
}

/** The provider id of the latest text to `phone` holding `words`: what the phone's reply answers. */
function providerIdOfLatest(deps: NagTestDeps, phone: string, words: string): string {
  const index = deps.sms.sent
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.to === phone && s.body.includes(words))
    .pop();
  if (!index) throw new Error(`No text holding ${words} went to ${phone}`);
  return `test-${index.i + 1}`;
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof DomainError ? { code: error.code, message: error.message } : error;
};

async function agreedBuddy(deps: NagTestDeps, owner: User, shareTaskWords = false) {
  await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB, shareTaskWords });
  await text(deps, BOB, 'YES');
}

describe('naming a buddy (PUT /user/buddy)', () => {
  it('stores the buddy as asked and sends the one consent text, filed on the owner', async () => {
    const { deps, owner } = await setup();
    const profile = await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB, shareTaskWords: true });
    expect(profile.buddy).toEqual({
      firstName: 'Bob',
      phoneNumber: BOB,
      shareTaskWords: true,
      status: 'asked',
      askedAt: EIGHT_AM_NEW_YORK,
    });
    expect(textsTo(deps, BOB)).toEqual([ASK]);
    expect((await deps.messages.listForUser(owner.id)).map((m) => [m.direction, m.to, m.body])).toEqual([
      ['outbound', BOB, ASK],
    ]);
    expect(await deps.buddies.lookup(BOB)).toEqual({ ownerIds: [owner.id] });
    expect(await deps.escalationUsage.monthOf(owner.id, accountMonth(deps.clock.now(), owner.timezone).key)).toEqual({
      call: 0,
      buddyText: 1,
    });
    expect(deps.metrics.counted('BuddyTexts', { Kind: 'ask' })).toBe(1);
  });

  it('the same buddy again changes only shareTaskWords and sends nothing; another number is asked, the old link goes', async () => {
    const { deps, owner } = await setup();
    await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB });
    const same = await setBuddy(deps, owner.id, { firstName: 'bob', phoneNumber: BOB, shareTaskWords: true });
    expect(same.buddy).toMatchObject({ status: 'asked', shareTaskWords: true, askedAt: EIGHT_AM_NEW_YORK });
    expect(textsTo(deps, BOB)).toEqual([ASK]);

    const carol = '+14155550188';
    deps.clock.advanceMinutes(5);
    expect((await setBuddy(deps, owner.id, { firstName: 'Carol', phoneNumber: carol })).buddy).toMatchObject({
      firstName: 'Carol',
      status: 'asked',
    });
    expect(textsTo(deps, carol)).toEqual([ASK]);
    expect(await deps.buddies.lookup(BOB)).toEqual({ ownerIds: [] });
    expect(await deps.buddies.lookup(carol)).toEqual({ ownerIds: [owner.id] });
  });

  it.each([
    ["the owner's own number", 'own', OWN_NUMBER_MESSAGE],
    ['a country outside the policy', '+33612345678', 'Texts to France are not supported yet'],
    [
      'a premium-rate number',
      '+19005550123',
      'Texts to premium-rate, shared-cost and satellite numbers are not supported',
    ],
    ['a pager', '+447640123456', expect.stringMatching(/not a mobile number/)],
  ])('refuses %s with a 400 naming it, and sends nothing', async (_label, number, message) => {
    const { deps, owner } = await setup();
    const phoneNumber = number === 'own' ? owner.phoneNumber : number;
    expect(await refusal(setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber }))).toEqual({
      code: 'validation_failed',
      message,
    });
    expect(deps.sms.sent).toEqual([]);
    expect((await deps.users.get(owner.id))!.buddy).toBeUndefined();
  });

  it('needs an active subscription or trial (402); removing never does', async () => {
    const { deps, owner } = await setup({ subscriptionStatus: 'canceled' });
    expect(await refusal(setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB }))).toMatchObject({
      code: 'payment_required',
    });
    expect(deps.sms.sent).toEqual([]);
    await expect(removeBuddy(deps, owner.id)).resolves.toMatchObject({ id: owner.id });
  });

  it('asks at most 3 buddies in any 24 hours per account (429), so it cannot be used to text numbers at will', async () => {
    const { deps, owner } = await setup();
    for (const n of [1, 2, 3]) await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: `+1415555011${n}` });
    expect(await refusal(setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: '+14155550114' }))).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^You've asked several buddies in the last 24 hours/),
    });
    expect(deps.sms.sent).toHaveLength(3);
  });

  it('the limits are rolling 24 hours, not UTC days: 3 asks before midnight UTC, none more just after', async () => {
    const { deps, owner } = await setup();
    deps.clock.set('2026-11-23T23:40:00.000Z');
    for (const n of [1, 2, 3]) {
      await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: `+1415555011${n}` });
      deps.clock.advanceMinutes(5);
    }
    deps.clock.set('2026-11-24T00:05:00.000Z');
    expect(await refusal(setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: '+14155550114' }))).toMatchObject({
      code: 'rate_limited',
    });
    deps.clock.set('2026-11-24T23:40:01.000Z');
    expect((await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: '+14155550114' })).buddy).toMatchObject({
      status: 'asked',
    });
    expect(deps.sms.sent.map((s) => s.to)).toEqual(['+14155550111', '+14155550112', '+14155550113', '+14155550114']);
  });

  it('tells whether numbers opted out no faster than the ask limit: each such answer spends an ask, then 429 for any number', async () => {
    const { deps, owner } = await setup();
    const probed = ['+14155550121', '+14155550122', '+14155550123', '+14155550124'];
    for (const number of probed.slice(0, 2)) await deps.optOuts.optOut(number, deps.clock.now().toISOString());
    const answers = [];
    for (const phoneNumber of probed)
      answers.push(await refusal(setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber })));
    expect(answers).toEqual([
      { code: 'validation_failed', message: expect.stringMatching(/asked not to get texts from NagText/) },
      { code: 'validation_failed', message: expect.stringMatching(/asked not to get texts from NagText/) },
      null, // asked
      { code: 'rate_limited', message: expect.stringMatching(/^You've asked several buddies/) },
    ]);
    // An opted-out number and one that did not are answered alike once the limit is reached.
    await deps.optOuts.optOut(probed[3]!, deps.clock.now().toISOString());
    expect(await refusal(setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: probed[3]! }))).toMatchObject({
      code: 'rate_limited',
    });
    expect(deps.sms.sent.map((s) => s.to)).toEqual([probed[2]]);
    expect(await deps.escalationUsage.monthOf(owner.id, accountMonth(deps.clock.now(), owner.timezone).key)).toEqual({
      call: 0,
      buddyText: 1,
    });
  });

  it('a text the provider refuses undoes the ask: no buddy, no link, nothing booked', async () => {
    const { deps, owner } = await setup();
    deps.sms.send = async () => {
      throw new SmsSendError('rejected', 'opted out at the carrier');
    };
    expect(await refusal(setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB }))).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/couldn't text that number/),
    });
    expect((await deps.users.get(owner.id))!.buddy).toBeUndefined();
    expect(await deps.buddies.lookup(BOB)).toEqual({ ownerIds: [] });
    expect(await deps.escalationUsage.monthOf(owner.id, accountMonth(deps.clock.now(), owner.timezone).key)).toEqual({
      call: 0,
      buddyText: 0,
    });
  });

  it('removing clears the buddy and its link; nothing is texted', async () => {
    const { deps, owner } = await setup();
    await agreedBuddy(deps, owner);
    const sent = deps.sms.sent.length;
    expect((await removeBuddy(deps, owner.id)).buddy).toBeUndefined();
    expect(await deps.buddies.lookup(BOB)).toEqual({ ownerIds: [] });
    expect(deps.sms.sent).toHaveLength(sent);
  });
});

describe("the buddy's replies", () => {
  it('YES agrees and is confirmed once, naming the owner; YES again and a redelivery do nothing more', async () => {
    const { deps, owner } = await setup();
    await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB });
    const id = randomUUID();
    const yes = await text(deps, BOB, 'Yes!', { providerMessageId: id });
    expect(yes).toEqual({
      outcome: { kind: 'buddy', reply: 'yes', answered: true },
      answers: [buddyAnswers.buddyAgreed('Ada')],
    });
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'agreed', answeredAt: EIGHT_AM_NEW_YORK });
    expect(await text(deps, BOB, 'Yes!', { providerMessageId: id })).toEqual({
      outcome: { kind: 'duplicate' },
      answers: [],
    });
    expect(await text(deps, BOB, 'YES')).toEqual({
      outcome: { kind: 'buddy', reply: 'yes', answered: false },
      answers: [],
    });
    // The buddy's texts are on the owner's message list too (both in the same instant of the test's clock: any order).
    expect(
      (await deps.messages.listForUser(owner.id))
        .filter((m) => m.direction === 'inbound')
        .map((m) => m.body)
        .sort(),
    ).toEqual(['YES', 'Yes!']);
  });

  it('STOP opts the number out for everyone (each STOP confirmed); STOP then YES stays out and sends nothing; HELP is still answered', async () => {
    const { deps, owner } = await setup();
    const other = await nagUser(deps, { firstName: 'Cy' });
    await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB });
    await setBuddy(deps, other.id, { firstName: 'Bobby', phoneNumber: BOB });
    expect(await text(deps, BOB, 'STOP')).toEqual({
      outcome: { kind: 'buddy', reply: 'opt_out', answered: true },
      answers: [buddyAnswers.buddyOptedOut()],
    });
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'opted_out' });
    expect((await deps.users.get(other.id))!.buddy).toMatchObject({ status: 'opted_out' });
    expect(await deps.optOuts.isOptedOut(BOB)).toBe(true);
    expect(deps.providerOptOuts.listed.has(BOB)).toBe(true);
    expect(await text(deps, BOB, 'YES')).toMatchObject({ answers: [] });
    expect(await text(deps, BOB, 'hello?')).toMatchObject({ answers: [] });
    expect(await text(deps, BOB, 'HELP')).toMatchObject({ answers: [replyAnswers.helpOptedOut()] });
    expect(await text(deps, BOB, 'STOP')).toMatchObject({ answers: [buddyAnswers.buddyOptedOut()] });
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'opted_out' });
    // Nobody can ask that number again.
    expect(await refusal(setBuddy(deps, owner.id, { firstName: 'Robert', phoneNumber: BOB }))).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/asked not to get texts/),
    });
  });

  it('HELP gets the buddy help every time but the same minute; anything else one explanation a day; our own text coming back nothing', async () => {
    const { deps, owner } = await setup();
    await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB });
    expect((await text(deps, BOB, 'HELP')).answers).toEqual([buddyAnswers.buddyHelp()]);
    expect((await text(deps, BOB, 'help')).answers).toEqual([]);
    deps.clock.advanceMinutes(1);
    expect((await text(deps, BOB, 'help')).answers).toEqual([buddyAnswers.buddyHelp()]);
    expect((await text(deps, BOB, 'who are you people')).answers).toEqual([buddyAnswers.buddyDidNotUnderstand()]);
    expect((await text(deps, BOB, 'hello?')).answers).toEqual([]);
    expect((await text(deps, BOB, ASK)).answers).toEqual([]);
    deps.clock.advanceMinutes(24 * 60);
    expect((await text(deps, BOB, 'hmm')).answers).toEqual([buddyAnswers.buddyDidNotUnderstand()]);
  });

  it('YES after the 7 days: nothing to agree to (the explanation, once)', async () => {
    const { deps, owner } = await setup();
    await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB });
    deps.clock.advanceMinutes(7 * 24 * 60);
    expect((await text(deps, BOB, 'YES')).answers).toEqual([buddyAnswers.buddyDidNotUnderstand()]);
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'asked' });
  });

  it('YES from a number never asked (and no account): the unknown-number hint', async () => {
    const { deps } = await setup();
    const { outcome, answers } = await text(deps, '+14155550177', 'YES');
    expect(outcome).toEqual({ kind: 'unknown_sender', answered: true });
    expect(answers).toEqual([replyAnswers.unknownNumber()]);
  });

  it('a buddy who is also a NagText user: YES is the buddy answer only in reply to an open ask; STOP stops both', async () => {
    const { deps, owner } = await setup();
    const bob = await nagUser(deps, { firstName: 'Bob', phoneNumber: BOB });
    expect((await text(deps, BOB, 'yes')).outcome).toMatchObject({ kind: 'handled', userId: bob.id, reply: 'ack' });
    await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB });
    const ask = providerIdOfLatest(deps, BOB, ASK);
    // Without naming the ask it answers, the account's YES is its own.
    expect((await text(deps, BOB, 'yes')).outcome).toMatchObject({ kind: 'handled', userId: bob.id, reply: 'ack' });
    expect(await text(deps, BOB, 'yes', { inReplyTo: ask })).toEqual({
      outcome: { kind: 'buddy', reply: 'yes', answered: true },
      answers: [buddyAnswers.buddyAgreed('Ada')],
    });
    expect((await text(deps, BOB, 'yes', { inReplyTo: ask })).outcome).toMatchObject({ kind: 'handled', reply: 'ack' });
    expect((await text(deps, BOB, 'HELP')).answers).toEqual([replyAnswers.help()]);
    expect((await text(deps, BOB, 'STOP')).answers).toEqual([replyAnswers.optedOut()]);
    expect((await deps.users.get(bob.id))!.smsOptedOut).toBe(true);
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'opted_out' });
    expect(await deps.optOuts.isOptedOut(BOB)).toBe(true);
  });
});

describe("the buddy can't be turned into a weapon", () => {
  it.each(['ok', '👍', 'Yes', 'sure'])(
    'an owner\'s "%s" to their own nag is never consent to another owner\'s ask',
    async (body) => {
      const { deps, owner } = await setup();
      const bob = await nagUser(deps, { firstName: 'Bob', phoneNumber: BOB });
      await createReminder(deps, bob.id, {
        task: 'Gym',
        scheduledDate: '2026-11-23',
        scheduledTime: '09:00',
        repeat: 'once',
      });
      await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB });
      await runFor(deps, 65); // Bob's own nag comes after Ada's ask
      const ownNag = providerIdOfLatest(deps, BOB, 'Gym');
      const { outcome } = await text(deps, BOB, body, { inReplyTo: ownNag });
      expect(outcome).toMatchObject({ kind: 'handled', userId: bob.id });
      expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'asked' });
      expect(textsTo(deps, BOB)).not.toContain(buddyAnswers.buddyAgreed('Ada'));
      expect((await deps.messages.listForUser(owner.id)).filter((m) => m.direction === 'inbound')).toEqual([]);
    },
  );

  it('an account\'s 👍 or "ok" in reply to the ask itself is not YES either', async () => {
    const { deps, owner } = await setup();
    await nagUser(deps, { firstName: 'Bob', phoneNumber: BOB });
    await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB });
    const ask = providerIdOfLatest(deps, BOB, ASK);
    for (const body of ['👍', 'ok']) await text(deps, BOB, body, { inReplyTo: ask });
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'asked' });
  });

  it("a number's texts are filed under an owner only once it agreed to be their buddy", async () => {
    const { deps, owner } = await setup();
    await setBuddy(deps, owner.id, { firstName: 'Bob', phoneNumber: BOB });
    await text(deps, BOB, 'who is this?');
    await text(deps, BOB, 'HELP');
    const inbound = async () =>
      (await deps.messages.listForUser(owner.id))
        .filter((m) => m.direction === 'inbound')
        .map((m) => m.body)
        .sort();
    expect(await inbound()).toEqual([]);
    await text(deps, BOB, 'YES');
    deps.clock.advanceMinutes(1);
    await text(deps, BOB, 'will do');
    expect(await inbound()).toEqual(['YES', 'will do']);
  });

  it('an opted-out link no longer files the texts of that number', async () => {
    const { deps, owner } = await setup();
    await agreedBuddy(deps, owner);
    await text(deps, BOB, 'STOP');
    const before = (await deps.messages.listForUser(owner.id))
      .filter((m) => m.direction === 'inbound')
      .map((m) => m.body);
    await text(deps, BOB, 'HELP');
    expect(
      (await deps.messages.listForUser(owner.id)).filter((m) => m.direction === 'inbound').map((m) => m.body),
    ).toEqual(before);
  });
});

describe('telling the buddy when a day ends unanswered', () => {
  async function ignoredAllDay(shareTaskWords: boolean) {
    const { deps, owner } = await setup();
    await agreedBuddy(deps, owner, shareTaskWords);
    const created = await createReminder(deps, owner.id, {
      task: 'Gym',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'daily',
      tellBuddy: true,
    });
    return { deps, owner, reminderId: created.id };
  }

  it('one text when the ladder ends, naming the task only when shared; the next day one more', async () => {
    const { deps, owner } = await ignoredAllDay(true);
    await runFor(deps, 14 * 60);
    const told = textsTo(deps, BOB).filter((b) => b.includes("hasn't done"));
    expect(told).toEqual(["NagText: Ada hasn't done 'Gym' yet today. A nudge from you might help."]);
    expect(await deps.escalationUsage.monthOf(owner.id, accountMonth(deps.clock.now(), owner.timezone).key)).toEqual({
      call: 0,
      buddyText: 2,
    });
    expect(deps.metrics.counted('BuddyTexts', { Kind: 'ignored' })).toBe(1);
    await runFor(deps, 24 * 60);
    expect(textsTo(deps, BOB).filter((b) => b.includes("hasn't done"))).toHaveLength(2);
  });

  it('without shared words: "one of their reminders"; done in time: nothing', async () => {
    const { deps, owner } = await ignoredAllDay(false);
    await runFor(deps, 14 * 60);
    expect(textsTo(deps, BOB).filter((b) => b.includes("hasn't done"))).toEqual([
      "NagText: Ada hasn't done one of their reminders yet today. A nudge from you might help.",
    ]);
    // 22:00: tomorrow's first nag at 9:00, answered at once.
    await runFor(deps, 11 * 60 + 2);
    await text(deps, owner.phoneNumber, 'DONE');
    await runFor(deps, 20 * 60);
    expect(textsTo(deps, BOB).filter((b) => b.includes("hasn't done"))).toHaveLength(1);
  });

  it('once per occurrence however often it runs; within the monthly cap; never to an opted-out number', async () => {
    const { deps, owner } = await ignoredAllDay(true);
    const reminder = (await deps.reminders.get(owner.id, (await deps.reminders.listForUser(owner.id))[0]!.id))!;
    const user = (await deps.users.get(owner.id))!;
    expect(await tellBuddy(deps, user, reminder)).toBe('sent');
    expect(await tellBuddy(deps, user, reminder)).toBe('already_told');
    expect(
      await tellBuddy({ ...deps, escalationCaps: { callsPerMonth: 30, buddyTextsPerMonth: 2 } }, user, {
        ...reminder,
        occurrenceAt: '2026-11-24T14:00:00.000Z',
      }),
    ).toBe('monthly_cap');
    expect(
      await tellBuddy(deps, user, { ...reminder, tellBuddy: false, occurrenceAt: '2026-11-25T14:00:00.000Z' }),
    ).toBe('tell_buddy_off');
    await text(deps, BOB, 'STOP');
    expect(
      await tellBuddy(deps, (await deps.users.get(owner.id))!, {
        ...reminder,
        occurrenceAt: '2026-11-26T14:00:00.000Z',
      }),
    ).toBe('not_agreed');
    expect(await tellBuddy(deps, user, { ...reminder, occurrenceAt: '2026-11-27T14:00:00.000Z' })).toBe(
      'buddy_opted_out',
    );
  });

  it('a failure part way gives the claim and the booking back, so the retry sends it', async () => {
    const { deps, owner } = await ignoredAllDay(true);
    const reminder = (await deps.reminders.listForUser(owner.id))[0]!;
    const user = (await deps.users.get(owner.id))!;
    const send = deps.sms.send;
    deps.sms.send = async () => {
      throw new Error('network down');
    };
    await expect(tellBuddy(deps, user, reminder)).rejects.toThrow('network down');
    expect(await deps.escalationUsage.monthOf(owner.id, accountMonth(deps.clock.now(), owner.timezone).key)).toEqual({
      call: 0,
      buddyText: 1,
    });
    deps.sms.send = send;
    expect(await tellBuddy(deps, user, reminder)).toBe('sent');
  });
});
