import { DateTime } from 'luxon';
import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { subscribedUser, wallTimeIn, daytimeZone, advance, nagsTo } = reminderSession(() => app);
const plusDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate()!;
const DAY_MINUTES = 24 * 60;

describe('a one-time reminder whose day ends unanswered, on the local stack', () => {
  it('shows the day it texts next and the day it was set for, and its history records each ignored day', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    const when = wallTimeIn(30, zone);
    const created = (
      await request(app.baseUrl, 'POST', '/api/tasks', {
        token,
        body: { task: 'Call the bank', ...when, repeat: 'once' },
      })
    ).body;
    expect(created).toMatchObject({ localDate: when.scheduledDate, localTime: when.scheduledTime });
    expect(created.carriedOverFrom).toBeUndefined();

    // The whole first day's ladder goes by without a reply, then the second's: it is carried over twice.
    await advance(2 * DAY_MINUTES);
    expect(nagsTo(phone).filter((body) => body.includes("I'll try again tomorrow"))).toHaveLength(2);

    const card = (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body.find(
      (t: { id: string }) => t.id === created.id,
    );
    const twoDaysOn = plusDays(when.scheduledDate, 2);
    expect(card).toMatchObject({
      status: 'pending',
      localDate: twoDaysOn,
      localTime: when.scheduledTime,
      carriedOverFrom: when.scheduledDate,
      nextNagAt: card.scheduledTime,
    });
    expect(DateTime.fromISO(card.scheduledTime, { zone }).toFormat('yyyy-MM-dd HH:mm')).toBe(
      `${twoDaysOn} ${when.scheduledTime}`,
    );

    const history = (await request(app.baseUrl, 'GET', `/api/tasks/${created.id}/history`, { token })).body;
    expect(
      history.occurrences.map((o: { occurrenceDate: string; outcome: string; carriedTo?: string }) => [
        o.occurrenceDate,
        o.outcome,
        o.carriedTo,
      ]),
    ).toEqual([
      [plusDays(when.scheduledDate, 1), 'missed', twoDaysOn],
      [when.scheduledDate, 'missed', plusDays(when.scheduledDate, 1)],
    ]);
    expect(history.occurrences[1].nags).toBeGreaterThan(1);

    // Done on the carried-over day: the card drops the carried-over line; the history adds the day it was done.
    const done = (
      await request(app.baseUrl, 'PUT', `/api/tasks/${created.id}/status`, { token, body: { status: 'done' } })
    ).body;
    expect(done).toMatchObject({ status: 'done', localDate: twoDaysOn });
    expect(done.carriedOverFrom).toBeUndefined();
    const after = (await request(app.baseUrl, 'GET', `/api/tasks/${created.id}/history`, { token })).body;
    expect(
      after.occurrences.map((o: { occurrenceDate: string; outcome: string }) => [o.occurrenceDate, o.outcome]),
    ).toEqual([
      [twoDaysOn, 'done'],
      [plusDays(when.scheduledDate, 1), 'missed'],
      [when.scheduledDate, 'missed'],
    ]);
  });
});
