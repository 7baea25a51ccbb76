import { fail } from '../../kernel/errors';
import type { AdminPorts } from '../admin-ports';
import {
  assertAnotherAdminRemains,
  eraseAccount,
  sayLastText,
  type AccountDeletion,
  type AdminRosterDeps,
  type EraseAccountDeps,
} from '../../accounts';
import { accountTexts } from '../../accounts/domain/account-texts';
import { sendSecurityNotice, type NoticeOutcome, type SecurityNoticeDeps } from '../../auth';
import { accountEmails } from '../../auth/domain/account-emails';
import { SUPPORT_EMAIL } from '../../replies/domain/support-contact';
import type { User } from '../../users/domain/user';
import { USER_NOT_FOUND } from './admin-get-user';

export type AdminDeleteUserDeps = EraseAccountDeps &
  SecurityNoticeDeps &
  AdminRosterDeps &
  Pick<AdminPorts, 'sms' | 'optOuts' | 'sendPacer'>;

/** What became of telling the owner: the email to the verified address, and the text to the number. */
export interface AdminDeletionNotices {
  notice: NoticeOutcome;
  text: AccountDeletion['goodbye'];
}

/**
 * DELETE /admin/users/{userId}: the user goes for good, through the same cascade as the owner's own deletion
 * (accounts' eraseAccount), deactivated first so their texts and sessions stop before anything else. A DELETE
 * for a user that is gone but left items behind finishes the sweep; for a user that never was, 404.
 * Once the account is gone (its user item removed: never before, nor when the cascade fails before that) the owner is
 * told, from the user as read before the erase: the verified address by email and the number by text (unless it opted
 * out), that NagText's support deleted it, when, and how to reach us. Telling never throws: the account is gone
 * whatever becomes of it. Exactly once across retries: a cascade failing before the removal tells no one and its retry
 * finds the user and tells; one failing after it (the last sweep) has told, and its retry finds no user.
 */
export async function adminDeleteUser(
  deps: AdminDeleteUserDeps,
  callerId: string,
  userId: string,
  report: (notices: AdminDeletionNotices) => void = () => undefined,
): Promise<{ id: string; deleted: true }> {
  const user = await deps.users.get(userId);
  if (!user) {
    if ((await deps.userData.eraseAllButProfile(userId)) === 0) fail('not_found', USER_NOT_FOUND);
    return { id: userId, deleted: true };
  }
  if (callerId === userId) fail('conflict', 'You cannot delete the account you are logged in with.');
  await assertAnotherAdminRemains(deps, user);
  await eraseAccount(deps, user, { deactivateFirst: true, whenGone: () => tellOwner(deps, user, report) });
  return { id: userId, deleted: true };
}

async function tellOwner(
  deps: AdminDeleteUserDeps,
  user: User,
  report: (notices: AdminDeletionNotices) => void,
): Promise<void> {
  const at = deps.clock.now();
  const notice = await sendSecurityNotice(
    deps,
    user,
    'account_deleted_by_support',
    accountEmails.deletedBySupport({
      firstName: user.firstName,
      phone: user.phoneNumber,
      at,
      timezone: user.timezone,
      supportEmail: SUPPORT_EMAIL,
    }),
  );
  const text = user.smsOptedOut
    ? 'opted_out'
    : await sayLastText(deps, user.phoneNumber, accountTexts.deletedBySupport(at, user.timezone));
  report({ notice, text });
}
