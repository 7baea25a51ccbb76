import { randomUUID } from 'node:crypto';
import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { subscribedUser, wallTimeIn, daytimeZone, textsTo, advance } = reminderSession(() => app);

/** POST /dev/sms/reply: the phone texts us. */
async function replyFrom(from: string, body: string) {
  const answer = await request(app.baseUrl, 'POST', '/dev/sms/reply', {
    body: { from, body, inboundMessageId: `in-${randomUUID()}` },
  });
  expect(answer.status).toBe(200);
}

/** The zone's offset from UTC at `at`, in minutes. */
const offsetOf = (zone: string, at: Date) => {
  const wall = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return (
    (Date.UTC(+wall.year!, +wall.month! - 1, +wall.day!, +wall.hour!, +wall.minute!) -
      Math.floor(at.getTime() / 60_000) * 60_000) /
    60_000
  );
};

/** A city whose clock is at least three hours off the home zone's now (so a where-I-am reminder surely moves). */
function farCity(home: string): { city: string; zone: string } {
  const now = app.runtime.clock.now();
  const cities = [
    { city: 'Tokyo', zone: 'Asia/Tokyo' },
    { city: 'London', zone: 'Europe/London' },
    { city: 'Honolulu', zone: 'Pacific/Honolulu' },
  ];
  return cities.find((c) => Math.abs(offsetOf(c.zone, now) - offsetOf(home, now)) >= 180)!;
}

describe('travel by text on the local stack with the app clock', () => {
  it("a trip moves the where-I-am reminder's next text and not the home one's; BACK returns it; a trip ends by its schedule", async () => {
    const home = daytimeZone();
    const session = await subscribedUser({ timezone: home });
    // No quiet hours: what moves here is the clock alone. Both are 27 hours off, so read anywhere they are still ahead.
    await app.runtime
      .deps()
      .users.update(session.user.id, { quietHoursStart: '00:00', quietHoursEnd: '00:00' }, new Date().toISOString());
    const create = async (task: string, clock: string) => {
      const created = await request(app.baseUrl, 'POST', '/api/tasks', {
        token: session.token,
        body: { task, ...wallTimeIn(27 * 60, home), repeat: 'daily', clock },
      });
      expect(created.status).toBe(201);
      expect(created.body.clock).toBe(clock);
      return created.body.id as string;
    };
    const gym = await create('Gym', 'where_i_am');
    const pills = await create('Pills', 'home');
    const tasks = async () =>
      Object.fromEntries(
        (
          (await request(app.baseUrl, 'GET', '/api/tasks', { token: session.token })).body as Array<
            Record<string, string>
          >
        ).map((t) => [t.id, t]),
      );
    const before = await tasks();
    const { city, zone } = farCity(home);

    await replyFrom(session.phone, `I'm in ${city} for 3 days`);
    expect(textsTo(session.phone).at(-1)).toMatch(
      new RegExp(`^Got it: ${city} until .*'Gym' follows you .*'Pills' stays on home time`),
    );
    const away = await tasks();
    expect(away[gym]!.timezone).toBe(zone);
    expect(away[gym]!.nextNagAt).not.toBe(before[gym]!.nextNagAt);
    expect(away[pills]!.nextNagAt).toBe(before[pills]!.nextNagAt);
    expect(away[pills]!.timezone).toBe(home);
    const profile = await request(app.baseUrl, 'GET', '/api/user/profile', { token: session.token });
    expect(profile.body.travel).toMatchObject({ zone });

    await replyFrom(session.phone, 'BACK');
    expect(textsTo(session.phone).at(-1)).toMatch(/^Welcome back from /);
    const back = await tasks();
    expect(back[gym]!.nextNagAt).toBe(before[gym]!.nextNagAt);
    expect(back[gym]!.timezone).toBe(home);

    // A trip until today where the person goes, set on the web's route: its end fires by its schedule.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(app.runtime.clock.now());
    const set = await request(app.baseUrl, 'PUT', '/api/user/travel', {
      token: session.token,
      body: { zone, until: today },
    });
    expect(set.status).toBe(200);
    expect(set.body.travel).toMatchObject({ zone, until: today });
    const bad = await request(app.baseUrl, 'PUT', '/api/user/travel', {
      token: session.token,
      body: { zone: 'Narnia/Nowhere' },
    });
    expect(bad.status).toBe(400);
    expect((await tasks())[gym]!.timezone).toBe(zone);
    await advance(25 * 60);
    const after = await request(app.baseUrl, 'GET', '/api/user/profile', { token: session.token });
    expect(after.body.travel).toBeUndefined();
    expect((await tasks())[gym]!.timezone).toBe(home);
    const ended = await request(app.baseUrl, 'DELETE', '/api/user/travel', { token: session.token });
    expect(ended.status).toBe(200);
    expect(ended.body.travel).toBeUndefined();
  });
});
