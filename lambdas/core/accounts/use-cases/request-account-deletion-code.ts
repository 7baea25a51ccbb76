import type { CodeSent } from '#shared/contracts/auth';
import { fail } from '../../kernel/errors';
import type { AccountsPorts } from '../accounts-ports';
import {
  recordSecurityEvent,
  sendCode,
  sendSecurityNotice,
  type SecurityEventDeps,
  type SecurityEventReport,
  type SendCodeDeps,
} from '../../auth';
import { accountEmails } from '../../auth/domain/account-emails';
import { SUPPORT_EMAIL } from '../../replies/domain/support-contact';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';

export type RequestAccountDeletionCodeDeps = SendCodeDeps &
  SecurityEventDeps &
  Pick<AccountsPorts, 'users' | 'oncePerWindow'>;

/** One email an hour at most about deletion codes: the codes themselves may be asked for 5 times an hour. */
const DELETION_NOTICE_WINDOW_SECONDS = 60 * 60;

/**
 * Texts a code to the account's own number: deleting an account takes the phone, not only a session. Each code sent
 * is a security event of the account; the verified email hears of it once an hour at most (a retried or repeated
 * request texts a new code but sends no second email), and never the code.
 */
export async function requestAccountDeletionCode(
  deps: RequestAccountDeletionCodeDeps,
  userId: string,
  client: ClientAddress,
  report: (event: SecurityEventReport) => void = () => undefined,
): Promise<CodeSent> {
  await throttle(deps, 'codeRequestsPerIp', clientSubject(client));
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  const sent = await sendCode(deps, 'account_deletion', user.phoneNumber, userId);
  report({ recorded: await recordSecurityEvent(deps, userId, 'deletion_code_sent'), notice: await tell(deps, user) });
  return { ...sent, message: `We texted a code to ${user.phoneNumber}. Enter it to delete your account.` };
}

async function tell(
  deps: RequestAccountDeletionCodeDeps,
  user: NonNullable<Awaited<ReturnType<AccountsPorts['users']['get']>>>,
): Promise<SecurityEventReport['notice']> {
  const now = deps.clock.now();
  const once = `deletion-code-notice#${user.id}`;
  try {
    if (!(await deps.oncePerWindow.claim(once, now, DELETION_NOTICE_WINDOW_SECONDS))) return 'already_told';
  } catch (error) {
    return { failed: 'error', error: error instanceof Error ? error.message : String(error) };
  }
  const email = accountEmails.deletionCodeSent({
    firstName: user.firstName,
    phone: user.phoneNumber,
    at: now,
    timezone: user.timezone,
    supportEmail: SUPPORT_EMAIL,
  });
  const notice = await sendSecurityNotice(deps, user, 'deletion_code_sent', email);
  // Not told after all (a failure): a later request may try again.
  if (typeof notice === 'object') await deps.oncePerWindow.release(once).catch(() => undefined);
  return notice;
}
