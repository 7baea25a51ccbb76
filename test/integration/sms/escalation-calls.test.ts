import { randomUUID } from 'node:crypto';
import { createTestAdmin } from '../../support/create-test-admin';
import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { subscribedUser, daytimeZone, wallTimeIn, textsTo, callsTo, nagsTo, advance } = reminderSession(() => app);

const profileOf = async (token: string) =>
  (await request(app.baseUrl, 'GET', '/api/user/profile', { token })).body as Record<string, unknown>;
const consentToCalls = (token: string, on = true) =>
  request(app.baseUrl, 'PUT', '/api/user/profile', { token, body: { callConsent: on } });
const devSms = async (phone: string) =>
  (
    (await (await fetch(`${app.baseUrl}/dev/sms?phone=${encodeURIComponent(phone)}`)).json()) as {
      messages: { channel: string; body: string; status: string }[];
    }
  ).messages;
const setMode = (phone: string, mode: 'ok' | 'fail') =>
  request(app.baseUrl, 'POST', '/dev/sms/fail', { body: { phone, mode } });

/** A fresh admin's token, logged in over HTTP as the admin area does. */
async function adminToken(): Promise<string> {
  const username = `calls-admin-${randomUUID().slice(0, 8)}`;
  const password = `pw-${randomUUID()}`;
  await createTestAdmin(username, password);
  return (await request(app.baseUrl, 'POST', '/api/auth/admin/login', { body: { username, password } })).body
    .token as string;
}

/** The user's calls as the admin's Messages view lists them (status, and the outcome once reported). */
async function adminCalls(admin: string, userId: string) {
  const listed = await request(app.baseUrl, 'GET', `/api/admin/users/${userId}/messages`, { token: admin });
  expect(listed.status).toBe(200);
  return (listed.body as { messages: { channel: string; status: string; callResult?: string }[] }).messages
    .filter((m) => m.channel === 'voice')
    .map(({ status, callResult }) => ({ status, ...(callResult ? { callResult } : {}) }));
}

/** A subscribed user who agreed to calls, with a reminder due in 2 minutes that calls after 2 ignored texts. */
async function userWithCallingReminder(task: string) {
  const zone = daytimeZone();
  const user = await subscribedUser({ timezone: zone });
  await consentToCalls(user.token);
  await request(app.baseUrl, 'POST', '/api/tasks', {
    token: user.token,
    body: { task, ...wallTimeIn(2, zone), repeat: 'once', callAfterNags: 2 },
  });
  return user;
}

/**
 * Moves the clock from schedule to schedule until the phone rings, and no further: the call is placed less than a
 * minute before the clock stops, so it still rings (LOCAL_RING_SECONDS) when this returns.
 */
async function advanceUntilCalled(phone: string) {
  for (let step = 0; step < 60 && callsTo(phone).length === 0; step += 1) {
    const next = app.runtime.scheduler.nextDueAt();
    await advance(next ? Math.max(1, Math.ceil((next.getTime() - app.runtime.clock.now().getTime()) / 60_000)) : 1);
  }
  const [call] = callsTo(phone);
  expect(call).toBeDefined();
  return call!;
}

const answerCall = (messageId: string, action: 'answer' | 'decline') =>
  request(app.baseUrl, 'POST', `/dev/calls/${action}`, { body: { messageId } });

