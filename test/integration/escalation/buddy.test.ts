import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { scheduleNameOf } from '#core/reminders/domain/reminder';
import { makeHandler as makeSendNag } from '../../../lambdas/handlers/events/send-nag';
import { sendQueueEvent } from '../../../local/send-queue-target';
import { lastCodeTo, request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession, unique555Phone } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { doc, tables, subscribedUser, daytimeZone, wallTimeIn, textsTo, advance, itemsOf } = reminderSession(() => app);

const told = (phone: string) => textsTo(phone).filter((body) => body.includes("hasn't done"));

/** POST /dev/sms/reply: the phone texts us; returns what we texted back. */
async function text(from: string, body: string, extra: Record<string, unknown> = {}): Promise<string[]> {
  const before = textsTo(from).length;
  const sent = await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from, body, ...extra } });
  expect(sent.status).toBe(200);
  return textsTo(from).slice(before);
}

const putBuddy = (token: string, body: Record<string, unknown>) =>
  request(app.baseUrl, 'PUT', '/api/user/buddy', { token, body });
const invite = (token: string, body: Record<string, unknown> = {}) =>
  request(app.baseUrl, 'POST', '/api/user/buddy/invite', { token, body });
/** The code of the owner's newest invite, as Settings shows it (4K7Q-9MXP). */
async function newInviteCode(token: string, body: Record<string, unknown> = {}): Promise<string> {
  const made = await invite(token, body);
  expect(made.status).toBe(201);
  return made.body.buddyInvites[0].code as string;
}
const profileOf = async (token: string) => (await request(app.baseUrl, 'GET', '/api/user/profile', { token })).body;
const linkOf = async (buddyPhone: string, ownerId: string) =>
  (
    await doc.send(
      new GetCommand({ TableName: tables.data, Key: keys.buddyLink(buddyPhone, ownerId), ConsistentRead: true }),
    )
  ).Item ?? null;

async function ownerWithJoinedBuddy(shareTaskWords = true) {
  const owner = await subscribedUser({ firstName: 'Ada', timezone: daytimeZone() });
  const buddy = unique555Phone();
  const code = await newInviteCode(owner.token, { firstName: 'Bob', shareTaskWords });
  expect(await text(buddy, `JOIN ${code}`)).toEqual([buddyAnswers.joined('Ada')]);
  return { ...owner, buddy, code };
}

/**
 * A daily reminder with "Tell my buddy" on, on the Gentle ladder every 5 minutes (5 nags in 20), run up to its
 * last nag, whose schedule is taken back so the test delivers it.
 */
async function reminderAtItsLastNag(owner: { token: string; user: { id: string } }, zone: string) {
  const created = await request(app.baseUrl, 'POST', '/api/tasks', {
    token: owner.token,
    body: {
      task: 'Gym',
      ...wallTimeIn(2, zone),
      repeat: 'daily',
      nagStyle: 'gentle',
      nagEveryMinutes: 5,
      tellBuddy: true,
    },
  });
  expect(created).toMatchObject({ status: 201, body: { tellBuddy: true } });
  const key = keys.reminder(owner.user.id, created.body.id);
  await advance(2 + 15 + 1);
  const reminder = (await doc.send(new GetCommand({ TableName: tables.data, Key: key, ConsistentRead: true }))).Item!;
  expect(reminder.nextNag).toMatchObject({ attempt: 5 });
  await app.runtime.scheduler.cancel(scheduleNameOf(reminder.nextNag.id));
  return { reminderId: created.body.id as string, nagId: reminder.nextNag.id as string };
}

