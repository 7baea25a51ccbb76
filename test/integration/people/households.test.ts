import { randomUUID } from 'node:crypto';
import { peopleTexts } from '#core/people/domain/people-texts';
import { HOUSEHOLD_FULL_MESSAGE } from '#core/people/domain/household-rules';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { CHORE_CLOCK_MESSAGE, CHORE_ESCALATION_MESSAGE } from '#core/reminders/domain/reminder-escalation';
import { FOR_PERSON_KEPT_MESSAGE } from '#core/reminders/use-cases/update-reminder';
import {
  CHORE_MEMBER_MESSAGE,
  ROTATE_NEEDS_REPEAT_MESSAGE,
} from '#core/reminders-for-people/use-cases/add-shared-chore';
import { sendNag } from '#core/nags/use-cases/send-nag';
import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession, unique555Phone } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { subscribedUser, textsTo, text, wallTimeIn, daytimeZone, advance } = reminderSession(() => app);
type Owner = Awaited<ReturnType<typeof subscribedUser>>;

const invite = (owner: Owner, firstName: string, household: boolean, zone: string) =>
  request(app.baseUrl, 'POST', '/api/user/people/invite', {
    token: owner.token,
    body: { firstName, timezone: zone, quietHoursStart: '23:00', quietHoursEnd: '06:00', household },
  });

/** An invite into (or beside) the household, joined by text from a new phone: the person as GET /user/people lists them. */
async function joined(owner: Owner, firstName: string, household: boolean, zone: string) {
  const phone = unique555Phone();
  const made = await invite(owner, firstName, household, zone);
  expect(made.status).toBe(201);
  const open = made.body.invites.find((i: { firstName: string }) => i.firstName === firstName);
  expect(open.household).toBe(household);
  expect((await text(phone, `JOIN ${open.code}`)).length).toBe(1);
  const listed = await request(app.baseUrl, 'GET', '/api/user/people', { token: owner.token });
  const person = listed.body.people.find((p: { phoneNumber: string }) => p.phoneNumber === phone);
  return { phone, id: person.id as string, household: person.household as boolean };
}

const setHousehold = (owner: Owner, personId: string, household: boolean) =>
  request(app.baseUrl, 'PUT', `/api/user/people/${personId}/household`, { token: owner.token, body: { household } });

const addTask = (owner: Owner, body: Record<string, unknown>) =>
  request(app.baseUrl, 'POST', '/api/tasks', { token: owner.token, body });

async function taskOf(owner: Owner, id: string) {
  const listed = await request(app.baseUrl, 'GET', '/api/tasks', { token: owner.token });
  return (listed.body as Array<Record<string, unknown>>).find((t) => t.id === id)!;
}

