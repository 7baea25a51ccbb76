import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoInvites } from '../../../lambdas/adapters/aws/dynamo-invites';
import { dynamoPeople } from '../../../lambdas/adapters/aws/dynamo-people';
import { dynamoStats } from '../../../lambdas/adapters/aws/dynamo-stats';
import { keys } from '#shared/db/keys';
import { MAX_JOINED_PEOPLE } from '#shared/vocabulary';
import { HOUSEHOLD_OTHERS } from '#core/people/domain/household-rules';
import type { StoredInvite } from '#core/people/domain/invite-rules';
import type { StoredPerson } from '#core/people/domain/person';
import type { InviteDirectory } from '#core/people/ports/invites';
import type { PeopleDirectory } from '#core/people/ports/people';
import type { StatsCounters } from '#core/kernel/stat-counters';
import { fakeClock } from '../../support/fake-clock';
import { memoryInvites } from '../../support/memory/memory-invites';
import { memoryPeople } from '../../support/memory/memory-people';
import { memoryStats } from '../../support/memory/memory-stats';
import { unique555Phone } from '../../support/reminder-session';
import { testDynamo } from '../../support/test-dynamo';

const CREATED = '2026-11-23T12:00:00.000Z';
const EXPIRES = '2026-11-30T12:00:00.000Z';
/** The n-th minute after the invites were made: joins and ends happen then, in order. */
const minute = (n: number) => new Date(Date.parse(CREATED) + n * 60_000).toISOString();

const inviteOf = (ownerId: string, expiresAt = EXPIRES): StoredInvite => ({
  code: randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase(),
  ownerId,
  createdAt: CREATED,
  expiresAt,
  shareTaskWords: false,
  person: { firstName: 'Sam', timezone: 'America/New_York', quietHoursStart: '22:00', quietHoursEnd: '08:00' },
  message: 'Text JOIN to +12025550100',
});

const personOf = (invite: StoredInvite, phoneNumber: string, joinedAt: string): StoredPerson => ({
  id: `p-${randomUUID()}`,
  ownerId: invite.ownerId,
  firstName: 'Sam',
  phoneNumber,
  timezone: 'America/New_York',
  quietHoursStart: '22:00',
  quietHoursEnd: '08:00',
  status: 'joined',
  joinedAt,
  joinedBy: { code: invite.code, messageId: `m-${randomUUID()}`, afterStop: false },
});

const newOwner = () => `u-${randomUUID()}`;

type Stores = { invites: InviteDirectory; people: PeopleDirectory; stats: StatsCounters };

