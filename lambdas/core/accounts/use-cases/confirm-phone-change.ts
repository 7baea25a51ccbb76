import type { SessionResponse } from '#shared/contracts/auth';
import { toProfile } from '../../users/domain/user-profile';
import { USER_TOKEN_TTL_SECONDS, userTokenClaims } from '../../auth/domain/user-token';
import { OTP_MESSAGES } from '../../auth/domain/otp-policy';
import { fail } from '../../kernel/errors';
import type { AccountsPorts } from '../accounts-ports';
import { PHONE_IN_USE_MESSAGE } from '../../users/ports/users';
import type { User } from '../../users/domain/user';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';
import {
  checkCode,
  noteSecurityEvent,
  type SecurityEventDeps,
  type SecurityEventReport,
  type VerifyCodeDeps,
} from '../../auth';
import { accountEmails } from '../../auth/domain/account-emails';
import { SUPPORT_EMAIL } from '../../replies/domain/support-contact';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import { followPhoneOnBilling, type BillingPhoneOutcome, type FollowPhoneDeps } from '../../users';
import { accountTexts } from '../domain/account-texts';
import { approvalBinding, judgePhoneChangeCodes } from '../domain/phone-change';

export type ConfirmPhoneChangeDeps = VerifyCodeDeps &
  SendUserTextDeps &
  SecurityEventDeps &
  FollowPhoneDeps &
  Pick<AccountsPorts, 'users' | 'tokens' | 'rateLimiter'>;

/** The codes of one attempt: the one texted to the new number and the one texted to the number on file. */
export interface PhoneChangeCodes {
  code: string;
  currentNumberCode: string;
}

export interface PhoneChange {
  session: SessionResponse;
  /** The notice to the number the account left: sent, not sent because that number opted out, or failed (the move stands either way). */
  notice: 'sent' | 'opted_out' | { failed: string };
  /** The security event recorded and the email to the verified address (the move stands either way). */
  event: SecurityEventReport;
  /** The billing customer's phone: followed, no customer, or failed (the move stands; the next checkout or portal converges it). */
  billing: BillingPhoneOutcome;
}

/**
 * Both codes right, for this account and this move, move the account to the new number: the user item and both
 * phone guards change in one transaction, or nothing does. Each attempt counts against both codes' tries, and a
 * code is used up only when both checked out. Every session of the account ends with the move (whoever held
 * the old number's sessions is out); the device that proved both numbers gets a fresh session in the answer.
 * The number left behind is told, unless it opted out (STOP); the move is recorded as a security event and the
 * verified email told. Both codes are used up by the move, so a retried request moves nothing and tells no one twice.
 */
export async function confirmPhoneChange(
  deps: ConfirmPhoneChangeDeps,
  userId: string,
  newPhone: string,
  codes: PhoneChangeCodes,
  client: ClientAddress,
): Promise<PhoneChange> {
  await throttle(deps, 'codeChecksPerIp', clientSubject(client));
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (user.phoneNumber === newPhone) fail('validation_failed', 'That is already your phone number');
  // Checked before the codes so a taken number does not burn them; changePhone still guards the race.
  const holder = await deps.users.getByPhone(newPhone);
  if (holder && holder.id !== userId) fail('conflict', PHONE_IN_USE_MESSAGE);

  const current = await checkCode(
    deps,
    'phone_change_current',
    user.phoneNumber,
    codes.currentNumberCode,
    approvalBinding(userId, newPhone),
  );
  const next = await checkCode(deps, 'phone_change', newPhone, codes.code, userId);
  const verdict = judgePhoneChangeCodes({ currentNumberCode: current, code: next });
  if (!verdict.ok) fail(verdict.status, verdict.message, { issues: verdict.issues, limit: 'attemptsPerCode' });
  // Deleting each conditionally keeps both single-use even when two requests carry them at once.
  const consumed = current.ok && next.ok && (await current.consume()) && (await next.consume());
  if (!consumed) fail('validation_failed', OTP_MESSAGES.wrongCode);

  const moved = await deps.users.changePhone(userId, user.phoneNumber, newPhone, deps.clock.now().toISOString());
  const billing = await followPhoneOnBilling(deps, moved, newPhone);
  const notice = await tellTheNumberLeft(deps, user, newPhone);
  const event = await noteSecurityEvent(
    deps,
    user,
    'phone_changed',
    accountEmails.numberChanged({
      firstName: user.firstName,
      newPhone,
      at: deps.clock.now(),
      timezone: user.timezone,
      supportEmail: SUPPORT_EMAIL,
    }),
  );
  const { token } = await deps.tokens.issue(userTokenClaims(moved), USER_TOKEN_TTL_SECONDS);
  return { session: { token, user: toProfile(moved, deps.clock.now()) }, notice, event, billing };
}

/** The number the account left hears where it went and when: filed under the account, as every text we send. */
async function tellTheNumberLeft(
  deps: SendUserTextDeps,
  before: User,
  newPhone: string,
): Promise<PhoneChange['notice']> {
  if (before.smsOptedOut) return 'opted_out';
  try {
    const outcome = await sendUserText(
      deps,
      { id: before.id, phoneNumber: before.phoneNumber },
      accountTexts.numberChanged(newPhone, deps.clock.now(), before.timezone),
    );
    return outcome.sent ? 'sent' : { failed: outcome.reason };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}
