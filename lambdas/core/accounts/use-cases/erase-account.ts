import { isSubscriptionOpen } from '../../users/domain/subscription-gate';
import { scheduleNameOf } from '../../reminders/domain/reminder';
import { weeklySummaryScheduleName } from '../../summaries/domain/summary-schedule';
import type { AccountsPorts } from '../accounts-ports';
import type { User } from '../../users/domain/user';
import { syncSubscription, type SyncSubscriptionDeps } from '../../billing';
import { accountHadTrial } from '../../billing/domain/trial-eligibility';
import { endBuddyLinks, type RemoveBuddyDeps } from '../../escalation';
import { endPeopleLinks, type RemovePersonDeps } from '../../people';

export type EraseAccountDeps = SyncSubscriptionDeps &
  RemoveBuddyDeps &
  RemovePersonDeps &
  Pick<AccountsPorts, 'userData'>;

/**
 * The one cascade that deletes an account, for the admin's delete and the owner's own. In this order, so that a
 * failure anywhere leaves a state a second run finishes (counting once):
 * 1. deactivated, when `deactivateFirst`: no text goes out and every session ends at once (the admin's delete;
 *    the owner's keeps their session until the end, so a half-way failure can be retried with a new code);
 * 2. the subscription cancelled with the provider (never charged again), and recorded as closed (which moves
 *    the subscription counters once, whether this or the provider's event records it first);
 * 3. the number's trial kept on its own record when the account had it (outliving the account: a number that
 *    signs up again gets no second trial; written once, so a second run writes nothing);
 * 4. every reminder's schedule and the weekly summary's cancelled, a joined buddy told once that the reminders
 *    ended and the invites deleted, then everything on the user's partition
 *    deleted (reminders, completions, notifications, messages, counters);
 * 5. the user counters moved (once per user, by event id);
 * 6. the user item, phone guard and admin-list entries deleted in one transaction (every session ends with
 *    them): from here the account is gone, and `whenGone` runs (the goodbye notices: run at this point and no other,
 *    a failure before it leaves the user for a retry to find and finish, one after it cannot keep them from going,
 *    and a retry finds no user, so they go exactly once); then a last sweep takes anything a nag in flight wrote
 *    meanwhile.
 */
export async function eraseAccount(
  deps: EraseAccountDeps,
  user: User,
  options: { deactivateFirst: boolean; whenGone?: () => Promise<void> },
): Promise<void> {
  const now = deps.clock.now();
  if (options.deactivateFirst && user.isActive)
    await deps.users.update(user.id, { isActive: false }, now.toISOString());

  if (user.subscriptionId) {
    await deps.billing.cancelSubscriptionNow(user.subscriptionId);
    await syncSubscription(deps, {
      subscriptionId: user.subscriptionId,
      userId: user.id,
      triggerId: `user-deleted#${user.id}`,
    });
  }
  const current = (await deps.users.get(user.id)) ?? user;
  if (accountHadTrial(current)) await deps.numberTrials.recordTrial(current.phoneNumber, now.toISOString());

  for (const reminder of await deps.reminders.listForUser(user.id)) {
    if (reminder.nextNag) await deps.scheduler.cancel(scheduleNameOf(reminder.nextNag.id));
  }
  await deps.scheduler.cancel(weeklySummaryScheduleName(user.id));
  // A joined buddy and each joined person are told once that the reminders ended; the invites and links go.
  await endBuddyLinks(deps, current);
  await endPeopleLinks(deps, current);
  await deps.userData.eraseAllButProfile(user.id);

  // A subscription the provider no longer has (or never had) but still recorded as open comes off here.
  const stillOpen = isSubscriptionOpen(current.subscriptionStatus);
  await deps.stats.record(`user-deleted#${user.id}`, now, {
    users: -1,
    ...(stillOpen ? { activeSubscriptions: -1 } : {}),
  });

  await deps.users.remove(user.id);
  await options.whenGone?.();
  await deps.userData.eraseAllButProfile(user.id);
}
