import { randomUUID } from 'node:crypto';
import type { User } from '#core/users/domain/user';
import { DomainError } from '#core/kernel/errors';
import { accountMonth } from '#core/kernel/account-month';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { handleReply, type InboundReply } from '#core/replies/use-cases/handle-reply';
import { setBuddy } from '#core/escalation/use-cases/set-buddy';
import { toProfile } from '#core/users/domain/user-profile';
import { removeBuddy } from '#core/escalation/use-cases/remove-buddy';
import { tellBuddy } from '#core/escalation/use-cases/tell-buddy';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { buddyTexts } from '#core/escalation/domain/buddy-texts';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { createInvite } from '#core/people/use-cases/create-invite';
import { displayInviteCode } from '#core/people/domain/invite-code';
import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { runFor, textsTo } from '../../../support/run-nag-schedules';

/** Monday 23 November 2026, 08:00 in New York. */
const EIGHT_AM_NEW_YORK = '2026-11-23T13:00:00.000Z';
const OUR_NUMBER = '+18885550100';
const BOB = '+14155550199';

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

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof DomainError ? { code: error.code, message: error.message } : error;
};

/** The owner's invite, joined by BOB's own text: the only way a buddy comes to be. */
async function joinedBuddy(deps: NagTestDeps, owner: User, shareTaskWords = false, from = BOB) {
  const { invite } = await createInvite(deps, owner, { firstName: 'Bob', shareTaskWords });
  return text(deps, from, `JOIN ${displayInviteCode(invite.code)}`);
}

describe('inviting a buddy: the other person texts first', () => {
  it('an invite texts nobody; JOIN stores the buddy as joined, answers the disclosure once, filed on the owner', async () => {
    const { deps, owner } = await setup();
    const sentBefore = deps.sms.sent.length;
    const { invite, view } = await createInvite(deps, owner, { firstName: 'Bob', shareTaskWords: true });
    expect(deps.sms.sent).toHaveLength(sentBefore);
    expect(view.message).toBe(`Text JOIN ${view.code} to +1 555-000-0000 to get reminders from Ada on NagText`);
    const { answers, outcome } = await text(deps, BOB, `JOIN ${view.code}`);
    expect(outcome).toMatchObject({ kind: 'link', command: 'join', result: 'join', answered: true });
    expect(answers).toEqual([buddyAnswers.joined('Ada')]);
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({
      firstName: 'Bob',
      phoneNumber: BOB,
      shareTaskWords: true,
      status: 'joined',
      joinedBy: { code: invite.code, afterStop: false },
    });
    expect([...deps.buddies.links.get(BOB)!]).toEqual([owner.id]);
    const filed = (await deps.messages.listForUser(owner.id)).map((m) => [m.direction, m.body]);
    expect(filed).toEqual(
      expect.arrayContaining([
        ['inbound', `JOIN ${view.code}`],
        ['outbound', buddyAnswers.joined('Ada')],
      ]),
    );
  });

  it("PUT changes only the name and shareTaskWords and sends nothing; a number is never the owner's to set", async () => {
    const { deps, owner } = await setup();
    await joinedBuddy(deps, owner);
    const sent = deps.sms.sent.length;
    const profile = await setBuddy(deps, owner.id, { firstName: 'Bobby', shareTaskWords: true });
    expect(profile.buddy).toMatchObject({
      firstName: 'Bobby',
      phoneNumber: BOB,
      shareTaskWords: true,
      status: 'joined',
    });
    expect(deps.sms.sent).toHaveLength(sent);
    const none = await setup();
    expect(await refusal(setBuddy(none.deps, none.owner.id, { shareTaskWords: true }))).toMatchObject({
      code: 'not_found',
    });
  });

  it("JOIN from the owner's own number is refused: your buddy can't be you", async () => {
    const { deps, owner } = await setup({ phoneNumber: '+14155550100' });
    const { answers } = await joinedBuddy(deps, owner, false, owner.phoneNumber);
    expect(answers).toEqual([buddyAnswers.joinOwnCode()]);
    expect((await deps.users.get(owner.id))!.buddy).toBeUndefined();
  });

  it('a disclosure the provider will not take (throttled past the retries) leaves the link joined (the person asked), unanswered', async () => {
    const { deps, owner } = await setup();
    const { view } = await createInvite(deps, owner, {});
    const send = deps.sms.send;
    deps.sms.send = async () => {
      throw new SmsSendError('throttled', 'slow down');
    };
    const inbound = { providerMessageId: randomUUID() };
    const first = await text(deps, BOB, `JOIN ${view.code}`, inbound);
    expect(first.outcome).toMatchObject({ result: 'join', answered: false });
    deps.sms.send = send;
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'joined' });
  });

  it('removing a joined buddy sends one goodbye, then clears the buddy and its link', async () => {
    const { deps, owner } = await setup();
    await joinedBuddy(deps, owner);
    const profile = await removeBuddy(deps, owner.id);
    expect(profile.buddy).toBeUndefined();
    expect(deps.buddies.links.get(BOB)?.size ?? 0).toBe(0);
    expect(textsTo(deps, BOB).at(-1)).toBe(buddyTexts.buddyRemoved('Ada'));
    expect(textsTo(deps, BOB).filter((b) => b === buddyTexts.buddyRemoved('Ada'))).toHaveLength(1);
  });
});

