import { randomUUID } from 'node:crypto';
import { handleReply } from '#core/replies/use-cases/handle-reply';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { peopleTexts } from '#core/people/domain/people-texts';
import { createPersonInvite } from '#core/people/use-cases/create-person-invite';
import { listPeople } from '#core/people/use-cases/people-of-owner';
import { removePerson, endPeopleLinks } from '#core/people/use-cases/remove-person';
import { createInvite } from '#core/people/use-cases/create-invite';
import { TOO_MANY_INVITES_MESSAGE } from '#core/people/domain/invite-rules';
import { TOO_MANY_PEOPLE_MESSAGE } from '#core/people/domain/person-rules';
import { MAX_JOINED_PEOPLE } from '#shared/vocabulary';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';

const OUR_NUMBER = '+15550000000';
const OWNER = '+15555550100';
const MOM = '+15555550123';
const DAD = '+15555550124';

/** A text from `from` through the real inbound path; what we texted back to it. */
async function text(deps: NagTestDeps, from: string, body: string, providerMessageId: string = randomUUID()) {
  const before = deps.sms.sent.length;
  const outcome = await handleReply(deps, {
    from,
    to: OUR_NUMBER,
    body,
    providerMessageId,
    receivedAt: deps.clock.now().toISOString(),
  });
  const answers = deps.sms.sent
    .slice(before)
    .filter((s) => s.to === from)
    .map((s) => s.body);
  return { outcome, answers };
}

async function ownerWithInvite(deps: NagTestDeps, firstName = 'Mom') {
  const owner = await nagUser(deps, { firstName: 'Ada', phoneNumber: OWNER, timezone: 'America/New_York' });
  const view = await createPersonInvite(deps, owner.id, { firstName, timezone: 'America/Chicago' });
  return { owner, code: view.invites[0]!.code };
}

describe('an invite for a person to get the owner’s reminders', () => {
  it('is listed with its ready message and the person’s zone; the owner’s quiet hours unless given', async () => {
    const deps = nagTestDeps();
    const { owner, code } = await ownerWithInvite(deps);
    const view = await listPeople(deps, owner.id);
    expect(view.people).toEqual([]);
    expect(view.invites).toEqual([
      expect.objectContaining({
        code,
        firstName: 'Mom',
        timezone: 'America/Chicago',
        message: `Text JOIN ${code} to +1 555-000-0000 to get reminders from Ada on NagText`,
      }),
    ]);
    expect(view.invites[0]!.smsLink).toMatch(/^sms:\?&body=Text%20JOIN%20/);
    const stored = (await deps.invites.invitesOf(owner.id))[0]!;
    expect(stored.person).toEqual({
      firstName: 'Mom',
      timezone: 'America/Chicago',
      quietHoursStart: owner.quietHoursStart,
      quietHoursEnd: owner.quietHoursEnd,
    });
  });

  it('is not one of the buddy’s invites (the profile lists those), and counts toward the 3 open invites', async () => {
    const deps = nagTestDeps();
    const { owner } = await ownerWithInvite(deps);
    deps.clock.advanceMinutes(1);
    await createInvite(deps, owner, {});
    deps.clock.advanceMinutes(1);
    await createPersonInvite(deps, owner.id, { firstName: 'Dad' });
    await expect(createPersonInvite(deps, owner.id, { firstName: 'Sis' })).rejects.toMatchObject({
      code: 'conflict',
      message: TOO_MANY_INVITES_MESSAGE,
    });
    expect((await listPeople(deps, owner.id)).invites.map((i) => i.firstName)).toEqual(['Dad', 'Mom']);
  });
});

