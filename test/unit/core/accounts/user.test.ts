import { strictObject } from 'zod/mini';
import { Profile } from '#shared/contracts/user';
import { assertActiveAccount } from '#core/users/domain/account-access';
import { newUser } from '#core/users/domain/user';
import { toProfile } from '#core/users/domain/user-profile';
import { USER_TOKEN_TTL_SECONDS, userTokenClaims } from '#core/auth/domain/user-token';

const input = {
  id: 'u1',
  phoneNumber: '+14155550123',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  timezone: 'America/Chicago',
  smsTransactionalOptIn: true,
  smsMarketingOptIn: false,
  now: new Date('2026-11-21T15:00:00.000Z'),
};

describe('newUser', () => {
  it('fills the defaults of a fresh account', () => {
    expect(newUser(input)).toEqual({
      id: 'u1',
      phoneNumber: '+14155550123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      timezone: 'America/Chicago',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      role: 'user',
      isActive: true,
      isPhoneVerified: true,
      subscriptionStatus: 'none',
      smsOptedOut: false,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
      nagStyle: 'standard',
      weeklySummaryOptIn: false,
      sessionVersion: 0,
      createdAt: '2026-11-21T15:00:00.000Z',
      updatedAt: '2026-11-21T15:00:00.000Z',
    });
  });

  it('records an unverified number when told so', () => {
    expect(newUser({ ...input, isPhoneVerified: false }).isPhoneVerified).toBe(false);
  });
});

describe('toProfile', () => {
  it('gives exactly the Profile contract fields', () => {
    const user = {
      ...newUser(input),
      stripeCustomerId: 'cus_secret',
      smsPausedUntil: '2026-11-22T15:00:00.000Z',
      callConsentAt: '2026-11-20T15:00:00.000Z',
      textsFailingSince: '2026-11-21T15:00:00.000Z',
      travel: { zone: 'Asia/Tokyo', until: null, endsAt: null, setAt: '2026-11-21T16:00:00.000Z' },
      buddy: {
        firstName: 'Grace',
        phoneNumber: '+14155550188',
        shareTaskWords: false,
        status: 'asked' as const,
        askedAt: '2026-11-10T15:00:00.000Z',
      },
    };
    const profile = toProfile(user, new Date('2026-11-22T15:00:00.000Z'));
    expect(strictObject(Profile.shape).parse(profile)).toEqual(profile);
    // `texting`, `escalation`, `buddyInvites` and `emailSuppressed` are the profile routes' own additions (getProfile
    // reads them beside the user), not the user's.
    expect(Object.keys(profile).sort()).toEqual(
      Object.keys(Profile.shape)
        .filter((key) => !['texting', 'escalation', 'buddyInvites', 'emailSuppressed'].includes(key))
        .sort(),
    );
    // Asked by the old outbound ask and never answered: with the ask gone, it reads as expired.
    expect(profile.buddy?.status).toBe('expired');
    expect(profile).not.toHaveProperty('stripeCustomerId');
    // The trip as the person sees it: not the stored `setAt` that names it for its end's schedule.
    expect(profile.travel).toEqual({ zone: 'Asia/Tokyo', until: null, endsAt: null });
  });
});

describe('userTokenClaims', () => {
  it('names the account and its role, for 7 days', () => {
    expect(userTokenClaims(newUser(input))).toEqual({ sub: 'u1', role: 'user', sv: 0 });
    expect(USER_TOKEN_TTL_SECONDS).toBe(604800);
  });
});

describe('assertActiveAccount', () => {
  it('lets an active account through and stops a deactivated one', () => {
    expect(() => assertActiveAccount({ isActive: true })).not.toThrow();
    expect(() => assertActiveAccount({ isActive: false })).toThrow(expect.objectContaining({ code: 'forbidden' }));
  });
});
