import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { nextWeeklyInstant } from '#core/kernel/weekly-time';
import { weeklySummaryPayload, weeklySummaryScheduleName } from '#core/summaries/domain/summary-schedule';
import { makeHandler as makeSendQueue } from '../../../lambdas/handlers/events/send-nag';
import { sendQueueEvent } from '../../../local/send-queue-target';
import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession, unique555Phone } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { doc, tables, subscribedUser, wallTimeIn, daytimeZone, textsTo, text, advance } = reminderSession(() => app);

const ZONES = ['America/Chicago', 'Asia/Tokyo', 'Europe/Paris'];
const MINUTE = 60_000;

/** The next Sunday 6 PM on the app's clock in the zone. */
const nextSunday6pm = (zone: string) =>
  nextWeeklyInstant(app.runtime.clock.now(), { weekday: 7, time: '18:00', zone }).at;
/** A zone whose next Sunday 6 PM is more than an hour away, so a reminder due in minutes falls in its week. */
const zoneWithRoom = () =>
  ZONES.find((zone) => nextSunday6pm(zone).getTime() - app.runtime.clock.now().getTime() > 60 * MINUTE)!;
const advanceTo = (at: Date) => advance(Math.ceil((at.getTime() - app.runtime.clock.now().getTime()) / MINUTE));
const summariesTo = (phone: string) => textsTo(phone).filter((body) => body.startsWith('NagText week:'));
const deliverTwice = async (userId: string) => {
  const sendQueue = makeSendQueue(app.runtime.deps);
  const event = sendQueueEvent(JSON.stringify(weeklySummaryPayload(userId)));
  const results = await Promise.all([sendQueue(event), sendQueue(event)]);
  expect(results).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
};

/** A subscribed user in `zone`, opted in to the summary over the API, with one reminder done this week. */
async function summaryUser(zone: string, profile: Record<string, unknown> = {}) {
  const session = await subscribedUser({ timezone: zone });
  const created = await request(app.baseUrl, 'POST', '/api/tasks', {
    token: session.token,
    body: { task: 'Water the plants', ...wallTimeIn(2, zone), repeat: 'once' },
  });
  expect(created.status).toBe(201);
  await advance(3);
  expect(
    (
      await request(app.baseUrl, 'PUT', `/api/tasks/${created.body.id}/status`, {
        token: session.token,
        body: { status: 'done' },
      })
    ).status,
  ).toBe(200);
  const optedIn = await request(app.baseUrl, 'PUT', '/api/user/profile', {
    token: session.token,
    body: { weeklySummaryOptIn: true, ...profile },
  });
  expect(optedIn.status).toBe(200);
  expect(optedIn.body.weeklySummaryOptIn).toBe(true);
  return session;
}

/** A person invited by the owner in `zone` (quiet 23:00-06:00) who joined by texting JOIN from a new phone. */
async function joined(token: string, firstName: string, zone: string) {
  const phone = unique555Phone();
  const made = await request(app.baseUrl, 'POST', '/api/user/people/invite', {
    token,
    body: { firstName, timezone: zone, quietHoursStart: '23:00', quietHoursEnd: '06:00' },
  });
  expect(made.status).toBe(201);
  const code = made.body.invites.find((i: { firstName: string }) => i.firstName === firstName).code as string;
  expect(await text(phone, `JOIN ${code}`)).toHaveLength(1);
  const listed = await request(app.baseUrl, 'GET', '/api/user/people', { token });
  const person = listed.body.people.find((p: { phoneNumber: string }) => p.phoneNumber === phone);
  return { phone, id: person.id as string };
}