describe('JOIN with a person invite', () => {
  it('makes the link live with the disclosure once; the person is listed joined with the invite’s zone; the JOIN is on the owner’s list', async () => {
    const deps = nagTestDeps();
    const { owner, code } = await ownerWithInvite(deps);
    const joined = await text(deps, MOM, `JOIN ${code}`, 'join-1');
    expect(joined.answers).toEqual([peopleTexts.personJoined('Ada')]);
    expect(joined.outcome).toMatchObject({ kind: 'link', command: 'join', result: 'join', answered: true });
    // The same text delivered again: nothing more.
    expect((await text(deps, MOM, `JOIN ${code}`, 'join-1')).answers).toEqual([]);
    const view = await listPeople(deps, owner.id);
    expect(view.invites).toEqual([]);
    expect(view.people).toEqual([
      expect.objectContaining({ firstName: 'Mom', phoneNumber: MOM, timezone: 'America/Chicago', status: 'joined' }),
    ]);
    expect((await deps.messages.listForUser(owner.id)).some((m) => m.body === `JOIN ${code}`)).toBe(true);
    // The owner's buddy is untouched.
    expect((await deps.users.get(owner.id))!.buddy).toBeUndefined();
  });

  it('the same code again from the joined number: already joined; from another number: not valid; from the owner: their own', async () => {
    const deps = nagTestDeps();
    const { code } = await ownerWithInvite(deps);
    const own = await text(deps, OWNER, `JOIN ${code}`);
    expect(own.answers).toEqual([buddyAnswers.joinOwnCode()]);
    await text(deps, MOM, `JOIN ${code}`);
    expect((await text(deps, MOM, `JOIN ${code}`)).answers).toEqual([buddyAnswers.alreadyJoined('Ada')]);
    deps.clock.advanceMinutes(24 * 60); // past the day's 3 tries at one code
    expect((await text(deps, DAD, `JOIN ${code}`)).answers).toEqual([buddyAnswers.joinInvalid()]);
  });

  it('an expired code gets the same answer as a wrong one', async () => {
    const deps = nagTestDeps();
    const { code } = await ownerWithInvite(deps);
    deps.clock.advanceMinutes(7 * 24 * 60 + 1);
    expect((await text(deps, MOM, `JOIN ${code}`)).answers).toEqual([buddyAnswers.joinInvalid()]);
  });

  it('a second invite joined by a number already linked: already joined, and the invite stays open', async () => {
    const deps = nagTestDeps();
    const { owner, code } = await ownerWithInvite(deps);
    await text(deps, MOM, `JOIN ${code}`);
    deps.clock.advanceMinutes(1);
    const second = (await createPersonInvite(deps, owner.id, { firstName: 'Mom again' })).invites[0]!.code;
    expect((await text(deps, MOM, `JOIN ${second}`)).answers).toEqual([buddyAnswers.alreadyJoined('Ada')]);
    expect((await listPeople(deps, owner.id)).invites.map((i) => i.code)).toEqual([second]);
  });

  it(`an owner with ${MAX_JOINED_PEOPLE - 1} people and an open invite: no more invites; that invite still joins`, async () => {
    const deps = nagTestDeps();
    const { owner, code } = await ownerWithInvite(deps);
    for (let n = 0; n < MAX_JOINED_PEOPLE - 1; n++) {
      deps.clock.advanceMinutes(1);
      const next = (await createPersonInvite(deps, owner.id, { firstName: `P${n}` })).invites[0]!.code;
      expect((await text(deps, `+1555555030${n}`, `JOIN ${next}`)).answers).toEqual([peopleTexts.personJoined('Ada')]);
    }
    // The 10th seat is the open invite's: no 11th invite.
    await expect(createPersonInvite(deps, owner.id, { firstName: 'Eleven' })).rejects.toMatchObject({
      code: 'conflict',
      message: TOO_MANY_PEOPLE_MESSAGE,
    });
    expect((await text(deps, MOM, `JOIN ${code}`)).answers).toEqual([peopleTexts.personJoined('Ada')]);
    expect((await listPeople(deps, owner.id)).people).toHaveLength(MAX_JOINED_PEOPLE);
  });

  it('a JOIN that finds the owner full (joined meanwhile by others) is told so, and the invite stays unused', async () => {
    const deps = nagTestDeps();
    const { owner, code } = await ownerWithInvite(deps);
    for (let n = 0; n < MAX_JOINED_PEOPLE; n++)
      deps.people.all.push({
        id: `p${n}`,
        ownerId: owner.id,
        firstName: `P${n}`,
        phoneNumber: `+1555555030${n}`,
        timezone: 'America/Chicago',
        quietHoursStart: '22:00',
        quietHoursEnd: '07:00',
        status: 'joined',
        joinedAt: deps.clock.now().toISOString(),
        joinedBy: { code: 'AAAAAAAA', messageId: `m${n}`, afterStop: false },
      });
    const full = await text(deps, MOM, `JOIN ${code}`);
    expect(full.answers).toEqual([peopleTexts.peopleFull('Ada')]);
    expect(full.outcome).toMatchObject({ result: 'full' });
    expect((await listPeople(deps, owner.id)).invites.map((i) => i.code)).toEqual([code]);
  });

  it('from a number that replied STOP: the JOIN is its own opt-in for this link (recorded), and the disclosure goes', async () => {
    const deps = nagTestDeps();
    const { owner, code } = await ownerWithInvite(deps);
    await text(deps, MOM, 'STOP');
    expect((await text(deps, MOM, `JOIN ${code}`)).answers).toEqual([peopleTexts.personJoined('Ada')]);
    const [person] = await deps.people.peopleOf(owner.id);
    expect(person!.joinedBy.afterStop).toBe(true);
    expect(await deps.optOuts.isOptedOut(MOM)).toBe(false);
  });
});

