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

const askText = (name: string) =>
  `${name} would like you as their NagText buddy: we'd text you when they ignore a reminder. Reply YES to agree or STOP to never hear from us.`;
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
const profileOf = async (token: string) => (await request(app.baseUrl, 'GET', '/api/user/profile', { token })).body;
const linkOf = async (buddyPhone: string, ownerId: string) =>
  (
    await doc.send(
      new GetCommand({ TableName: tables.data, Key: keys.buddyLink(buddyPhone, ownerId), ConsistentRead: true }),
    )
  ).Item ?? null;

async function ownerWithAgreedBuddy(shareTaskWords = true) {
  const owner = await subscribedUser({ firstName: 'Ada', timezone: daytimeZone() });
  const buddy = unique555Phone();
  expect((await putBuddy(owner.token, { firstName: 'Bob', phoneNumber: buddy, shareTaskWords })).status).toBe(200);
  expect(await text(buddy, 'YES')).toEqual([
    "NagText: thanks! You're Ada's buddy now. We'll text you only when they ignore a reminder. Reply STOP anytime to opt out.",
  ]);
  return { ...owner, buddy };
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

describe('the accountability buddy on the local stack', () => {
  it('asked once, agrees with YES, told exactly once when the day ends unanswered even when the last nag arrives twice', async () => {
    const zone = daytimeZone();
    const owner = await subscribedUser({ firstName: 'Ada', timezone: zone });
    const buddy = unique555Phone();
    const set = await putBuddy(owner.token, { firstName: 'Bob', phoneNumber: buddy, shareTaskWords: true });
    expect(set).toMatchObject({
      status: 200,
      body: { buddy: { firstName: 'Bob', phoneNumber: buddy, shareTaskWords: true, status: 'asked' } },
    });
    expect(textsTo(buddy)).toEqual([askText('Ada')]);
    expect(await linkOf(buddy, owner.user.id)).toMatchObject({ userId: owner.user.id });

    // The same buddy again: only the words' sharing changes, nothing is sent.
    expect((await putBuddy(owner.token, { firstName: 'Bob', phoneNumber: buddy, shareTaskWords: true })).status).toBe(
      200,
    );
    expect(textsTo(buddy)).toHaveLength(1);

    expect(await text(buddy, 'yes')).toEqual([
      "NagText: thanks! You're Ada's buddy now. We'll text you only when they ignore a reminder. Reply STOP anytime to opt out.",
    ]);
    expect(await text(buddy, 'YES')).toEqual([]);
    expect((await profileOf(owner.token)).buddy).toMatchObject({ status: 'agreed', answeredAt: expect.any(String) });

    const { reminderId, nagId } = await reminderAtItsLastNag(owner, zone);
    expect(told(buddy)).toEqual([]);
    app.runtime.clock.advance(5);
    const sendNag = makeSendNag(app.runtime.deps);
    const event = sendQueueEvent(JSON.stringify({ userId: owner.user.id, reminderId, nagId }));
    await Promise.all([sendNag(event), sendNag(event)]);
    await sendNag(event);
    expect(told(buddy)).toEqual(["NagText: Ada hasn't done 'Gym' yet today. A nudge from you might help."]);
    const profile = await profileOf(owner.token);
    expect(profile.escalation).toMatchObject({ buddyTextsThisMonth: 2, buddyTextsMonthlyLimit: 60 });

    // The owner's message list (the admin's Messages view) holds the texts with the buddy.
    const withBuddy = (await itemsOf(owner.user.id, 'MSG#')).filter((m) => m.to === buddy || m.from === buddy);
    expect(withBuddy.map((m) => [m.direction, m.body])).toEqual([
      ['outbound', askText('Ada')],
      ['inbound', 'yes'],
      ['outbound', expect.stringMatching(/^NagText: thanks!/)],
      ['inbound', 'YES'],
      ['outbound', "NagText: Ada hasn't done 'Gym' yet today. A nudge from you might help."],
    ]);
  });

  it('STOP: the owner sees opted_out, nothing more goes to the number; STOP then YES changes nothing', async () => {
    const zone = daytimeZone();
    const owner = await ownerWithAgreedBuddy(false);
    const { reminderId, nagId } = await reminderAtItsLastNag(owner, zone);
    expect(await text(owner.buddy, 'STOP')).toEqual([buddyAnswers.buddyOptedOut()]);
    expect((await profileOf(owner.token)).buddy).toMatchObject({ status: 'opted_out' });
    expect(await text(owner.buddy, 'YES')).toEqual([]);
    expect(await text(owner.buddy, 'what?')).toEqual([]);
    expect((await profileOf(owner.token)).buddy).toMatchObject({ status: 'opted_out' });

    app.runtime.clock.advance(5);
    await makeSendNag(app.runtime.deps)(sendQueueEvent(JSON.stringify({ userId: owner.user.id, reminderId, nagId })));
    expect(told(owner.buddy)).toEqual([]);
    // Nobody may ask that number again.
    const other = await subscribedUser();
    expect(await putBuddy(other.token, { firstName: 'Bob', phoneNumber: owner.buddy })).toMatchObject({
      status: 400,
      body: {
        error: { code: 'validation_failed', message: expect.stringMatching(/asked not to get texts from NagText/) },
      },
    });
  });

  it('YES from a number never asked (and no account) gets the unknown-number hint, nothing else', async () => {
    const stranger = unique555Phone();
    expect(await text(stranger, 'YES')).toEqual([
      expect.stringMatching(/^NagText: no account uses this number\. Sign up/),
    ]);
    expect(await text(stranger, 'YES')).toEqual([]);
  });

  it.each([
    ["the owner's own number", 'own', "Your buddy can't be you: use someone else's number."],
    ['a country outside the policy', '+33612345678', 'Texts to France are not supported yet'],
    [
      'a premium-rate number',
      '+19005550123',
      'Texts to premium-rate, shared-cost and satellite numbers are not supported',
    ],
    [
      'a pager',
      '+447640123456',
      expect.stringMatching(/^Texts to this number are not supported: it is not a mobile number/),
    ],
  ])('refuses %s with a 400 naming it, and texts nobody', async (_label, number, message) => {
    const owner = await subscribedUser();
    const phoneNumber = number === 'own' ? owner.phone : number;
    const before = app.runtime.outbox.list(phoneNumber).length;
    expect(await putBuddy(owner.token, { firstName: 'Bob', phoneNumber })).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', message, issues: [{ path: 'phoneNumber', message }] } },
    });
    expect(app.runtime.outbox.list(phoneNumber)).toHaveLength(before);
    expect((await profileOf(owner.token)).buddy).toBeUndefined();
  });

  it('without a subscription or trial: 402, nothing sent', async () => {
    const phone = unique555Phone();
    const { token } = await signUpOverHttp(app.baseUrl, phone);
    const buddy = unique555Phone();
    expect(await putBuddy(token, { firstName: 'Bob', phoneNumber: buddy })).toMatchObject({
      status: 402,
      body: { error: { code: 'payment_required' } },
    });
    expect(textsTo(buddy)).toEqual([]);
  });

  it('removing the buddy clears it and its link, texting nobody; deleting the account takes the link too', async () => {
    const owner = await ownerWithAgreedBuddy();
    const sent = textsTo(owner.buddy).length;
    const removed = await request(app.baseUrl, 'DELETE', '/api/user/buddy', { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.buddy).toBeUndefined();
    expect(await linkOf(owner.buddy, owner.user.id)).toBeNull();
    expect(textsTo(owner.buddy)).toHaveLength(sent);
    // A text from the old buddy no longer reaches the owner: it is a stranger's.
    expect(await text(owner.buddy, 'YES')).toEqual([expect.stringMatching(/^NagText: no account uses this number/)]);

    const leaving = await subscribedUser();
    const theirBuddy = unique555Phone();
    expect((await putBuddy(leaving.token, { firstName: 'Bob', phoneNumber: theirBuddy })).status).toBe(200);
    expect(await linkOf(theirBuddy, leaving.user.id)).not.toBeNull();
    // A minute after the sign-up code: the next code to the number may go.
    await advance(1);
    expect(
      (await request(app.baseUrl, 'POST', '/api/user/account/deletion-code', { token: leaving.token })).status,
    ).toBe(200);
    const code = await lastCodeTo(app.baseUrl, leaving.phone);
    expect(
      (await request(app.baseUrl, 'POST', '/api/user/account/delete', { token: leaving.token, body: { code } })).status,
    ).toBe(200);
    expect(await linkOf(theirBuddy, leaving.user.id)).toBeNull();
  });
});
