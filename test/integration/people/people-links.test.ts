import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { peopleTexts } from '#core/people/domain/people-texts';
import { lastCodeTo, request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession, unique555Phone } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { subscribedUser, textsTo, text } = reminderSession(() => app);

const people = (token: string) => request(app.baseUrl, 'GET', '/api/user/people', { token });
const invite = (token: string, body: Record<string, unknown>) =>
  request(app.baseUrl, 'POST', '/api/user/people/invite', { token, body });

describe('people who join to get an owner’s reminders, on the local stack: the person texts first', () => {
  it('invite over HTTP, JOIN by text (the disclosure once), listed joined; LEAVE: listed left, and no more to leave', async () => {
    const owner = await subscribedUser({ firstName: 'Ada' });
    const mom = unique555Phone();
    const made = await invite(owner.token, { firstName: 'Mom', timezone: 'America/Chicago', quietHoursStart: '21:00' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      people: [],
      invites: [
        { firstName: 'Mom', timezone: 'America/Chicago', code: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/) },
      ],
    });
    const code = made.body.invites[0].code as string;

    expect(await text(mom, `join ${code.toLowerCase()}`)).toEqual([peopleTexts.personJoined('Ada')]);
    const joined = await people(owner.token);
    expect(joined.body).toMatchObject({
      invites: [],
      people: [
        { firstName: 'Mom', phoneNumber: mom, status: 'joined', timezone: 'America/Chicago', quietHoursStart: '21:00' },
      ],
    });
    // The buddy is another thing: the profile has none.
    expect((await request(app.baseUrl, 'GET', '/api/user/profile', { token: owner.token })).body.buddy).toBeUndefined();

    expect(await text(mom, 'LEAVE')).toEqual([buddyAnswers.left('Ada')]);
    expect((await people(owner.token)).body.people).toEqual([expect.objectContaining({ status: 'left' })]);
    expect(await text(mom, 'LEAVE')).toEqual([buddyAnswers.nothingToLeave()]);
    const removed = await request(app.baseUrl, 'DELETE', `/api/user/people/${joined.body.people[0].id}`, {
      token: owner.token,
    });
    expect(removed).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: 'Mom already left your reminders.' } },
    });
  });

  it('bad input: no name, an unknown zone, a bad time: 400 naming it; a person of another owner: 404', async () => {
    const owner = await subscribedUser({ firstName: 'Ada' });
    const other = await subscribedUser({ firstName: 'Bob' });
    for (const [body, words] of [
      [{}, 'First name'],
      [{ firstName: 'Mom', timezone: 'Narnia/Castle' }, 'Unknown time zone'],
      [{ firstName: 'Mom', quietHoursStart: '25:00' }, 'HH:MM'],
      [{ firstName: 'Mom', phoneNumber: '+15555550123' }, 'phoneNumber'],
    ] as const) {
      const refused = await invite(owner.token, body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(words);
    }
    const code = (await invite(owner.token, { firstName: 'Mom' })).body.invites[0].code as string;
    const mom = unique555Phone();
    await text(mom, `JOIN ${code}`);
    const { id } = (await people(owner.token)).body.people[0];
    expect((await request(app.baseUrl, 'DELETE', `/api/user/people/${id}`, { token: other.token })).status).toBe(404);
    expect((await people(owner.token)).body.people).toEqual([expect.objectContaining({ status: 'joined' })]);
  });

  it('Remove: one goodbye and off the list; the owner’s account deleted: each joined person told once, the links gone', async () => {
    const owner = await subscribedUser({ firstName: 'Ada' });
    const [mom, dad] = [unique555Phone(), unique555Phone()];
    for (const [name, phone] of [
      ['Mom', mom],
      ['Dad', dad],
    ] as const) {
      const made = await invite(owner.token, { firstName: name });
      const code = made.body.invites.find((i: { firstName: string }) => i.firstName === name).code as string;
      expect(await text(phone, `JOIN ${code}`)).toEqual([peopleTexts.personJoined('Ada')]);
    }
    const listed = (await people(owner.token)).body.people as { id: string; firstName: string }[];
    const dadId = listed.find((p) => p.firstName === 'Dad')!.id;
    const removed = await request(app.baseUrl, 'DELETE', `/api/user/people/${dadId}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.people.map((p: { firstName: string }) => p.firstName)).toEqual(['Mom']);
    expect(textsTo(dad).slice(-1)).toEqual([peopleTexts.personRemoved('Ada')]);

    app.runtime.clock.advance(0.6);
    expect((await request(app.baseUrl, 'POST', '/api/user/account/deletion-code', { token: owner.token })).status).toBe(
      200,
    );
    const deleted = await request(app.baseUrl, 'POST', '/api/user/account/delete', {
      token: owner.token,
      body: { code: await lastCodeTo(app.baseUrl, owner.phone) },
    });
    expect(deleted.status).toBe(200);
    expect(textsTo(mom).slice(-1)).toEqual([peopleTexts.remindersEnded('Ada')]);
    expect(textsTo(dad).filter((body) => body === peopleTexts.remindersEnded('Ada'))).toEqual([]);
    expect(await text(mom, 'LEAVE')).toEqual([buddyAnswers.nothingToLeave()]);
  });
});
