import { accountMonth } from '#core/kernel/account-month';
import { randomUUID } from 'node:crypto';
import type { User } from '#core/users/domain/user';
import { DomainError } from '#core/kernel/errors';
import { handleReply, type InboundReply } from '#core/replies/use-cases/handle-reply';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { createInvite } from '#core/people/use-cases/create-invite';
import { removeBuddy } from '#core/escalation/use-cases/remove-buddy';
import { tellBuddy } from '#core/escalation/use-cases/tell-buddy';
import { callAboutNag } from '#core/escalation/use-cases/call-about-nag';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { sendUserText } from '#core/texting/use-cases/send-user-text';
import { sendText } from '#core/texting/use-cases/send-text';
import { OPTED_OUT_REFUSAL } from '#core/texting/domain/opted-out';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { sendWelcomeTextIfDue } from '#core/users/use-cases/send-welcome-text';
import { updateProfile, RESUME_BY_START_MESSAGE } from '#core/accounts/use-cases/update-profile';
import { toProfile } from '#core/users/domain/user-profile';
import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { runFor, textsTo } from '../../../support/run-nag-schedules';

/** Monday 23 November 2026, 08:00 in New York. */
const EIGHT_AM_NEW_YORK = '2026-11-23T13:00:00.000Z';
const OUR_NUMBER = '+18885550100';
const BOB = '+14155550199';

async function setup(overrides: Partial<User> = {}) {
  const deps = { ...nagTestDeps(EIGHT_AM_NEW_YORK), destinations: { allowedCountries: DEFAULT_SMS_COUNTRIES } };
  const owner = await nagUser(deps, { firstName: 'Ada', callConsentAt: EIGHT_AM_NEW_YORK, ...overrides });
  return { deps, owner };
}

/** A text from `from` (a fresh inbound id unless given); returns the outcome and what we texted back to it. */
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

/** The owner's invite, joined by BOB's own text (the only way a number becomes a buddy). */
async function joinBuddy(deps: NagTestDeps, owner: Pick<User, 'id'>) {
  const { view } = await createInvite(deps, (await deps.users.get(owner.id))!, { firstName: 'Bob' });
  await text(deps, BOB, `JOIN ${view.code}`);
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof DomainError ? { code: error.code, message: error.message } : error;
};

