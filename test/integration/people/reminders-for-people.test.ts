import { randomUUID } from 'node:crypto';
import { peopleTexts } from '#core/people/domain/people-texts';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { OWN_REMINDERS_ONLY_MESSAGE, TELL_ME_FOR_PEOPLE_MESSAGE } from '#core/reminders/domain/reminder-escalation';
import { ownerTexts } from '#core/reminders-for-people/domain/owner-texts';
import { clockAnswers } from '#core/replies/domain/clock-answers';
import { zoneName } from '#core/users/domain/place-zone';
import { FOR_PERSON_KEPT_MESSAGE } from '#core/reminders/use-cases/update-reminder';
import {
  PERSON_NOT_FOUND_MESSAGE,
  personGoneMessage,
  tooManyForPersonMessage,
} from '#core/reminders-for-people/domain/recipient';
import { MAX_REMINDERS_PER_PERSON } from '#shared/vocabulary';
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

/** An invite for `firstName` in `zone` (quiet 23:00-06:00, so a morning's nags go), joined by text from a new phone. */
async function joined(owner: Owner, firstName: string, zone: string, phone = unique555Phone()) {
  const made = await request(app.baseUrl, 'POST', '/api/user/people/invite', {
    token: owner.token,
    body: { firstName, timezone: zone, quietHoursStart: '23:00', quietHoursEnd: '06:00' },
  });
  expect(made.status).toBe(201);
  const code = made.body.invites.find((i: { firstName: string }) => i.firstName === firstName).code as string;
  expect((await text(phone, `JOIN ${code}`)).length).toBe(1);
  const listed = await request(app.baseUrl, 'GET', '/api/user/people', { token: owner.token });
  const person = listed.body.people.find((p: { phoneNumber: string }) => p.phoneNumber === phone);
  return { phone, id: person.id as string };
}

const addFor = (owner: Owner, body: Record<string, unknown>) =>
  request(app.baseUrl, 'POST', '/api/tasks', { token: owner.token, body });

async function taskOf(owner: Owner, id: string) {
  const listed = await request(app.baseUrl, 'GET', '/api/tasks', { token: owner.token });
  return (listed.body as Array<Record<string, unknown>>).find((t) => t.id === id)!;
}