const nagsTo = (phone: string) => textsTo(phone).filter((body) => /\(#\d+\)/.test(body));

describe('a household on the local stack', () => {
  it('joins by a household invite, is put in and out by the owner, and holds at most 6 with the owner', async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada', timezone: zone });
    const mom = await joined(ada, 'Mom', true, zone);
    expect(mom.household).toBe(true);
    const others = [];
    for (const name of ['Dad', 'Kim', 'Lee', 'Max']) others.push(await joined(ada, name, false, zone));
    for (const other of others.slice(0, 3)) expect((await setHousehold(ada, other.id, true)).status).toBe(200);
    // Ada, Mom and three more: one seat left, taken by Max; a sixth other is refused, and so is an invite into it.
    expect((await setHousehold(ada, others[3]!.id, true)).status).toBe(200);
    const full = await invite(ada, 'Zed', true, zone);
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe(HOUSEHOLD_FULL_MESSAGE);
    const sixth = await joined(ada, 'Zed', false, zone);
    const refused = await setHousehold(ada, sixth.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(HOUSEHOLD_FULL_MESSAGE);
    // Out and in again; the same PUT twice changes nothing more.
    expect((await setHousehold(ada, mom.id, false)).status).toBe(200);
    expect(
      (await setHousehold(ada, mom.id, false)).body.people.find((p: { id: string }) => p.id === mom.id),
    ).toMatchObject({
      household: false,
    });
    const back = await setHousehold(ada, sixth.id, true);
    expect(back.status).toBe(200);
    expect(back.body.people.filter((p: { household: boolean }) => p.household)).toHaveLength(5);
    // Bad input: no such person, and a body that is not a boolean.
    expect((await setHousehold(ada, 'nobody', true)).status).toBe(404);
    const bad = await request(app.baseUrl, 'PUT', `/api/user/people/${mom.id}/household`, {
      token: ada.token,
      body: { household: 'yes' },
    });
    expect(bad.status).toBe(400);
  });

  it('JOIN to a full household is answered once and changes nothing: the code still works once there is room', async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada', timezone: zone });
    const members = [];
    for (const name of ['Mom', 'Dad', 'Kim', 'Lee']) members.push(await joined(ada, name, true, zone));
    const made = await invite(ada, 'Max', true, zone);
    expect(made.status).toBe(201);
    const code = made.body.invites[0].code as string;
    // Filled meanwhile by the owner: Zed joined beside it and was put in.
    const zed = await joined(ada, 'Zed', false, zone);
    expect((await setHousehold(ada, zed.id, true)).status).toBe(200);
    const max = unique555Phone();
    expect(await text(max, `JOIN ${code}`)).toEqual([peopleTexts.householdFull('Ada')]);
    const listed = await request(app.baseUrl, 'GET', '/api/user/people', { token: ada.token });
    expect(listed.body.people.some((p: { phoneNumber: string }) => p.phoneNumber === max)).toBe(false);
    expect(listed.body.invites.map((i: { code: string }) => i.code)).toContain(code);
    expect((await setHousehold(ada, members[0]!.id, false)).status).toBe(200);
    expect(await text(max, `JOIN ${code}`)).toEqual([peopleTexts.personJoined('Ada')]);
  });

  it('a chore for anyone texts every member; the first DONE closes it for all, the others told once who did it', async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada', timezone: zone });
    const mom = await joined(ada, 'Mom', true, zone);
    const dad = await joined(ada, 'Dad', true, zone);
    const created = await addTask(ada, {
      task: 'Take out the trash',
      ...wallTimeIn(5, zone),
      repeat: 'daily',
      shared: { mode: 'anyone', memberIds: ['me', mom.id, dad.id] },
    });
    expect(created.status).toBe(201);
    expect(created.body.shared).toMatchObject({
      mode: 'anyone',
      members: [
        { id: 'me', firstName: 'Ada', ref: created.body.ref },
        { id: mom.id, firstName: 'Mom', ref: '1' },
        { id: dad.id, firstName: 'Dad', ref: '1' },
      ],
    });
    expect(created.body.forPerson).toBeUndefined();

    await advance(6);
    expect(nagsTo(ada.phone).at(-1)).toMatch(
      new RegExp(`^NagText: time for: Take out the trash \\(#${created.body.ref}\\)`),
    );
    expect(nagsTo(mom.phone).at(-1)).toMatch(/^From Ada: NagText: time for: Take out the trash \(#1\)/);
    expect(nagsTo(dad.phone).at(-1)).toMatch(/^From Ada: NagText: time for: Take out the trash \(#1\)/);

    const [momAnswer] = await text(mom.phone, 'DONE');
    expect(momAnswer).toMatch(/^Nice work! "Take out the trash" is done\. Next one: /);
    expect(textsTo(dad.phone).at(-1)).toBe(peopleTexts.choreDoneBy('Mom', 'Take out the trash'));
    expect(textsTo(ada.phone).at(-1)).toBe(peopleTexts.choreDoneBy('Mom', 'Take out the trash'));
    // Dad's DONE after it: who did it, nothing closed (tomorrow's stays open).
    expect(await text(dad.phone, 'done')).toEqual([replyAnswers.choreAlreadyDone('Mom', 'Take out the trash')]);
    const task = await taskOf(ada, created.body.id);
    expect(task).toMatchObject({
      status: 'pending',
      streak: 1,
      shared: { lastDoneBy: { id: mom.id, firstName: 'Mom' } },
    });
    const history = await request(app.baseUrl, 'GET', `/api/tasks/${created.body.id}/history`, { token: ada.token });
    expect(history.body.occurrences).toHaveLength(1);
    expect(history.body.occurrences[0]).toMatchObject({ outcome: 'done', by: { id: mom.id, firstName: 'Mom' } });
    // No more nags for that occurrence to anyone.
    const before = [ada, mom, dad].map((p) => nagsTo(p.phone).length);
    await advance(120);
    expect([ada, mom, dad].map((p) => nagsTo(p.phone).length)).toEqual(before);

    // The next day, Ada marks it done on the dashboard: Mom and Dad, texted about it, hear she did.
    await advance(24 * 60 - 120);
    expect(nagsTo(mom.phone).length).toBe(before[1]! + 1);
    const marked = await request(app.baseUrl, 'PUT', `/api/tasks/${created.body.id}/status`, {
      token: ada.token,
      body: { status: 'done' },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.shared.lastDoneBy).toMatchObject({ id: 'me', firstName: 'Ada' });
    for (const phone of [mom.phone, dad.phone])
      expect(textsTo(phone).at(-1)).toBe(peopleTexts.choreDoneBy('Ada', 'Take out the trash'));
  });

  it('two members replying DONE at once: one closes it, the other hears who did; one history entry', async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada', timezone: zone });
    const mom = await joined(ada, 'Mom', true, zone);
    const dad = await joined(ada, 'Dad', true, zone);
    const created = await addTask(ada, {
      task: 'Dishes',
      ...wallTimeIn(5, zone),
      repeat: 'daily',
      shared: { mode: 'anyone', memberIds: [mom.id, dad.id] },
    });
    expect(created.status).toBe(201);
    await advance(6);
    // Ada is not a member: her phone gets nothing about it.
    expect(nagsTo(ada.phone)).toEqual([]);
    const [fromMom, fromDad] = await Promise.all([text(mom.phone, 'DONE'), text(dad.phone, 'DONE')]);
    const answers = [fromMom, fromDad].map((texts) => texts.find((t) => !t.startsWith('NagText: ')));
    const winners = answers.filter((a) => a?.startsWith('Nice work!'));
    expect(winners).toHaveLength(1);
    const loser = answers.find((a) => !a?.startsWith('Nice work!'));
    expect([replyAnswers.choreAlreadyDone('Mom', 'Dishes'), replyAnswers.choreAlreadyDone('Dad', 'Dishes')]).toContain(
      loser,
    );
    const history = await request(app.baseUrl, 'GET', `/api/tasks/${created.body.id}/history`, { token: ada.token });
    expect(history.body.occurrences).toHaveLength(1);
  });

  it("exactly once: a chore's nag delivered three times (two at once) texts each member once; one DONE delivered twice tells the others once", async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada', timezone: zone });
    const mom = await joined(ada, 'Mom', true, zone);
    const dad = await joined(ada, 'Dad', true, zone);
    const created = await addTask(ada, {
      task: 'Feed the cat',
      ...wallTimeIn(5, zone),
      shared: { mode: 'anyone', memberIds: ['me', mom.id, dad.id] },
    });
    const deps = app.runtime.deps();
    const stored = await deps.reminders.get(ada.user.id, created.body.id);
    const payload = { userId: ada.user.id, reminderId: created.body.id, nagId: stored!.nextNag!.id };
    const outcomes: string[] = await Promise.all([sendNag(deps, payload), sendNag(deps, payload)]);
    outcomes.push(await sendNag(deps, payload));
    // Two runs at once may share the copies out between them; each member's copy goes once.
    expect(outcomes.every((o) => o === 'sent' || o === 'duplicate' || o === 'stale')).toBe(true);
    expect(outcomes[2]).not.toBe('sent');
    for (const phone of [ada.phone, mom.phone, dad.phone]) expect(nagsTo(phone)).toHaveLength(1);

    const done = { from: mom.phone, body: 'DONE', inboundMessageId: `in-${randomUUID()}` };
    for (let i = 0; i < 2; i += 1)
      expect((await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: done })).status).toBe(200);
    const told = peopleTexts.choreDoneBy('Mom', 'Feed the cat');
    expect(textsTo(dad.phone).filter((t) => t === told)).toHaveLength(1);
    expect(textsTo(ada.phone).filter((t) => t === told)).toHaveLength(1);
    expect(textsTo(mom.phone).filter((t) => t.startsWith('Nice work!'))).toHaveLength(1);
    expect((await taskOf(ada, created.body.id)).status).toBe('done');
  });

  it('a chore taking turns each time: one member per occurrence, the dashboard naming who is up next', async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada', timezone: zone });
    const mom = await joined(ada, 'Mom', true, zone);
    const created = await addTask(ada, {
      task: 'Water the plants',
      ...wallTimeIn(5, zone),
      repeat: 'daily',
      shared: { mode: 'rotate', turn: 'occurrence', memberIds: [mom.id, 'me'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.shared).toMatchObject({ mode: 'rotate', turn: 'occurrence', upNext: { id: mom.id } });
    await advance(6);
    expect(nagsTo(mom.phone)).toHaveLength(1);
    expect(nagsTo(ada.phone)).toHaveLength(0);
    expect((await text(mom.phone, 'DONE'))[0]).toMatch(/^Nice work!/);
    expect((await taskOf(ada, created.body.id)).shared).toMatchObject({ upNext: { id: 'me', firstName: 'Ada' } });
    await advance(24 * 60);
    expect(nagsTo(ada.phone).at(-1)).toMatch(new RegExp(`^NagText: .*Water the plants \\(#${created.body.ref}\\)`));
    expect(nagsTo(mom.phone)).toHaveLength(1);
    // Ada's bare DONE is hers to give on her turn.
    expect((await text(ada.phone, 'DONE'))[0]).toMatch(/^Nice work! "Water the plants" is done/);
    expect((await taskOf(ada, created.body.id)).shared).toMatchObject({ upNext: { id: mom.id } });
  });

  it('a chore taking turns each week keeps one member all week', async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada', timezone: zone });
    const mom = await joined(ada, 'Mom', true, zone);
    const created = await addTask(ada, {
      task: 'Bins',
      ...wallTimeIn(5, zone),
      repeat: 'daily',
      shared: { mode: 'rotate', turn: 'week', memberIds: ['me', mom.id] },
    });
    expect(created.status).toBe(201);
    const ups: string[] = [];
    for (let day = 0; day < 8; day += 1) {
      const task = await taskOf(ada, created.body.id);
      ups.push(`${task.localDate as string}:${(task.shared as { upNext: { id: string } }).upNext.id}`);
      await request(app.baseUrl, 'PUT', `/api/tasks/${created.body.id}/status`, {
        token: ada.token,
        body: { status: 'done' },
      });
    }
    // The member changes exactly when a Monday starts a week, and only then.
    const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
    for (let i = 1; i < ups.length; i += 1) {
      const [date, up] = ups[i]!.split(':');
      const previous = ups[i - 1]!.split(':')[1];
      expect(up !== previous).toBe(weekday(date!) === 1);
    }
  });

  it('refuses what a chore cannot be, each with the field named, and keeps who it is for on edit', async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada', timezone: zone });
    const mom = await joined(ada, 'Mom', true, zone);
    const kim = await joined(ada, 'Kim', false, zone);
    const base = { task: 'Laundry', ...wallTimeIn(30, zone), repeat: 'daily' };
    const anyone = { mode: 'anyone', memberIds: ['me', mom.id] };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, shared: { mode: 'anyone', memberIds: ['me', kim.id] } }, 400, CHORE_MEMBER_MESSAGE],
      [{ ...base, shared: { mode: 'anyone', memberIds: ['me'] } }, 400, 'A shared chore needs 2 to 6 members'],
      [{ ...base, shared: { mode: 'anyone', memberIds: ['me', 'me'] } }, 400, 'A member may be named once'],
      [{ ...base, shared: { mode: 'rotate', memberIds: ['me', mom.id] } }, 400, 'A rotating chore needs its turn'],
      [
        { ...base, repeat: 'once', shared: { ...anyone, mode: 'rotate', turn: 'week' } },
        400,
        ROTATE_NEEDS_REPEAT_MESSAGE,
      ],
      [{ ...base, clock: 'where_i_am', shared: anyone }, 400, CHORE_CLOCK_MESSAGE],
      [{ ...base, tellBuddy: true, shared: anyone }, 400, CHORE_ESCALATION_MESSAGE],
      [{ ...base, forPersonId: mom.id, shared: anyone }, 400, 'A shared chore is for its members, not one person'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await addTask(ada, body);
      expect([answer.status, JSON.stringify(answer.body)]).toEqual([status, expect.stringContaining(message)]);
    }
    const made = await addTask(ada, { ...base, shared: anyone });
    expect(made.status).toBe(201);
    const edit = await request(app.baseUrl, 'PUT', `/api/tasks/${made.body.id}`, {
      token: ada.token,
      body: { ...base, task: 'Laundry, folded', shared: { mode: 'anyone', memberIds: ['me', kim.id] } },
    });
    expect([edit.status, edit.body.error.message]).toEqual([400, FOR_PERSON_KEPT_MESSAGE]);
    const renamed = await request(app.baseUrl, 'PUT', `/api/tasks/${made.body.id}`, {
      token: ada.token,
      body: { ...base, task: 'Laundry, folded' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.shared.members.map((m: { id: string }) => m.id)).toEqual(['me', mom.id]);
  });
});
