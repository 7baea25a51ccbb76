import {
  gateMove,
  mayRecordSubscription,
  subscriptionChanges,
  type SubscriptionSnapshot,
} from '../domain/subscription-snapshot';
import { startsTrialToRecord } from '../domain/trial-eligibility';
import type { User } from '../../users/domain/user';
import type { BillingPorts } from '../billing-ports';
import { reconcileUserNags } from '../../reminders';

export type SyncSubscriptionDeps = Pick<
  BillingPorts,
  'users' | 'billing' | 'clock' | 'stats' | 'reminders' | 'scheduler' | 'numberTrials'
>;

export interface SyncSubscriptionInput {
  subscriptionId: string;
  /** Who the caller believes owns it (a checkout's client reference); trusted only if the customer matches. */
  userId?: string;
  /** What caused this (a provider event id, or `checkout:<session id>`): the stats counters count it once. */
  triggerId: string;
}

/** The user a subscription belongs to: by the id it carries or the hint, if the customer matches; else by customer. */
async function ownerOf(
  deps: Pick<BillingPorts, 'users'>,
  snapshot: SubscriptionSnapshot,
  hint?: string,
): Promise<User | null> {
  for (const candidate of new Set([snapshot.userId, hint])) {
    if (!candidate) continue;
    const user = await deps.users.get(candidate);
    if (user?.stripeCustomerId === snapshot.customerId) return user;
  }
  return deps.users.findByStripeCustomer(snapshot.customerId);
}

/**
 * Reads the subscription from the provider as it is now and records it on its user. Order-safe whatever
 * order events arrive in: every record is a fresh read stamped with when it was read, and the repository
 * never lets an earlier read overwrite a later one. The user's nags are re-planned for the gate as recorded
 * (an idempotent reconcile, so a retry after a crash re-plans too); a move through the gate (into or out of
 * active/trialing) moves the subscription counters once per triggering event. A subscription with a trial the
 * account has not recorded yet puts the trial on the number's record first (one trial per number, surviving the
 * account), so a crash in between is finished by the retry and a redelivery writes nothing.
 * Resolves the user as now recorded, or null when the provider or we know nobody for it.
 */
export async function syncSubscription(deps: SyncSubscriptionDeps, input: SyncSubscriptionInput): Promise<User | null> {
  const snapshot = await deps.billing.getSubscription(input.subscriptionId);
  if (!snapshot) return null;
  const readAt = deps.clock.now();
  const user = await ownerOf(deps, snapshot, input.userId);
  if (!user) return null;
  if (startsTrialToRecord(user, snapshot)) await deps.numberTrials.recordTrial(user.phoneNumber, readAt.toISOString());
  if (!mayRecordSubscription(user, snapshot)) return user;

  const written = await deps.users.recordSubscriptionState(
    user.id,
    subscriptionChanges(snapshot, readAt.getTime()),
    readAt.toISOString(),
  );
  // Every sync brings the user's schedules in line with the gate as recorded now, not only the one that moved it:
  // a delivery that crashed after recording a move and before re-planning is retried, and finds no move left.
  await reconcileUserNags(deps, user.id);
  if (!written) return deps.users.get(user.id);

  const move = gateMove(written.before.subscriptionStatus, written.after.subscriptionStatus);
  if (move) {
    const isNewSubscription = written.before.subscriptionId !== snapshot.id;
    await deps.stats.record(
      `${input.triggerId}:subscription-${move}`,
      readAt,
      move === 'opened'
        ? { activeSubscriptions: 1, ...(isNewSubscription ? { newSubscriptions: 1 } : {}) }
        : { activeSubscriptions: -1 },
    );
  }
  return written.after;
}
