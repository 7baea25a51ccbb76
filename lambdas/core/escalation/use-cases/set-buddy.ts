import type { Profile } from '#shared/contracts/user';
import type { SetBuddyRequest } from '#shared/contracts/buddy-edits';
import { toProfile } from '../../users/domain/user-profile';
import type { StoredBuddy, User } from '../../users/domain/user';
import { isSubscriptionOpen } from '../../users/domain/subscription-gate';
import { accountMonth } from '../../kernel/account-month';
import { buddyTexts } from '../domain/buddy-texts';
import { SmsSendError } from '../../texting/ports/sms-sender';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import { throttle } from '../../abuse';
import { fail } from '../../kernel/errors';
import type { EscalationPorts } from '../escalation-ports';
import {
  BUDDY_NEEDS_SUBSCRIPTION_MESSAGE,
  BUDDY_OPTED_OUT_MESSAGE,
  BUDDY_TEXTS_USED_MESSAGE,
  buddyEdit,
  buddyNumberProblem,
} from '../domain/buddy-rules';

export type SetBuddyDeps = SendUserTextDeps &
  Pick<
    EscalationPorts,
    'users' | 'buddies' | 'destinations' | 'rateLimiter' | 'escalationUsage' | 'escalationCaps' | 'metrics'
  >;

export const BUDDY_NOT_TEXTABLE_MESSAGE =
  "We couldn't text that number, so it wasn't saved as your buddy. Check the number or choose someone else.";
export const BUDDY_TEXT_BUSY_MESSAGE =
  "We couldn't send the text to your buddy just now, so nothing was saved. Try again in a minute.";

const refuseNumber = (message: string): never =>
  fail('validation_failed', message, { issues: [{ path: 'phoneNumber', message }] });

/**
 * PUT /user/buddy. The number is checked first (never the owner's own; the destination policy), and a buddy that is the same one (number and first name) only has `shareTaskWords` changed, with no
 * text. Anything else is a new ask: limited per account and per number in any 24 hours (rolling windows), then
 * refused when the number opted out (after the limits, so the answer tells no more than they allow), booked
 * against the month's buddy texts, stored as asked (its link from the number with it), then the one consent text goes. A text that cannot
 * go undoes the ask, so the owner never sees "asked" for a text nobody got. Needs an active subscription or trial
 * (the ask is a text at our cost); removing a buddy never does.
 */
export async function setBuddy(deps: SetBuddyDeps, userId: string, request: SetBuddyRequest): Promise<Profile> {
  const now = deps.clock.now();
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (!isSubscriptionOpen(user.subscriptionStatus)) fail('payment_required', BUDDY_NEEDS_SUBSCRIPTION_MESSAGE);
  const wanted = {
    firstName: request.firstName,
    phoneNumber: request.phoneNumber,
    shareTaskWords: request.shareTaskWords ?? false,
  };
  const problem = buddyNumberProblem(user.phoneNumber, wanted.phoneNumber, deps.destinations);
  if (problem) refuseNumber(problem);

  const current = user.buddy;
  if (current && buddyEdit(current, wanted, now) === 'keep') {
    const kept = await deps.buddies.set(user.id, { ...current, ...wanted }, current, now.toISOString());
    return toProfile(kept ?? fail('not_found', 'User not found'), now);
  }
  // Both ask limits first, then the opt-out: the refusal says a number opted out, so it spends an ask like one
  // (as a code request does, send-code), and whether numbers opted out is learnt no faster than asks are allowed.
  await throttle(deps, 'buddyAsksPerUser', user.id);
  await throttle(deps, 'buddyAsksPerNumber', wanted.phoneNumber);
  // A number that replied STOP (as a buddy, as an account, or as anyone: deleted accounts and withdrawn asks
  // included) is never asked; the send path would refuse the text anyway.
  if (await deps.optOuts.isOptedOut(wanted.phoneNumber)) refuseNumber(BUDDY_OPTED_OUT_MESSAGE);
  const month = accountMonth(now, user.timezone);
  if (!(await deps.escalationUsage.take(user.id, 'buddyText', month.key, deps.escalationCaps.buddyTextsPerMonth))) {
    const retryAfterSeconds = Math.ceil((month.resetsAt.getTime() - now.getTime()) / 1000);
    fail('rate_limited', BUDDY_TEXTS_USED_MESSAGE, { retryAfterSeconds, limit: 'buddyTextsPerMonth' });
  }
  const asked: StoredBuddy = { ...wanted, status: 'asked', askedAt: now.toISOString() };
  let saved: User | null = null;
  try {
    saved = await deps.buddies.set(user.id, asked, current ?? null, now.toISOString());
    if (!saved) fail('not_found', 'User not found');
    const result = await sendUserText(
      deps,
      { id: user.id, phoneNumber: asked.phoneNumber },
      buddyTexts.buddyAsk(user.firstName),
    );
    if (!result.sent) refuseNumber(BUDDY_NOT_TEXTABLE_MESSAGE);
  } catch (error) {
    await deps.escalationUsage.giveBack(user.id, 'buddyText', month.key);
    if (saved) await undoAsk(deps, user.id, asked, current);
    if (error instanceof SmsSendError)
      fail('rate_limited', BUDDY_TEXT_BUSY_MESSAGE, { retryAfterSeconds: 60, limit: 'smsProvider' });
    throw error;
  }
  deps.metrics.count('BuddyTexts', { Kind: 'ask' });
  return toProfile(saved, now);
}

/** The ask's text did not go: the buddy is back as it was (none, or the one it replaced). */
async function undoAsk(
  deps: Pick<EscalationPorts, 'buddies' | 'clock'>,
  userId: string,
  asked: StoredBuddy,
  previous: StoredBuddy | undefined,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  if (previous) await deps.buddies.set(userId, previous, asked, at);
  else await deps.buddies.remove(userId, asked, at);
}
