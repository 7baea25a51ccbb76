import { fail } from '../../kernel/errors';
import type { AccountsPorts } from '../accounts-ports';
import { accountTexts } from '../domain/account-texts';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';
import {
  sendSecurityNotice,
  verifyCode,
  type NoticeOutcome,
  type SecurityNoticeDeps,
  type VerifyCodeDeps,
} from '../../auth';
import { accountEmails } from '../../auth/domain/account-emails';
import { SUPPORT_EMAIL } from '../../replies/domain/support-contact';
import { assertAnotherAdminRemains, type AdminRosterDeps } from './assert-another-admin-remains';
import { eraseAccount, type EraseAccountDeps } from './erase-account';
import type { User } from '../../users/domain/user';
import { sendText } from '../../texting';
import { SmsSendError } from '../../texting/ports/sms-sender';

export type DeleteAccountDeps = EraseAccountDeps &
  VerifyCodeDeps &
  AdminRosterDeps &
  SecurityNoticeDeps &
  Pick<AccountsPorts, 'sendPacer' | 'sms' | 'optOuts' | 'rateLimiter'>;

export const ACCOUNT_DELETED_MESSAGE = "Your account has been deleted. We're sorry to see you go.";

export interface AccountDeletion {
  deleted: true;
  message: string;
  /** The goodbye text: sent, not sent because the number opted out, or failed (the account is gone either way). */
  goodbye: 'sent' | 'opted_out' | { failed: string };
  /** The last email, to the verified address the account had (kept in memory: the account is gone when it goes). */
  notice: NoticeOutcome;
}

/**
 * The owner deletes their account: the code texted to its own number (purpose account_deletion, bound to this
 * account), then the same cascade as the admin's delete, then one goodbye text unless the number opted out.
 * The session stays valid until the cascade's end, so a failure half-way can be retried with a new code. The owner is
 * told (the text, then the email on file) the moment the account is gone, the user item removed: a failure before
 * that tells no one and the retry tells; one after it (the last sweep) has told, and a retry finds no account.
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  userId: string,
  code: string,
  client: ClientAddress,
): Promise<AccountDeletion> {
  await throttle(deps, 'codeChecksPerIp', clientSubject(client));
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  await assertAnotherAdminRemains(deps, user);
  await verifyCode(deps, 'account_deletion', user.phoneNumber, code, userId);
  let told: Pick<AccountDeletion, 'goodbye' | 'notice'> | undefined;
  await eraseAccount(deps, user, {
    deactivateFirst: false,
    whenGone: async () => {
      told = await tellOwner(deps, user);
    },
  });
  return { deleted: true, message: ACCOUNT_DELETED_MESSAGE, ...told! };
}

/** The goodbye text and the last email, once the account is gone (eraseAccount's `whenGone`: exactly once). */
async function tellOwner(deps: DeleteAccountDeps, user: User): Promise<Pick<AccountDeletion, 'goodbye' | 'notice'>> {
  const goodbye = user.smsOptedOut
    ? 'opted_out'
    : await sayLastText(deps, user.phoneNumber, accountTexts.goodbye(deps.clock.now(), user.timezone));
  const notice = await sendSecurityNotice(
    deps,
    user,
    'account_deleted',
    accountEmails.accountDeleted({
      firstName: user.firstName,
      phone: user.phoneNumber,
      at: deps.clock.now(),
      timezone: user.timezone,
      supportEmail: SUPPORT_EMAIL,
    }),
  );
  return { goodbye, notice };
}

/**
 * The last text of an erased account (the owner's goodbye, the admin's delete), sent after the cascade rather than
 * before it: it says the account IS deleted, which would be false of a cascade that failed half-way (the owner then
 * retries with a new code, and must not have been told it was gone). Not through the message list (nothing may be
 * written under the erased account); refused like any text when the number opted out (the opt-out list is the
 * number's and outlives the account). Never throws: the account is gone whatever becomes of it.
 */
export async function sayLastText(
  deps: Pick<AccountsPorts, 'sms' | 'optOuts' | 'sendPacer'>,
  to: string,
  body: string,
): Promise<AccountDeletion['goodbye']> {
  try {
    await deps.sendPacer.acquire();
    await sendText(deps, { to, body });
    return 'sent';
  } catch (error) {
    if (error instanceof SmsSendError && error.optedOut) return 'opted_out';
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}
