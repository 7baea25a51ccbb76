import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DateTime } from 'luxon';
import { MAX_ACTIVE_REMINDERS } from '#shared/vocabulary';
import { WEEKDAYS } from '#shared/recurrence/rrule';
import { keys } from '#shared/db/keys';
import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { doc, tables, subscribedUser, wallTimeIn, daytimeZone, advance } = reminderSession(() => app);

const weekdayOf = (date: string) => WEEKDAYS[DateTime.fromISO(date).weekday - 1]!;
const plusDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;

async function storedReminders(userId: string) {
  const { Items = [] } = await doc.send(
    new QueryCommand({
      TableName: tables.data,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':sk': 'REMINDER#' },
      ConsistentRead: true,
    }),
  );
  return Items;
}

describe('custom repeats through the API on the local stack', () => {
  it('refuses every bad rule with a 400 naming the field, and stores nothing', async () => {
    const { token, user } = await subscribedUser({ timezone: 'America/Chicago' });
    const when = wallTimeIn(60, 'America/Chicago');
    const cases: [Record<string, unknown>, string][] = [
      [{ recurrence: 'INTERVAL=2' }, 'recurrence'],
      [{ recurrence: 'FREQ=DAILY;INTERVAL=0' }, 'recurrence'],
      [{ recurrence: 'FREQ=DAILY;INTERVAL=10000' }, 'recurrence'],
      [{ recurrence: 'FREQ=WEEKLY;BYDAY=XX' }, 'recurrence'],
      [{ recurrence: 'FREQ=MONTHLY;BYMONTHDAY=32' }, 'recurrence'],
      [{ recurrence: 'FREQ=DAILY;COUNT=3;UNTIL=20991231' }, 'recurrence'],
      [{ recurrence: `FREQ=DAILY;UNTIL=${plusDays(when.scheduledDate, -1).replaceAll('-', '')}` }, 'recurrence'],
      [{ recurrence: `FREQ=DAILY;${'BYMONTH=1;'.repeat(199)}` }, 'recurrence'],
      [{ recurrence: 'FREQ=MONTHLY;INTERVAL=12;BYMONTH=13' }, 'recurrence'],
      [{ recurrence: 'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0' }, 'recurrence'],
      [{ recurrence: 'FREQ=DAILY;BYDAY=MO;BYSETPOS=1' }, 'recurrence'],
      [{ recurrence: 'FREQ=MONTHLY;BYSETPOS=-1' }, 'recurrence'],
      [{ recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;WKST=XX' }, 'recurrence'],
      [{ recurrence: 'FREQ=MONTHLY;BYMONTHDAY=30;BYDAY=MO' }, 'recurrence'],
      [{ repeat: 'custom' }, 'recurrence'],
      [{ repeat: 'weekly', recurrence: 'FREQ=DAILY;INTERVAL=2' }, 'repeat'],
      [{ nagEveryMinutes: 1 }, 'nagEveryMinutes'],
      [{ nagEveryMinutes: 10_000 }, 'nagEveryMinutes'],
      [{ nagStyle: 'furious' }, 'nagStyle'],
      [{ repeat: 'daily', repeatFrom: 'sometimes' }, 'repeatFrom'],
      [{ repeatFrom: 'completion' }, 'repeatFrom'],
      [{ recurrence: 'FREQ=WEEKLY;BYDAY=MO', repeatFrom: 'completion' }, 'recurrence'],
    ];
    for (const [extra, field] of cases) {
      const res = await request(app.baseUrl, 'POST', '/api/tasks', { token, body: { task: 'Gym', ...when, ...extra } });
      expect({ extra, status: res.status }).toEqual({ extra, status: 400 });
      expect({ extra, paths: res.body.error.issues.map((i: { path: string }) => i.path) }).toEqual({
        extra,
        paths: expect.arrayContaining([field]),
      });
    }
    expect(await storedReminders(user.id)).toEqual([]);
    expect(app.runtime.scheduler.list().filter((s) => s.payload.userId === user.id)).toEqual([]);
  });

  it('a rule on two weekdays moves to the next one it names each time it is done', async () => {
    const zone = daytimeZone();
    const { token } = await subscribedUser({ timezone: zone });
    const when = wallTimeIn(60, zone);
    const days = [plusDays(when.scheduledDate, 1), plusDays(when.scheduledDate, 3)].map(weekdayOf);
    const recurrence = `FREQ=WEEKLY;BYDAY=${[...days].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b)).join(',')}`;
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Gym', ...when, recurrence },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      repeat: 'custom',
      recurrence,
      repeatFrom: 'schedule',
      nagStyle: null,
      nagEveryMinutes: null,
    });
    expect(created.body.localDate).toBe(plusDays(when.scheduledDate, 1));

    const done = async () =>
      (await request(app.baseUrl, 'PUT', `/api/tasks/${created.body.id}/status`, { token, body: { status: 'done' } }))
        .body;
    expect((await done()).localDate).toBe(plusDays(when.scheduledDate, 3));
    expect((await done()).localDate).toBe(plusDays(when.scheduledDate, 8));

    const listed = (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body;
    expect(listed[0]).toMatchObject({ repeat: 'custom', recurrence, status: 'pending' });
  });

  it('a COUNT ends the series: after the last one the reminder is done', async () => {
    const zone = daytimeZone();
    const { token } = await subscribedUser({ timezone: zone });
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Antibiotics', ...wallTimeIn(30, zone), recurrence: 'FREQ=DAILY;COUNT=2' },
    });
    expect(created.status).toBe(201);
    const markDone = () =>
      request(app.baseUrl, 'PUT', `/api/tasks/${created.body.id}/status`, { token, body: { status: 'done' } });
    expect((await markDone()).body).toMatchObject({
      status: 'pending',
      localDate: plusDays(created.body.localDate, 1),
    });
    const last = (await markDone()).body;
    expect(last.status).toBe('done');
    expect(last.nextNagAt).toBeUndefined();
  });

  it("a rule equal to one of the spec's repeats is that repeat", async () => {
    const zone = daytimeZone();
    const { token } = await subscribedUser({ timezone: zone });
    const res = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Stretch', ...wallTimeIn(30, zone), recurrence: 'FREQ=DAILY' },
    });
    expect(res.body).toMatchObject({ repeat: 'daily', recurrence: 'FREQ=DAILY' });
  });

  it('repeating from completion: done today, the next is INTERVAL days after today', async () => {
    const zone = daytimeZone();
    const { token } = await subscribedUser({ timezone: zone });
    const when = wallTimeIn(30, zone);
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Water the plants', ...when, recurrence: 'FREQ=DAILY;INTERVAL=3', repeatFrom: 'completion' },
    });
    expect(created.body).toMatchObject({ repeat: 'custom', repeatFrom: 'completion' });
    const today = DateTime.fromJSDate(app.runtime.clock.now(), { zone }).toISODate()!;
    const done = await request(app.baseUrl, 'PUT', `/api/tasks/${created.body.id}/status`, {
      token,
      body: { status: 'done' },
    });
    expect(done.body).toMatchObject({ localDate: plusDays(today, 3), localTime: when.scheduledTime });
  });

  it('a reminder nagging every 7 minutes sends at that pace', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Call mom', ...wallTimeIn(2, zone), nagEveryMinutes: 7, nagStyle: 'relentless' },
    });
    expect(created.body).toMatchObject({ nagStyle: 'relentless', nagEveryMinutes: 7 });
    await advance(2 + 22);
    const sent = app.runtime.outbox
      .list(phone)
      .filter((m) => m.to === phone && /\(#\d+\)/.test(m.body))
      .map((m) => Date.parse(m.sentAt))
      .sort();
    expect(sent).toHaveLength(4);
    // Each is planned 7 minutes after the last one went out (which the running clock puts a moment after its due time).
    expect(sent.slice(1).map((at, i) => Math.round((at - sent[i]!) / 60_000))).toEqual([7, 7, 7]);
  });

  it('a nag moved by quiet hours or held by PAUSE says so on its card, with the time it really goes', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    const quietHoursStart = wallTimeIn(10, zone).scheduledTime;
    const quietHoursEnd = wallTimeIn(180, zone).scheduledTime;
    expect(
      (
        await request(app.baseUrl, 'PUT', '/api/user/profile', {
          token,
          body: { quietHoursStart, quietHoursEnd, nagStyle: 'standard' },
        })
      ).status,
    ).toBe(200);
    const created = (
      await request(app.baseUrl, 'POST', '/api/tasks', { token, body: { task: 'Stretch', ...wallTimeIn(2, zone) } })
    ).body;
    await advance(3); // the first nag goes; the second would fall inside quiet hours
    const card = async () =>
      (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body.find(
        (t: { id: string }) => t.id === created.id,
      );
    const moved = await card();
    expect(moved.nagCount).toBe(1);
    expect(moved).toMatchObject({ nextNagReason: 'quiet_hours' });
    expect(DateTime.fromISO(moved.nextNagAt, { zone }).toFormat('HH:mm')).toBe(quietHoursEnd);

    expect(
      (await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: phone, body: 'PAUSE 4H' } })).status,
    ).toBe(200);
    const held = await card();
    expect(held.nextNagReason).toBe('texts_paused');
    // Four hours from the reply (the app's clock runs on between it and this read).
    expect(Math.abs(Date.parse(held.nextNagAt) - (app.runtime.clock.now().getTime() + 4 * 60 * 60_000))).toBeLessThan(
      60_000,
    );
  });

  it(`at most ${MAX_ACTIVE_REMINDERS} active reminders: the next is refused until one is finished`, async () => {
    const zone = daytimeZone();
    const { token, user } = await subscribedUser({ timezone: zone });
    // A year ahead: a hundred unanswered ladders inside a later test's clock jump would cost it minutes.
    const when = wallTimeIn(365 * 24 * 60, zone);
    const ids: string[] = [];
    for (let i = 0; i < MAX_ACTIVE_REMINDERS; i++) {
      const res = await request(app.baseUrl, 'POST', '/api/tasks', { token, body: { task: `Task ${i + 1}`, ...when } });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const refused = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'One too many', ...when },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/100 active reminders/);
    expect(await storedReminders(user.id)).toHaveLength(MAX_ACTIVE_REMINDERS);

    await request(app.baseUrl, 'PUT', `/api/tasks/${ids[0]}/status`, { token, body: { status: 'done' } });
    expect(
      (await request(app.baseUrl, 'POST', '/api/tasks', { token, body: { task: 'Now it fits', ...when } })).status,
    ).toBe(201);

    // Eight creates racing for the last place: never more than the limit, and nothing left of a refused one.
    await request(app.baseUrl, 'PUT', `/api/tasks/${ids[1]}/status`, { token, body: { status: 'done' } });
    const raced = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        request(app.baseUrl, 'POST', '/api/tasks', { token, body: { task: `Racer ${i + 1}`, ...when } }),
      ),
    );
    expect(raced.every((res) => res.status === 201 || res.status === 409)).toBe(true);
    expect(raced.filter((res) => res.status === 201).length).toBeLessThanOrEqual(1);
    const active = (await storedReminders(user.id)).filter((item) => item.status !== 'done');
    expect(active.length).toBeLessThanOrEqual(MAX_ACTIVE_REMINDERS);
    const racers = active.filter((item) => String(item.task).startsWith('Racer')).map((item) => item.id);
    expect(racers).toEqual(raced.filter((res) => res.status === 201).map((res) => res.body.id));
    const scheduled = app.runtime.scheduler
      .list()
      .filter((schedule) => schedule.payload.userId === user.id)
      .map((schedule) => schedule.payload.reminderId);
    const stored = new Set((await storedReminders(user.id)).map((item) => item.id));
    expect(scheduled.filter((id) => !stored.has(id as string))).toEqual([]);
  });

  it('the history and streak after a mixed week: done, skipped, ignored, done, done; paged newest first; gone with the reminder', async () => {
    const zone = daytimeZone();
    const { token, phone, user } = await subscribedUser({ timezone: zone });
    const created = (
      await request(app.baseUrl, 'POST', '/api/tasks', {
        token,
        body: { task: 'Stretch', ...wallTimeIn(30, zone), repeat: 'daily' },
      })
    ).body;
    const day = (n: number) => plusDays(created.localDate, n);
    const markDone = () =>
      request(app.baseUrl, 'PUT', `/api/tasks/${created.id}/status`, { token, body: { status: 'done' } });
    await markDone(); // day 0 done from the web
    expect(
      (await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: phone, body: `SKIP ${created.ref}` } }))
        .status,
    ).toBe(200); // day 1 skipped by text
    await advance(2 * 24 * 60 + 30 + 5 * 60); // day 2's whole ladder goes unanswered
    await markDone(); // day 3
    // Four ended: the first page says so, with no figures yet.
    const four = (await request(app.baseUrl, 'GET', `/api/tasks/${created.id}/history`, { token })).body;
    expect(four.insights).toEqual({ occurrences: 4 });
    const last = (await markDone()).body; // day 4
    expect(last).toMatchObject({ localDate: day(5), streak: 2, completionRate30d: 0.6 });

    const first = (await request(app.baseUrl, 'GET', `/api/tasks/${created.id}/history?limit=3`, { token })).body;
    expect(
      first.occurrences.map((o: { occurrenceDate: string; outcome: string }) => [o.occurrenceDate, o.outcome]),
    ).toEqual([
      [day(4), 'done'],
      [day(3), 'done'],
      [day(2), 'missed'],
    ]);
    expect(first.occurrences[2]).toMatchObject({ nags: 10, snoozes: 0 });
    expect(first.occurrences[2].via).toBeUndefined();
    // Five ended: the figures, read past this page's three (skipped apart, the ignored day counted as ignored).
    const { figures } = first.insights;
    expect(first.insights.occurrences).toBe(5);
    expect(figures).toMatchObject({ ignored: 1, skipped: 1 });
    const afterMore = figures.afterNags.reduce((sum: number, { count }: { count: number }) => sum + count, 0);
    expect(figures.firstText + afterMore).toBe(3);
    expect(figures.doneByWeekday.reduce((a: number, b: number) => a + b)).toBe(3);
    const second = (
      await request(app.baseUrl, 'GET', `/api/tasks/${created.id}/history?limit=3&cursor=${first.nextCursor}`, {
        token,
      })
    ).body;
    expect(
      second.occurrences.map((o: { occurrenceDate: string; outcome: string; via?: string }) => [
        o.occurrenceDate,
        o.outcome,
        o.via,
      ]),
    ).toEqual([
      [day(1), 'skipped', 'sms'],
      [day(0), 'done', 'web'],
    ]);
    expect(second.nextCursor).toBeUndefined();
    expect(second.insights).toBeUndefined();

    const bad = await request(app.baseUrl, 'GET', `/api/tasks/${created.id}/history?limit=0`, { token });
    expect(bad.status).toBe(400);
    await request(app.baseUrl, 'DELETE', `/api/tasks/${created.id}`, { token });
    expect((await request(app.baseUrl, 'GET', `/api/tasks/${created.id}/history`, { token })).status).toBe(404);
    const { Items = [] } = await doc.send(
      new QueryCommand({
        TableName: tables.data,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.user(user.id).pk, ':sk': keys.reminderCompletionPrefix(created.id) },
        ConsistentRead: true,
      }),
    );
    expect(Items).toEqual([]);
  });
});
