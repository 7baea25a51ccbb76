import type { RecoveryStarted, RecoveryStatus } from '#shared/contracts/recovery';
import { accountEmails } from '../../auth/domain/account-emails';
import { newOtpRecord, otpBinding, OTP_RESEND_AFTER_SECONDS, OTP_TTL_SECONDS } from '../../auth/domain/otp-policy';
import {
  checkCode,
  noteSecurityEvent,
  reserveSend,
  sendCode,
  verifyCode,
  type SecurityEventReport,
  type SendCodeDeps,
} from '../../auth';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';
import { DomainError, fail } from '../../kernel/errors';
import { normalizeEmail } from '../../mailing/domain/email-address';
import { sendEmail } from '../../mailing';
import { numberEnding } from '../../texting/domain/number-ending';
import { sendUserText } from '../../texting';
import { isEmailVerified } from '../../users/domain/email-status';
import type { User } from '../../users/domain/user';
import {
  cancelLink,
  cancelTokenBinding,
  completionScheduleName,
  decideStart,
  judgeStep,
  newNumberProblem,
  RECOVERY_MESSAGES,
  recoveryEmailWindow,
  stateNow,
  waitEndsAt,
  type Recovery,
  type RecoveryStep,
} from '../domain/recovery';
import { recoveryTexts } from '../domain/recovery-texts';
import type { RecoveryPorts } from '../recovery-ports';
import { SUPPORT_EMAIL } from '../../texting/domain/support-email';

export type RecoveryDeps = Pick<
  RecoveryPorts,
  | 'recoveries'
  | 'recoverySettings'
  | 'users'
  | 'emailOwners'
  | 'emailSuppressions'
  | 'mail'
  | 'otps'
  | 'codes'
  | 'codeHasher'
  | 'clock'
  | 'ids'
  | 'metrics'
  | 'rateLimiter'
  | 'sms'
  | 'optOuts'
  | 'destinations'
  | 'sendPacer'
  | 'messages'
  | 'securityEvents'
  | 'scheduler'
  | 'appLinks'
>;

type StartDeps = Pick<
  RecoveryDeps,
  | 'recoveries'
  | 'users'
  | 'emailOwners'
  | 'emailSuppressions'
  | 'mail'
  | 'otps'
  | 'codes'
  | 'codeHasher'
  | 'clock'
  | 'ids'
  | 'metrics'
  | 'rateLimiter'
>;
type CheckDeps = Pick<RecoveryDeps, 'recoveries' | 'otps' | 'codeHasher' | 'clock' | 'rateLimiter'>;
type NumberCodeDeps = SendCodeDeps & Pick<RecoveryDeps, 'recoveries' | 'users'>;

/** The start's one answer, whatever the address: a matching account or not, sent or not. */
const STARTED_MESSAGE =
  'If this email is confirmed on a NagText account, a recovery code is on its way to it. Check your inbox.';

/** The recovery as its status route answers it: the state as it reads now, and where the wait stands. */
export function statusOf(recovery: Recovery, now: Date): RecoveryStatus {
  return {
    recoveryId: recovery.id,
    state: stateNow(recovery, now),
    ...(recovery.newPhone ? { newNumber: numberEnding(recovery.newPhone) } : {}),
    ...(recovery.waitEndsAt ? { movesAt: recovery.waitEndsAt } : {}),
  };
}

/** The account a verified address belongs to; null when none holds it verified (an unknown or unproven address). */
async function accountOf(deps: StartDeps, address: string): Promise<User | null> {
  const holder = await deps.emailOwners.holderOf(address);
  if (holder === null) return null;
  const user = await deps.users.get(holder);
  return user && isEmailVerified(user) && user.verifiedEmail === address && user.isActive ? user : null;
}

/**
 * POST /auth/recovery: "Lost access to this number?". Always the same answer, with a fresh recovery id: an address no
 * account holds verified, one that is suppressed, one whose account already waits on a recovery, and one past its hour's
 * 5 codes get it too and nothing is sent or stored, so the route tells nobody which addresses have accounts. Otherwise
 * the recovery starts (replacing an open one that has not reached its wait) and its code is emailed.
 */