describe("the buddy's replies", () => {
  it('STOP opts the number out for everyone (each STOP confirmed); after STOP a wrong JOIN is not answered; HELP is still answered', async () => {
    const { deps, owner } = await setup();
    await joinedBuddy(deps, owner);
    expect((await text(deps, BOB, 'STOP')).answers).toEqual([buddyAnswers.buddyOptedOut()]);
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'opted_out' });
    expect(await deps.optOuts.isOptedOut(BOB)).toBe(true);
    expect((await text(deps, BOB, 'STOP')).answers).toEqual([buddyAnswers.buddyOptedOut()]);
    expect((await text(deps, BOB, 'YES')).answers).toEqual([]);
    expect((await text(deps, BOB, 'JOIN ZZZZ-ZZZZ')).answers).toEqual([]);
    expect((await text(deps, BOB, 'HELP')).answers).toEqual([replyAnswers.helpOptedOut()]);
  });

  it('HELP gets the buddy help every time but the same minute; anything else one explanation a day; our own text coming back nothing', async () => {
    const { deps, owner } = await setup();
    await joinedBuddy(deps, owner);
    expect((await text(deps, BOB, 'HELP')).answers).toEqual([buddyAnswers.buddyHelp()]);
    expect((await text(deps, BOB, 'HELP')).answers).toEqual([]);
    deps.clock.advanceMinutes(1);
    expect((await text(deps, BOB, 'HELP')).answers).toEqual([buddyAnswers.buddyHelp()]);
    expect((await text(deps, BOB, 'what is this')).answers).toEqual([buddyAnswers.buddyDidNotUnderstand()]);
    expect((await text(deps, BOB, 'hello?')).answers).toEqual([]);
    expect((await text(deps, BOB, buddyAnswers.joined('Ada'))).answers).toEqual([]);
  });

  it('LEAVE ends this link only: the owner sees left, a second LEAVE has nothing to leave', async () => {
    const { deps, owner } = await setup();
    await joinedBuddy(deps, owner);
    expect((await text(deps, BOB, 'LEAVE')).answers).toEqual([buddyAnswers.left('Ada')]);
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'left' });
    expect(await deps.optOuts.isOptedOut(BOB)).toBe(false);
    expect((await text(deps, BOB, 'LEAVE')).answers).toEqual([buddyAnswers.nothingToLeave()]);
  });

  it('YES from a number never invited (and no account), or to an old ask: the unknown-number hint; never consent', async () => {
    const { deps, owner } = await setup();
    await deps.buddies.set(
      owner.id,
      {
        firstName: 'Bob',
        phoneNumber: BOB,
        shareTaskWords: false,
        status: 'asked',
        askedAt: deps.clock.now().toISOString(),
      },
      null,
      deps.clock.now().toISOString(),
    );
    expect((await text(deps, BOB, 'YES')).answers).toEqual([replyAnswers.unknownNumber()]);
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'asked' });
    expect(toProfileStatus(await deps.users.get(owner.id))).toBe('expired');
  });

  it('a buddy who is also a NagText user joins by JOIN like anyone; STOP stops both', async () => {
    const { deps, owner } = await setup();
    const bob = await nagUser(deps, { firstName: 'Bob', phoneNumber: BOB });
    expect((await joinedBuddy(deps, owner)).answers).toEqual([buddyAnswers.joined('Ada')]);
    await text(deps, BOB, 'STOP');
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({ status: 'opted_out' });
    expect((await deps.users.get(bob.id))!.smsOptedOut).toBe(true);
  });
});

describe("the buddy can't be turned into a weapon", () => {
  it.each(['ok', '👍', 'Yes', 'sure', 'YES'])(
    'an account\'s "%s" is never consent: only its own JOIN makes a link',
    async (body) => {
      const { deps, owner } = await setup();
      await nagUser(deps, { firstName: 'Bob', phoneNumber: BOB });
      await createInvite(deps, owner, {});
      await text(deps, BOB, body);
      expect((await deps.users.get(owner.id))!.buddy).toBeUndefined();
      expect((await deps.messages.listForUser(owner.id)).filter((m) => m.direction === 'inbound')).toEqual([]);
    },
  );

  it("a number's texts are filed under an owner only once it joined their invite", async () => {
    const { deps, owner } = await setup();
    await createInvite(deps, owner, {});
    await text(deps, BOB, 'who is this?');
    await text(deps, BOB, 'HELP');
    const inbound = async () =>
      (await deps.messages.listForUser(owner.id))
        .filter((m) => m.direction === 'inbound')
        .map((m) => m.body)
        .sort();
    expect(await inbound()).toEqual([]);
    const { view } = await createInvite(deps, owner, {});
    await text(deps, BOB, `JOIN ${view.code}`);
    deps.clock.advanceMinutes(1);
    await text(deps, BOB, 'will do');
    expect(await inbound()).toEqual([`JOIN ${view.code}`, 'will do'].sort());
  });

  it('an opted-out link no longer files the texts of that number', async () => {
    const { deps, owner } = await setup();
    await joinedBuddy(deps, owner);
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
    await joinedBuddy(deps, owner, shareTaskWords);
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
      buddyText: 1,
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
      await tellBuddy({ ...deps, escalationCaps: { callsPerMonth: 30, buddyTextsPerMonth: 1 } }, user, {
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
      buddyText: 0,
    });
    deps.sms.send = send;
    expect(await tellBuddy(deps, user, reminder)).toBe('sent');
  });
});

function toProfileStatus(user: User | null) {
  return user ? toProfile(user, new Date()).buddy?.status : undefined;
}
