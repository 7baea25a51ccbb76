import { randomUUID } from 'node:crypto';
import { lastCodeTo, request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { uniquePhone } from '../../support/unique-phone';
import { openSandboxCustomer, sandboxCustomer } from '../../support/sandbox-customer';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

interface Email {
  subject: string;
  text: string;
  html: string;
}
const mailTo = async (address: string): Promise<Email[]> =>
  ((await (await fetch(`${app.baseUrl}/dev/mail?to=${encodeURIComponent(address)}`)).json()) as { emails: Email[] })
    .emails;
const textsTo = async (phone: string): Promise<string[]> => {
  const { messages } = (await (await fetch(`${app.baseUrl}/dev/sms?phone=${encodeURIComponent(phone)}`)).json()) as {
    messages: { to: string; body: string }[];
  };
  return messages.filter((m) => m.to === phone).map((m) => m.body);
};
const codeIn = (text: string) => /code (?:is )?(\d{6})/.exec(text)?.[1] ?? '';
const noCode = (email: Email) => expect(`${email.subject}${email.text}${email.html}`).not.toMatch(/\b\d{6}\b/);
const cancelLinkIn = (text: string) => {
  const link = new URL(/https?:\/\/\S+\/recover\/cancel\?\S+/.exec(text)![0]);
  return { recoveryId: link.searchParams.get('recovery')!, token: link.searchParams.get('token')! };
};
const post = (path: string, body: unknown) => request(app.baseUrl, 'POST', `/api${path}`, { body });
const advanceMinutes = (minutes: number) => request(app.baseUrl, 'POST', '/dev/clock/advance', { body: { minutes } });
const replyFrom = (phone: string, body: string) =>
  request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: phone, body } });
/** Past the 30 s a number or an account waits between two codes. */
const pastTheWait = () => app.runtime.clock.advance(0.6);

/** A new account whose email is verified through the code in /dev/mail. */
async function verifiedAccount() {
  const email = `ada.${randomUUID().slice(0, 8)}@example.com`;
  const session = await signUpOverHttp(app.baseUrl, undefined, { email });
  const code = / is (\d{6})\./.exec((await mailTo(email))[0]!.text)![1];
  const verified = await request(app.baseUrl, 'POST', '/api/user/email/verify', {
    token: session.token,
    body: { code },
  });
  expect(verified.status).toBe(200);
  return { ...session, email };
}

/** Start, the emailed code, a new number and its texted code: the recovery waits. */
async function recoverToNewNumber(email: string, newPhone = uniquePhone()) {
  const started = await post('/auth/recovery', { email });
  expect(started.status).toBe(200);
  const recoveryId = started.body.recoveryId as string;
  const emailCode = codeIn((await mailTo(email))[0]!.text);
  expect((await post('/auth/recovery/email', { recoveryId, code: emailCode })).status).toBe(200);
  const asked = await post('/auth/recovery/number', { recoveryId, phoneNumber: newPhone });
  expect(asked.status).toBe(200);
  const confirmed = await post('/auth/recovery/number/verify', {
    recoveryId,
    phoneNumber: newPhone,
    code: await lastCodeTo(app.baseUrl, newPhone),
  });
  expect(confirmed.status).toBe(200);
  return { recoveryId, newPhone, emailCode, status: confirmed.body };
}