describe('the weekly summary on the local stack', () => {
  it('opting in sets a weekly schedule; at Sunday 6 PM in the zone one text arrives, even when the event comes twice more', async () => {
    const zone = zoneWithRoom();
    const { phone, user, token } = await summaryUser(zone);
    const sunday = nextSunday6pm(zone);
    expect(app.runtime.scheduler.list().find((s) => s.name === weeklySummaryScheduleName(user.id))).toMatchObject({
      at: sunday.toISOString(),
      weekly: { weekday: 7, time: '18:00', zone },
      payload: weeklySummaryPayload(user.id),
    });

    await advanceTo(new Date(sunday.getTime() - MINUTE));
    expect(summariesTo(phone)).toEqual([]);
    await advance(1);
    expect(summariesTo(phone)).toEqual(['NagText week: 1 of 1 done.']);
    await deliverTwice(user.id);
    expect(summariesTo(phone)).toEqual(['NagText week: 1 of 1 done.']);
    // The schedule goes on to next Sunday; the profile says it is on.
    expect(app.runtime.scheduler.list().find((s) => s.name === weeklySummaryScheduleName(user.id))?.at).toBe(
      new Date(sunday.getTime() + 7 * 24 * 60 * MINUTE).toISOString(),
    );
    expect((await request(app.baseUrl, 'GET', '/api/user/profile', { token })).body.weeklySummaryOptIn).toBe(true);

    // Opting out removes it.
    expect(
      (await request(app.baseUrl, 'PUT', '/api/user/profile', { token, body: { weeklySummaryOptIn: false } })).status,
    ).toBe(200);
    expect(app.runtime.scheduler.list().some((s) => s.name === weeklySummaryScheduleName(user.id))).toBe(false);
  });

  it('when Sunday 6 PM falls in quiet hours, the summary comes when they end, once', async () => {
    const zone = zoneWithRoom();
    const { phone, user } = await summaryUser(zone, { quietHoursStart: '17:30', quietHoursEnd: '07:45' });
    const sunday = nextSunday6pm(zone);
    await advanceTo(sunday);
    await deliverTwice(user.id);
    expect(summariesTo(phone)).toEqual([]);

    const quietEnd = new Date(sunday.getTime() + (13 * 60 + 45) * MINUTE);
    await advanceTo(new Date(quietEnd.getTime() - MINUTE));
    expect(summariesTo(phone)).toEqual([]);
    await advance(1);
    expect(summariesTo(phone)).toEqual(['NagText week: 1 of 1 done.']);
    await deliverTwice(user.id);
    expect(summariesTo(phone)).toHaveLength(1);
  });

  it("names how each joined person did, their reminders kept out of the owner's own count", async () => {
    const zone = zoneWithRoom();
    const { phone, token } = await summaryUser(zone);
    const theirZone = daytimeZone();
    const mom = await joined(token, 'Mom', theirZone);
    const forMom = async (task: string) => {
      const created = await request(app.baseUrl, 'POST', '/api/tasks', {
        token,
        body: { task, ...wallTimeIn(5, theirZone), repeat: 'once', forPersonId: mom.id },
      });
      expect(created.status).toBe(201);
      return created.body.forPerson.ref as string;
    };
    const pills = await forMom('Pills');
    const walk = await forMom('Walk');
    await advance(6);
    // Mom does one and skips the other, from her phone.
    expect(await text(mom.phone, `DONE ${pills}`)).toEqual([expect.stringMatching(/^Nice work! "Pills" is done/)]);
    expect(await text(mom.phone, `SKIP ${walk}`)).toEqual([expect.stringMatching(/^Skipped "Walk"/)]);

    await advanceTo(nextSunday6pm(zone));
    expect(summariesTo(phone)).toEqual(['NagText week: 1 of 1 done. Mom: 1 of 2 done.']);
    // The summary is the owner's alone.
    expect(summariesTo(mom.phone)).toEqual([]);
  });

  it('STOP and a lapsed subscription send nothing, and nothing fails', async () => {
    const zone = zoneWithRoom();
    const stopped = await summaryUser(zone);
    const lapsed = await summaryUser(zone);
    expect(
      (await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: stopped.phone, body: 'STOP' } })).status,
    ).toBe(200);
    await doc.send(
      new UpdateCommand({
        TableName: tables.data,
        Key: keys.user(lapsed.user.id),
        UpdateExpression: 'SET subscriptionStatus = :s',
        ExpressionAttributeValues: { ':s': 'canceled' },
      }),
    );

    await advanceTo(nextSunday6pm(zone));
    await deliverTwice(stopped.user.id);
    await deliverTwice(lapsed.user.id);
    expect(summariesTo(stopped.phone)).toEqual([]);
    expect(summariesTo(lapsed.phone)).toEqual([]);
    // Held, not failed: no retry is waiting, and each keeps its weekly schedule for when the hold ends.
    const pending = app.runtime.scheduler.list();
    expect(pending.filter((s) => s.attempts > 0)).toEqual([]);
    expect(
      pending.filter(
        (s) =>
          s.name === weeklySummaryScheduleName(stopped.user.id) || s.name === weeklySummaryScheduleName(lapsed.user.id),
      ),
    ).toHaveLength(2);
  });
});
