import { randomUUID } from 'node:crypto';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession, unique555Phone } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const {
  subscribedUser: signedUp,
  wallTimeIn,
  daytimeZone,
  nagsTo,
  textsTo,
  advance,
  itemsOf,
} = reminderSession(() => app);

/**
 * A subscribed user whose zone is in its morning on the app's clock (earlier tests move the clock by hours),
 * so nags are never held by quiet hours; `remind` creates their reminders in that zone.
 */
async function subscribedUser() {
  const zone = daytimeZone();
  const session = await signedUp({ timezone: zone });
  const remind = async (task: string, inMinutes = 2) => {
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token: session.token,
      body: { task, ...wallTimeIn(inMinutes, zone), repeat: 'once' },
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  return { ...session, zone, remind };
}

interface PhoneText {
  messageId: string;
  to: string;
  from: string;
  body: string;
  status: string;
  inReplyTo?: string;
}

/** GET /dev/sms?phone=: the phone's texts, newest first, as the phone simulator shows them. */
async function phone(number: string): Promise<{ mode: string; messages: PhoneText[] }> {
  const answer = await fetch(`${app.baseUrl}/dev/sms?phone=${encodeURIComponent(number)}`);
  expect(answer.status).toBe(200);
  return answer.json() as Promise<{ mode: string; messages: PhoneText[] }>;
}

/** POST /dev/sms/reply: the phone texts us. */
const replyFrom = (from: string, body: string, extra: { inboundMessageId?: string; inReplyTo?: string } = {}) =>
  request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from, body, ...extra } });

/** POST /dev/sms/fail: how the local provider treats texts to the number. */
async function setMode(number: string, mode: 'ok' | 'fail' | 'throttle') {
  expect((await request(app.baseUrl, 'POST', '/dev/sms/fail', { body: { phone: number, mode } })).status).toBe(200);
}

