import type { StoredBuddy } from '#core/users/domain/user';
import {
  askAnsweredByYes,
  BUDDY_OPTED_OUT_MESSAGE,
  buddyEdit,
  buddyNumberProblem,
  OWN_NUMBER_MESSAGE,
  type BuddyOf,
} from '#core/escalation/domain/buddy-rules';
import { DEFAULT_SMS_COUNTRIES, NOT_MOBILE_MESSAGE } from '#core/texting/domain/destination-policy';

const OWNER = '+14155550100';
const policy = { allowedCountries: DEFAULT_SMS_COUNTRIES };
const NOW = new Date('2026-11-23T15:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600_000).toISOString();

describe('buddyNumberProblem', () => {
  it.each<[string, string, string | null]>([
    ['a US mobile', '+14155550123', null],
    ['a fictional 555 number', '+15555550123', null],
    ['a UK mobile', '+447400123456', null],
    ["the owner's own", OWNER, OWN_NUMBER_MESSAGE],
    ['a country outside the policy', '+33612345678', 'Texts to France are not supported yet'],
    [
      'a premium-rate number',
      '+19005550123',
      'Texts to premium-rate, shared-cost and satellite numbers are not supported',
    ],
    ['a UK pager', '+447640123456', NOT_MOBILE_MESSAGE],
    [
      'a satellite phone',
      '+881612345678',
      'Texts to premium-rate, shared-cost and satellite numbers are not supported',
    ],
  ])('%s', (_label, number, problem) => expect(buddyNumberProblem(OWNER, number, policy)).toBe(problem));

  it('says plainly that the buddy cannot be you', () => {
    expect(OWN_NUMBER_MESSAGE).toBe("Your buddy can't be you: use someone else's number.");
    expect(BUDDY_OPTED_OUT_MESSAGE).toMatch(/asked not to get texts from NagText/);
  });
});

const buddy = (change: Partial<StoredBuddy> = {}): StoredBuddy => ({
  firstName: 'Bob',
  phoneNumber: '+14155550123',
  shareTaskWords: false,
  status: 'agreed',
  askedAt: daysAgo(10),
  ...change,
});

describe('buddyEdit', () => {
  it.each<[string, StoredBuddy | undefined, { firstName: string; phoneNumber: string }, 'keep' | 'ask']>([
    ['no buddy yet', undefined, { firstName: 'Bob', phoneNumber: '+14155550123' }, 'ask'],
    ['the same agreed buddy', buddy(), { firstName: 'Bob', phoneNumber: '+14155550123' }, 'keep'],
    ['the same name in other case', buddy(), { firstName: 'BOB', phoneNumber: '+14155550123' }, 'keep'],
    [
      'the same buddy, still open',
      buddy({ status: 'asked', askedAt: daysAgo(2) }),
      { firstName: 'Bob', phoneNumber: '+14155550123' },
      'keep',
    ],
    [
      'the same buddy, opted out',
      buddy({ status: 'opted_out' }),
      { firstName: 'Bob', phoneNumber: '+14155550123' },
      'keep',
    ],
    [
      'the same buddy, ask expired: asked again',
      buddy({ status: 'asked', askedAt: daysAgo(7) }),
      { firstName: 'Bob', phoneNumber: '+14155550123' },
      'ask',
    ],
    ['another number', buddy(), { firstName: 'Bob', phoneNumber: '+14155550124' }, 'ask'],
    ['another name', buddy(), { firstName: 'Robert', phoneNumber: '+14155550123' }, 'ask'],
  ])('%s', (_label, current, wanted, expected) => expect(buddyEdit(current, wanted, NOW)).toBe(expected));
});

describe('askAnsweredByYes', () => {
  const of = (ownerId: string, change: Partial<StoredBuddy>): BuddyOf => ({
    ownerId,
    ownerFirstName: ownerId,
    buddy: buddy(change),
  });
  const openOld = of('ann', { status: 'asked', askedAt: daysAgo(3) });
  const openNew = of('ben', { status: 'asked', askedAt: daysAgo(1) });
  const agreed = of('cat', { status: 'agreed', askedAt: daysAgo(2) });
  const expired = of('dan', { status: 'asked', askedAt: daysAgo(8) });
  const optedOut = of('eve', { status: 'opted_out', askedAt: daysAgo(1) });

  it.each<[string, BuddyOf[], string | undefined, string | null]>([
    ['one open ask', [openOld], undefined, 'ann'],
    ['the ask its text replies to', [openOld, openNew], 'ann', 'ann'],
    ['else the latest open ask', [openOld, openNew], undefined, 'ben'],
    ['a reply to something else: the latest open ask', [openOld, openNew], 'zed', 'ben'],
    ['an open ask before one agreed already', [agreed, openOld], undefined, 'ann'],
    ['a repeated YES finds the ask it agreed to', [agreed], undefined, 'cat'],
    ['a reply to the agreed one', [agreed, openOld], 'cat', 'cat'],
    ['an expired ask: nothing', [expired], undefined, null],
    ['a reply to an expired ask: the open one instead', [expired, openOld], 'dan', 'ann'],
    ['opted out: nothing', [optedOut], undefined, null],
    ['never asked: nothing', [], undefined, null],
  ])('%s', (_label, owners, repliedTo, expected) =>
    expect(askAnsweredByYes(owners, repliedTo, NOW)?.ownerId ?? null).toBe(expected),
  );
});