/** The same contract on DynamoDB Local and in memory (the unit tests' stand-in). */
describe.each([
  [
    'DynamoDB Local',
    (): Stores => {
      const { doc, tables } = testDynamo();
      return {
        invites: dynamoInvites(doc, tables.data),
        people: dynamoPeople(doc, tables.data),
        stats: dynamoStats(doc, tables.data, fakeClock(CREATED)),
      };
    },
  ],
  [
    'memory',
    (): Stores => {
      const invites = memoryInvites();
      const stats = memoryStats();
      return { invites, people: memoryPeople(invites.stored, stats), stats };
    },
  ],
])('PeopleDirectory (%s)', (_where, make) => {
  const { invites, people, stats } = make();

  /** A fresh invite of the owner, joined by this number at this time. */
  async function join(ownerId: string, phone: string, at: string, expiresAt = EXPIRES) {
    const invite = inviteOf(ownerId, expiresAt);
    expect(await invites.createInvite(invite)).toBe(true);
    const person = personOf(invite, phone, at);
    return { invite, person, outcome: await people.join(invite, person, at) };
  }

  it('a join stores the person under the owner and the number, and marks the invite used on both its copies', async () => {
    const ownerId = newOwner();
    const phone = unique555Phone();
    const { invite, person, outcome } = await join(ownerId, phone, minute(1));
    expect(outcome).toBe('joined');
    expect(await people.peopleOf(ownerId)).toEqual([person]);
    expect(await people.person(ownerId, person.id)).toEqual(person);
    expect(await people.person(ownerId, 'p-none')).toBeNull();
    expect(await people.linksOf(phone)).toEqual([person]);
    const used = { ...invite, usedBy: phone, usedAt: minute(1) };
    expect(await invites.invite(invite.code)).toEqual(used);
    expect(await invites.invitesOf(ownerId)).toEqual([used]);
  });

  it('the reminders for a number take its own numbers, one counter across owners, never read as a link', async () => {
    const phone = unique555Phone();
    const { person } = await join(newOwner(), phone, minute(1));
    const [first, second] = [await people.allocateReminderRef(phone), await people.allocateReminderRef(phone)];
    expect([first, second]).toEqual(['1', '2']);
    expect(await people.lastReminderRef(phone)).toBe(2);
    expect(await people.lastReminderRef(unique555Phone())).toBe(0);
    expect(await people.allocateReminderRef(unique555Phone())).toBe('1');
    expect(await people.linksOf(phone)).toEqual([person]);
  });

  it('a second join with the same invite is stale and stores no one', async () => {
    const ownerId = newOwner();
    const { invite, person } = await join(ownerId, unique555Phone(), minute(1));
    const other = unique555Phone();
    expect(await people.join(invite, personOf(invite, other, minute(2)), minute(2))).toBe('stale');
    expect(await people.peopleOf(ownerId)).toEqual([person]);
    expect(await people.linksOf(other)).toEqual([]);
    expect((await invites.invite(invite.code))?.usedBy).toBe(person.phoneNumber);
  });

  it('an expired invite is stale: nothing stored, the invite still unused', async () => {
    const ownerId = newOwner();
    const phone = unique555Phone();
    const { invite, outcome } = await join(ownerId, phone, EXPIRES);
    expect(outcome).toBe('stale');
    expect(await people.peopleOf(ownerId)).toEqual([]);
    expect(await people.linksOf(phone)).toEqual([]);
    expect((await invites.invite(invite.code))?.usedBy).toBeUndefined();
  });

  it(`the person after ${MAX_JOINED_PEOPLE} live ones is full and writes nothing; one ending makes room`, async () => {
    const ownerId = newOwner();
    const joined: StoredPerson[] = [];
    for (let n = 1; n <= MAX_JOINED_PEOPLE; n += 1) {
      const { person, outcome } = await join(ownerId, unique555Phone(), minute(n));
      expect(outcome).toBe('joined');
      joined.push(person);
    }
    const extra = unique555Phone();
    const refused = await join(ownerId, extra, minute(20));
    expect(refused.outcome).toBe('full');
    expect((await invites.invite(refused.invite.code))?.usedBy).toBeUndefined();
    expect(await people.peopleOf(ownerId)).toEqual(joined);
    expect(await people.person(ownerId, refused.person.id)).toBeNull();
    expect(await people.linksOf(extra)).toEqual([]);

    const first = joined[0]!;
    const left = { ...first, status: 'left' as const, endedAt: minute(21) };
    expect(await people.end(first, 'left', minute(21))).toEqual(left);
    expect(await people.person(ownerId, first.id)).toEqual(left);
    expect(await people.linksOf(first.phoneNumber)).toEqual([left]);
    expect((await join(ownerId, extra, minute(22))).outcome).toBe('joined');
    expect((await join(ownerId, unique555Phone(), minute(23))).outcome).toBe('full');
  });

  it('ending a person who has ended already returns null and changes nothing', async () => {
    const ownerId = newOwner();
    const { person } = await join(ownerId, unique555Phone(), minute(1));
    const removed = await people.end(person, 'removed', minute(2));
    expect(removed).toEqual({ ...person, status: 'removed', endedAt: minute(2) });
    expect(await people.end(person, 'left', minute(3))).toBeNull();
    expect(await people.person(ownerId, person.id)).toEqual(removed);
    expect(await people.linksOf(person.phoneNumber)).toEqual([removed]);
    expect(await people.end(personOf(inviteOf(ownerId), unique555Phone(), minute(4)), 'left', minute(4))).toBeNull();
  });

  it('a live person’s clock is set on both copies; an ended one’s, or no one’s, is not (null, nothing written)', async () => {
    const ownerId = newOwner();
    const { person } = await join(ownerId, unique555Phone(), minute(1));
    const clock = { timezone: 'Asia/Tokyo', quietHoursStart: '21:00', quietHoursEnd: '08:00' };
    const moved = { ...person, ...clock };
    expect(await people.setClock(person, clock)).toEqual(moved);
    expect(await people.person(ownerId, person.id)).toEqual(moved);
    expect(await people.linksOf(person.phoneNumber)).toEqual([moved]);
    const ended = await people.end(moved, 'left', minute(2));
    expect(await people.setClock(moved, { ...clock, timezone: 'Europe/Paris' })).toBeNull();
    expect(await people.person(ownerId, person.id)).toEqual(ended);
    expect(await people.setClock(personOf(inviteOf(ownerId), unique555Phone(), minute(3)), clock)).toBeNull();
  });

  it(`the household: ${HOUSEHOLD_OTHERS} join into it, the next is refused (nothing written); set, unset and ended make room`, async () => {
    const ownerId = newOwner();
    const intoHousehold = async (at: string) => {
      const base = inviteOf(ownerId);
      const invite = { ...base, person: { ...base.person!, household: true } };
      expect(await invites.createInvite(invite)).toBe(true);
      const person = { ...personOf(invite, unique555Phone(), at), household: true };
      return { invite, person, outcome: await people.join(invite, person, at) };
    };
    const members = [];
    for (let i = 1; i <= HOUSEHOLD_OTHERS; i += 1) members.push(await intoHousehold(minute(i)));
    expect(members.map((m) => m.outcome)).toEqual(Array(HOUSEHOLD_OTHERS).fill('joined'));
    const refused = await intoHousehold(minute(10));
    expect(refused.outcome).toBe('household_full');
    expect(await people.linksOf(refused.person.phoneNumber)).toEqual([]);
    expect((await invites.invite(refused.invite.code))?.usedBy).toBeUndefined();
    // Beside the household, a join still goes; putting them in does not while it is full.
    const { person: beside, outcome } = await join(ownerId, unique555Phone(), minute(11));
    expect(outcome).toBe('joined');
    expect(await people.setHousehold(beside, true)).toBe('full');
    // One taken out makes room: in again is set, and setting what is so already is set too.
    expect(await people.setHousehold(members[0]!.person, false)).toBe('set');
    expect(await people.setHousehold(members[0]!.person, false)).toBe('set');
    expect(await people.setHousehold(beside, true)).toBe('set');
    expect((await people.person(ownerId, beside.id))?.household).toBe(true);
    expect((await people.linksOf(beside.phoneNumber))[0]?.household).toBe(true);
    expect(await people.setHousehold(members[0]!.person, true)).toBe('full');
    // A member who leaves frees their seat; an ended link cannot be set.
    expect(await people.end(members[1]!.person, 'left', minute(12))).not.toBeNull();
    expect(await people.setHousehold(members[1]!.person, true)).toBe('gone');
    expect(await people.setHousehold(members[0]!.person, true)).toBe('set');
  });

  it("a number's links to two owners are both found, oldest first", async () => {
    const phone = unique555Phone();
    const later = await join(newOwner(), phone, minute(5));
    const earlier = await join(newOwner(), phone, minute(1));
    expect(await people.linksOf(phone)).toEqual([earlier.person, later.person]);
  });

  it("dropAll leaves none of the owner's people, under the owner or the number, and no other owner's touched", async () => {
    const ownerId = newOwner();
    const phone = unique555Phone();
    const shared = unique555Phone();
    const { person } = await join(ownerId, phone, minute(1));
    const { person: ended } = await join(ownerId, shared, minute(2));
    await people.end(ended, 'left', minute(3));
    const kept = await join(newOwner(), shared, minute(4));

    await people.dropAll(ownerId, minute(5));
    expect(await people.peopleOf(ownerId)).toEqual([]);
    expect(await people.person(ownerId, person.id)).toBeNull();
    expect(await people.linksOf(phone)).toEqual([]);
    expect(await people.linksOf(shared)).toEqual([kept.person]);
    expect((await join(ownerId, unique555Phone(), minute(5))).outcome).toBe('joined');
  });

  it("Joined People: a join counts one in its month; its end (once) or the owner's account going takes it off there; an ended link goes counting nothing", async () => {
    // This test alone writes in 2096: the month counters are every test's, the all-time ones too.
    const at = (month: string, day = '10') => `2096-${month}-${day}T12:00:00.000Z`;
    const ownerId = newOwner();
    const until = at('12', '31');
    const { person: left } = await join(ownerId, unique555Phone(), at('02', '01'), until);
    await join(ownerId, unique555Phone(), at('02', '02'), until);
    await join(ownerId, unique555Phone(), at('02', '03'), until);
    await people.end(left, 'left', at('03'));
    expect(await people.end(left, 'removed', at('03', '11'))).toBeNull();
    await people.dropAll(ownerId, at('04'));
    await people.dropAll(ownerId, at('04', '11'));
    const joined = (await stats.months(['2096-02', '2096-03', '2096-04'])).map((m) => m.counters.joinedPeople);
    expect(joined).toEqual([3, -1, -2]);
  });
});

