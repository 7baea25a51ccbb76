import { DateTime } from 'luxon';
import { request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession, unique555Phone } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { subscribedUser, daytimeZone, text, itemsOf } = reminderSession(() => app);

interface Task {
  id: string;
  task: string;
  status: string;
  localDate: string;
  localTime: string;
  repeat: string;
  recurrence?: string;
}
const tasksOf = async (token: string) => (await request(app.baseUrl, 'GET', '/api/tasks', { token })).body as Task[];

const tomorrowIn = (zone: string) => DateTime.fromJSDate(app.runtime.clock.now(), { zone }).plus({ days: 1 });

describe('creating reminders by text on the local stack (DynamoDB Local, the phone simulator)', () => {
  it('"remind me to call mom tomorrow at 6pm" makes an ordinary reminder, answered in one text; UNDO takes it back', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    const tomorrow = tomorrowIn(zone);
    const answers = await text(phone, 'remind me to call mom tomorrow at 6pm');
    expect(answers).toEqual([
      `Got it: #1 Call mom, ${tomorrow.toFormat('ccc LLL d')} 6:00 PM. Reply UNDO to remove it.`,
    ]);
    expect(await tasksOf(token)).toEqual([
      expect.objectContaining({
        task: 'Call mom',
        status: 'pending',
        localDate: tomorrow.toISODate(),
        localTime: '18:00',
        repeat: 'once',
        timezone: zone,
      }),
    ]);

    expect(await text(phone, 'undo')).toEqual(['Removed #1 Call mom.']);
    expect(await tasksOf(token)).toEqual([]);
  });

  it('a weekday rule is stored as its rule; a missing time gets one question, and the next text completes it', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    const [added] = await text(phone, 'every weekday at 7:30 take meds');
    expect(added).toMatch(/^Got it: #1 Take meds, every weekday 7:30 AM/);
    expect((await tasksOf(token))[0]).toMatchObject({
      task: 'Take meds',
      localTime: '07:30',
      recurrence: expect.stringContaining('BYDAY=MO,TU,WE,TH,FR'),
    });

    expect(await text(phone, 'remind me to water the plants')).toEqual([
      'When should I remind you to water the plants? e.g. 6pm or tomorrow 9am',
    ]);
    const [done] = await text(phone, 'tomorrow 9am');
    expect(done).toBe(
      `Got it: #2 Water the plants, ${tomorrowIn(zone).toFormat('ccc LLL d')} 9:00 AM. Reply UNDO to remove it.`,
    );
    expect((await tasksOf(token)).map((t) => t.task).sort()).toEqual(['Take meds', 'Water the plants']);
  });

  it('our own confirmation sent back is recorded and nothing more: no reminder, no answer', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    const [confirmation] = await text(phone, 'in 20 minutes check the oven');
    expect(confirmation).toMatch(/^Got it: #1 Check the oven, /);
    expect(await text(phone, confirmation!)).toEqual([]);
    expect(await tasksOf(token)).toHaveLength(1);
  });

  it('without a subscription or trial: one answer pointing to the website, nothing stored; an unknown number gets the sign-up hint', async () => {
    const zone = daytimeZone();
    const phone = unique555Phone();
    const { token, user } = await signUpOverHttp(app.baseUrl, phone, { timezone: zone });
    expect(await text(phone, 'remind me to call mom tomorrow at 6pm')).toEqual([
      expect.stringMatching(/^NagText: adding reminders by text needs an active subscription or trial\./),
    ]);
    expect(await text(phone, 'remind me to call dad tomorrow at 6pm')).toEqual([]);
    // GET /tasks itself is refused without a subscription (402): what is stored is read straight from the table.
    expect((await request(app.baseUrl, 'GET', '/api/tasks', { token })).status).toBe(402);
    expect(await itemsOf(user.id, 'REMINDER#')).toEqual([]);
    const stranger = unique555Phone();
    expect(await text(stranger, 'remind me to call mom tomorrow at 6pm')).toEqual([expect.stringMatching(/sign up/i)]);
  });
});
