import { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/contracts';
import { PROFILE_QUERY_KEY, storeProfile } from '@/api/profile';

const account = {
  id: 'u1',
  firstName: 'Ada',
  phoneNumber: '+14155550100',
  timezone: 'America/New_York',
} as unknown as Profile;
const texting = { textsThisMonth: 12, monthlyLimit: 400, textsToday: 3, dailyLimit: 100, stage: 'full' };
const invites = [{ code: '4K7Q9MXP', expiresAt: '2026-12-06T15:00:00.000Z' }];

describe('storeProfile: a change answered with the saved account', () => {
  it('replaces the account and keeps what only GET reads (usage, open invites), so no card empties after a save', () => {
    const client = new QueryClient();
    client.setQueryData(PROFILE_QUERY_KEY, { ...account, texting, buddyInvites: invites });
    storeProfile(client, { ...account, firstName: 'Grace', timezone: 'America/Denver' });
    expect(client.getQueryData(PROFILE_QUERY_KEY)).toEqual({
      ...account,
      firstName: 'Grace',
      timezone: 'America/Denver',
      texting,
      buddyInvites: invites,
    });
  });

  it('takes what the answer does carry (a new invite list) over the cached one', () => {
    const client = new QueryClient();
    client.setQueryData(PROFILE_QUERY_KEY, { ...account, buddyInvites: invites });
    storeProfile(client, { ...account, buddyInvites: [] } as Profile);
    expect(client.getQueryData<Profile>(PROFILE_QUERY_KEY)?.buddyInvites).toEqual([]);
  });

  it('fills an empty cache with the answer', () => {
    const client = new QueryClient();
    storeProfile(client, account);
    expect(client.getQueryData(PROFILE_QUERY_KEY)).toEqual(account);
  });
});

describe('storeProfile: what the answer no longer has is gone', () => {
  it('a removed buddy and a consent turned off do not linger from the cache', () => {
    const client = new QueryClient();
    const withBuddy = { ...account, callConsent: true, buddy: { firstName: 'Bob' } } as unknown as Profile;
    client.setQueryData(PROFILE_QUERY_KEY, { ...withBuddy, texting });
    storeProfile(client, account);
    expect(client.getQueryData(PROFILE_QUERY_KEY)).toEqual({ ...account, texting });
  });
});
