import { isSubscriptionOpen } from '../../billing/domain/subscription-gate';
import { scheduleNameOf } from '../../reminders/domain/reminder';
import { fail } from '../../kernel/errors';
import type { Deps } from '../../deps';
import { USER_NOT_FOUND } from './admin-get-user';
import { assertAnotherAdminRemains } from './assert-another-admin-remains';
import { syncSubscription, type SyncSubscriptionDeps } from '../../billing';

export type AdminDeleteUserDeps = SyncSubscriptionDeps & Pick<Deps, 'userDirectory' | 'userData'>;

/**
 * DELETE /admin/users/{userId}: the user goes for good. In this order, so that a failure anywhere leaves a
 * state a second DELETE finishes (and answers the same way):
 * 1. deactivated, so no text goes out and every session ends at once;
 * 2. the subscription cancelled with the provider (never charged again), and recorded as closed (which moves
 *    the subscription counters once, whether this or the provider's event records it first);
 * 3. every reminder's schedule cancelled, then everything on the user's partition deleted (reminders,
 *    completions, notifications, messages, counters);
 * 4. the user counters moved (once per user, by event id);
 * 5. the user item, phone guard and admin-list entries deleted in one transaction; a last sweep takes
 *    anything a nag in flight wrote meanwhile.
 * A DELETE for a user that is gone but left items behind finishes the sweep; for a user that never was, 404.
 */
export async function adminDeleteUser(deps: AdminDeleteUserDeps, callerId: string, userId: string): Promise<{ id: string; deleted: true }> {
  const user = await deps.users.get(userId);
  if (!user) {
    if ((await deps.userData.eraseAllButProfile(userId)) === 0) fail('not_found', USER_NOT_FOUND);
    return { id: userId, deleted: true };
  }
  if (callerId === userId) fail('conflict', 'You cannot delete the account you are logged in with.');
  await assertAnotherAdminRemains(deps, user);
  const now = deps.clock.now();

  if (user.isActive) await deps.users.update(userId, { isActive: false }, now.toISOString());

  if (user.subscriptionId) {
    await deps.billing.cancelSubscriptionNow(user.subscriptionId);
    await syncSubscription(deps, { subscriptionId: user.subscriptionId, userId, triggerId: `user-deleted#${userId}` });
  }
  const current = (await deps.users.get(userId)) ?? user;

  for (const reminder of await deps.reminders.listForUser(userId)) {
    if (reminder.nextNag) await deps.scheduler.cancel(scheduleNameOf(reminder.nextNag.id));
  }
  await deps.userData.eraseAllButProfile(userId);

  // A subscription the provider no longer has (or never had) but still recorded as open comes off here.
  const stillOpen = isSubscriptionOpen(current.subscriptionStatus);
  await deps.stats.record(`user-deleted#${userId}`, now, { users: -1, ...(stillOpen ? { activeSubscriptions: -1 } : {}) });

  await deps.users.remove(userId);
  await deps.userData.eraseAllButProfile(userId);
  return { id: userId, deleted: true };
}