describe('an opt-out belongs to the number, whatever happens to accounts and links', () => {
  it('STOP after the buddy was removed still holds: invites text nothing, and nothing is texted to it', async () => {
    const { deps, owner } = await setup();
    const other = await nagUser(deps, { firstName: 'Cy' });
    await joinBuddy(deps, owner);
    await removeBuddy(deps, owner.id);
    expect(await deps.buddies.lookup(BOB)).toEqual({ ownerIds: [] });

    expect(await text(deps, BOB, 'STOP')).toEqual({
      outcome: { kind: 'unknown_sender', reply: 'opt_out', answered: true },
      answers: [replyAnswers.optedOut()],
    });
    expect(await deps.optOuts.isOptedOut(BOB)).toBe(true);
    expect(deps.providerOptOuts.listed.has(BOB)).toBe(true);

    const sent = deps.sms.sent.length;
    for (const asker of [owner, other]) await createInvite(deps, asker, {});
    expect((await text(deps, BOB, 'JOIN ZZZZ-ZZZZ')).answers).toEqual([]);
    expect(deps.sms.sent).toHaveLength(sent);
    expect(await deps.escalationUsage.monthOf(other.id, accountMonth(deps.clock.now(), other.timezone).key)).toEqual({
      call: 0,
      buddyText: 0,
    });
  });

  it('STOP, then the account is deleted, then someone invites: no text goes to the number (only its own JOIN could)', async () => {
    const { deps, owner } = await setup();
    const bob = await nagUser(deps, { firstName: 'Bob', phoneNumber: BOB });
    expect((await text(deps, BOB, 'stop texting me')).answers).toEqual([replyAnswers.optedOut()]);
    // What erasing the account does to the user record (the whole cascade: test/integration/account/opt-outs-outlive-accounts).
    await deps.users.remove(bob.id);
    expect(await deps.users.getByPhone(BOB)).toBeNull();

    const sent = deps.sms.sent.length;
    await createInvite(deps, owner, {});
    expect(deps.sms.sent).toHaveLength(sent);
    expect((await deps.users.get(owner.id))!.buddy).toBeUndefined();
    // A text from the number now finds no account, and is still opted out: only HELP and START are answered.
    expect((await text(deps, BOB, 'hi')).answers).toEqual([]);
    expect((await text(deps, BOB, 'HELP')).answers).toEqual([replyAnswers.helpOptedOut()]);
  });

  it('a new account on a number that replied STOP starts opted out (the send path refuses its texts either way)', async () => {
    const { deps } = await setup();
    await deps.optOuts.optOut(BOB, EIGHT_AM_NEW_YORK);
    const bob = await nagUser(deps, { firstName: 'Bob', phoneNumber: BOB });
    await createReminder(deps, bob.id, {
      task: 'Gym',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await runFor(deps, 90);
    // The user record says nothing (made behind the sign-up's back): the nag is refused at the send path, recorded failed.
    expect(textsTo(deps, BOB)).toEqual([]);
    const [nag] = await deps.nagRecords.listForUser(bob.id);
    expect(nag).toMatchObject({ status: 'failed', failureReason: OPTED_OUT_REFUSAL });
  });

  it("START clears our list and the provider's: the number is texted again", async () => {
    const { deps, owner } = await setup();
    await text(deps, owner.phoneNumber, 'STOP');
    expect(deps.providerOptOuts.changes).toEqual([`add ${owner.phoneNumber}`]);
    expect((await text(deps, owner.phoneNumber, 'START')).answers).toEqual([replyAnswers.optedIn()]);
    expect(await deps.optOuts.isOptedOut(owner.phoneNumber)).toBe(false);
    expect(deps.providerOptOuts.changes).toEqual([`add ${owner.phoneNumber}`, `remove ${owner.phoneNumber}`]);
    expect((await sendUserText(deps, owner, 'hello')).sent).toBe(true);
  });

  it('a START the provider will not take (AWS: one removal per number in 30 days) still clears ours, is counted and confirmed', async () => {
    const { deps, owner } = await setup();
    await text(deps, owner.phoneNumber, 'STOP');
    deps.providerOptOuts.remove = async () => {
      throw Object.assign(new Error('removed less than 30 days ago'), { name: 'ValidationException' });
    };
    expect((await text(deps, owner.phoneNumber, 'START')).answers).toEqual([replyAnswers.optedIn()]);
    expect(await deps.optOuts.isOptedOut(owner.phoneNumber)).toBe(false);
    expect((await deps.users.get(owner.id))!.smsOptedOut).toBe(false);
    expect(deps.metrics.counted('OptOutMirrorFailures')).toBe(1);
  });

  it('a STOP whose provider-list write fails is retried whole: one opt-out, one confirmation, the number listed', async () => {
    const { deps, owner } = await setup();
    const add = deps.providerOptOuts.add;
    deps.providerOptOuts.add = async () => {
      throw new Error('InternalServerException');
    };
    const stop = {
      from: owner.phoneNumber,
      to: OUR_NUMBER,
      body: 'STOP',
      providerMessageId: 'inbound-stop-1',
      receivedAt: deps.clock.now().toISOString(),
    };
    const before = deps.sms.sent.length;
    await expect(handleReply(deps, stop)).rejects.toThrow('InternalServerException');
    // Our own list holds from the first try: nothing else goes meanwhile.
    expect(await deps.optOuts.isOptedOut(owner.phoneNumber)).toBe(true);
    deps.providerOptOuts.add = add;
    expect(await handleReply(deps, stop)).toEqual({
      kind: 'handled',
      userId: owner.id,
      reply: 'opt_out',
      answered: false,
    });
    expect(await handleReply(deps, stop)).toEqual({ kind: 'duplicate' });
    expect(deps.sms.sent.slice(before).map((s) => s.body)).toEqual([replyAnswers.optedOut()]);
    expect(deps.providerOptOuts.listed.has(owner.phoneNumber)).toBe(true);
    expect(deps.metrics.counted('OptOuts')).toBe(1);
  });

  it('the web cannot undo a STOP: only START from the phone does (409 naming how)', async () => {
    const { deps, owner } = await setup();
    await text(deps, owner.phoneNumber, 'STOP');
    expect(await refusal(updateProfile(deps, owner.id, { smsOptedOut: false }))).toEqual({
      code: 'conflict',
      message: RESUME_BY_START_MESSAGE,
    });
    expect((await deps.users.get(owner.id))!.smsOptedOut).toBe(true);
    expect(await deps.optOuts.isOptedOut(owner.phoneNumber)).toBe(true);
  });
});

describe('STOP by text withdraws the consent to calls (47 CFR 64.1200(a)(10))', () => {
  const reminder = {
    id: 'r1',
    task: 'Gym',
    occurrenceDate: '2026-11-23',
    occurrenceAt: EIGHT_AM_NEW_YORK,
    callAfterNags: 2,
  };
  const call = (deps: NagTestDeps, owner: User) =>
    callAboutNag(deps, {
      owner,
      reminder,
      nagId: `n-${randomUUID()}`,
      why: 'ladder',
      ignoredTexts: 2,
      now: new Date('2026-11-23T15:00:00.000Z'),
    });

  it('STOP turns calls off; START brings texts back but not calls, which take the consent again in Settings', async () => {
    const { deps, owner } = await setup();
    await text(deps, owner.phoneNumber, 'STOP');
    const stopped = (await deps.users.get(owner.id))!;
    expect(stopped.callConsentAt).toBeUndefined();
    expect(toProfile(stopped, deps.clock.now())).not.toHaveProperty('callConsentAt');

    await text(deps, owner.phoneNumber, 'START');
    const started = (await deps.users.get(owner.id))!;
    expect(started.smsOptedOut).toBe(false);
    expect(started.callConsentAt).toBeUndefined();
    expect(toProfile(started, deps.clock.now())).not.toHaveProperty('callConsentAt');
    expect(await call(deps, started)).toBe('no_call_consent');
    expect(deps.voice.placed).toEqual([]);

    // Settings' Calls switch gives it again, with its new time.
    deps.clock.advanceMinutes(1);
    await updateProfile(deps, owner.id, { callConsent: true });
    const consented = (await deps.users.get(owner.id))!;
    expect(consented.callConsentAt).toBe(deps.clock.now().toISOString());
    expect(await call(deps, consented)).toBe('called');
  });

  it('a redelivered STOP leaves calls off', async () => {
    const { deps, owner } = await setup();
    const inbound = { providerMessageId: 'stop-1' };
    await text(deps, owner.phoneNumber, 'stop', inbound);
    await text(deps, owner.phoneNumber, 'stop', inbound);
    expect((await deps.users.get(owner.id))!.callConsentAt).toBeUndefined();
  });
});

describe("every send path reads the number's opt-out", () => {
  async function optedOutOwner() {
    const { deps, owner } = await setup();
    // The number opted out, the account's own flag not (a number's STOP from before the account, or any slip).
    await deps.optOuts.optOut(owner.phoneNumber, EIGHT_AM_NEW_YORK);
    return { deps, owner };
  }

  it('a text filed under an account: not sent, recorded failed with the reason; the answer to its own HELP or STOP goes', async () => {
    const { deps, owner } = await optedOutOwner();
    expect(await sendUserText(deps, owner, 'Reminder: Gym')).toMatchObject({ sent: false, reason: OPTED_OUT_REFUSAL });
    expect(deps.sms.sent).toEqual([]);
    expect(await deps.messages.listForUser(owner.id)).toEqual([
      expect.objectContaining({ body: 'Reminder: Gym', status: 'failed' }),
    ]);
    expect((await sendUserText(deps, owner, replyAnswers.helpOptedOut(), { answering: 'help' })).sent).toBe(true);
    expect((await sendUserText(deps, owner, replyAnswers.optedOut(), { answering: 'stop_confirmation' })).sent).toBe(
      true,
    );
  });

  it('a text filed under nobody (codes, welcome, goodbye, hints): refused as a rejected send', async () => {
    const { deps, owner } = await optedOutOwner();
    const refused = await sendText(deps, { to: owner.phoneNumber, body: 'hi' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SmsSendError);
    expect(refused).toMatchObject({ reason: 'rejected', optedOut: true });
    expect(deps.sms.sent).toEqual([]);
  });

  it('the welcome text: not sent, not stamped', async () => {
    const { deps, owner } = await optedOutOwner();
    const user = await deps.users.update(owner.id, { welcomeTextSentAt: null }, EIGHT_AM_NEW_YORK);
    expect((await sendWelcomeTextIfDue(deps, user!)).welcomeTextSentAt).toBeUndefined();
    expect(deps.sms.sent).toEqual([]);
  });

  it('a call: not placed', async () => {
    const { deps, owner } = await optedOutOwner();
    const reminder = {
      id: 'r1',
      task: 'Gym',
      occurrenceDate: '2026-11-23',
      occurrenceAt: EIGHT_AM_NEW_YORK,
      callAfterNags: 2,
    };
    expect(
      await callAboutNag(deps, {
        owner,
        reminder,
        nagId: 'n1',
        why: 'fallback',
        ignoredTexts: 2,
        now: new Date('2026-11-23T15:00:00.000Z'),
      }),
    ).toBe('opted_out');
    expect(deps.voice.placed).toEqual([]);
  });

  it("the buddy's texts: the day's text is not sent", async () => {
    const { deps, owner } = await setup();
    await joinBuddy(deps, owner);
    await deps.optOuts.optOut(BOB, EIGHT_AM_NEW_YORK);
    const created = await createReminder(deps, owner.id, {
      task: 'Gym',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'daily',
      tellBuddy: true,
    });
    const user = (await deps.users.get(owner.id))!;
    expect(await tellBuddy(deps, user, (await deps.reminders.get(owner.id, created.id))!)).toBe('buddy_opted_out');
    expect(textsTo(deps, BOB)).toEqual([buddyAnswers.joined('Ada')]);
  });
});

describe('HELP is always answered', () => {
  /** Each state a number can be in when it texts HELP, and the answer it gets. */
  const states: Array<[string, (deps: NagTestDeps, owner: User) => Promise<string>, string]> = [
    ['an account', async (_deps, owner) => owner.phoneNumber, replyAnswers.help()],
    [
      'an account that replied STOP',
      async (deps, owner) => {
        await text(deps, owner.phoneNumber, 'STOP');
        return owner.phoneNumber;
      },
      replyAnswers.helpOptedOut(),
    ],
    [
      'a deactivated account',
      async (deps) => (await nagUser(deps, { isActive: false })).phoneNumber,
      replyAnswers.helpNoAccount(),
    ],
    [
      'a joined buddy',
      async (deps, owner) => {
        await joinBuddy(deps, owner);
        return BOB;
      },
      buddyAnswers.buddyHelp(),
    ],
    [
      'a buddy that replied STOP',
      async (deps, owner) => {
        await joinBuddy(deps, owner);
        await text(deps, BOB, 'STOP');
        return BOB;
      },
      replyAnswers.helpOptedOut(),
    ],
    [
      'a buddy who was removed',
      async (deps, owner) => {
        await joinBuddy(deps, owner);
        await removeBuddy(deps, owner.id);
        return BOB;
      },
      replyAnswers.helpNoAccount(),
    ],
    ['an unknown number', async () => '+14155550111', replyAnswers.helpNoAccount()],
    [
      'an unknown number after its daily hint',
      async (deps) => {
        await text(deps, '+14155550112', 'hello?');
        return '+14155550112';
      },
      replyAnswers.helpNoAccount(),
    ],
    [
      'an unknown number that replied STOP',
      async (deps) => {
        await text(deps, '+14155550113', 'STOP');
        return '+14155550113';
      },
      replyAnswers.helpOptedOut(),
    ],
  ];

  it.each(states)(
    'from %s: answered, then again within the hour, but not twice within a minute',
    async (_state, arrange, answer) => {
      const { deps, owner } = await setup();
      const from = await arrange(deps, owner);
      deps.clock.advanceMinutes(2);
      expect((await text(deps, from, 'HELP')).answers).toEqual([answer]);
      deps.clock.advanceSeconds(30);
      expect((await text(deps, from, 'help')).answers).toEqual([]);
      deps.clock.advanceMinutes(10);
      expect((await text(deps, from, 'HELP')).answers).toEqual([answer]);
      deps.clock.advanceMinutes(40);
      expect((await text(deps, from, 'info')).answers).toEqual([answer]);
    },
  );

  it('a redelivered HELP is answered once', async () => {
    const { deps, owner } = await setup();
    const help = { providerMessageId: 'inbound-help-1' };
    expect((await text(deps, owner.phoneNumber, 'HELP', help)).answers).toEqual([replyAnswers.help()]);
    deps.clock.advanceMinutes(5);
    expect(await text(deps, owner.phoneNumber, 'HELP', help)).toEqual({ outcome: { kind: 'duplicate' }, answers: [] });
  });

  it('HELP is not held to the hourly cap on answers (it is the person asking)', async () => {
    const { deps, owner } = await setup();
    for (let i = 0; i < 25; i += 1) {
      await text(deps, owner.phoneNumber, `blah ${i}`);
      await text(deps, owner.phoneNumber, 'LIST');
    }
    expect((await text(deps, owner.phoneNumber, 'HELP')).answers).toEqual([replyAnswers.help()]);
  });
});

describe('STOP is confirmed once per STOP, unless the number sent more than a handful in ten minutes', () => {
  it.each([
    ['an account', async (_deps: NagTestDeps, owner: User) => owner.phoneNumber, replyAnswers.optedOut()],
    [
      'a buddy',
      async (deps: NagTestDeps, owner: User) => {
        await joinBuddy(deps, owner);
        return BOB;
      },
      buddyAnswers.buddyOptedOut(),
    ],
    ['an unknown number', async () => '+14155550114', replyAnswers.optedOut()],
  ])(
    'from %s: a burst of 8 in a minute gets 5 confirmations; the next ten minutes, confirmed again',
    async (_state, arrange, confirmation) => {
      const { deps, owner } = await setup();
      const from = await arrange(deps, owner);
      const answers: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        answers.push(...(await text(deps, from, 'STOP')).answers);
        deps.clock.advanceSeconds(5);
      }
      expect(answers).toEqual(Array(5).fill(confirmation));
      expect(await deps.optOuts.isOptedOut(from)).toBe(true);
      deps.clock.advanceMinutes(10);
      expect((await text(deps, from, 'STOP')).answers).toEqual([confirmation]);
    },
  );

  it('a redelivered STOP is confirmed once', async () => {
    const { deps, owner } = await setup();
    const stop = { providerMessageId: 'inbound-stop-2' };
    expect((await text(deps, owner.phoneNumber, 'STOP', stop)).answers).toEqual([replyAnswers.optedOut()]);
    expect(await text(deps, owner.phoneNumber, 'STOP', stop)).toEqual({ outcome: { kind: 'duplicate' }, answers: [] });
  });
});