const tasksOf = async (token: string) =>
  (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body as Array<{
    id: string;
    task: string;
    status: string;
  }>;

describe('two-way SMS on the local stack', () => {
  it('a nag arrives, the phone replies DONE, the confirmation arrives, and no more nags follow', async () => {
    const { token, phone: number, remind } = await subscribedUser();
    const id = await remind('Take out the trash');
    await advance(3);
    const nag = (await phone(number)).messages.find((m) => m.body.includes('Take out the trash'))!;
    expect(nag).toMatchObject({
      to: number,
      body: expect.stringMatching(/^NagText: time for: Take out the trash \(#1\)\./),
    });

    const replied = await replyFrom(number, 'DONE');
    expect(replied.status).toBe(200);
    const [answer, reply] = (await phone(number)).messages;
    expect(reply).toMatchObject({ from: number, body: 'DONE', status: 'received', inReplyTo: nag.messageId });
    expect(answer).toMatchObject({ to: number, body: 'Nice work! "Take out the trash" is done.' });
    expect((await tasksOf(token)).find((t) => t.id === id)).toMatchObject({ status: 'done' });

    for (let i = 0; i < 4; i += 1) await advance(60);
    expect(nagsTo(number)).toHaveLength(1);
  });

  it('receipts mark the texts delivered: in the phone simulator and on the Message', async () => {
    const { phone: number, user, remind } = await subscribedUser();
    await remind('Water the plants');
    await advance(3);
    await app.runtime.sms.idle();
    const nag = (await phone(number)).messages.find((m) => m.body.includes('Water the plants'))!;
    expect(nag.status).toBe('delivered');
    const message = (await itemsOf(user.id, 'MSG#')).find((m) => m.providerMessageId === nag.messageId)!;
    expect(message).toMatchObject({ direction: 'outbound', status: 'delivered' });
    expect((await itemsOf(user.id, 'NOTIF#'))[0]).toMatchObject({ status: 'sent', providerMessageId: nag.messageId });
  });

  it('a reply to an older nag (inReplyTo) closes THAT reminder; "DONE 2" closes #2', async () => {
    const { token, phone: number, remind } = await subscribedUser();
    const first = await remind('Alpha', 2);
    const second = await remind('Bravo', 3);
    const third = await remind('Charlie', 4);
    await advance(3);
    await advance(1);
    await advance(1);
    const texts = (await phone(number)).messages;
    const alphaNag = texts.find((m) => m.body.includes('Alpha'))!;
    expect((await replyFrom(number, 'done', { inReplyTo: alphaNag.messageId })).status).toBe(200);
    expect((await phone(number)).messages[0]!.body).toBe('Nice work! "Alpha" is done.');
    expect((await replyFrom(number, 'DONE 2')).status).toBe(200);
    expect((await phone(number)).messages[0]!.body).toBe('Nice work! "Bravo" is done.');
    const statuses = Object.fromEntries((await tasksOf(token)).map((t) => [t.id, t.status]));
    expect([statuses[first], statuses[second], statuses[third]]).toEqual(['done', 'done', 'pending']);
  });

  it("SNOOZE 2h: snoozed, the answer in the user's zone (a morning somewhere, never UTC), no nag until then, then the ladder resumes", async () => {
    const { token, phone: number, zone, remind } = await subscribedUser();
    const id = await remind('Chai');
    await advance(3);
    expect((await replyFrom(number, 'snooze 2h')).status).toBe(200);
    const until = new Date(app.runtime.clock.now().getTime() + 120 * 60_000);
    const local = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' })
      .format(until)
      .replace(/\s/g, ' ');
    expect((await phone(number)).messages[0]!.body).toMatch(new RegExp(`^Snoozed 'Chai' until ${local}\\. `));
    expect((await tasksOf(token)).find((t) => t.id === id)).toMatchObject({ status: 'snoozed' });
    await advance(60);
    await advance(55);
    expect(nagsTo(number)).toHaveLength(1);
    await advance(6);
    expect(nagsTo(number)).toHaveLength(2);
    expect((await tasksOf(token)).find((t) => t.id === id)).toMatchObject({ status: 'pending' });
  });

  it('the same inbound message delivered twice has one effect and one answer', async () => {
    const { token, phone: number, remind } = await subscribedUser();
    await remind('Alpha', 2);
    await remind('Bravo', 3);
    await advance(3);
    await advance(1);
    const inboundMessageId = `dup-${randomUUID()}`;
    expect((await replyFrom(number, 'done', { inboundMessageId })).status).toBe(200);
    const afterFirst = textsTo(number).length;
    expect((await replyFrom(number, 'done', { inboundMessageId })).status).toBe(200);
    expect(textsTo(number)).toHaveLength(afterFirst);
    expect((await tasksOf(token)).filter((t) => t.status === 'done')).toHaveLength(1);
  });

  it('STOP: one confirmation, then nothing until START; START resumes the nags', async () => {
    const { token, phone: number, remind } = await subscribedUser();
    await remind('Stretch');
    await advance(3);
    expect((await replyFrom(number, 'stop texting me')).status).toBe(200);
    expect((await phone(number)).messages[0]!.body).toBe(replyAnswers.optedOut());
    expect((await request(app.baseUrl, 'GET', '/api/user/profile', { token })).body).toMatchObject({
      smsOptedOut: true,
    });
    const afterStop = textsTo(number).length;

    await advance(60);
    for (const body of ['done', 'HELP', 'what?', 'STOP']) expect((await replyFrom(number, body)).status).toBe(200);
    await advance(60);
    expect(textsTo(number)).toHaveLength(afterStop);

    expect((await replyFrom(number, 'START')).status).toBe(200);
    // START re-plans the overdue nag to now: the local scheduler's tick may send it before or after the answer.
    expect(textsTo(number).slice(afterStop)).toContain(replyAnswers.optedIn());
    await advance(1);
    expect(nagsTo(number)).toHaveLength(2);
  });

  it('PAUSE 3h holds the nags, then they come back', async () => {
    const { phone: number, remind } = await subscribedUser();
    await remind('Stretch');
    await advance(3);
    expect((await replyFrom(number, 'pause 3h')).status).toBe(200);
    expect((await phone(number)).messages[0]!.body).toMatch(/^Paused: no reminder texts until /);
    await advance(60);
    await advance(60);
    await advance(59);
    expect(nagsTo(number)).toHaveLength(1);
    await advance(2);
    expect(nagsTo(number)).toHaveLength(2);
  });

  it('failure mode: the nag is sent, then its receipt marks the Notification and the Message failed', async () => {
    const { phone: number, user, remind } = await subscribedUser();
    await setMode(number, 'fail');
    await remind('Pay rent');
    await advance(3);
    await app.runtime.sms.idle();
    const nag = (await phone(number)).messages.find((m) => m.body.includes('Pay rent'))!;
    expect(nag.status).toBe('failed');
    expect(await itemsOf(user.id, 'NOTIF#')).toEqual([
      expect.objectContaining({
        status: 'failed',
        providerMessageId: nag.messageId,
        failureReason: expect.any(String),
      }),
    ]);
    expect((await itemsOf(user.id, 'MSG#')).find((m) => m.providerMessageId === nag.messageId)).toMatchObject({
      status: 'failed',
    });
    // The ladder goes on: the next nag is still planned (a failed text is not a reply); the failed one is sent once
    // more after 10 minutes (escalation: a failing number's retry), so the first nag's words arrive twice.
    await setMode(number, 'ok');
    await advance(31);
    expect(nagsTo(number)).toHaveLength(3);
    expect(nagsTo(number).filter((body) => body === nag.body)).toHaveLength(2);
  });

  it('throttle mode mid-ladder loses nothing: the nag goes out, once, when the mode is back to ok', async () => {
    const { phone: number, user, remind } = await subscribedUser();
    await remind('Call the bank');
    await advance(3);
    expect(nagsTo(number)).toHaveLength(1);

    await setMode(number, 'throttle');
    await advance(31);
    expect(nagsTo(number)).toHaveLength(1);
    expect(await itemsOf(user.id, 'NOTIF#')).toHaveLength(1);

    await setMode(number, 'ok');
    await advance(1);
    expect(nagsTo(number)).toHaveLength(2);
    const nags = await itemsOf(user.id, 'NOTIF#');
    expect(nags.map((n) => [n.attempt, n.status])).toEqual([
      [1, 'sent'],
      [2, 'sent'],
    ]);
    await advance(1);
    expect(nagsTo(number)).toHaveLength(2);
  });

  it('a text from a number without an account gets one sign-up hint, never an error', async () => {
    const stranger = unique555Phone();
    expect((await replyFrom(stranger, 'hello?')).status).toBe(200);
    expect((await replyFrom(stranger, 'done')).status).toBe(200);
    expect(textsTo(stranger)).toEqual([replyAnswers.unknownNumber()]);
  });

  it("another user's reference never reaches the first user's reminder", async () => {
    const alice = await subscribedUser();
    const mallory = await subscribedUser();
    const id = await alice.remind('Alice only');
    await advance(3);
    const aliceNag = (await phone(alice.phone)).messages.find((m) => m.body.includes('Alice only'))!;
    expect((await replyFrom(mallory.phone, 'DONE 1')).status).toBe(200);
    expect((await replyFrom(mallory.phone, 'snooze 1 2h')).status).toBe(200);
    expect(textsTo(mallory.phone).filter((body) => body === replyAnswers.nothingOpen())).toHaveLength(1);
    expect((await tasksOf(alice.token)).find((t) => t.id === id)).toMatchObject({ status: 'pending' });
    // The simulator refuses a reply "to" a text that went to someone else.
    expect((await replyFrom(mallory.phone, 'done', { inReplyTo: aliceNag.messageId })).status).toBe(400);
    expect((await tasksOf(alice.token)).find((t) => t.id === id)).toMatchObject({ status: 'pending' });
  });

  it.each([
    ['emoji only', '🎉🎉🎉'],
    ['zero-width characters', '\u200B\u200C\u200D\uFEFF'],
    ['1,600 characters', 'x'.repeat(1600)],
    ['control characters', 'a\u0000b\u0007c'],
  ])('a body of %s is handled without error and changes nothing', async (_label, body) => {
    const { token, phone: number, remind } = await subscribedUser();
    await remind('Untouched', 30);
    const before = await tasksOf(token);
    expect((await replyFrom(number, body)).status).toBe(200);
    expect(await tasksOf(token)).toEqual(before);
  });

  it.each([
    ['an empty body', { body: '' }],
    ['a 2,000-character body', { body: 'x'.repeat(2000) }],
    ['a number that is not E.164', { from: 'not a number' }],
  ])('the reply endpoint refuses %s with a 400 naming the problem, and nothing happens', async (_label, change) => {
    const { token, phone: number, remind } = await subscribedUser();
    await remind('Untouched', 30);
    const before = { tasks: await tasksOf(token), texts: textsTo(number).length };
    const refused = await request(app.baseUrl, 'POST', '/dev/sms/reply', {
      body: { from: number, body: 'done', ...change },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/body|from|phone/i);
    expect({ tasks: await tasksOf(token), texts: textsTo(number).length }).toEqual(before);
  });
});
