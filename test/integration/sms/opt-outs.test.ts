import { replyAnswers } from '#core/replies/domain/reply-answers';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { buddyTexts } from '#core/escalation/domain/buddy-texts';
import { CODE_TO_OPTED_OUT_MESSAGE } from '#core/auth/use-cases/send-code';
import { RESUME_BY_START_MESSAGE } from '#core/accounts/use-cases/update-profile';
import { eraseAccount } from '#core/accounts/use-cases/erase-account';
import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession, unique555Phone } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { subscribedUser, textsTo, itemsOf, advance } = reminderSession(() => app);

/** POST /dev/sms/reply: the phone texts us. */
async function replyFrom(from: string, body: string) {
  const answer = await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from, body } });
  expect(answer.status).toBe(200);
}

/** Whether the local provider's opt-out list holds the number (GET /dev/sms, as the phone simulator reads it). */
async function providerListed(number: string): Promise<boolean> {
  const answer = await fetch(`${app.baseUrl}/dev/sms?phone=${encodeURIComponent(number)}`);
  return ((await answer.json()) as { optedOut: boolean }).optedOut;
}

const askCode = (phone: string) =>
  request(app.baseUrl, 'POST', '/api/auth/register/request-otp', { body: { phoneNumber: phone } });

describe("opt-outs on the local stack: the number's, kept by us and by the provider", () => {
  it('STOP, then the account is erased: an invite texts the number nothing (only its own JOIN could) and no number can be named; signing up again needs START first', async () => {
    const owner = await subscribedUser();
    const bob = await subscribedUser();
    await replyFrom(bob.phone, 'STOP');
    expect(textsTo(bob.phone).at(-1)).toBe(replyAnswers.optedOut());
    expect(await providerListed(bob.phone)).toBe(true);

    const deps = app.runtime.deps();
    await eraseAccount(deps, (await deps.users.get(bob.user.id))!, { deactivateFirst: true });
    expect(await deps.users.getByPhone(bob.phone)).toBeNull();
    expect(await itemsOf(bob.user.id, 'MSG#')).toEqual([]);
    expect(await deps.optOuts.isOptedOut(bob.phone)).toBe(true);

    const texted = textsTo(bob.phone).length;
    const named = await request(app.baseUrl, 'PUT', '/api/user/buddy', {
      token: owner.token,
      body: { firstName: 'Bob', phoneNumber: bob.phone },
    });
    expect(named.status).toBe(400);
    expect(
      (await request(app.baseUrl, 'POST', '/api/user/buddy/invite', { token: owner.token, body: {} })).status,
    ).toBe(201);
    await advance(1); // past the sign-up code's resend wait
    const code = await askCode(bob.phone);
    expect(code.status).toBe(409);
    expect(code.body.error.message).toBe(CODE_TO_OPTED_OUT_MESSAGE);
    expect(textsTo(bob.phone)).toHaveLength(texted);

    // START from the phone (no account now): off both lists, confirmed; then the code goes.
    await replyFrom(bob.phone, 'START');
    expect(textsTo(bob.phone).at(-1)).toBe(replyAnswers.optedInNumber());
    expect(await providerListed(bob.phone)).toBe(false);
    expect(await deps.optOuts.isOptedOut(bob.phone)).toBe(false);
    await advance(1);
    expect((await askCode(bob.phone)).status).toBe(200);
    expect(textsTo(bob.phone).at(-1)).toMatch(/verification code is \d{6}/);
  });

  it('STOP after the buddy was removed holds: a new invite texts nothing, a wrong JOIN is not answered', async () => {
    const owner = await subscribedUser();
    const bob = unique555Phone();
    const invite = async () =>
      (await request(app.baseUrl, 'POST', '/api/user/buddy/invite', { token: owner.token, body: {} })).body
        .buddyInvites[0].code as string;
    await replyFrom(bob, `JOIN ${await invite()}`);
    expect((await request(app.baseUrl, 'DELETE', '/api/user/buddy', { token: owner.token })).status).toBe(200);
    await replyFrom(bob, 'STOP');
    expect(textsTo(bob)).toEqual([
      buddyAnswers.joined('Test'),
      buddyTexts.buddyRemoved('Test'),
      replyAnswers.optedOut(),
    ]);
    expect(await providerListed(bob)).toBe(true);
    await invite();
    await replyFrom(bob, 'JOIN ZZZZ-ZZZZ');
    expect(textsTo(bob)).toHaveLength(3);
  });

  it("HELP after STOP: answered by us, refused by the provider's list as AWS refuses it (a failed text, not an error); the web cannot undo the STOP", async () => {
    const user = await subscribedUser();
    await replyFrom(user.phone, 'STOP');
    const texted = textsTo(user.phone).length;
    await replyFrom(user.phone, 'HELP');
    expect(textsTo(user.phone)).toHaveLength(texted);
    const messages = await itemsOf(user.user.id, 'MSG#');
    expect(messages.filter((m) => m.direction === 'outbound' && m.body === replyAnswers.helpOptedOut())).toEqual([
      expect.objectContaining({ status: 'failed' }),
    ]);
    const resumed = await request(app.baseUrl, 'PUT', '/api/user/profile', {
      token: user.token,
      body: { smsOptedOut: false },
    });
    expect(resumed.status).toBe(409);
    expect(resumed.body.error.message).toBe(RESUME_BY_START_MESSAGE);
  });
});
