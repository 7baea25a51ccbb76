import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { subscribedUser, daytimeZone, wallTimeIn, textsTo, nagsTo, advance } = reminderSession(() => app);

describe('heads-up before, over HTTP', () => {
  it.each([
    ['outside 1..72', 'once', 73, 'Heads-up before must be 1 to 72 hours'],
    ['not a whole number', 'once', 2.5, 'Heads-up before must be a whole number of hours'],
    [
      "longer than a daily reminder's gap",
      'daily',
      48,
      'Heads-up before must be at most 24 hours for this repeat: 48 hours would reach back before the previous occurrence',
    ],
  ])(
    'refuses a heads-up %s with a 400 naming headsUpHours, and saves nothing',
    async (_what, repeat, hours, message) => {
      const zone = daytimeZone();
      const { token } = await subscribedUser({ timezone: zone });
      const refused = await request(app.baseUrl, 'POST', '/api/tasks', {
        token,
        body: { task: 'Pills', ...wallTimeIn(180, zone), repeat, headsUpHours: hours },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: { code: 'validation_failed', issues: [expect.objectContaining({ path: 'headsUpHours', message })] },
      });
      expect((await request(app.baseUrl, 'GET', '/api/tasks', { token })).body).toEqual([]);
    },
  );

  it('GET shows it; the heads-up comes once at its time, and DONE to it closes the occurrence before any nag', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Dentist', ...wallTimeIn(180, zone), repeat: 'once', headsUpHours: 1 },
    });
    expect(created.status).toBe(201);
    const [listed] = (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body as {
      headsUpHours: number | null;
      nextNagAt: string;
      scheduledTime: string;
    }[];
    expect(listed!.headsUpHours).toBe(1);
    expect(Date.parse(listed!.scheduledTime) - Date.parse(listed!.nextNagAt)).toBe(3_600_000);

    const before = textsTo(phone).length;
    await advance(121);
    const headsUps = textsTo(phone)
      .slice(before)
      .filter((t) => t.includes('Dentist'));
    expect(headsUps).toEqual([
      expect.stringMatching(/^Today \d{1,2}:\d{2} [AP]M: Dentist \(#1\)\. Reply DONE if it's already handled\.$/),
    ]);

    const done = await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: phone, body: 'DONE' } });
    expect(done.status).toBe(200);
    expect(textsTo(phone).at(-1)).toBe('Nice work! "Dentist" is done.');
    await advance(120);
    expect(nagsTo(phone).filter((t) => t.includes('Dentist'))).toEqual([]);
    expect((await request(app.baseUrl, 'GET', '/api/tasks', { token })).body).toEqual([
      expect.objectContaining({ task: 'Dentist', status: 'done', headsUpHours: 1 }),
    ]);
  });
});
