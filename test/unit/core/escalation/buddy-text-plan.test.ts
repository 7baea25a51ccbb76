import type { StoredBuddy } from '#core/users/domain/user';
import {
  buddyTextDecision,
  sharedTask,
  type BuddyTextDecision,
  type BuddyTextInput,
} from '#core/escalation/domain/buddy-text-plan';
import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';

const NOW = new Date('2026-11-23T15:00:00.000Z');
const BUDDY: StoredBuddy = {
  firstName: 'Bob',
  phoneNumber: '+14155550123',
  shareTaskWords: false,
  status: 'agreed',
  askedAt: '2026-11-20T15:00:00.000Z',
};
const base: BuddyTextInput = {
  tellBuddy: true,
  owner: {
    phoneNumber: '+14155550100',
    buddy: BUDDY,
    isActive: true,
    smsOptedOut: false,
    smsTransactionalOptIn: true,
    subscriptionStatus: 'active',
  },
  destinations: { allowedCountries: DEFAULT_SMS_COUNTRIES },
  now: NOW,
};
type Change = Partial<Omit<BuddyTextInput, 'owner'>> & { owner?: Partial<BuddyTextInput['owner']> };
const decide = (change: Change) => buddyTextDecision({ ...base, ...change, owner: { ...base.owner, ...change.owner } });
const no = (reason: Extract<BuddyTextDecision, { send: false }>['reason']): BuddyTextDecision => ({
  send: false,
  reason,
});

describe('buddyTextDecision', () => {
  it.each<[string, Change, BuddyTextDecision]>([
    ['an agreed buddy, a reminder that tells, a subscribed owner', {}, { send: true, buddy: BUDDY }],
    ['trialing', { owner: { subscriptionStatus: 'trialing' } }, { send: true, buddy: BUDDY }],
    ['the reminder does not tell', { tellBuddy: false }, no('tell_buddy_off')],
    ['the reminder never said', { tellBuddy: undefined }, no('tell_buddy_off')],
    ['no buddy', { owner: { buddy: undefined } }, no('no_buddy')],
    ['asked, no answer yet', { owner: { buddy: { ...BUDDY, status: 'asked' } } }, no('not_agreed')],
    ['the buddy opted out', { owner: { buddy: { ...BUDDY, status: 'opted_out' } } }, no('not_agreed')],
    ["the owner's number is now the buddy's", { owner: { phoneNumber: BUDDY.phoneNumber } }, no('own_number')],
    ['no subscription (the gate)', { owner: { subscriptionStatus: 'canceled' } }, no('subscription')],
    ['past due (the gate)', { owner: { subscriptionStatus: 'past_due' } }, no('subscription')],
    ['the owner replied STOP', { owner: { smsOptedOut: true } }, no('opted_out')],
    ['the owner paused texts', { owner: { smsPausedUntil: '2026-11-24T00:00:00.000Z' } }, no('paused')],
    ['a deactivated owner', { owner: { isActive: false } }, no('inactive')],
    [
      "the buddy's country is no longer texted",
      { destinations: { allowedCountries: ['CA'] } },
      no('destination_refused'),
    ],
  ])('%s', (_label, change, expected) => expect(decide(change)).toEqual(expected));
});

describe('sharedTask', () => {
  it('names the task only when the owner shares its words', () => {
    expect(sharedTask({ shareTaskWords: true }, 'Gym')).toBe('Gym');
    expect(sharedTask({ shareTaskWords: false }, 'Gym')).toBeNull();
  });
});
