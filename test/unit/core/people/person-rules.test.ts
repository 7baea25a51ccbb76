import { MAX_JOINED_PEOPLE } from '#shared/vocabulary';
import { TOO_MANY_INVITES_MESSAGE, type StoredInvite } from '#core/people/domain/invite-rules';
import type { StoredPerson } from '#core/people/domain/person';
import {
  personInviteProblem,
  personJoinVerdict,
  TOO_MANY_PEOPLE_MESSAGE,
  type PersonJoinVerdict,
} from '#core/people/domain/person-rules';
import { isLivePerson } from '#core/people/domain/person';
import { HOUSEHOLD_FULL_MESSAGE, householdInviteProblem } from '#core/people/domain/household-rules';

const OWNER = '+15555550100';
const FRIEND = '+15555550123';
const OTHER = '+15555550199';
const NOW = new Date('2026-11-23T15:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * 24 * 3600_000).toISOString();
const PERSON_PART = { firstName: 'Mom', timezone: 'America/Chicago', quietHoursStart: '22:00', quietHoursEnd: '07:00' };

const invite = (extra: Partial<StoredInvite> = {}): StoredInvite => ({
  code: '4K7Q9MXP',
  ownerId: 'owner',
  createdAt: at(-1),
  expiresAt: at(6),
  shareTaskWords: false,
  message: 'Text JOIN ...',
  person: PERSON_PART,
  ...extra,
});
const person = (
  n: number,
  status: StoredPerson['status'] = 'joined',
  phoneNumber = `+1555555${String(n).padStart(4, '0')}`,
) =>
  ({
    id: `p${n}`,
    ownerId: 'owner',
    phoneNumber,
    ...PERSON_PART,
    status,
    joinedAt: at(-2),
    joinedBy: { code: 'AAAAAAAA', messageId: `m${n}`, afterStop: false },
  }) satisfies StoredPerson;
const people = (count: number, status: StoredPerson['status'] = 'joined') =>
  Array.from({ length: count }, (_, i) => person(i + 1, status));
const owner = { phoneNumber: OWNER, isActive: true };
const intoHousehold = invite({ person: { ...PERSON_PART, household: true } });
const inHousehold = (count: number, status: StoredPerson['status'] = 'joined') =>
  people(count, status).map((p) => ({ ...p, household: true }));

describe('isLivePerson: only a joined link is texted, never the owner’s own number', () => {
  it.each<[string, StoredPerson, boolean]>([
    ['joined', person(1), true],
    ['left', person(1, 'left'), false],
    ['removed', person(1, 'removed'), false],
    ['joined, but the owner’s number now (a phone change)', person(1, 'joined', OWNER), false],
  ])('%s: %s', (_, p, live) => expect(isLivePerson(p, OWNER)).toBe(live));
});

describe('personInviteProblem: 3 open invites of any kind, and the people limit with open person invites counted in', () => {
  const buddyInvite = (code: string) => invite({ code, person: undefined });
  it.each<[string, StoredInvite[], StoredPerson[], string | null]>([
    ['none yet', [], [], null],
    ['2 open invites', [invite({ code: 'A' }), buddyInvite('B')], [], null],
    [
      '3 open invites (one a buddy’s)',
      [invite({ code: 'A' }), invite({ code: 'B' }), buddyInvite('C')],
      [],
      TOO_MANY_INVITES_MESSAGE,
    ],
    [
      '3 invites, 2 expired',
      [invite({ code: 'A' }), invite({ code: 'B', expiresAt: at(-1) }), invite({ code: 'C', expiresAt: at(-2) })],
      [],
      null,
    ],
    [
      '3 invites, 1 used',
      [invite({ code: 'A' }), invite({ code: 'B', usedBy: FRIEND }), invite({ code: 'C' })],
      [],
      null,
    ],
    [`${MAX_JOINED_PEOPLE - 1} joined`, [], people(MAX_JOINED_PEOPLE - 1), null],
    [`${MAX_JOINED_PEOPLE} joined`, [], people(MAX_JOINED_PEOPLE), TOO_MANY_PEOPLE_MESSAGE],
    [
      `${MAX_JOINED_PEOPLE - 1} joined and one open person invite`,
      [invite()],
      people(MAX_JOINED_PEOPLE - 1),
      TOO_MANY_PEOPLE_MESSAGE,
    ],
    [
      `${MAX_JOINED_PEOPLE - 1} joined and one open buddy invite`,
      [buddyInvite('B')],
      people(MAX_JOINED_PEOPLE - 1),
      null,
    ],
    [`${MAX_JOINED_PEOPLE} who left`, [], people(MAX_JOINED_PEOPLE, 'left'), null],
  ])('%s', (_, invites, ps, problem) =>
    expect(personInviteProblem({ phoneNumber: OWNER }, invites, ps, NOW)).toBe(problem),
  );
});

describe('personJoinVerdict: what a JOIN with a person invite comes to', () => {
  it.each<[string, Parameters<typeof personJoinVerdict>[0], PersonJoinVerdict]>([
    ['an open invite', { invite: invite(), owner, people: [], from: FRIEND, now: NOW }, 'join'],
    ['no such code', { invite: null, owner, people: [], from: FRIEND, now: NOW }, 'invalid'],
    ['the owner is gone', { invite: invite(), owner: null, people: [], from: FRIEND, now: NOW }, 'invalid'],
    [
      'the owner is deactivated',
      { invite: invite(), owner: { ...owner, isActive: false }, people: [], from: FRIEND, now: NOW },
      'invalid',
    ],
    ['expired', { invite: invite({ expiresAt: at(-1) }), owner, people: [], from: FRIEND, now: NOW }, 'invalid'],
    [
      'expiring this very instant',
      { invite: invite({ expiresAt: NOW.toISOString() }), owner, people: [], from: FRIEND, now: NOW },
      'invalid',
    ],
    [
      'used by another number',
      { invite: invite({ usedBy: OTHER }), owner, people: [], from: FRIEND, now: NOW },
      'invalid',
    ],
    [
      'used by this number',
      { invite: invite({ usedBy: FRIEND }), owner, people: [], from: FRIEND, now: NOW },
      'rejoined',
    ],
    [
      'used by this number, expired since',
      { invite: invite({ usedBy: FRIEND, expiresAt: at(-1) }), owner, people: [], from: FRIEND, now: NOW },
      'rejoined',
    ],
    ['the owner’s own number', { invite: invite(), owner, people: [], from: OWNER, now: NOW }, 'own_number'],
    [
      'already one of the owner’s people',
      { invite: invite(), owner, people: [person(1, 'joined', FRIEND)], from: FRIEND, now: NOW },
      'already_joined',
    ],
    [
      'left the owner before: joins again',
      { invite: invite(), owner, people: [person(1, 'left', FRIEND)], from: FRIEND, now: NOW },
      'join',
    ],
    [
      'the owner is full',
      { invite: invite(), owner, people: people(MAX_JOINED_PEOPLE), from: FRIEND, now: NOW },
      'full',
    ],
    [
      'the owner’s people all left',
      { invite: invite(), owner, people: people(MAX_JOINED_PEOPLE, 'left'), from: FRIEND, now: NOW },
      'join',
    ],
    [
      'into a household of 5 others: full',
      { invite: intoHousehold, owner, people: inHousehold(5), from: FRIEND, now: NOW },
      'household_full',
    ],
    [
      'into a household of 4 others',
      { invite: intoHousehold, owner, people: inHousehold(4), from: FRIEND, now: NOW },
      'join',
    ],
    [
      'into a household whose 5 left',
      { invite: intoHousehold, owner, people: inHousehold(5, 'left'), from: FRIEND, now: NOW },
      'join',
    ],
    ['beside a full household', { invite: invite(), owner, people: inHousehold(5), from: FRIEND, now: NOW }, 'join'],
  ])('%s', (_, input, verdict) => expect(personJoinVerdict(input)).toBe(verdict));
});

describe('householdInviteProblem: the household with its open invites counted in', () => {
  const open = (code: string) => invite({ code, person: { ...PERSON_PART, household: true } });
  it.each<[string, StoredInvite[], StoredPerson[], string | null]>([
    ['none yet', [], [], null],
    ['4 in it', [], inHousehold(4), null],
    ['5 in it', [], inHousehold(5), HOUSEHOLD_FULL_MESSAGE],
    ['4 in it and one invite into it', [open('A')], inHousehold(4), HOUSEHOLD_FULL_MESSAGE],
    ['4 in it and one invite beside it', [invite({ code: 'A' })], inHousehold(4), null],
    ['5 who were in it and left', [], inHousehold(5, 'left'), null],
    [
      '3 in it, an expired invite into it',
      [invite({ code: 'B', expiresAt: at(-1), person: { ...PERSON_PART, household: true } })],
      inHousehold(3),
      null,
    ],
  ])('%s', (_, invites, ps, problem) =>
    expect(householdInviteProblem({ phoneNumber: OWNER }, invites, ps, NOW)).toBe(problem),
  );
});
