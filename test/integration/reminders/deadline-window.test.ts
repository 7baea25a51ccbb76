import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { subscribedUser, daytimeZone, wallTimeIn, textsTo, nagsTo, advance } = reminderSession(() => app);
const DAY = 24 * 60;
const reply = (from: string, body: string) => request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from, body } });

/** A monthly rent whose deadline is two days (and three hours) from the app's clock, with a 2-day window. */
async function rentWindow() {
  const zone = daytimeZone();
  const { token, phone } = await subscribedUser({ timezone: zone });
  const deadline = wallTimeIn(2 * DAY + 180, zone);
  const created = await request(app.baseUrl, 'POST', '/api/tasks', {
    token,
    body: { task: 'Rent', ...deadline, repeat: 'monthly', windowDays: 2 },
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ windowDays: 2, localDate: deadline.scheduledDate });
  const rentTexts = () => textsTo(phone).filter((t) => t.includes('Rent') && !t.startsWith('Nice work'));
  return { token, phone, rentTexts };
}

describe('a deadline window on the local runtime', () => {
  it('refuses a window as long as the repeat with a 400 naming windowDays, and saves nothing', async () => {
    const zone = daytimeZone();
    const { token } = await subscribedUser({ timezone: zone });
    const refused = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'Laundry', ...wallTimeIn(180, zone), repeat: 'weekly', windowDays: 7 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: {
        code: 'validation_failed',
        issues: [
          {
            path: 'windowDays',
            message: 'Window must be at most 6 days for this repeat: 7 days would reach back to the previous deadline',
          },
        ],
      },
    });
    expect((await request(app.baseUrl, 'GET', '/api/tasks', { token })).body).toEqual([]);
  });

  it('a monthly rent ignored through its gentle days gets the deadline ladder, then DONE closes it', async () => {
    const { token, phone, rentTexts } = await rentWindow();
    await advance(2 * DAY + 179); // a minute before the deadline
    expect(rentTexts()).toEqual([
      expect.stringMatching(/^Window open: Rent is due \w{3} \w{3} \d{1,2} \(#1\), 2 days from now\. Reply DONE/),
      expect.stringMatching(/^Rent is due tomorrow, \w{3} \w{3} \d{1,2} \(#1\)\. Reply DONE/),
    ]);
    expect(nagsTo(phone)).toEqual([]);
    await advance(2);
    expect(nagsTo(phone)).toEqual(["NagText: time for: Rent (#1). Reply DONE when it's done, or SNOOZE for later."]);
    expect((await reply(phone, 'DONE')).status).toBe(200);
    expect(textsTo(phone).at(-1)).toMatch(/^Nice work! "Rent" is done\. Next one: /);
    await advance(120);
    expect(nagsTo(phone)).toHaveLength(1);
    const [listed] = (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body as Record<string, unknown>[];
    expect(listed).toMatchObject({ task: 'Rent', status: 'pending', windowDays: 2, nagCount: 0 });
  });

  it('a one-time deadline ignored to its ladder’s end is Missed that day, not carried over to the next', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    const deadline = wallTimeIn(DAY + 30, zone);
    const created = await request(app.baseUrl, 'POST', '/api/tasks', {
      token,
      body: { task: 'File taxes', ...deadline, repeat: 'once', windowDays: 1 },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    await advance(2 * DAY + 30); // the gentle day, the deadline day's whole ladder, and the day after
    expect(nagsTo(phone).at(-1)).toBe(
      "NagText, last nag: File taxes (#1). That was its last time, so I've marked it missed: no more texts for it. Reply DONE if you did it.",
    );
    expect(nagsTo(phone).filter((t) => t.includes("I'll try again tomorrow"))).toEqual([]);
    const [card] = (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body as Record<string, unknown>[];
    expect(card).toMatchObject({ status: 'missed', localDate: deadline.scheduledDate, windowDays: 1 });
    expect(card?.carriedOverFrom).toBeUndefined();
    const history = (await request(app.baseUrl, 'GET', `/api/tasks/${id}/history`, { token })).body as {
      occurrences: Record<string, unknown>[];
    };
    expect(history.occurrences).toEqual([
      expect.objectContaining({ occurrenceDate: deadline.scheduledDate, outcome: 'missed' }),
    ]);
    expect(history.occurrences[0]).not.toHaveProperty('carriedTo');
  });

  it('DONE on a gentle day closes that deadline: no ladder comes for it', async () => {
    const { token, phone, rentTexts } = await rentWindow();
    await advance(181);
    expect(rentTexts()).toHaveLength(1);
    expect((await reply(phone, 'DONE')).status).toBe(200);
    expect(textsTo(phone).at(-1)).toMatch(/^Nice work! "Rent" is done\. Next one: /);
    await advance(2 * DAY + 60); // through the deadline and an hour of what would have been its ladder
    expect(rentTexts()).toHaveLength(1);
    expect(nagsTo(phone)).toEqual([]);
    const [listed] = (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body as Record<string, unknown>[];
    expect(listed).toMatchObject({ task: 'Rent', status: 'pending', windowDays: 2 });
  });
});
