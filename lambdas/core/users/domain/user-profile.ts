import type { Profile } from '#shared/contracts/user';
import type { User } from './user';
import { buddyView } from './buddy';
import { isEmailVerified } from './email-status';
import { travelView } from './travel';

/** What a user sees of their own account at `now`: every Profile field, nothing else from the stored item. */
export function toProfile(user: User, now: Date): Profile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: isEmailVerified(user),
    phoneNumber: user.phoneNumber,
    timezone: user.timezone,
    smsTransactionalOptIn: user.smsTransactionalOptIn,
    smsMarketingOptIn: user.smsMarketingOptIn,
    smsOptedOut: user.smsOptedOut,
    quietHoursStart: user.quietHoursStart,
    quietHoursEnd: user.quietHoursEnd,
    nagStyle: user.nagStyle,
    weeklySummaryOptIn: user.weeklySummaryOptIn,
    ...withTravel(user, now),
    ...(user.smsPausedUntil ? { smsPausedUntil: user.smsPausedUntil } : {}),
    ...(user.callConsentAt ? { callConsentAt: user.callConsentAt } : {}),
    ...(user.buddy ? { buddy: buddyView(user.buddy, now) } : {}),
    ...(user.textsFailingSince ? { textsFailingSince: user.textsFailingSince } : {}),
    isPhoneVerified: user.isPhoneVerified,
    subscriptionStatus: user.subscriptionStatus,
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

function withTravel(user: User, now: Date): Pick<Profile, 'travel'> {
  const travel = travelView(user, now);
  return travel ? { travel } : {};
}
