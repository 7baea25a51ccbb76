import type { StoredBuddy } from '#core/users/domain/user';
import { hasLiveLink } from '#core/users/domain/buddy';
import {
  HAS_BUDDY_MESSAGE,
  inviteProblem,
  isOpenInvite,
  joinVerdict,
  TOO_MANY_INVITES_MESSAGE,
  type JoinVerdict,
  type StoredInvite,
} from '#core/people/domain/invite-rules';

const OWNER = '+15555550100';
const FRIEND = '+15555550123';
const OTHER = '+15555550199';
const NOW = new Date('2026-11-23T15:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * 24 * 3600_000).toISOString();
const buddy = (status: StoredBuddy['status'], phoneNumber = FRIEND): StoredBuddy => ({
  phoneNumber,
  shareTaskWords: false,
  status,
  askedAt: at(-1),
});
const invite = (extra: Partial<StoredInvite> = {}): StoredInvite => ({
  code: '4K7Q9MXP',
  ownerId: 'owner',
  createdAt: at(-1),
  expiresAt: at(6),
  shareTaskWords: false,
  message: 'Text JOIN ...',
  ...extra,
});

describe('hasLiveLink: the one consent rule (NagText texts a number only once it texted JOIN, or YES before invites)', () => {
  it.each<[string, StoredBuddy, boolean]>([
    ['joined', buddy('joined'), true],
    ['agreed (YES to the old ask, kept)', buddy('agreed'), true],
    ['an old ask never answered', buddy('asked'), false],
    ['left', buddy('left'), false],
    ['opted out', buddy('opted_out'), false],
    ["joined, but now the owner's own number (a phone change)", buddy('joined', OWNER), false],
  ])('%s -> %s', (_label, b, expected) => expect(hasLiveLink(b, OWNER)).toBe(expected));
});

describe('isOpenInvite', () => {
  it.each<[string, StoredInvite, boolean]>([
    ['fresh', invite(), true],
    ['at its last instant', invite({ expiresAt: new Date(NOW.getTime() + 1).toISOString() }), true],
    ['expired at this instant', invite({ expiresAt: NOW.toISOString() }), false],
    ['used', invite({ usedBy: FRIEND, usedAt: at(0) }), false],
  ])('%s -> %s', (_label, i, expected) => expect(isOpenInvite(i, NOW)).toBe(expected));
});

describe('inviteProblem', () => {
  const owner = (b?: StoredBuddy) => ({ phoneNumber: OWNER, ...(b ? { buddy: b } : {}) });
  it.each<[string, ReturnType<typeof owner>, StoredInvite[], string | null]>([
    ['none open', owner(), [], null],
    ['two open', owner(), [invite(), invite()], null],
    ['three open', owner(), [invite(), invite(), invite()], TOO_MANY_INVITES_MESSAGE],
    [
      'three, one expired, one used',
      owner(),
      [invite(), invite({ expiresAt: at(-1) }), invite({ usedBy: FRIEND })],
      null,
    ],
    ['a joined buddy', owner(buddy('joined')), [], HAS_BUDDY_MESSAGE],
    ['a buddy who left', owner(buddy('left')), [], null],
    ['an old ask never answered', owner(buddy('asked')), [], null],
  ])('%s', (_label, o, invites, expected) => expect(inviteProblem(o, invites, NOW)).toBe(expected));
});

describe('joinVerdict', () => {
  const owner = (extra: { buddy?: StoredBuddy; isActive?: boolean } = {}) => ({
    phoneNumber: OWNER,
    isActive: true,
    ...extra,
  });
  it.each<[string, Parameters<typeof joinVerdict>[0], JoinVerdict]>([
    ['an open invite', { invite: invite(), owner: owner(), from: FRIEND, now: NOW }, 'join'],
    ['no such code (guessed)', { invite: null, owner: null, from: FRIEND, now: NOW }, 'invalid'],
    [
      'expired: the same as a wrong code',
      { invite: invite({ expiresAt: at(-1) }), owner: owner(), from: FRIEND, now: NOW },
      'invalid',
    ],
    [
      'used by another number',
      { invite: invite({ usedBy: OTHER }), owner: owner(), from: FRIEND, now: NOW },
      'invalid',
    ],
    [
      'used by this number (again)',
      { invite: invite({ usedBy: FRIEND }), owner: owner(), from: FRIEND, now: NOW },
      'rejoined',
    ],
    ['the owner deleted', { invite: invite(), owner: null, from: FRIEND, now: NOW }, 'invalid'],
    [
      'the owner deactivated',
      { invite: invite(), owner: owner({ isActive: false }), from: FRIEND, now: NOW },
      'invalid',
    ],
    ["from the owner's own number", { invite: invite(), owner: owner(), from: OWNER, now: NOW }, 'own_number'],
    [
      'someone else joined meanwhile',
      { invite: invite(), owner: owner({ buddy: buddy('joined', OTHER) }), from: FRIEND, now: NOW },
      'has_buddy',
    ],
    [
      'the previous buddy left',
      { invite: invite(), owner: owner({ buddy: buddy('left', OTHER) }), from: FRIEND, now: NOW },
      'join',
    ],
    [
      'the previous buddy opted out',
      { invite: invite(), owner: owner({ buddy: buddy('opted_out') }), from: FRIEND, now: NOW },
      'join',
    ],
  ])('%s -> %s', (_label, input, expected) => expect(joinVerdict(input)).toBe(expected));
});
