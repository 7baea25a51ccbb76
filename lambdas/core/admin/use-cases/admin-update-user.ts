import type { z } from 'zod';
import type { AdminUser } from '#shared/contracts/admin';
import type { AdminUpdateUserRequest } from '#shared/contracts/person-edits';
import { toAdminUser } from '../domain/admin-user-view';
import { fail } from '../../kernel/errors';
import type { AdminPorts } from '../admin-ports';
import { USER_NOT_FOUND } from './admin-get-user';
import { assertAnotherAdminRemains } from '../../accounts';
import { reconcileUserNags } from '../../reminders';
import { setWeeklySummarySchedule } from '../../summaries';
import { assertTextable } from '../../texting/domain/destination-policy';
import { followPhoneOnBilling, type BillingPhoneOutcome } from '../../users';

export type AdminUserChanges = z.output<typeof AdminUpdateUserRequest>;

/**
 * PUT /admin/users/{userId}: names, email, phone, time zone, role, active flag. A new phone number (one we would
 * text: the destination policy applies as at sign-up) moves the
 * uniqueness guard in one transaction (409 when another account holds it). Deactivating, or a new zone,
 * re-plans the user's reminders at once (a deactivated user's schedules are cancelled, so no text goes out;
 * their sessions end on their next request). The last active admin cannot be demoted or deactivated. The billing
 * customer's phone follows a new number (`onBilling`: a failure is counted and logged, the edit stands).
 */
export async function adminUpdateUser(
  deps: Pick<
    AdminPorts,
    'users' | 'userDirectory' | 'clock' | 'reminders' | 'scheduler' | 'destinations' | 'billing' | 'metrics'
  >,
  userId: string,
  changes: AdminUserChanges,
  onBilling: (outcome: BillingPhoneOutcome) => void = () => undefined,
): Promise<AdminUser> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', USER_NOT_FOUND);
  const { phoneNumber, ...fields } = changes;
  if ((fields.role !== undefined && fields.role !== 'admin') || fields.isActive === false)
    await assertAnotherAdminRemains(deps, user);

  const now = deps.clock.now().toISOString();
  let current = user;
  if (phoneNumber !== undefined && phoneNumber !== user.phoneNumber) {
    // The same destination policy as sign-up: an admin cannot give an account a number we would not text.
    assertTextable(deps.destinations, phoneNumber);
    current = await deps.users.changePhone(userId, user.phoneNumber, phoneNumber, now);
    onBilling(await followPhoneOnBilling(deps, current, phoneNumber));
  }
  const changed = Object.fromEntries(
    Object.entries(fields).filter(([name, value]) => value !== current[name as keyof typeof current]),
  );
  if (Object.keys(changed).length > 0) {
    current = (await deps.users.update(userId, changed, now)) ?? fail('not_found', USER_NOT_FOUND);
  }
  if (changed.timezone !== undefined || changed.isActive !== undefined) await reconcileUserNags(deps, userId);
  if (changed.timezone !== undefined) await setWeeklySummarySchedule(deps, current);
  return toAdminUser(current, deps.clock.now());
}
