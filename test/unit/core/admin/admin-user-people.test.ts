import { randomUUID } from 'node:crypto';
import { adminGetUser } from '#core/admin/use-cases/admin-get-user';
import { createInvite } from '#core/people/use-cases/create-invite';
import { createPersonInvite } from '#core/people/use-cases/create-person-invite';
import { endPeopleLinks, removePerson } from '#core/people/use-cases/remove-person';
import { handleReply } from '#core/replies/use-cases/handle-reply';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';

const OUR_NUMBER = '+15550000000';
const OWNER = '+15555550100';
const MOM = '+15555550123';
const DAD = '+15555550124';
const BRO = '+15555550125';

/** A text from `from` through the real inbound path (JOIN, LEAVE). */
const text = (deps: NagTestDeps, from: string, body: string) =>
  handleReply(deps, {
    from,
    to: OUR_NUMBER,
    body,
    providerMessageId: randomUUID(),
    receivedAt: deps.clock.now().toISOString(),
  });

/** An invite for a person of the owner's; its code as the owner sends it. */
const invitePerson = async (deps: NagTestDeps, ownerId: string, firstName: string) =>
  (await createPersonInvite(deps, ownerId, { firstName })).invites.find((i) => i.firstName === firstName)!;

/** Joined People as the links moved it: the sum of every joinedPeople delta counted. */
const joinedPeople = (deps: NagTestDeps) => deps.counted.reduce((sum, c) => sum + (c.deltas.joinedPeople ?? 0), 0);

describe('the admin’s view of a user’s people', () => {
  it('lists every person in every state (joined, left, removed) with when, and the open person invites without their codes', async () => {
    const deps = nagTestDeps('2026-11-23T12:00:00.000Z');
    const owner = await nagUser(deps, { firstName: 'Ada', phoneNumber: OWNER, timezone: 'America/New_York' });
    const mom = await invitePerson(deps, owner.id, 'Mom');
    await text(deps, MOM, `JOIN ${mom.code}`);
    deps.clock.advanceMinutes(1);
    const gran = await invitePerson(deps, owner.id, 'Gran');
    deps.clock.advanceMinutes(8 * 24 * 60); // Gran's invite expires unused.
    const dad = await invitePerson(deps, owner.id, 'Dad');
    await text(deps, DAD, `JOIN ${dad.code}`);
    deps.clock.advanceMinutes(5);
    await text(deps, DAD, 'LEAVE');
    const bro = await invitePerson(deps, owner.id, 'Bro');
    await text(deps, BRO, `JOIN ${bro.code}`);
    deps.clock.advanceMinutes(5);
    const broId = (await deps.people.peopleOf(owner.id)).find((p) => p.firstName === 'Bro')!.id;
    await removePerson(deps, owner.id, broId);
    const sis = await invitePerson(deps, owner.id, 'Sis');
    const buddy = await createInvite(deps, (await deps.users.get(owner.id))!, { firstName: 'Pal' });

    const view = await adminGetUser(deps, owner.id);
    expect(view.people).toEqual([
      {
        id: expect.any(String),
        firstName: 'Mom',
        phoneNumber: MOM,
        status: 'joined',
        household: false,
        joinedAt: '2026-11-23T12:00:00.000Z',
      },
      {
        id: expect.any(String),
        firstName: 'Dad',
        phoneNumber: DAD,
        status: 'left',
        household: false,
        joinedAt: '2026-12-01T12:01:00.000Z',
        endedAt: '2026-12-01T12:06:00.000Z',
      },
      {
        id: broId,
        firstName: 'Bro',
        phoneNumber: BRO,
        status: 'removed',
        household: false,
        joinedAt: '2026-12-01T12:06:00.000Z',
        endedAt: '2026-12-01T12:11:00.000Z',
      },
    ]);
    // The buddy's invite, the used ones and Gran's expired one are not listed; no code is, of any invite.
    expect(view.personInvites).toEqual([{ firstName: 'Sis', expiresAt: sis.expiresAt, household: false }]);
    const shown = JSON.stringify(view);
    for (const code of [mom.code, gran.code, dad.code, bro.code, sis.code, buddy.view.code])
      for (const form of [code, code.replace('-', '')]) expect(shown).not.toContain(form);
  });

  it('a user with no people and no invites has empty lists', async () => {
    const deps = nagTestDeps();
    const owner = await nagUser(deps);
    expect(await adminGetUser(deps, owner.id)).toMatchObject({ people: [], personInvites: [] });
  });
});

describe('Joined People: the live links across all users, moved as they change', () => {
  it('a JOIN counts one; LEAVE and Remove take theirs off once; the owner’s account going takes off its live ones', async () => {
    const deps = nagTestDeps('2026-11-23T12:00:00.000Z');
    const owner = await nagUser(deps, { firstName: 'Ada', phoneNumber: OWNER });
    for (const [name, phone] of [
      ['Mom', MOM],
      ['Dad', DAD],
      ['Bro', BRO],
    ] as const)
      await text(deps, phone, `JOIN ${(await invitePerson(deps, owner.id, name)).code}`);
    expect(joinedPeople(deps)).toBe(3);
    await text(deps, DAD, 'LEAVE');
    await text(deps, DAD, 'LEAVE'); // ends nothing more
    expect(joinedPeople(deps)).toBe(2);
    const bro = (await deps.people.peopleOf(owner.id)).find((p) => p.firstName === 'Bro')!;
    await removePerson(deps, owner.id, bro.id);
    expect(joinedPeople(deps)).toBe(1);
    // The account ends (twice: safe to run again): Mom's live link goes, counted once; Dad's and Bro's count nothing.
    await endPeopleLinks(deps, (await deps.users.get(owner.id))!);
    await endPeopleLinks(deps, (await deps.users.get(owner.id))!);
    expect(joinedPeople(deps)).toBe(0);
  });
});