export async function startRecovery(deps: StartDeps, email: string, client: ClientAddress): Promise<RecoveryStarted> {
  await throttle(deps, 'codeRequestsPerIp', clientSubject(client));
  const recoveryId = deps.ids.next();
  const answer: RecoveryStarted = {
    recoveryId,
    message: STARTED_MESSAGE,
    resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
    expiresInSeconds: OTP_TTL_SECONDS,
  };
  const address = normalizeEmail(email);
  const user = await accountOf(deps, address);
  if (!user || (await deps.emailSuppressions.isSuppressed(address))) return answer;
  const now = deps.clock.now();
  const open = await deps.recoveries.openOf(user.id);
  if (decideStart(open, now).kind === 'already_waiting') return answer;
  try {
    await reserveSend(deps.otps, recoveryEmailWindow(user.id), undefined, now, 'email address');
  } catch (error) {
    // A 429 here would say the address has an account: past the limit, the same answer and nothing sent.
    if (error instanceof DomainError && error.code === 'rate_limited') return answer;
    throw error;
  }
  const recovery: Recovery = {
    id: recoveryId,
    userId: user.id,
    state: 'email_code_sent',
    email: address,
    startedAt: now.toISOString(),
  };
  if (!(await deps.recoveries.start(recovery, open, now.toISOString()))) return answer;
  const code = deps.codes.next();
  const codeHash = await deps.codeHasher.hash(code, otpBinding('recovery_email', recoveryId, address));
  await deps.otps.putCode('recovery_email', recoveryId, newOtpRecord(codeHash, now));
  await sendEmail(deps, {
    kind: 'recovery_code',
    to: user.email,
    ...accountEmails.recoveryCode({ firstName: user.firstName, code }),
  });
  deps.metrics.count('Recoveries', { Outcome: 'started' });
  return answer;
}

/** The recovery a later step names: a 404 for an id nothing started (ids are random: it tells nothing of accounts). */
const recoveryNamed = async (deps: Pick<RecoveryDeps, 'recoveries'>, id: string): Promise<Recovery> =>
  (await deps.recoveries.get(id)) ??
  fail('not_found', 'No such recovery. Start again from the log-in page.', {
    issues: [{ path: 'recoveryId', message: 'No such recovery' }],
  });

function assertStep(recovery: Recovery, step: RecoveryStep, now: Date, newPhone?: string): void {
  const verdict = judgeStep(recovery, step, now, newPhone);
  if (!verdict.ok) fail(verdict.status, verdict.message);
}

/**
 * POST /auth/recovery/email: the emailed code (5 tries, 10 minutes, once: the OTP policy's). An unknown recovery reads
 * as a wrong code, as the start's answer is the same for every address.
 */
export async function confirmRecoveryEmail(
  deps: CheckDeps,
  input: { recoveryId: string; code: string },
  client: ClientAddress,
): Promise<RecoveryStatus> {
  await throttle(deps, 'codeChecksPerIp', clientSubject(client));
  const recovery =
    (await deps.recoveries.get(input.recoveryId)) ??
    fail('validation_failed', RECOVERY_MESSAGES.wrongCode, {
      issues: [{ path: 'code', message: RECOVERY_MESSAGES.wrongCode }],
    });
  const now = deps.clock.now();
  assertStep(recovery, 'confirm_email', now);
  await verifyCode(deps, 'recovery_email', recovery.id, input.code, recovery.email);
  if (!(await deps.recoveries.transition(recovery.id, 'email_code_sent', 'email_confirmed')))
    fail('conflict', RECOVERY_MESSAGES.ended);
  return statusOf({ ...recovery, state: 'email_confirmed' }, now);
}

/** Refuses a number the account may not move to (its own, another account's, one that sent STOP), naming it. */
async function assertNewNumber(
  deps: Pick<RecoveryDeps, 'users' | 'optOuts'>,
  user: User,
  newPhone: string,
): Promise<void> {
  const holder = await deps.users.getByPhone(newPhone);
  const problem = newNumberProblem({
    currentPhone: user.phoneNumber,
    newPhone,
    holderId: holder?.id ?? null,
    optedOut: await deps.optOuts.isOptedOut(newPhone),
  });
  if (problem) fail(problem.status, problem.message, { issues: [{ path: 'phoneNumber', message: problem.message }] });
}

const accountOfRecovery = async (deps: Pick<RecoveryDeps, 'users'>, recovery: Recovery): Promise<User> =>
  (await deps.users.get(recovery.userId)) ?? fail('conflict', RECOVERY_MESSAGES.ended);

/**
 * POST /auth/recovery/number: a code texted to the new number (again, or to another number, until one is confirmed),
 * within the number's code limits; a number with an account, the account's own, or one that sent STOP is refused first.
 */
export async function sendRecoveryNumberCode(
  deps: NumberCodeDeps,
  input: { recoveryId: string; phoneNumber: string },
  client: ClientAddress,
): Promise<RecoveryStatus & { resendAfterSeconds: number; expiresInSeconds: number }> {
  await throttle(deps, 'codeRequestsPerIp', clientSubject(client));
  const recovery = await recoveryNamed(deps, input.recoveryId);
  const now = deps.clock.now();
  assertStep(recovery, 'send_number_code', now);
  const user = await accountOfRecovery(deps, recovery);
  await assertNewNumber(deps, user, input.phoneNumber);
  await sendCode(deps, 'recovery_phone', input.phoneNumber, recovery.id);
  if (
    !(await deps.recoveries.transition(recovery.id, recovery.state, 'new_number_code_sent', {
      newPhone: input.phoneNumber,
    }))
  )
    fail('conflict', RECOVERY_MESSAGES.ended);
  return {
    ...statusOf({ ...recovery, state: 'new_number_code_sent', newPhone: input.phoneNumber }, now),
    resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
    expiresInSeconds: OTP_TTL_SECONDS,
  };
}