describe('the accountability buddy on the local stack: the other person texts first', () => {
  it('an invite from Settings, JOIN by text, the disclosure once; told exactly once when the day ends unanswered even when the last nag arrives twice', async () => {
    const zone = daytimeZone();
    const owner = await subscribedUser({ firstName: 'Ada', timezone: zone });
    const buddy = unique555Phone();
    const made = await invite(owner.token, { firstName: 'Bob', shareTaskWords: true });
    expect(made).toMatchObject({ status: 201, body: { buddyInvites: [{ firstName: 'Bob' }] } });
    const [shown] = made.body.buddyInvites;
    expect(shown.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(shown.message).toBe(`Text JOIN ${shown.code} to +1 555-000-0000 to get reminders from Ada on NagText`);
    expect(shown.smsLink).toBe(`sms:?&body=${encodeURIComponent(shown.message)}`);
    // Nothing goes to anyone until the person texts: there is no number to text yet.
    expect((await profileOf(owner.token)).buddyInvites).toEqual([shown]);
    expect((await profileOf(owner.token)).buddy).toBeUndefined();

    // Typed loosely: lower case, no dash, O for 0 (the code has none here, so only case and dash).
    const typed = shown.code.toLowerCase().replace('-', ' ');
    expect(await text(buddy, `join ${typed}`)).toEqual([buddyAnswers.joined('Ada')]);
    expect(buddyAnswers.joined('Ada')).toMatch(
      /Msg frequency varies\. Msg & data rates may apply\. Reply HELP.*LEAVE.*STOP/,
    );
    expect(await linkOf(buddy, owner.user.id)).toMatchObject({ userId: owner.user.id });
    const profile = await profileOf(owner.token);
    expect(profile.buddy).toMatchObject({
      firstName: 'Bob',
      phoneNumber: buddy,
      shareTaskWords: true,
      status: 'joined',
    });
    expect(profile.buddyInvites).toEqual([]);
    // JOIN again with the same code: told so, nothing else changes.
    expect(await text(buddy, `JOIN ${shown.code}`)).toEqual([buddyAnswers.alreadyJoined('Ada')]);
    // The owner renames them and keeps the words shared: nothing is texted.
    expect((await putBuddy(owner.token, { firstName: 'Bobby' })).body.buddy).toMatchObject({
      firstName: 'Bobby',
      status: 'joined',
    });
    expect(await putBuddy(owner.token, { firstName: 'Bob', phoneNumber: buddy })).toMatchObject({ status: 400 });

    const { reminderId, nagId } = await reminderAtItsLastNag(owner, zone);
    expect(told(buddy)).toEqual([]);
    app.runtime.clock.advance(5);
    const sendNag = makeSendNag(app.runtime.deps);
    const event = sendQueueEvent(JSON.stringify({ userId: owner.user.id, reminderId, nagId }));
    await Promise.all([sendNag(event), sendNag(event)]);
    await sendNag(event);
    expect(told(buddy)).toEqual(["NagText: Ada hasn't done 'Gym' yet today. A nudge from you might help."]);
    expect((await profileOf(owner.token)).escalation).toMatchObject({
      buddyTextsThisMonth: 1,
      buddyTextsMonthlyLimit: 60,
    });

    // The owner's message list (the admin's Messages view) holds the texts with the buddy.
    const withBuddy = (await itemsOf(owner.user.id, 'MSG#')).filter((m) => m.to === buddy || m.from === buddy);
    expect(withBuddy.map((m) => [m.direction, m.body])).toEqual([
      ['inbound', `join ${typed}`],
      ['outbound', buddyAnswers.joined('Ada')],
      ['inbound', `JOIN ${shown.code}`],
      ['outbound', buddyAnswers.alreadyJoined('Ada')],
      ['outbound', "NagText: Ada hasn't done 'Gym' yet today. A nudge from you might help."],
    ]);
  });

  it('INVITE by text gives the code and the ready message; a JOIN delivered twice is joined and answered once', async () => {
    const owner = await subscribedUser({ firstName: 'Ada', timezone: daytimeZone() });
    const [answer] = await text(owner.phone, 'INVITE');
    const code = /invite code is (\S{4}-\S{4})/.exec(answer!)![1]!;
    expect(answer).toBe(
      `NagText: your invite code is ${code}, valid 7 days, once. Send this from your phone to your buddy: Text JOIN ${code} to +1 555-000-0000 to get reminders from Ada on NagText`,
    );
    const buddy = unique555Phone();
    const twice = { inboundMessageId: `join-${buddy.slice(1)}` };
    expect(await text(buddy, `JOIN ${code}`, twice)).toEqual([buddyAnswers.joined('Ada')]);
    expect(await text(buddy, `JOIN ${code}`, twice)).toEqual([]);
    expect((await profileOf(owner.token)).buddy).toMatchObject({ phoneNumber: buddy, status: 'joined' });
    expect((await profileOf(owner.token)).buddy.firstName).toBeUndefined();
    // With a buddy joined, no further invite: the text says why.
    expect(await text(owner.phone, 'invite')).toEqual([
      'NagText: You already have a buddy. Remove them in Settings before inviting someone else.',
    ]);
    expect(await invite(owner.token)).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });
  });

  it("bad JOINs: guessed and expired get the same answer, a used code is no way in for another, the owner's own number is told, attempts are limited per number and per code", async () => {
    const owner = await subscribedUser({ firstName: 'Ada', timezone: daytimeZone() });
    const code = await newInviteCode(owner.token);
    const guesser = unique555Phone();
    expect(await text(guesser, 'JOIN')).toEqual([buddyAnswers.joinNeedsCode()]);
    expect(await text(guesser, 'JOIN ZZZZ-ZZZZ')).toEqual([buddyAnswers.joinInvalid()]);
    expect(await text(owner.phone, `JOIN ${code}`)).toEqual([buddyAnswers.joinOwnCode()]);

    const expiring = await newInviteCode(owner.token);
    await advance(7 * 24 * 60 + 1);
    const late = unique555Phone();
    expect(await text(late, `JOIN ${expiring}`)).toEqual([buddyAnswers.joinInvalid()]);

    // (A week on, the owner's session has ended: a new owner.)
    const next = await subscribedUser({ firstName: 'Ada' });
    const fresh = await newInviteCode(next.token);
    const first = unique555Phone();
    expect(await text(first, `JOIN ${fresh}`)).toEqual([buddyAnswers.joined('Ada')]);
    const second = unique555Phone();
    expect(await text(second, `JOIN ${fresh}`)).toEqual([buddyAnswers.joinInvalid()]);
    expect((await profileOf(next.token)).buddy).toMatchObject({ phoneNumber: first });

    // The attempt limits (per number, per code) are the unit test's: this stack runs with generous limits.
  });

  it('LEAVE ends this link (Settings shows left, nothing more goes); the owner may invite again', async () => {
    const zone = daytimeZone();
    const owner = await ownerWithJoinedBuddy(false);
    const { reminderId, nagId } = await reminderAtItsLastNag(owner, zone);
    expect(await text(owner.buddy, 'LEAVE')).toEqual([buddyAnswers.left('Ada')]);
    expect((await profileOf(owner.token)).buddy).toMatchObject({ status: 'left', answeredAt: expect.any(String) });
    expect(await text(owner.buddy, 'LEAVE')).toEqual([buddyAnswers.nothingToLeave()]);
    // The used code is no way back.
    expect(await text(owner.buddy, `JOIN ${owner.code}`)).toEqual([buddyAnswers.joinInvalid()]);
    app.runtime.clock.advance(5);
    await makeSendNag(app.runtime.deps)(sendQueueEvent(JSON.stringify({ userId: owner.user.id, reminderId, nagId })));
    expect(told(owner.buddy)).toEqual([]);
    expect((await invite(owner.token)).status).toBe(201);
  });

  it('STOP: the owner sees opted_out, nothing more goes to the number; JOIN with a new invite is its own opt-in for that link, recorded as such', async () => {
    const zone = daytimeZone();
    const owner = await ownerWithJoinedBuddy(false);
    const { reminderId, nagId } = await reminderAtItsLastNag(owner, zone);
    expect(await text(owner.buddy, 'STOP')).toEqual([buddyAnswers.buddyOptedOut()]);
    expect((await profileOf(owner.token)).buddy).toMatchObject({ status: 'opted_out' });
    expect(await text(owner.buddy, 'YES')).toEqual([]);
    expect(await text(owner.buddy, 'what?')).toEqual([]);
    // JOIN with a wrong code after STOP: nothing is answered (the number is still opted out).
    expect(await text(owner.buddy, 'JOIN ZZZZ-ZZZZ')).toEqual([]);

    app.runtime.clock.advance(5);
    await makeSendNag(app.runtime.deps)(sendQueueEvent(JSON.stringify({ userId: owner.user.id, reminderId, nagId })));
    expect(told(owner.buddy)).toEqual([]);

    // The person texts JOIN with a new invite of another owner: the disclosure goes, the link is live.
    const other = await subscribedUser({ firstName: 'Cy' });
    const code = await newInviteCode(other.token);
    expect(await text(owner.buddy, `JOIN ${code}`)).toEqual([buddyAnswers.joined('Cy')]);
    const stored = (
      await doc.send(new GetCommand({ TableName: tables.data, Key: keys.user(other.user.id), ConsistentRead: true }))
    ).Item!;
    expect(stored.buddy).toMatchObject({
      status: 'joined',
      joinedBy: { afterStop: true, code: code.replace('-', '') },
    });
    // Ada's link stays ended.
    expect((await profileOf(owner.token)).buddy).toMatchObject({ status: 'opted_out' });
  });

  it('YES from a number never invited (and no account) gets the unknown-number hint, nothing else', async () => {
    const stranger = unique555Phone();
    expect(await text(stranger, 'YES')).toEqual([
      expect.stringMatching(/^NagText: no account uses this number\. Sign up/),
    ]);
    expect(await text(stranger, 'YES')).toEqual([]);
  });

  it('a buddy named before invites and never answered reads expired and is never texted; PUT refuses a number (400 naming it)', async () => {
    const owner = await subscribedUser();
    const phoneNumber = unique555Phone();
    expect(await putBuddy(owner.token, { firstName: 'Bob', phoneNumber })).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed' } },
    });
    expect(await putBuddy(owner.token, { firstName: 'Bob' })).toMatchObject({ status: 404 });
    expect(textsTo(phoneNumber)).toEqual([]);
  });

  it('removing the buddy sends one goodbye and clears it and its link; deleting the account tells a joined person once and takes the link and invites', async () => {
    const owner = await ownerWithJoinedBuddy();
    const sent = textsTo(owner.buddy).length;
    const removed = await request(app.baseUrl, 'DELETE', '/api/user/buddy', { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.buddy).toBeUndefined();
    expect(await linkOf(owner.buddy, owner.user.id)).toBeNull();
    expect(textsTo(owner.buddy).slice(sent)).toEqual([
      "NagText: Ada has removed you as their buddy. You won't get texts about their reminders again.",
    ]);
    // A text from the old buddy no longer reaches the owner: it is a stranger's.
    expect(await text(owner.buddy, 'YES')).toEqual([expect.stringMatching(/^NagText: no account uses this number/)]);

    const leaving = await ownerWithJoinedBuddy();
    const open = await newInviteCode(leaving.token).catch(() => null);
    expect(open).toBeNull();
    expect(await linkOf(leaving.buddy, leaving.user.id)).not.toBeNull();
    // A minute after the sign-up code: the next code to the number may go.
    await advance(1);
    expect(
      (await request(app.baseUrl, 'POST', '/api/user/account/deletion-code', { token: leaving.token })).status,
    ).toBe(200);
    const code = await lastCodeTo(app.baseUrl, leaving.phone);
    const before = textsTo(leaving.buddy).length;
    expect(
      (await request(app.baseUrl, 'POST', '/api/user/account/delete', { token: leaving.token, body: { code } })).status,
    ).toBe(200);
    expect(textsTo(leaving.buddy).slice(before)).toEqual([
      "NagText: Ada's reminders have ended. You won't get texts about them again.",
    ]);
    expect(await linkOf(leaving.buddy, leaving.user.id)).toBeNull();
  });

  it('without a subscription or trial an invite may still be made (it texts nobody)', async () => {
    const phone = unique555Phone();
    const { token } = await signUpOverHttp(app.baseUrl, phone);
    expect((await invite(token)).status).toBe(201);
  });
});