describe("dynamoPeople's items on DynamoDB Local", () => {
  const { doc, tables } = testDynamo();
  const invites = dynamoInvites(doc, tables.data);
  const people = dynamoPeople(doc, tables.data);
  const item = async (key: { pk: string; sk: string }) =>
    (await doc.send(new GetCommand({ TableName: tables.data, Key: key, ConsistentRead: true }))).Item;
  const live = async (ownerId: string) => (await item(keys.peopleCount(ownerId)))?.live;

  async function join(ownerId: string, at: string) {
    const invite = inviteOf(ownerId);
    await invites.createInvite(invite);
    const person = personOf(invite, unique555Phone(), at);
    return { person, outcome: await people.join(invite, person, at) };
  }

  it('a join writes both copies of the person and counts them once; an end counts down', async () => {
    const ownerId = newOwner();
    const { person } = await join(ownerId, minute(1));
    expect(await item(keys.person(ownerId, person.id))).toEqual({
      ...keys.person(ownerId, person.id),
      type: 'person',
      person,
    });
    expect(await item(keys.personLink(person.phoneNumber, ownerId, person.id))).toEqual({
      ...keys.personLink(person.phoneNumber, ownerId, person.id),
      type: 'person_link',
      person,
    });
    expect(await item(keys.peopleCount(ownerId))).toEqual({
      ...keys.peopleCount(ownerId),
      type: 'people_count',
      live: 1,
    });
    await join(ownerId, minute(2));
    expect(await live(ownerId)).toBe(2);
    await people.end(person, 'removed', minute(3));
    expect(await live(ownerId)).toBe(1);
    expect(await people.end(person, 'removed', minute(4))).toBeNull();
    expect(await live(ownerId)).toBe(1);
  });

  it('a full owner: the refused join leaves the count at the limit and writes neither copy', async () => {
    const ownerId = newOwner();
    for (let n = 1; n <= MAX_JOINED_PEOPLE; n += 1) expect((await join(ownerId, minute(n))).outcome).toBe('joined');
    const { person, outcome } = await join(ownerId, minute(20));
    expect(outcome).toBe('full');
    expect(await live(ownerId)).toBe(MAX_JOINED_PEOPLE);
    expect(await item(keys.person(ownerId, person.id))).toBeUndefined();
    expect(await item(keys.personLink(person.phoneNumber, ownerId, person.id))).toBeUndefined();
  });

  it('dropAll deletes the count item too', async () => {
    const ownerId = newOwner();
    await join(ownerId, minute(1));
    await people.dropAll(ownerId, minute(2));
    expect(await item(keys.peopleCount(ownerId))).toBeUndefined();
  });
});