describe('reminders for someone who joined, on the local stack', () => {
  it('nags go to the person, "From Ada:", at their time in their zone; their DONE closes it on the owner’s dashboard', async () => {
    const ada = await subscribedUser({ firstName: 'Ada', timezone: 'America/New_York' });
    const zone = daytimeZone();
    const mom = await joined(ada, 'Mom', zone);
    const created = await addFor(ada, {
      task: 'Take the evening pills',
      ...wallTimeIn(5, zone),
      repeat: 'daily',
      forPersonId: mom.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ timezone: zone, forPerson: { id: mom.id, firstName: 'Mom', ref: '1' } });

    const adaTexts = textsTo(ada.phone).length;
    await advance(6);
    expect(textsTo(mom.phone).at(-1)).toBe(
      "From Ada: NagText: time for: Take the evening pills (#1). Reply DONE when it's done, or SNOOZE for later.",
    );
    expect(textsTo(ada.phone).length).toBe(adaTexts);

    const [answer] = await text(mom.phone, 'done');
    expect(answer).toMatch(/^Nice work! "Take the evening pills" is done\. Next one: /);
    const task = await taskOf(ada, created.body.id);
    expect(task).toMatchObject({ status: 'pending', streak: 1, nagCount: 0 });
    // Mom's reply is on Ada's list (the data download lists the joined people's replies to her reminders).
    const messages = await request(app.baseUrl, 'GET', '/api/user/export', { token: ada.token });
    expect(JSON.stringify(messages.body)).toContain('"body":"done"');
  });

  it('the owner’s own STOP holds their texts, not the ones to the person they added a reminder for', async () => {
    const ada = await subscribedUser({ firstName: 'Ada' });
    const zone = daytimeZone();
    const mom = await joined(ada, 'Mom', zone);
    await addFor(ada, { task: 'Pills', ...wallTimeIn(5, zone), forPersonId: mom.id });
    expect(await text(ada.phone, 'STOP')).toEqual([replyAnswers.optedOut()]);
    await advance(6);
    expect(textsTo(mom.phone).at(-1)).toMatch(/^From Ada: NagText: time for: Pills \(#1\)/);
  });

  it('one numbering across owners: LIST shows both, DONE 2 closes the second owner’s alone', async () => {
    const zone = daytimeZone();
    const phone = unique555Phone();
    const ada = await subscribedUser({ firstName: 'Ada' });
    const bob = await subscribedUser({ firstName: 'Bob' });
    const fromAda = await joined(ada, 'Mom', zone, phone);
    const fromBob = await joined(bob, 'Grandma', zone, phone);
    const pills = await addFor(ada, { task: 'Pills', ...wallTimeIn(5, zone), forPersonId: fromAda.id });
    const trash = await addFor(bob, { task: 'Trash out', ...wallTimeIn(5, zone), forPersonId: fromBob.id });
    expect([pills.body.forPerson.ref, trash.body.forPerson.ref]).toEqual(['1', '2']);
    expect([pills.body.ref, trash.body.ref]).toEqual(['1', '1']);

    expect(await text(phone, 'LIST')).toEqual([
      replyAnswers.list([
        { ref: '1', task: 'Pills' },
        { ref: '2', task: 'Trash out' },
      ]),
    ]);
    await advance(6);
    expect(textsTo(phone).slice(-2).sort()).toEqual([
      "From Ada: NagText: time for: Pills (#1). Reply DONE when it's done, or SNOOZE for later.",
      "From Bob: NagText: time for: Trash out (#2). Reply DONE when it's done, or SNOOZE for later.",
    ]);
    expect(await text(phone, 'DONE 2')).toEqual([replyAnswers.doneConfirmation('Trash out', null)]);
    expect((await taskOf(bob, trash.body.id)).status).toBe('done');
    expect((await taskOf(ada, pills.body.id)).status).toBe('pending');
    expect((await text(phone, 'HELP'))[0]).toMatch(/^NagText: reminders from Ada and Bob\. Reply DONE/);
  });

  it('exactly once: the same nag delivered three times texts the person once; their DONE delivered twice closes once', async () => {
    const ada = await subscribedUser({ firstName: 'Ada' });
    const zone = daytimeZone();
    const mom = await joined(ada, 'Mom', zone);
    const created = await addFor(ada, { task: 'Pills', ...wallTimeIn(5, zone), forPersonId: mom.id });
    const deps = app.runtime.deps();
    const stored = await deps.reminders.get(ada.user.id, created.body.id);
    const payload = { userId: ada.user.id, reminderId: created.body.id, nagId: stored!.nextNag!.id };
    const before = textsTo(mom.phone).length;
    const outcomes = await Promise.all([sendNag(deps, payload), sendNag(deps, payload)]);
    outcomes.push(await sendNag(deps, payload));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(textsTo(mom.phone).slice(before)).toEqual([
      expect.stringMatching(/^From Ada: NagText: time for: Pills \(#1\)/),
    ]);

    const done = { from: mom.phone, body: 'DONE 1', inboundMessageId: `in-${randomUUID()}` };
    const deliver = () => request(app.baseUrl, 'POST', '/dev/sms/reply', { body: done });
    expect([(await deliver()).status, (await deliver()).status]).toEqual([200, 200]);
    expect((await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: done })).status).toBe(200);
    expect(textsTo(mom.phone).filter((t) => t.startsWith('Nice work!'))).toHaveLength(1);
    expect(await taskOf(ada, created.body.id)).toMatchObject({ status: 'done' });
  });

  it('"Tell me if it’s ignored": a day Mom leaves unanswered texts Ada once, on her own phone; only for someone else', async () => {
    const ada = await subscribedUser({ firstName: 'Ada' });
    const zone = daytimeZone();
    const mom = await joined(ada, 'Mom', zone);
    const own = await addFor(ada, {
      task: 'Own',
      ...wallTimeIn(30, zone),
      clock: 'fixed',
      clockZone: zone,
      tellMeIfIgnored: true,
    });
    expect(own.status).toBe(400);
    expect(JSON.stringify(own.body)).toContain(TELL_ME_FOR_PEOPLE_MESSAGE);
    const quiet = await addFor(ada, { task: 'Walk', ...wallTimeIn(5, zone), repeat: 'daily', forPersonId: mom.id });
    const pills = await addFor(ada, {
      task: 'Pills',
      ...wallTimeIn(5, zone),
      repeat: 'daily',
      forPersonId: mom.id,
      tellMeIfIgnored: true,
    });
    expect([pills.status, pills.body.tellMeIfIgnored, quiet.body.tellMeIfIgnored]).toEqual([201, true, false]);

    const adaTexts = textsTo(ada.phone).length;
    await advance(24 * 60);
    expect(textsTo(mom.phone).filter((t) => t.includes('Pills')).length).toBeGreaterThan(1);
    expect(textsTo(ada.phone).slice(adaTexts)).toEqual([ownerTexts.personIgnored('Mom', 'Pills')]);

    // Turned off by an edit: the next unanswered day tells no one.
    const now = await taskOf(ada, pills.body.id);
    const off = await request(app.baseUrl, 'PUT', `/api/tasks/${pills.body.id}`, {
      token: ada.token,
      body: {
        task: 'Pills',
        scheduledDate: now.localDate,
        scheduledTime: now.localTime,
        repeat: 'daily',
        tellMeIfIgnored: false,
      },
    });
    expect([off.status, off.body.tellMeIfIgnored]).toEqual([200, false]);
    await advance(24 * 60);
    expect(textsTo(ada.phone).slice(adaTexts)).toEqual([ownerTexts.personIgnored('Mom', 'Pills')]);
  });

  it('the person’s own ZONE and QUIET move their link and their reminders (wall time kept); the owner’s QUIET is hers', async () => {
    const ada = await subscribedUser({ firstName: 'Ada' });
    const zone = daytimeZone();
    const mom = await joined(ada, 'Mom', zone);
    const pills = await addFor(ada, { task: 'Pills', ...wallTimeIn(30, zone), repeat: 'daily', forPersonId: mom.id });
    const before = await taskOf(ada, pills.body.id);

    const zoneText = { from: mom.phone, body: 'ZONE Tokyo', inboundMessageId: `in-${randomUUID()}` };
    const sendZone = () => request(app.baseUrl, 'POST', '/dev/sms/reply', { body: zoneText });
    const answered = textsTo(mom.phone).length;
    expect([(await sendZone()).status, (await sendZone()).status]).toEqual([200, 200]);
    // Once, however often it comes (the wall time may have passed in Tokyo today: then a nag follows at once).
    const zoneAnswers = textsTo(mom.phone)
      .slice(answered)
      .filter((t) => !t.startsWith('From Ada'));
    expect(zoneAnswers).toEqual([clockAnswers.personZoneSet(zoneName('Asia/Tokyo'))]);
    const moved = await taskOf(ada, pills.body.id);
    expect(moved).toMatchObject({ timezone: 'Asia/Tokyo', localTime: before.localTime });
    expect(moved.scheduledTime).not.toBe(before.scheduledTime);

    expect(await text(mom.phone, 'QUIET 9pm-8am')).toContain(clockAnswers.quietSet('21:00', '08:00'));
    expect(await text(mom.phone, 'quiet')).toContain(clockAnswers.quietNow('21:00', '08:00'));
    expect(await text(mom.phone, 'ZONE Narnia')).toContain(replyAnswers.homeZoneUnknown('Narnia'));
    expect(await text(mom.phone, 'QUIET whenever')).toContain(clockAnswers.quietUnreadable('whenever'));
    const people = await request(app.baseUrl, 'GET', '/api/user/people', { token: ada.token });
    expect(people.body.people[0]).toMatchObject({
      timezone: 'Asia/Tokyo',
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    });

    // Ada's own QUIET sets her account's hours, not Mom's.
    expect(await text(ada.phone, 'QUIET 10pm-7am')).toEqual([clockAnswers.quietSet('22:00', '07:00')]);
    const profile = await request(app.baseUrl, 'GET', '/api/user/profile', { token: ada.token });
    expect(profile.body).toMatchObject({ quietHoursStart: '22:00', quietHoursEnd: '07:00' });
    expect((await request(app.baseUrl, 'GET', '/api/user/people', { token: ada.token })).body.people[0]).toMatchObject({
      quietHoursStart: '21:00',
    });
  });

  it(`at most ${MAX_REMINDERS_PER_PERSON} open for one person from all owners, also when owners add at the same moment`, async () => {
    const zone = daytimeZone();
    const phone = unique555Phone();
    const ada = await subscribedUser({ firstName: 'Ada' });
    const bob = await subscribedUser({ firstName: 'Bob' });
    const fromAda = await joined(ada, 'Mom', zone, phone);
    const fromBob = await joined(bob, 'Grandma', zone, phone);
    const when = wallTimeIn(60, zone);
    for (let i = 1; i < MAX_REMINDERS_PER_PERSON; i += 1)
      expect((await addFor(ada, { task: `Chore ${i}`, ...when, forPersonId: fromAda.id })).status).toBe(201);
    // One place left: four creates at once, two from each owner, fill it and never pass it.
    const racing = await Promise.all([
      addFor(ada, { task: 'Race A1', ...when, forPersonId: fromAda.id }),
      addFor(bob, { task: 'Race B1', ...when, forPersonId: fromBob.id }),
      addFor(ada, { task: 'Race A2', ...when, forPersonId: fromAda.id }),
      addFor(bob, { task: 'Race B2', ...when, forPersonId: fromBob.id }),
    ]);
    const statuses = racing.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const open = async () => {
      const [a, b] = await Promise.all(
        [ada, bob].map((owner) => request(app.baseUrl, 'GET', '/api/tasks', { token: owner.token })),
      );
      return [...a!.body, ...b!.body].filter((t: { forPerson?: unknown }) => t.forPerson).length;
    };
    expect(await open()).toBeLessThanOrEqual(MAX_REMINDERS_PER_PERSON);
    // Whatever the race left, the place is there to take, and the one after it is refused with the reason.
    for (let n = await open(); n < MAX_REMINDERS_PER_PERSON; n += 1)
      expect((await addFor(bob, { task: 'Last', ...when, forPersonId: fromBob.id })).status).toBe(201);
    expect(await open()).toBe(MAX_REMINDERS_PER_PERSON);
    const refused = await addFor(bob, { task: 'One more', ...when, forPersonId: fromBob.id });
    expect(refused).toMatchObject({ status: 409, body: { error: { message: tooManyForPersonMessage('Grandma') } } });
    // Her STOP pauses all fifty: their ladders would otherwise run through every later test's clock moves here.
    expect(await text(phone, 'STOP')).toEqual([replyAnswers.optedOut()]);
  });

  it('a joined person with an account of her own: one numbering, her LIST and DONE reach both, her own kept apart', async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada' });
    const mom = await subscribedUser({ firstName: 'Mom', timezone: zone });
    const own = await request(app.baseUrl, 'POST', '/api/tasks', {
      token: mom.token,
      body: { task: 'Water the roses', ...wallTimeIn(5, zone), repeat: 'daily' },
    });
    expect(own.body.ref).toBe('1');
    const link = await joined(ada, 'Mom', zone, mom.phone);
    const pills = await addFor(ada, { task: 'Pills', ...wallTimeIn(5, zone), repeat: 'daily', forPersonId: link.id });
    // Her number for Ada's reminder follows her own: #2, never a second #1 on her phone.
    expect(pills.body.forPerson.ref).toBe('2');
    await advance(6);
    expect(textsTo(mom.phone)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^From Ada: NagText: time for: Pills \(#2\)/)]),
    );
    expect(await text(mom.phone, 'LIST')).toEqual([
      replyAnswers.list([
        { ref: '1', task: 'Water the roses' },
        { ref: '2', task: 'Pills' },
      ]),
    ]);
    const [answer] = await text(mom.phone, 'DONE 2');
    expect(answer).toMatch(/^Nice work! "Pills" is done\./);
    expect((await taskOf(ada, pills.body.id)).streak).toBe(1);
    const mine = await request(app.baseUrl, 'GET', '/api/tasks', { token: mom.token });
    expect(mine.body).toEqual([expect.objectContaining({ task: 'Water the roses', status: 'pending' })]);
    // Ada's own bare DONE never closes a reminder whose texts went to Mom.
    expect(await text(ada.phone, 'DONE')).toEqual([replyAnswers.list([{ ref: '1', task: 'Pills' }])]);
    expect(await taskOf(ada, pills.body.id)).toMatchObject({ streak: 1, status: 'pending' });
  });

  it('one numbering in the other order too: Mom signs up after Ada added two for her, and her own come next', async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada' });
    const link = await joined(ada, 'Mom', zone);
    for (const task of ['Pills', 'Walk'])
      await addFor(ada, { task, ...wallTimeIn(30, zone), repeat: 'daily', forPersonId: link.id });
    const mom = await subscribedUser({ firstName: 'Mom', timezone: zone }, link.phone);
    const own = await request(app.baseUrl, 'POST', '/api/tasks', {
      token: mom.token,
      body: { task: 'Water the roses', ...wallTimeIn(30, zone) },
    });
    expect(own.body.ref).toBe('3');
    const next = await addFor(ada, { task: 'Stretch', ...wallTimeIn(30, zone), forPersonId: link.id });
    expect(next.body.forPerson.ref).toBe('4');
    expect(await text(mom.phone, 'LIST')).toEqual([
      replyAnswers.list([
        { ref: '1', task: 'Pills' },
        { ref: '2', task: 'Walk' },
        { ref: '3', task: 'Water the roses' },
        { ref: '4', task: 'Stretch' },
      ]),
    ]);
  });

  it('bad input: no such person, another owner’s, a call or the buddy, changing who; after LEAVE: 409, theirs paused', async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada' });
    const bob = await subscribedUser({ firstName: 'Bob' });
    const mom = await joined(ada, 'Mom', zone);
    const when = wallTimeIn(30, zone);
    for (const [owner, body, status, message] of [
      [ada, { forPersonId: 'nobody' }, 400, PERSON_NOT_FOUND_MESSAGE],
      [bob, { forPersonId: mom.id }, 400, PERSON_NOT_FOUND_MESSAGE],
      [ada, { forPersonId: mom.id, tellBuddy: true }, 400, OWN_REMINDERS_ONLY_MESSAGE],
      [ada, { forPersonId: '' }, 400, 'For must name a person'],
    ] as const) {
      const refused = await addFor(owner, { task: 'Pills', ...when, ...body });
      expect(refused.status).toBe(status);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    const pills = await addFor(ada, { task: 'Pills', ...when, repeat: 'daily', forPersonId: mom.id });
    expect(pills.status).toBe(201);
    // Ada's own, at the same instant (her zone is not Mom's).
    const ownFields = { task: 'Own', ...when, clock: 'fixed', clockZone: zone };
    const own = await addFor(ada, ownFields);
    expect(own.status).toBe(201);
    const changed = await request(app.baseUrl, 'PUT', `/api/tasks/${own.body.id}`, {
      token: ada.token,
      body: { ...ownFields, forPersonId: mom.id },
    });
    expect(changed.status).toBe(400);
    expect(JSON.stringify(changed.body)).toContain(FOR_PERSON_KEPT_MESSAGE);

    expect(await text(mom.phone, 'LEAVE')).toEqual([buddyAnswers.left('Ada')]);
    expect((await taskOf(ada, pills.body.id)).status).toBe('paused');
    const after = await addFor(ada, { task: 'Pills', ...when, forPersonId: mom.id });
    expect(after).toMatchObject({ status: 409, body: { error: { message: personGoneMessage('Mom') } } });
    // Nothing more goes to her number: the paused reminder plans no text.
    const before = textsTo(mom.phone).length;
    await advance(35);
    expect(textsTo(mom.phone).length).toBe(before);
  });

  it('Remove pauses their reminders; a STOP from the person pauses every owner’s and ends all texts', async () => {
    const zone = daytimeZone();
    const ada = await subscribedUser({ firstName: 'Ada' });
    const mom = await joined(ada, 'Mom', zone);
    const dad = await joined(ada, 'Dad', zone);
    const forMom = await addFor(ada, { task: 'Pills', ...wallTimeIn(30, zone), forPersonId: mom.id });
    const forDad = await addFor(ada, { task: 'Walk', ...wallTimeIn(30, zone), forPersonId: dad.id });

    const removed = await request(app.baseUrl, 'DELETE', `/api/user/people/${dad.id}`, { token: ada.token });
    expect(removed.status).toBe(200);
    expect(textsTo(dad.phone).at(-1)).toBe(peopleTexts.personRemoved('Ada'));
    expect((await taskOf(ada, forDad.body.id)).status).toBe('paused');

    expect(await text(mom.phone, 'STOP')).toEqual([replyAnswers.optedOut()]);
    expect((await taskOf(ada, forMom.body.id)).status).toBe('paused');
    const before = textsTo(mom.phone).length;
    await advance(35);
    expect(textsTo(mom.phone).length).toBe(before);
  });
});