describe('escalation past the text on the local stack (DynamoDB Local, the phone simulator)', () => {
  it('a reminder ignored to its call: consent first, then one call with the 4th text, listed as voice in /dev/sms', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    const when = wallTimeIn(5, zone);
    const refused = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Call the dentist', ...when, repeat: 'once', callAfterNags: 3 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { code: 'validation_failed', message: 'Turn on calls in Settings before asking NagText to call you.' },
    });
    expect(
      (
        await request(app.baseUrl, 'POST', '/api/tasks', {
          token,
          body: { task: 'X', ...when, repeat: 'once', callAfterNags: 11 },
        })
      ).status,
    ).toBe(400);

    const asked = app.runtime.clock.now().getTime();
    const consented = await consentToCalls(token);
    expect(consented.status).toBe(200);
    const consentAt = (consented.body as { callConsentAt: string }).callConsentAt;
    expect(Date.parse(consentAt)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(consentAt)).toBeLessThanOrEqual(app.runtime.clock.now().getTime());
    // Saving it on again keeps when it was first given.
    await advance(1);
    expect((await consentToCalls(token)).body).toMatchObject({ callConsentAt: consentAt });

    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Call the dentist', ...when, repeat: 'once', callAfterNags: 3 },
    });
    expect(created.body).toMatchObject({ callAfterNags: 3, tellBuddy: false });
    await advance(3 * 60);
    expect(nagsTo(phone).length).toBeGreaterThanOrEqual(5);
    expect(callsTo(phone).map((c) => c.body)).toEqual([
      "This is NagText with your reminder: Call the dentist. Reply DONE by text when it's done. NagText's number is +1 555-000-0000.",
    ]);
    const listed = await devSms(phone);
    expect(listed.filter((m) => m.channel === 'voice')).toEqual([expect.objectContaining({ status: 'delivered' })]);
    expect(listed.filter((m) => m.channel === 'sms').length).toBe(textsTo(phone).length);
    expect((await profileOf(token)).escalation).toMatchObject({ callsThisMonth: 1, callsMonthlyLimit: 30 });
  });

  it("a failing number: the banner's mark, one retry after 10 minutes, then the nag becomes a call; a delivered text clears the mark", async () => {
    const zone = daytimeZone();
    const { token, phone, user } = await subscribedUser({ timezone: zone });
    await consentToCalls(token);
    await setMode(phone, 'fail');
    await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Take meds', ...wallTimeIn(2, zone), repeat: 'once' },
    });
    await advance(3);
    expect((await profileOf(token)).textsFailingSince).toEqual(expect.any(String));
    expect(callsTo(phone)).toEqual([]);
    await advance(11);
    // The first nag, its retry (both failed), and the call the nag became; the call failed too (the number fails).
    expect(textsTo(phone).filter((body) => body.includes('Take meds')).length).toBeGreaterThanOrEqual(2);
    expect(callsTo(phone).map((c) => c.status)).toEqual(['failed']);
    // The provider took the call and reported it failed (VOICE_FAILED): the admin sees Failed, not Placed.
    expect(await adminCalls(await adminToken(), user.id)).toEqual([{ status: 'delivered', callResult: 'failed' }]);

    await setMode(phone, 'ok');
    await advance(60);
    expect((await profileOf(token)).textsFailingSince).toBeUndefined();
  });

  it('calls stay off without consent, after withdrawing it, and for a number that replied STOP', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    await consentToCalls(token);
    await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Stretch', ...wallTimeIn(2, zone), repeat: 'once', callAfterNags: 2 },
    });
    expect((await consentToCalls(token, false)).body).not.toHaveProperty('callConsentAt');
    await advance(3 * 60);
    expect(callsTo(phone)).toEqual([]);

    const other = await subscribedUser({ timezone: zone });
    await consentToCalls(other.token);
    await request(app.baseUrl, 'POST', '/api/tasks', {
      token: other.token,
      body: { task: 'Stretch', ...wallTimeIn(2, zone), repeat: 'once', callAfterNags: 2 },
    });
    await advance(3);
    expect(
      (await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: other.phone, body: 'STOP' } })).status,
    ).toBe(200);
    await advance(3 * 60);
    expect(callsTo(other.phone)).toEqual([]);
    // The STOP withdrew the consent itself: after START, Settings shows calls off until turned on again.
    expect(await profileOf(other.token)).not.toHaveProperty('callConsentAt');
    expect(
      (await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: other.phone, body: 'START' } })).status,
    ).toBe(200);
    expect(await profileOf(other.token)).not.toHaveProperty('callConsentAt');
  });

  it("how the call ended reaches the admin's Messages through the voice events: answered, declined (busy), rung out (no answer)", async () => {
    const admin = await adminToken();

    const answering = await userWithCallingReminder('Water the plants');
    const answered = await advanceUntilCalled(answering.phone);
    expect(await adminCalls(admin, answering.user.id)).toEqual([{ status: 'delivered' }]);
    const picked = await answerCall(answered.messageId, 'answer');
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({
      call: { messageId: answered.messageId, channel: 'voice', callResult: 'answered' },
    });
    expect(await adminCalls(admin, answering.user.id)).toEqual([{ status: 'delivered', callResult: 'answered' }]);
    // Pressed twice, and then the call's end (VOICE_COMPLETED) as the clock moves: still answered, and it never rings out.
    expect((await answerCall(answered.messageId, 'answer')).status).toBe(200);
    await advance(5);
    expect(await adminCalls(admin, answering.user.id)).toEqual([{ status: 'delivered', callResult: 'answered' }]);
    expect(await answerCall(answered.messageId, 'decline')).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: `The call ${answered.messageId} no longer rings: it was answered` } },
    });

    const declining = await userWithCallingReminder('Call the bank');
    const declined = await advanceUntilCalled(declining.phone);
    expect((await answerCall(declined.messageId, 'decline')).body).toMatchObject({ call: { callResult: 'busy' } });
    await advance(5);
    expect(await adminCalls(admin, declining.user.id)).toEqual([{ status: 'delivered', callResult: 'busy' }]);

    const ignoring = await userWithCallingReminder('Stretch');
    const ignored = await advanceUntilCalled(ignoring.phone);
    expect(await adminCalls(admin, ignoring.user.id)).toEqual([{ status: 'delivered' }]);
    await advance(1);
    expect(await adminCalls(admin, ignoring.user.id)).toEqual([{ status: 'delivered', callResult: 'no_answer' }]);
    expect(await answerCall(ignored.messageId, 'answer')).toMatchObject({
      status: 409,
      body: { error: { message: `The call ${ignored.messageId} no longer rings: it rang out unanswered` } },
    });
  });

  it('answering names what is wrong: no such call, a text, a bad id, no body', async () => {
    const { phone } = await subscribedUser();
    const [text] = app.runtime.outbox.list(phone);
    expect(await answerCall('no-such-call', 'answer')).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found', message: 'No call has messageId no-such-call' } },
    });
    expect(await answerCall(text!.messageId, 'decline')).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', message: `messageId ${text!.messageId} names a text, not a call` } },
    });
    expect(await answerCall('bad id!', 'answer')).toMatchObject({
      status: 400,
      body: { error: { message: 'messageId must be 1 to 100 letters, digits, "-" or "_"' } },
    });
    expect(
      await request(app.baseUrl, 'POST', '/dev/calls/answer', { body: { messageId: 'x', extra: 1 } }),
    ).toMatchObject({ status: 400 });
    expect(await request(app.baseUrl, 'POST', '/dev/calls/answer', { body: {} })).toMatchObject({ status: 400 });
  });
});
