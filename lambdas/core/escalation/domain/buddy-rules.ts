import type { StoredBuddy } from '../../users/domain/user';
import { judgeDestination, type DestinationPolicy } from '../../texting/domain/destination-policy';
import { buddyAnswerDeadline } from '../../users/domain/buddy';

export const OWN_NUMBER_MESSAGE = "Your buddy can't be you: use someone else's number.";
export const BUDDY_OPTED_OUT_MESSAGE =
  "That number has asked not to get texts from NagText, so we can't ask them to be your buddy. Choose someone else.";
export const BUDDY_NEEDS_SUBSCRIPTION_MESSAGE =
  'A buddy needs an active subscription or free trial: asking one sends them a text. Subscribe to continue.';
export const BUDDY_TEXTS_USED_MESSAGE =
  "You've used this month's buddy texts, and asking a buddy is one. Try again next month.";

/** Why this number cannot be asked to be the owner's buddy (what the 400 says), or null. */
export function buddyNumberProblem(ownerPhone: string, number: string, policy: DestinationPolicy): string | null {
  if (number === ownerPhone) return OWN_NUMBER_MESSAGE;
  const verdict = judgeDestination(number, policy);
  return verdict.allowed ? null : verdict.message;
}

/** Whether the ask is still open: asked, and not yet past BUDDY_ANSWER_DAYS (then it is a no). */
export const isOpenAsk = (buddy: StoredBuddy, now: Date): boolean =>
  buddy.status === 'asked' && now < buddyAnswerDeadline(buddy);

/**
 * What saving this buddy means: `keep` the current one (same number, same first name but for case), changing only
 * `shareTaskWords` and nothing sent; or `ask` a new one, which stores it as asked and sends the one consent text.
 * An expired ask of the same buddy is asked again (the Settings card's "ask again").
 */
export function buddyEdit(
  current: StoredBuddy | undefined,
  wanted: Pick<StoredBuddy, 'firstName' | 'phoneNumber'>,
  now: Date,
): 'keep' | 'ask' {
  if (!current || current.phoneNumber !== wanted.phoneNumber) return 'ask';
  if (current.firstName.toLocaleLowerCase('en') !== wanted.firstName.toLocaleLowerCase('en')) return 'ask';
  return current.status === 'asked' && !isOpenAsk(current, now) ? 'ask' : 'keep';
}

/** An owner whose current buddy is the number a text came from. */
export interface BuddyOf {
  ownerId: string;
  ownerFirstName: string;
  buddy: StoredBuddy;
}

const latest = (owners: readonly BuddyOf[]) =>
  [...owners].sort((a, b) => b.buddy.askedAt.localeCompare(a.buddy.askedAt))[0] ?? null;

/**
 * The ask a YES answers: the one whose text it replies to (when the provider says which), else the latest still
 * open; with none open, the latest already agreed, so that a repeated YES finds the ask it already answered (and
 * its confirmation, sent at most once). Null: nothing to agree to (never asked, expired, opted out).
 */
export function askAnsweredByYes(
  owners: readonly BuddyOf[],
  repliedToOwnerId: string | undefined,
  now: Date,
): BuddyOf | null {
  const answerable = owners.filter((o) => isOpenAsk(o.buddy, now) || o.buddy.status === 'agreed');
  const replied = answerable.find((o) => o.ownerId === repliedToOwnerId);
  if (replied) return replied;
  return (
    latest(answerable.filter((o) => isOpenAsk(o.buddy, now))) ??
    latest(answerable.filter((o) => o.buddy.status === 'agreed'))
  );
}

/** Whom a buddy's other texts (HELP, anything else) are filed under: the latest to have asked. */
export const latestAsker = (owners: readonly BuddyOf[]): BuddyOf | null => latest(owners);
