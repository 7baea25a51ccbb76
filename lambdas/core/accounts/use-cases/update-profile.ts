import type { z } from 'zod';
import type { UpdateProfileRequest } from '#shared/contracts/person-edits';
import type { Profile } from '#shared/contracts/user';
import { toProfile } from '../../users/domain/user-profile';
import type { User } from '../../users/domain/user';
import { fail } from '../../kernel/errors';
import type { AccountsPorts } from '../accounts-ports';
import { reconcileUserNags } from '../../reminders';
import { setWeeklySummarySchedule } from '../../summaries';
import { sendWelcomeTextIfDue } from '../../users';
import {
  assertEmailFree,
  offerEmailVerification,
  sendEmailChangedNotice,
  type EmailVerificationDeps,
  type SecurityEventDeps,
  type SecurityEventReport,
  type SideEmailOutcome,
} from '../../auth';
import { sameEmail } from '../../mailing/domain/email-address';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import { OPTED_OUT_REFUSAL } from '../../texting/domain/opted-out';
import { accountTexts } from '../domain/account-texts';

/**
 * What became of the notices of an email change: the code to the new address; the event and notice to the old; the
 * text to the number on file (not sent when it opted out).
 */
export interface EmailChangeReport {
  verification: SideEmailOutcome;
  notice: SecurityEventReport;
  text: 'sent' | 'opted_out' | { failed: string };
}

export type ProfileChanges = z.output<typeof UpdateProfileRequest>;

export const VERIFY_NEW_PHONE_FIRST =
  'To change your phone number, verify the new number with a code first (POST /auth/verify-phone/request).';

/**
 * A STOP is the number's, and only the number takes it back: a session (perhaps not the phone's holder: a
 * recycled number, a stolen session) cannot restart texts to it.
 */
export const RESUME_BY_START_MESSAGE =
  'Your number replied STOP, and only the phone can take that back: reply START to any text from NagText and texts resume at once.';

/**
 * Saves the caller's own profile fields. The phone number may be sent along unchanged (the web sends the
 * whole form); a different number is refused: it changes only through a verified code.
 */
/** Changes that move nags: re-planned (zone, quiet hours, style) or held and released (opt-in, STOP undone). */
const NAG_FIELDS = [
  'timezone',
  'quietHoursStart',
  'quietHoursEnd',
  'nagStyle',
  'smsTransactionalOptIn',
  'smsOptedOut',
] as const;

export async function updateProfile(
  deps: EmailVerificationDeps &
    SecurityEventDeps &
    SendUserTextDeps &
    Pick<AccountsPorts, 'users' | 'clock' | 'sms' | 'optOuts' | 'reminders' | 'scheduler'>,
  userId: string,
  changes: ProfileChanges,
  reportEmailChange: (report: EmailChangeReport) => void = () => undefined,
): Promise<Profile> {
  const { phoneNumber, callConsent, ...fields } = changes;
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (phoneNumber !== undefined && phoneNumber !== user.phoneNumber) fail('validation_failed', VERIFY_NEW_PHONE_FIRST);
  if (fields.smsOptedOut === false && user.smsOptedOut) {
    fail('conflict', RESUME_BY_START_MESSAGE, { issues: [{ path: 'smsOptedOut', message: RESUME_BY_START_MESSAGE }] });
  }
  // A new address another account holds verified is refused before anything changes (409 naming the field).
  const emailChanges = fields.email !== undefined && !sameEmail(fields.email, user.email);
  if (emailChanges) await assertEmailFree(deps, userId, fields.email!);
  const now = deps.clock.now();
  // Consent to calls is recorded with its time, once: saving it on again keeps when it was first given.
  const consent =
    callConsent === undefined || callConsent === !!user.callConsentAt
      ? {}
      : { callConsentAt: callConsent ? now.toISOString() : null };
  if (Object.keys(fields).length === 0 && Object.keys(consent).length === 0) return withEmailState(deps, user, now);
  const updated =
    (await deps.users.update(userId, { ...fields, ...consent }, now.toISOString())) ??
    fail('not_found', 'User not found');
  const changed = (name: keyof typeof fields & keyof typeof user) =>
    fields[name] !== undefined && fields[name] !== user[name];
  if (emailChanges) {
    // The new address is unverified until its emailed code comes back; the old one is told, with no code, and so is
    // the number on file (whoever changed the email may also hold the old address).
    reportEmailChange({
      verification: await offerEmailVerification(deps, updated),
      notice: await sendEmailChangedNotice(deps, user, updated.email),
      text: await textEmailChanged(deps, user),
    });
    if (user.verifiedEmail !== undefined) await deps.emailOwners.release(user.verifiedEmail, userId);
  }
  if (NAG_FIELDS.some(changed)) await reconcileUserNags(deps, userId);
  // The weekly summary's schedule follows the zone; any save of the opt-in sets it again (idempotent), which
  // also mends one a failed earlier save left out.
  if (fields.weeklySummaryOptIn !== undefined || changed('timezone')) await setWeeklySummarySchedule(deps, updated);
  return withEmailState(deps, await sendWelcomeTextIfDue(deps, updated), now);
}

/** The saved profile as GET /user/profile shows it: with whether its address is suppressed. */
async function withEmailState(deps: Pick<AccountsPorts, 'emailSuppressions'>, user: User, now: Date): Promise<Profile> {
  return { ...toProfile(user, now), emailSuppressed: await deps.emailSuppressions.isSuppressed(user.email) };
}

/** The number on file hears the email changed, filed under the account as every text we send; never thrown. */
async function textEmailChanged(deps: SendUserTextDeps, user: User): Promise<EmailChangeReport['text']> {
  if (user.smsOptedOut) return 'opted_out';
  try {
    const outcome = await sendUserText(
      deps,
      { id: user.id, phoneNumber: user.phoneNumber },
      accountTexts.emailChanged(deps.clock.now(), user.timezone),
    );
    if (outcome.sent) return 'sent';
    return outcome.reason === OPTED_OUT_REFUSAL ? 'opted_out' : { failed: outcome.reason };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}