describe('recovery of a lost number, on the local runtime', () => {
  it('a person who lost their number recovers it from the mailbox and the phone simulator after a day', async () => {
    const { email, phone } = await verifiedAccount();
    const { recoveryId, newPhone, status } = await recoverToNewNumber(email);
    expect(status).toMatchObject({ state: 'waiting', newNumber: `+1 ...${newPhone.slice(-4)}` });
    const movesAt = Date.parse(status.movesAt as string);
    expect(movesAt - app.runtime.clock.now().getTime()).toBeGreaterThan(23.9 * 3600 * 1000);

    // The old number and the email both hear of it, each with the way to stop it, neither with a code.
    expect((await textsTo(phone))[0]).toMatch(
      /recovering your account to \+1 \.\.\.\d{4}\. It moves .*Reply NO to stop it\./,
    );
    const [waitingEmail] = await mailTo(email);
    expect(waitingEmail!.subject).toBe('NagText: your account will move to a new number');
    expect(waitingEmail!.text).toContain('/recover/cancel?recovery=');
    noCode(waitingEmail!);

    // An hour early nothing has moved; the old number still logs in.
    await advanceMinutes(23 * 60);
    expect((await request(app.baseUrl, 'GET', `/api/auth/recovery?recoveryId=${recoveryId}`)).body.state).toBe(
      'waiting',
    );

    await advanceMinutes(61);
    expect((await request(app.baseUrl, 'GET', `/api/auth/recovery?recoveryId=${recoveryId}`)).body.state).toBe(
      'completed',
    );
    // The new number logs in to the same account; the old one has none.
    pastTheWait();
    expect((await post('/auth/login', { phoneNumber: newPhone })).status).toBe(200);
    const session = await post('/auth/verify-login-otp', {
      phoneNumber: newPhone,
      code: await lastCodeTo(app.baseUrl, newPhone),
    });
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(email);
    expect((await post('/auth/login', { phoneNumber: phone })).status).toBe(404);
    expect((await textsTo(phone))[0]).toMatch(/your account was recovered to \+1 \.\.\.\d{4}/);
    const [done] = await mailTo(email);
    expect(done!.subject).toBe('NagText: your account moved to a new number');
    noCode(done!);

    // The link used after completion: a clear answer, nothing changes.
    const late = await post('/auth/recovery/cancel', cancelLinkIn(waitingEmail!.text));
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/^Too late to cancel: this recovery already finished/);
    expect((await request(app.baseUrl, 'GET', `/api/auth/recovery?recoveryId=${recoveryId}`)).body.state).toBe(
      'completed',
    );
  });

  it("the recovery's move leaves the Stripe customer (the sandbox's) with the new number", async () => {
    const account = await verifiedAccount();
    expect((await openSandboxCustomer(app, account)).phone).toBe(account.phone);
    const { recoveryId, newPhone } = await recoverToNewNumber(account.email);
    await advanceMinutes(24 * 60 + 1);
    expect((await request(app.baseUrl, 'GET', `/api/auth/recovery?recoveryId=${recoveryId}`)).body.state).toBe(
      'completed',
    );
    expect((await sandboxCustomer(app, account.user.id)).phone).toBe(newPhone);
  });

  it("an attacker's recovery is cancelled by the old number's NO, and nothing moves at the wait's end", async () => {
    const { email, phone } = await verifiedAccount();
    const { recoveryId, newPhone } = await recoverToNewNumber(email);
    expect((await replyFrom(phone, 'no')).status).toBe(200);
    expect((await textsTo(phone))[0]).toMatch(
      /^NagText: your account recovery was cancelled on \w{3} \w{3} \d+, \d+:\d{2} [AP]M\. It stays on this number\. Not you\? Secure your email and write to support@nagtext\.com$/,
    );
    expect((await mailTo(email))[0]!.subject).toBe('NagText: the recovery of your account was cancelled');
    await advanceMinutes(25 * 60);
    expect((await request(app.baseUrl, 'GET', `/api/auth/recovery?recoveryId=${recoveryId}`)).body.state).toBe(
      'cancelled',
    );
    pastTheWait();
    expect((await post('/auth/login', { phoneNumber: phone })).status).toBe(200);
    expect((await post('/auth/login', { phoneNumber: newPhone })).status).toBe(404);
    // A second NO, with nothing waiting, is read as it always was (no second cancel notice).
    await replyFrom(phone, 'no');
    expect((await mailTo(email)).filter((e) => /cancelled/.test(e.subject))).toHaveLength(1);
  });

  it('the email link cancels a waiting recovery; used again it says so', async () => {
    const { email, phone } = await verifiedAccount();
    const { newPhone } = await recoverToNewNumber(email);
    const link = cancelLinkIn((await mailTo(email))[0]!.text);
    const cancelled = await post('/auth/recovery/cancel', link);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      state: 'cancelled',
      message: 'The recovery is cancelled. Your account stays on its phone number; nothing moved.',
    });
    expect((await textsTo(phone))[0]).toMatch(/your account recovery was cancelled on /);
    expect((await post('/auth/recovery/cancel', link)).body.message).toMatch(/already cancelled/);
    expect((await post('/auth/recovery/cancel', { ...link, token: randomUUID() })).status).toBe(400);
    await advanceMinutes(25 * 60);
    pastTheWait();
    expect((await post('/auth/login', { phoneNumber: newPhone })).status).toBe(404);
  });

  it('refuses a new number that has an account, and one that replied STOP until it STARTs', async () => {
    const { email } = await verifiedAccount();
    const other = await signUpOverHttp(app.baseUrl);
    const started = await post('/auth/recovery', { email });
    const recoveryId = started.body.recoveryId as string;
    await post('/auth/recovery/email', { recoveryId, code: codeIn((await mailTo(email))[0]!.text) });
    const taken = await post('/auth/recovery/number', { recoveryId, phoneNumber: other.phone });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(
      'This phone number already has a NagText account. Use another number, or log in with it and delete that account first.',
    );
    const stopped = uniquePhone();
    await replyFrom(stopped, 'STOP');
    const optedOut = await post('/auth/recovery/number', { recoveryId, phoneNumber: stopped });
    expect(optedOut.status).toBe(409);
    expect(optedOut.body.error.message).toMatch(/replied STOP.*START/);
    await replyFrom(stopped, 'START');
    expect((await post('/auth/recovery/number', { recoveryId, phoneNumber: stopped })).status).toBe(200);
  });

  it('an unknown or unverified email gets the same answer and nothing is sent', async () => {
    const unverified = `typo.${randomUUID().slice(0, 8)}@example.com`;
    await signUpOverHttp(app.baseUrl, undefined, { email: unverified });
    const before = await mailTo(unverified);
    const unknown = await post('/auth/recovery', { email: `nobody.${randomUUID().slice(0, 8)}@example.com` });
    const notProven = await post('/auth/recovery', { email: unverified });
    expect(unknown.status).toBe(200);
    expect(notProven.status).toBe(200);
    expect(unknown.body.message).toBe(notProven.body.message);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(notProven.body).sort());
    expect(await mailTo(unverified)).toEqual(before);
    // Its id leads nowhere: read as a wrong code.
    const next = await post('/auth/recovery/email', { recoveryId: unknown.body.recoveryId, code: '123456' });
    expect(next.status).toBe(400);
    expect(next.body.error.message).toBe('Invalid verification code');
    expect((await post('/auth/recovery', { email: 'not an email' })).status).toBe(400);
  });

  it('wrong, expired and replayed codes, and the emailed code used as the texted one', async () => {
    const { email } = await verifiedAccount();
    const started = await post('/auth/recovery', { email });
    const recoveryId = started.body.recoveryId as string;
    const emailCode = codeIn((await mailTo(email))[0]!.text);
    const wrong = emailCode === '000000' ? '111111' : '000000';
    expect((await post('/auth/recovery/email', { recoveryId, code: wrong })).status).toBe(400);
    expect((await post('/auth/recovery/email', { recoveryId, code: '12' })).body.error.message).toMatch(/6 digits/);
    expect((await post('/auth/recovery/email', { recoveryId, code: emailCode })).status).toBe(200);
    // Replayed: the step is done.
    expect((await post('/auth/recovery/email', { recoveryId, code: emailCode })).status).toBe(409);

    const newPhone = uniquePhone();
    expect((await post('/auth/recovery/number', { recoveryId, phoneNumber: newPhone })).status).toBe(200);
    const asText = await post('/auth/recovery/number/verify', { recoveryId, phoneNumber: newPhone, code: emailCode });
    const smsCode = await lastCodeTo(app.baseUrl, newPhone);
    expect(asText.status).toBe(smsCode === emailCode ? 200 : 400);
    // Past its 10 minutes the texted code is dead.
    await advanceMinutes(11);
    const late = await post('/auth/recovery/number/verify', { recoveryId, phoneNumber: newPhone, code: smsCode });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe('This code has expired. Request a new one.');
    // And the whole setup ends an hour after the start.
    await advanceMinutes(50);
    expect((await post('/auth/recovery/number', { recoveryId, phoneNumber: newPhone })).body.error.message).toBe(
      'This recovery has expired. Start again from the log-in page.',
    );
  });

  it('two recoveries at once: a new start replaces one before its wait, and none starts while one waits', async () => {
    const { email } = await verifiedAccount();
    const first = await post('/auth/recovery', { email });
    const firstCode = codeIn((await mailTo(email))[0]!.text);
    pastTheWait();
    const second = await post('/auth/recovery', { email });
    // The first one's code died with it.
    const old = await post('/auth/recovery/email', { recoveryId: first.body.recoveryId, code: firstCode });
    expect(old.status).toBe(409);
    const secondCode = codeIn((await mailTo(email))[0]!.text);
    expect((await post('/auth/recovery/email', { recoveryId: second.body.recoveryId, code: secondCode })).status).toBe(
      200,
    );
    const newPhone = uniquePhone();
    await post('/auth/recovery/number', { recoveryId: second.body.recoveryId, phoneNumber: newPhone });
    await post('/auth/recovery/number/verify', {
      recoveryId: second.body.recoveryId,
      phoneNumber: newPhone,
      code: await lastCodeTo(app.baseUrl, newPhone),
    });
    const emailsBefore = (await mailTo(email)).length;
    pastTheWait();
    const third = await post('/auth/recovery', { email });
    expect(third.status).toBe(200);
    expect(await mailTo(email)).toHaveLength(emailsBefore);
    expect(
      (await request(app.baseUrl, 'GET', `/api/auth/recovery?recoveryId=${second.body.recoveryId}`)).body.state,
    ).toBe('waiting');
  });
});
