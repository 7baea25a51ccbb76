import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { scheduleNameOf } from '#core/reminders/domain/reminder';
import { request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession } from '../../support/reminder-session';
import { sendQueueEvent } from '../../../local/send-queue-target';
import { makeHandler as makeSendNag } from '../../../lambdas/handlers/events/send-nag';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { doc, tables, subscribedUser, wallTimeIn, nagsTo, textsTo, advance } = reminderSession(() => app);

describe('the nag engine on the local stack', () => {
  it('nags at the chosen time, repeats, and stops once marked done', async () => {
    const { token, phone } = await subscribedUser();
    const when = wallTimeIn(3, 'America/New_York');
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Take out the trash', ...when, repeat: 'once' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      task: 'Take out the trash',
      status: 'pending',
      repeat: 'once',
      nagCount: 0,
      localDate: when.scheduledDate,
      localTime: when.scheduledTime,
    });
    expect(nagsTo(phone)).toHaveLength(0);

    await advance(4);
    expect(nagsTo(phone)).toHaveLength(1);
    expect(nagsTo(phone)[0]).toContain('Take out the trash');

    await advance(31);
    expect(nagsTo(phone)).toHaveLength(2);
    // Each nag counts toward the month's texting budget, in the same write that records it; an answer to a
    // reply (and the welcome text) does not.
    const before = textsTo(phone).length;
    expect((await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: phone, body: 'LIST' } })).status).toBe(
      200,
    );
    expect(textsTo(phone).length).toBe(before + 1);
    expect((await request(app.baseUrl, 'GET', '/api/user/profile', { token })).body.texting).toMatchObject({
      textsThisMonth: 2,
      monthlyLimit: 400,
      stage: 'full',
    });

    const done = await request(app.baseUrl, 'PUT', `/api/tasks/${created.body.id}/status`, {
      token,
      body: { status: 'done' },
    });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('done');
    expect(done.body.nextNagAt).toBeUndefined();
    await advance(120);
    expect(nagsTo(phone)).toHaveLength(2);
  });

  it("a three-day jump sends each day's ladder at its own times, as the days would have passed", async () => {
    const { token, phone } = await subscribedUser();
    const when = wallTimeIn(5, 'America/New_York');
    expect(
      (await request(app.baseUrl, 'POST', '/api/tasks', { token, body: { task: 'Stretch', ...when, repeat: 'daily' } }))
        .status,
    ).toBe(201);
    await advance(3 * 24 * 60);
    const nags = app.runtime.outbox
      .list(phone)
      .filter((m) => m.to === phone && /\(#\d+\)|^NagText: Paused/.test(m.body))
      .reverse();
    // The Standard ladder: 10 nags a day, the first at the reminder's time each day; the third ignored day's
    // last text pauses it.
    expect(nags).toHaveLength(30);
    expect(nags.at(-1)!.body).toBe("NagText: Paused 'Stretch' after 3 ignored days. Reply RESUME 1 to bring it back.");
    const firsts = nags.filter((m) => m.body.startsWith('NagText: time for: Stretch'));
    expect(
      firsts.map((m) =>
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/New_York',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(m.sentAt)),
      ),
    ).toEqual([when.scheduledTime, when.scheduledTime, when.scheduledTime]);
    expect(new Set(firsts.map((m) => m.sentAt.slice(0, 10))).size).toBe(3);
    // In time order, never two at once.
    expect(nags.map((m) => m.sentAt)).toEqual([...nags.map((m) => m.sentAt)].sort());
  });

  it('sends exactly one text when the same schedule event arrives twice or workers race', async () => {
    const { token, phone, user } = await subscribedUser();
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Water plants', ...wallTimeIn(2, 'America/New_York'), repeat: 'daily' },
    });
    const reminder = (
      await doc.send(
        new GetCommand({ TableName: tables.data, Key: keys.reminder(user.id, created.body.id), ConsistentRead: true }),
      )
    ).Item!;
    const nagId = reminder.nextNag.id as string;
    // The scheduled one must not fire on its own during this test: deliver the event by hand.
    await app.runtime.scheduler.cancel(scheduleNameOf(nagId));
    app.runtime.clock.advance(3);
    const sendNag = makeSendNag(app.runtime.deps);
    const event = sendQueueEvent(JSON.stringify({ userId: user.id, reminderId: created.body.id, nagId }));
    await Promise.all([1, 2, 3, 4].map(() => sendNag(event)));
    await sendNag(event);
    expect(nagsTo(phone)).toHaveLength(1);
    const notifications = await doc.send(
      new QueryCommand({
        TableName: tables.data,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': `USER#${user.id}`, ':p': 'NOTIF#' },
      }),
    );
    expect(notifications.Items).toHaveLength(1);
    expect(notifications.Items![0]).toMatchObject({ status: 'sent', attempt: 1 });
    const after = (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body[0];
    expect(after.nagCount).toBe(1);
  });

  it('holds nags for a user who is not opted in, and sends them once texts are turned on', async () => {
    const { token, phone } = await subscribedUser({ smsTransactionalOptIn: false });
    await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Call mom', ...wallTimeIn(2, 'America/New_York'), repeat: 'once' },
    });
    await advance(3);
    expect(nagsTo(phone)).toHaveLength(0);
    const on = await request(app.baseUrl, 'PUT', '/api/user/profile', { token, body: { smsTransactionalOptIn: true } });
    expect(on.status).toBe(200);
    await advance(1);
    expect(nagsTo(phone).filter((b) => b.includes('Call mom'))).toHaveLength(1);
  });

  it('answers 402 to a user without an active or trialing subscription', async () => {
    const { token } = await signUpOverHttp(app.baseUrl);
    const listed = await request(app.baseUrl, 'GET', '/api/tasks', { token });
    expect(listed.status).toBe(402);
    expect(listed.body.error.message).toMatch(/subscription/i);
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'x', ...wallTimeIn(10, 'America/New_York') },
    });
    expect(created.status).toBe(402);
  });
});

