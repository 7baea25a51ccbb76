import type { SecurityEventType } from '#shared/vocabulary';
import type { EmailContent } from '../domain/account-emails';
import { isEmailVerified } from '../../users/domain/email-status';
import type { User } from '../../users/domain/user';
import type { AuthPorts } from '../auth-ports';
import { sendEmail } from '../../mailing';

export type SecurityNoticeDeps = Pick<AuthPorts, 'mail' | 'emailSuppressions' | 'metrics' | 'clock'>;
export type SecurityEventDeps = SecurityNoticeDeps & Pick<AuthPorts, 'securityEvents' | 'ids'>;

/**
 * What became of a security notice: sent; not sent because the address bounced or complained (suppressed), because
 * the address on file was never proven (unverified), or because this account was told of the same thing a moment ago
 * (already_told); or the error that stopped it (never thrown: the action it tells of has happened).
 */
export type NoticeOutcome = 'sent' | 'suppressed' | 'unverified' | 'already_told' | { failed: 'error'; error: string };

/** What became of recording a security event and telling its owner. */
export interface SecurityEventReport {
  recorded: true | { failed: string };
  notice: NoticeOutcome;
}

const errorName = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Whether any part of a report failed (the handler logs it: the action itself stands). */
export const reportFailed = (report: SecurityEventReport) =>
  typeof report.recorded === 'object' || typeof report.notice === 'object';

/**
 * Emails a security notice to the address on file when it is verified. An unproven address may be a typo or a
 * stranger's, and telling it what happens to the account would tell a stranger the account exists. A suppressed
 * address is not sent to (mailing's sendEmail refuses it). Never throws: a failure is returned for the handler to log.
 */
export async function sendSecurityNotice(
  deps: SecurityNoticeDeps,
  user: Pick<User, 'email' | 'verifiedEmail'>,
  kind: string,
  email: EmailContent,
): Promise<NoticeOutcome> {
  if (!isEmailVerified(user)) return 'unverified';
  try {
    const outcome = await sendEmail(deps, { kind, to: user.email, ...email });
    return outcome.sent ? 'sent' : 'suppressed';
  } catch (error) {
    return { failed: 'error', error: errorName(error) };
  }
}

/** Records one security event under the user, at the app clock's now. Never throws: a failure is returned. */
export async function recordSecurityEvent(
  deps: Pick<AuthPorts, 'securityEvents' | 'ids' | 'clock'>,
  userId: string,
  type: SecurityEventType,
): Promise<SecurityEventReport['recorded']> {
  try {
    await deps.securityEvents.record(userId, { id: deps.ids.next(), type, at: deps.clock.now().toISOString() });
    return true;
  } catch (error) {
    return { failed: errorName(error) };
  }
}

/**
 * A security event of the account: recorded under the user (the admin's user page lists them) and told by email to
 * the verified address on file. Called after the action it tells of has happened; neither part can fail or undo it.
 */
export async function noteSecurityEvent(
  deps: SecurityEventDeps,
  user: Pick<User, 'id' | 'email' | 'verifiedEmail'>,
  type: SecurityEventType,
  email: EmailContent,
): Promise<SecurityEventReport> {
  const recorded = await recordSecurityEvent(deps, user.id, type);
  return { recorded, notice: await sendSecurityNotice(deps, user, type, email) };
}
