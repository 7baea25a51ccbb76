import { keys } from '#shared/db/keys';
import type { StoredBuddy, User } from '#core/users/domain/user';

export const USER_ITEM_TYPE = 'user';

/** The Data table item of a user: its keys, its place in the admin list, and the fields. */
export function userToItem(user: User): Record<string, unknown> {
  return { ...keys.user(user.id), ...keys.userListEntry(user.createdAt, user.id), type: USER_ITEM_TYPE, ...user };
}

const mapOf = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const allText = <K extends string>(
  map: Record<string, unknown> | null,
  names: K[],
): map is Record<K, string> & Record<string, unknown> =>
  map !== null && names.every((name) => typeof map[name] === 'string');

/** The state of creating reminders by text, each part only when it is whole. */
function textReminderFields(
  item: Record<string, unknown>,
): Pick<User, 'textReminderDraft' | 'lastTextReminder' | 'textRemindersToday'> {
  const draft = mapOf(item.textReminderDraft);
  const last = mapOf(item.lastTextReminder);
  const today = mapOf(item.textRemindersToday);
  return {
    ...(allText(draft, ['task', 'askedAt'])
      ? {
          textReminderDraft: {
            task: draft.task,
            ...(typeof draft.when === 'string' ? { when: draft.when } : {}),
            askedAt: draft.askedAt,
          },
        }
      : {}),
    ...(allText(last, ['reminderId', 'ref', 'task', 'at', 'messageId'])
      ? {
          lastTextReminder: {
            reminderId: last.reminderId,
            ref: last.ref,
            task: last.task,
            at: last.at,
            messageId: last.messageId,
            ...(typeof last.undoneBy === 'string' ? { undoneBy: last.undoneBy } : {}),
          },
        }
      : {}),
    ...(typeof today?.date === 'string' && typeof today.count === 'number'
      ? { textRemindersToday: { date: today.date, count: today.count } }
      : {}),
  };
}

const STORED_BUDDY_STATUSES = [
  'joined',
  'left',
  'agreed',
  'opted_out',
  'asked',
] as const satisfies readonly StoredBuddy['status'][];

/** The stored buddy, when the item holds a well-formed one (an unknown status reads as an old ask: never texted). */
function buddyFields(item: Record<string, unknown>): Pick<User, 'buddy'> {
  const buddy = item.buddy as Record<string, unknown> | undefined;
  if (typeof buddy?.phoneNumber !== 'string' || typeof buddy.askedAt !== 'string') return {};
  const status = STORED_BUDDY_STATUSES.find((s) => s === buddy.status) ?? 'asked';
  const joinedBy = buddy.joinedBy as StoredBuddy['joinedBy'] | undefined;
  return {
    buddy: {
      ...(typeof buddy.firstName === 'string' ? { firstName: buddy.firstName } : {}),
      phoneNumber: buddy.phoneNumber,
      shareTaskWords: buddy.shareTaskWords === true,
      status,
      askedAt: buddy.askedAt,
      ...(typeof buddy.answeredAt === 'string' ? { answeredAt: buddy.answeredAt } : {}),
      ...(joinedBy && typeof joinedBy.code === 'string' ? { joinedBy } : {}),
    },
  };
}

const textOrNull = (value: unknown): string | null | undefined =>
  typeof value === 'string' ? value : value === null || value === undefined ? null : undefined;

/** The trip, when the item holds a well-formed one. */
function travelFields(item: Record<string, unknown>): Pick<User, 'travel'> {
  const travel = mapOf(item.travel);
  if (!allText(travel, ['zone', 'setAt'])) return {};
  const until = textOrNull(travel.until);
  const endsAt = textOrNull(travel.endsAt);
  if (until === undefined || endsAt === undefined) return {};
  return { travel: { zone: travel.zone, until, endsAt, setAt: travel.setAt } };
}

/** Reads a stored user item back; fields added after an item was written take their defaults. */
export function userFromItem(item: Record<string, unknown>): User {
  const text = (name: string, fallback = '') => (typeof item[name] === 'string' ? (item[name] as string) : fallback);
  const optionalText = (name: string) => (typeof item[name] === 'string' ? { [name]: item[name] as string } : {});
  const flag = (name: string, fallback: boolean) =>
    typeof item[name] === 'boolean' ? (item[name] as boolean) : fallback;
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
    weeklySummaryOptIn: flag('weeklySummaryOptIn', false),
    sessionVersion: typeof item.sessionVersion === 'number' ? item.sessionVersion : 0,
    ...travelFields(item),
    ...optionalText('smsPausedUntil'),
    ...optionalText('callConsentAt'),
    ...optionalText('verifiedEmail'),
    ...optionalText('emailVerifiedAt'),
    ...buddyFields(item),
    ...optionalText('textsFailingSince'),
    ...textReminderFields(item),
    ...optionalText('stripeCustomerId'),
    ...optionalText('subscriptionId'),
    ...optionalText('subscriptionStartDate'),
    ...optionalText('subscriptionEndDate'),
    ...optionalText('trialEndsAt'),
    ...(typeof item.cancelAtPeriodEnd === 'boolean' ? { cancelAtPeriodEnd: item.cancelAtPeriodEnd } : {}),
    ...(typeof item.subscriptionStateAt === 'number' ? { subscriptionStateAt: item.subscriptionStateAt } : {}),
    ...optionalText('paymentFailedAt'),
    ...(typeof item.welcomeTextSentAt === 'string' ? { welcomeTextSentAt: item.welcomeTextSentAt } : {}),
    ...optionalText('calendarFeedToken'),
    ...optionalText('calendarFeedCreatedAt'),
    createdAt: text('createdAt'),
    updatedAt: text('updatedAt'),
  };
}
