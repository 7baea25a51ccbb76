import { startLocalApp, type LocalApp } from '../../support/local-app';
import { postJson } from './local-http';

const START = new Date('2031-01-15T15:00:00.000Z');
let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp({ startAt: START });
});
afterAll(() => app.stop());

const now = async () => Date.parse(((await (await fetch(`${app.baseUrl}/dev/clock`)).json()) as { now: string }).now);
const MINUTE = 60_000;

describe('/dev/clock', () => {
  it("starts at the instant the app was given, whatever the machine's hour", async () => {
    expect((await now()) - START.getTime()).toBeGreaterThanOrEqual(0);
    expect((await now()) - START.getTime()).toBeLessThan(60 * MINUTE);
  });

  it('moves forward by the minutes asked, and stays there', async () => {
    const before = await now();
    const response = await postJson(app.baseUrl, '/dev/clock/advance', { minutes: 90 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { now: string; firedSchedules: number };
    expect(Date.parse(body.now) - before).toBeGreaterThanOrEqual(90 * MINUTE);
    expect(Date.parse(body.now) - before).toBeLessThan(91 * MINUTE);
    expect((await now()) - before).toBeGreaterThanOrEqual(90 * MINUTE);
  });

  it("dates every API answer by the app's clock, as API Gateway dates them by the real one (the web reads it)", async () => {
    const answer = await fetch(`${app.baseUrl}/api/tasks`);
    expect(answer.status).toBe(401);
    const dated = Date.parse(answer.headers.get('date')!);
    expect(Math.abs(dated - (await now()))).toBeLessThan(2 * MINUTE);
    expect(Math.abs(dated - Date.now())).toBeGreaterThan(60 * MINUTE);
  });

  it('runs what became due, and only that', async () => {
    const fired: string[] = [];
    app.runtime.scheduler.setTarget(async (payload) => {
      fired.push(String(payload.reminderId));
    });
    const at = await now();
    await app.runtime.scheduler.scheduleAt('nag-soon', new Date(at + 30 * MINUTE), { reminderId: 'soon' });
    await app.runtime.scheduler.scheduleAt('nag-later', new Date(at + 120 * MINUTE), { reminderId: 'later' });

    const first = await postJson(app.baseUrl, '/dev/clock/advance', { minutes: 31 });
    expect(((await first.json()) as { firedSchedules: number }).firedSchedules).toBe(1);
    expect(fired).toEqual(['soon']);

    await postJson(app.baseUrl, '/dev/clock/advance', { minutes: 100 });
    expect(fired).toEqual(['soon', 'later']);
    expect(app.runtime.scheduler.list()).toEqual([]);
    app.runtime.scheduler.setTarget(null);
  });

  it('runs a jump the way the time would have passed: each firing at its own instant, and what it sets runs too', async () => {
    const DAY = 24 * 60 * MINUTE;
    const firedAt: { due: string; clock: number }[] = [];
    app.runtime.scheduler.setTarget(async (payload, schedule) => {
      firedAt.push({ due: schedule.at, clock: app.runtime.clock.now().getTime() });
      // A daily reminder: each firing sets the next day's.
      await app.runtime.scheduler.scheduleAt('daily', new Date(Date.parse(schedule.at) + DAY), payload);
    });
    const first = (await now()) + 10 * MINUTE;
    await app.runtime.scheduler.scheduleAt('daily', new Date(first), { reminderId: 'daily' });

    const response = await postJson(app.baseUrl, '/dev/clock/advance', { minutes: 3 * 24 * 60 });
    const body = (await response.json()) as { firedSchedules: number; steps: number };
    expect(body.firedSchedules).toBe(3);
    expect(firedAt.map((f) => f.due)).toEqual([0, 1, 2].map((day) => new Date(first + day * DAY).toISOString()));
    for (const { due, clock } of firedAt) expect(clock - Date.parse(due)).toBeLessThan(MINUTE);
    expect(app.runtime.scheduler.list().map((s) => s.at)).toEqual([new Date(first + 3 * DAY).toISOString()]);
    await app.runtime.scheduler.cancel('daily');
    app.runtime.scheduler.setTarget(null);
  });

  it.each([
    [{ minutes: 0 }, 'minutes must be at least 1'],
    [{ minutes: -5 }, 'minutes must be at least 1'],
    [{ minutes: 1.5 }, 'minutes must be a whole number'],
    [{ minutes: '10' }, 'minutes must be a number'],
    [{}, 'minutes must be a number'],
  ])('refuses %j with 400', async (body, message) => {
    const before = await now();
    const response = await postJson(app.baseUrl, '/dev/clock/advance', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    expect((await now()) - before).toBeLessThan(5_000);
  });
});
