import { keys } from '../../../shared/db/keys';
import type { User } from '../../core/accounts/domain/user';

export const USER_ITEM_TYPE = 'user';

/** The Data table item of a user: its keys, its place in the admin list, and the fields. */
export function userToItem(user: User): Record<string, unknown> {
  return { ...keys.user(user.id), ...keys.userListEntry(user.createdAt, user.id), type: USER_ITEM_TYPE, ...user };
}

/** Reads a stored user item back; fields added after an item was written take their defaults. */
export function userFromItem(item: Record<string, unknown>): User {
  const text = (name: string, fallback = '') => (typeof item[name] === 'string' ? (item[name] as string) : fallback);
  const optionalText = (name: string) => (typeof item[name] === 'string' ? { [name]: item[name] as string } : {});
  const flag = (name: string, fallback: boolean) => (typeof item[name] === 'boolean' ? (item[name] as boolean) : fallback);
  return {
    id: text('id'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    timezone: text('timezone', 'America/New_York'),
    role: item.role === 'admin' ? 'admin' : 'user',
    isActive: flag('isActive', true),
    isPhoneVerified: flag('isPhoneVerified', false),
    subscriptionStatus: text('subscriptionStatus', 'none') as User['subscriptionStatus'],
    smsTransactionalOptIn: flag('smsTransactionalOptIn', false),
    smsMarketingOptIn: flag('smsMarketingOptIn', false),
    smsOptedOut: flag('smsOptedOut', false),
    quietHoursStart: text('quietHoursStart', '21:00'),
    quietHoursEnd: text('quietHoursEnd', '08:00'),
    nagStyle: item.nagStyle === 'gentle' || item.nagStyle === 'relentless' ? item.nagStyle : 'standard',
    sessionVersion: typeof item.sessionVersion === 'number' ? item.sessionVersion : 0,
    ...optionalText('smsPausedUntil'),
    ...optionalText('stripeCustomerId'),
    ...optionalText('subscriptionId'),
    ...optionalText('subscriptionStartDate'),
    ...optionalText('subscriptionEndDate'),
    ...optionalText('trialEndsAt'),
    ...(typeof item.cancelAtPeriodEnd === 'boolean' ? { cancelAtPeriodEnd: item.cancelAtPeriodEnd } : {}),
    ...(typeof item.subscriptionStateAt === 'number' ? { subscriptionStateAt: item.subscriptionStateAt } : {}),
    ...(typeof item.welcomeTextSentAt === 'string' ? { welcomeTextSentAt: item.welcomeTextSentAt } : {}),
    ...optionalText('calendarFeedToken'),
    ...optionalText('calendarFeedCreatedAt'),
    createdAt: text('createdAt'),
    updatedAt: text('updatedAt'),
  };
}