describe('LEAVE, Remove and the owner’s account ending', () => {
  it('LEAVE ends the latest link only; the owner sees "left"; the same LEAVE delivered again ends nothing more', async () => {
    const deps = nagTestDeps();
    const { owner, code } = await ownerWithInvite(deps);
    const other = await nagUser(deps, { firstName: 'Bob', phoneNumber: '+15555550200' });
    const bobs = (await createPersonInvite(deps, other.id, { firstName: 'Neighbour' })).invites[0]!.code;
    await text(deps, MOM, `JOIN ${code}`);
    deps.clock.advanceMinutes(1);
    await text(deps, MOM, `JOIN ${bobs}`);
    expect((await text(deps, MOM, 'LEAVE', 'leave-1')).answers).toEqual([buddyAnswers.left('Bob')]);
    expect((await text(deps, MOM, 'LEAVE', 'leave-1')).answers).toEqual([]);
    expect((await listPeople(deps, other.id)).people).toEqual([expect.objectContaining({ status: 'left' })]);
    expect((await listPeople(deps, owner.id)).people).toEqual([expect.objectContaining({ status: 'joined' })]);
    expect((await text(deps, MOM, 'LEAVE')).answers).toEqual([buddyAnswers.left('Ada')]);
    expect((await text(deps, MOM, 'LEAVE')).answers).toEqual([buddyAnswers.nothingToLeave()]);
  });

  it('a LEAVE whose first delivery ended the link but failed before answering: delivered again, it is finished, not repeated', async () => {
    const deps = nagTestDeps();
    const { owner, code } = await ownerWithInvite(deps);
    await text(deps, MOM, `JOIN ${code}`);
    const [person] = await deps.people.peopleOf(owner.id);
    // The first delivery got as far as ending the link.
    await deps.people.end(person!, 'left', deps.clock.now().toISOString(), 'leave-7');
    expect((await text(deps, MOM, 'LEAVE', 'leave-7')).answers).toEqual([buddyAnswers.left('Ada')]);
    expect((await deps.messages.listForUser(owner.id)).filter((m) => m.body === 'LEAVE')).toHaveLength(1);
    expect((await text(deps, MOM, 'LEAVE', 'leave-7')).answers).toEqual([]);
  });

  it('Remove: one goodbye, the person off the list, however often asked; 404 for a person not the owner’s', async () => {
    const deps = nagTestDeps();
    const { owner, code } = await ownerWithInvite(deps);
    await text(deps, MOM, `JOIN ${code}`);
    const [person] = (await listPeople(deps, owner.id)).people;
    const before = deps.sms.sent.length;
    expect((await removePerson(deps, owner.id, person!.id)).people).toEqual([]);
    await expect(removePerson(deps, owner.id, person!.id)).rejects.toMatchObject({ code: 'not_found' });
    expect(deps.sms.sent.slice(before).map((s) => [s.to, s.body])).toEqual([[MOM, peopleTexts.personRemoved('Ada')]]);
    const stranger = await nagUser(deps, { firstName: 'Eve', phoneNumber: '+15555550666' });
    await expect(removePerson(deps, stranger.id, person!.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('Remove of one who left: 409 naming them', async () => {
    const deps = nagTestDeps();
    const { owner, code } = await ownerWithInvite(deps);
    await text(deps, MOM, `JOIN ${code}`);
    await text(deps, MOM, 'LEAVE');
    const [person] = (await listPeople(deps, owner.id)).people;
    await expect(removePerson(deps, owner.id, person!.id)).rejects.toMatchObject({
      code: 'conflict',
      message: 'Mom already left your reminders.',
    });
  });

  it('the owner’s account ending: each joined person gets one "reminders have ended", once even if run again; no links left', async () => {
    const deps = nagTestDeps();
    const { owner, code } = await ownerWithInvite(deps);
    deps.clock.advanceMinutes(1);
    const dads = (await createPersonInvite(deps, owner.id, { firstName: 'Dad' })).invites[0]!.code;
    await text(deps, MOM, `JOIN ${code}`);
    await text(deps, DAD, `JOIN ${dads}`);
    await text(deps, DAD, 'LEAVE');
    const before = deps.sms.sent.length;
    await endPeopleLinks(deps, owner);
    await endPeopleLinks(deps, owner);
    expect(deps.sms.sent.slice(before).map((s) => [s.to, s.body])).toEqual([[MOM, peopleTexts.remindersEnded('Ada')]]);
    expect(await deps.people.peopleOf(owner.id)).toEqual([]);
    expect(await deps.people.linksOf(MOM)).toEqual([]);
  });
});