/** What became of the wait's two notices (the wait stands either way). */
export interface WaitNotices {
  text: 'sent' | 'opted_out' | { failed: string };
  event: SecurityEventReport;
}

/**
 * POST /auth/recovery/number/verify: the new number's code. Right, the wait begins: the wait's end is scheduled, and
 * the old number (unless it sent STOP) and the verified email each hear when the account moves and how to stop it.
 * A code emailed for the recovery is no texted code: it has its own purpose, and reads as a wrong code here.
 */
export async function confirmRecoveryNumber(
  deps: RecoveryDeps,
  input: { recoveryId: string; phoneNumber: string; code: string },
  client: ClientAddress,
): Promise<{ status: RecoveryStatus; notices: WaitNotices }> {
  await throttle(deps, 'codeChecksPerIp', clientSubject(client));
  const recovery = await recoveryNamed(deps, input.recoveryId);
  const now = deps.clock.now();
  assertStep(recovery, 'confirm_number', now, input.phoneNumber);
  const user = await accountOfRecovery(deps, recovery);
  await assertNewNumber(deps, user, input.phoneNumber);
  const check = await checkCode(deps, 'recovery_phone', input.phoneNumber, input.code, recovery.id);
  if (!check.ok)
    fail(check.refused === 'attempts_exhausted' ? 'rate_limited' : 'validation_failed', check.message, {
      issues: [{ path: 'code', message: check.message }],
      limit: 'attemptsPerCode',
    });
  if (!(await check.consume())) fail('validation_failed', RECOVERY_MESSAGES.wrongCode);

  const token = deps.ids.next();
  const movesAt = waitEndsAt(now, deps.recoverySettings.waitHours);
  // Scheduled first: a schedule whose recovery never began its wait finds nothing to do when it fires.
  await deps.scheduler.scheduleAt(completionScheduleName(recovery.id), movesAt, {
    kind: 'completeRecovery',
    recoveryId: recovery.id,
  });
  const began = await deps.recoveries.transition(recovery.id, 'new_number_code_sent', 'waiting', {
    waitEndsAt: movesAt.toISOString(),
    cancelTokenHash: await deps.codeHasher.hash(token, cancelTokenBinding(recovery.id)),
  });
  if (!began) fail('conflict', RECOVERY_MESSAGES.ended);
  const waiting: Recovery = {
    ...recovery,
    state: 'waiting',
    newPhone: input.phoneNumber,
    waitEndsAt: movesAt.toISOString(),
  };
  return { status: statusOf(waiting, now), notices: await announceWait(deps, user, waiting, movesAt, token) };
}

async function announceWait(
  deps: RecoveryDeps,
  user: User,
  recovery: Recovery,
  movesAt: Date,
  token: string,
): Promise<WaitNotices> {
  const newPhone = recovery.newPhone!;
  const text = await tellOldNumber(deps, user, recoveryTexts.recoveryWaiting(newPhone, movesAt, user.timezone));
  const event = await noteSecurityEvent(
    deps,
    user,
    'recovery_started',
    accountEmails.recoveryWaiting({
      firstName: user.firstName,
      newPhone,
      movesAt,
      cancelLink: cancelLink(deps.appLinks.appBaseUrl(), recovery.id, token),
      at: deps.clock.now(),
      timezone: user.timezone,
      supportEmail: SUPPORT_EMAIL,
    }),
  );
  return { text, event };
}

/** A text to the number on file, filed under the account; never thrown (what it tells of has happened). */
export async function tellOldNumber(
  deps: Pick<RecoveryDeps, 'sms' | 'sendPacer' | 'messages' | 'clock' | 'ids' | 'optOuts'>,
  user: Pick<User, 'id' | 'phoneNumber' | 'smsOptedOut'>,
  body: string,
): Promise<WaitNotices['text']> {
  if (user.smsOptedOut) return 'opted_out';
  try {
    const outcome = await sendUserText(deps, { id: user.id, phoneNumber: user.phoneNumber }, body);
    return outcome.sent ? 'sent' : { failed: outcome.reason };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

/** GET /auth/recovery?recoveryId=: where the recovery stands (the waiting screen). */
export async function recoveryStatus(
  deps: Pick<RecoveryDeps, 'recoveries' | 'clock' | 'rateLimiter'>,
  recoveryId: string,
  client: ClientAddress,
): Promise<RecoveryStatus> {
  await throttle(deps, 'codeChecksPerIp', clientSubject(client));
  return statusOf(await recoveryNamed(deps, recoveryId), deps.clock.now());
}
