import { startLocalApp, type LocalApp } from '../../support/local-app';
import { postJson } from './local-http';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app.stop());

const now = async () => Date.parse(((await (await fetch(`${app.baseUrl}/dev/clock`)).json()) as { now: string }).now);
const MINUTE = 60_000;

describe('/dev/clock', () => {
  it('starts at real time', async () => {
    expect(Math.abs((await now()) - Date.now())).toBeLessThan(5_000);
  });

  it('moves forward by the minutes asked, and stays there', async () => {
    const before = await now();
    const response = await postJson(app.baseUrl, '/dev/clock/advance', { minutes: 90 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { now: string; firedSchedules: number };
    expect(Date.parse(body.now) - before).toBeGreaterThanOrEqual(90 * MINUTE);
    expect(Date.parse(body.now) - before).toBeLessThan(91 * MINUTE);
    expect((await now()) - Date.now()).toBeGreaterThanOrEqual(90 * MINUTE - 1_000);
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