describe('the tasks API refuses bad input with a 4xx naming the field, and changes nothing', () => {
  let token: string;
  let otherToken: string;
  let taskId: string;
  beforeAll(async () => {
    ({ token } = await subscribedUser());
    ({ token: otherToken } = await subscribedUser());
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Mine', ...wallTimeIn(60, 'America/New_York') },
    });
    taskId = created.body.id;
  });

  it.each([
    ['an impossible date', { scheduledDate: '2026-02-30' }, 'scheduledDate'],
    ['an impossible time', { scheduledTime: '25:61' }, 'scheduledTime'],
    ['a time without padding', { scheduledTime: '9:5' }, 'scheduledTime'],
    ['an unknown repeat', { repeat: 'yearly' }, 'repeat'],
    ['an empty task', { task: '   ' }, 'task'],
    ['a 501-character task', { task: 'x'.repeat(501) }, 'task'],
    ['a one-time reminder an hour ago', () => wallTimeIn(-60, 'America/New_York'), 'scheduledTime'],
    ['a start years back', { scheduledDate: '2020-01-01', scheduledTime: '09:00' }, 'scheduledDate'],
    [
      'a repeating rule from the year 100',
      {
        scheduledDate: '0100-03-01',
        scheduledTime: '02:30',
        repeat: 'custom',
        recurrence: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=1000',
      },
      'scheduledDate',
    ],
  ])('%s', async (_label, change, field) => {
    const before = (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body;
    const body = {
      task: 'Valid',
      ...wallTimeIn(30, 'America/New_York'),
      repeat: 'once',
      ...(typeof change === 'function' ? change() : change),
    };
    const created = await request(app.baseUrl, 'POST', '/api/tasks', { token, body });
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body.error)).toContain(field);
    const edited = await request(app.baseUrl, 'PUT', `/api/tasks/${taskId}`, { token, body });
    expect(edited.status).toBe(400);
    expect((await request(app.baseUrl, 'GET', '/api/tasks', { token })).body).toEqual(before);
  });

  it('stores HTML and emoji as text', async () => {
    const task = '<b>Pay</b> rent 🏠 & "fees"';
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task, ...wallTimeIn(90, 'America/New_York') },
    });
    expect(created.status).toBe(201);
    expect(created.body.task).toBe(task);
  });

  it("treats another user's reminder as not found, whatever the call", async () => {
    const body = { task: 'Hijack', ...wallTimeIn(30, 'America/New_York'), repeat: 'once' };
    expect((await request(app.baseUrl, 'PUT', `/api/tasks/${taskId}`, { token: otherToken, body })).status).toBe(404);
    expect(
      (
        await request(app.baseUrl, 'PUT', `/api/tasks/${taskId}/status`, {
          token: otherToken,
          body: { status: 'done' },
        })
      ).status,
    ).toBe(404);
    expect((await request(app.baseUrl, 'DELETE', `/api/tasks/${taskId}`, { token: otherToken })).status).toBe(404);
    const mine = (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body.find(
      (t: { id: string }) => t.id === taskId,
    );
    expect(mine).toMatchObject({ task: 'Mine', status: 'pending' });
  });

  it('refuses a malformed or 10 KB id and a status other than pending or done', async () => {
    expect((await request(app.baseUrl, 'DELETE', `/api/tasks/${'x'.repeat(10_000)}`, { token })).status).toBe(400);
    expect(
      (await request(app.baseUrl, 'PUT', `/api/tasks/${taskId}/status`, { token, body: { status: 'snoozed' } })).status,
    ).toBe(400);
    expect(
      (await request(app.baseUrl, 'PUT', `/api/tasks/${taskId}/status`, { token, body: { status: 'finished' } }))
        .status,
    ).toBe(400);
  });

  it('deletes a reminder and its schedule', async () => {
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Temp', ...wallTimeIn(45, 'America/New_York') },
    });
    const names = () => app.runtime.scheduler.list().map((s) => s.payload.reminderId);
    expect(names()).toContain(created.body.id);
    expect((await request(app.baseUrl, 'DELETE', `/api/tasks/${created.body.id}`, { token })).status).toBe(200);
    expect(names()).not.toContain(created.body.id);
    expect((await request(app.baseUrl, 'DELETE', `/api/tasks/${created.body.id}`, { token })).status).toBe(404);
  });
});
