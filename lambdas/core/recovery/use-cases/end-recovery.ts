import type { RecoveryCancelled } from '#shared/contracts/recovery';
import { accountEmails } from '../../auth/domain/account-emails';
import { noteSecurityEvent, type SecurityEventReport } from '../../auth';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';
import { DomainError, fail } from '../../kernel/errors';
import { dayAndTimeText } from '../../texting/domain/local-time-text';
import { numberEnding } from '../../texting/domain/number-ending';
import { SUPPORT_EMAIL } from '../../texting/domain/support-email';
import type { User } from '../../users/domain/user';
import { followPhoneOnBilling, type BillingPhoneOutcome, type FollowPhoneDeps } from '../../users';
import {
  cancelTokenBinding,
  completionScheduleName,
  decideCancel,
  decideComplete,
  type Recovery,
  type RecoveryEnd,
} from '../domain/recovery';
import { recoveryTexts } from '../domain/recovery-texts';
import { tellOldNumber, type RecoveryDeps, type WaitNotices } from './recovery-steps';

/** What a cancel needs: the recovery, its schedule, and the notices (the old number's text, the event and email). */
export type CancelDeps = Pick<
  RecoveryDeps,
  | 'recoveries'
  | 'users'
  | 'scheduler'
  | 'clock'
  | 'ids'
  | 'metrics'
  | 'securityEvents'
  | 'mail'
  | 'emailSuppressions'
  | 'sms'
  | 'sendPacer'
  | 'messages'
  | 'optOuts'
>;

const INVALID_LINK = 'This cancel link is not valid. Open the link from the email exactly as it came.';

/** What a cancel came to, and its notices when it cancelled. */
export type CancelOutcome =
  | { kind: 'cancelled'; recovery: Recovery; user: User | null; notices: WaitNotices | null }
  | { kind: 'already'; recovery: Recovery; state: 'completed' | 'cancelled' | 'expired' };

/**
 * Ends an open recovery as cancelled, by `by`: only while it is still in the state read (a cancel and the wait's end
 * never both act). The wait's schedule goes; the old number (while it can be texted) and the verified email hear of
 * it when it had reached its wait (before it, nobody had been told anything).
 */
async function cancel(deps: CancelDeps, recovery: Recovery, by: 'email_link' | 'old_number'): Promise<CancelOutcome> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = attempt === 0 ? recovery : await deps.recoveries.get(recovery.id);
    if (!current) break;
    const decision = decideCancel(current, deps.clock.now());
    if (decision.kind === 'already') return { kind: 'already', recovery: current, state: decision.state };
    const endedAt = deps.clock.now().toISOString();
    if (await deps.recoveries.transition(current.id, decision.from, 'cancelled', { endedAt, endedBy: by })) {
      const cancelled: Recovery = { ...current, state: 'cancelled', endedAt, endedBy: by };
      await deps.scheduler.cancel(completionScheduleName(current.id));
      if (decision.from !== 'waiting') return { kind: 'cancelled', recovery: cancelled, user: null, notices: null };
      const user = await deps.users.get(current.userId);
      return {
        kind: 'cancelled',
        recovery: cancelled,
        user,
        notices: user ? await announceCancel(deps, user, by) : null,
      };
    }
    // Its state moved meanwhile (a step, the wait's end): read it again and decide again.
  }
  return fail('conflict', 'This recovery changed meanwhile. Reload the page and try again.');
}

async function announceCancel(deps: CancelDeps, user: User, by: 'email_link' | 'old_number'): Promise<WaitNotices> {
  // The old number's NO is answered by the reply path; the link's cancel tells the number on file here.
  const at = deps.clock.now();
  const text =
    by === 'email_link' ? await tellOldNumber(deps, user, recoveryTexts.recoveryCancelled(at, user.timezone)) : 'sent';
  const event = await noteSecurityEvent(
    deps,
    user,
    'recovery_cancelled',
    accountEmails.recoveryCancelled({
      firstName: user.firstName,
      by,
      at,
      timezone: user.timezone,
      supportEmail: SUPPORT_EMAIL,
    }),
  );
  return { text, event };
}

/**
 * POST /auth/recovery/cancel: the link in the wait's email (no session: it may be opened anywhere). A wrong token is a
 * 400; an open recovery is cancelled; one already cancelled says so; one completed is a 409 saying the account moved
 * and what to do, and nothing changes.
 */
export async function cancelRecoveryByLink(
  deps: CancelDeps & Pick<RecoveryDeps, 'codeHasher' | 'rateLimiter'>,
  input: { recoveryId: string; token: string },
  client: ClientAddress,
): Promise<{ answer: RecoveryCancelled; outcome: CancelOutcome }> {
  await throttle(deps, 'codeChecksPerIp', clientSubject(client));
  const recovery = await deps.recoveries.get(input.recoveryId);
  const valid =
    recovery?.cancelTokenHash !== undefined &&
    (await deps.codeHasher.matches(input.token, cancelTokenBinding(recovery.id), recovery.cancelTokenHash));
  if (!recovery || !valid)
    fail('validation_failed', INVALID_LINK, { issues: [{ path: 'token', message: INVALID_LINK }] });
  const outcome = await cancel(deps, recovery, 'email_link');
  if (outcome.kind === 'already' && outcome.state === 'completed') {
    const user = await deps.users.get(recovery.userId);
    const when = recovery.endedAt ? ` on ${dayAndTimeText(new Date(recovery.endedAt), user?.timezone ?? 'UTC')}` : '';
    fail(
      'conflict',
      `Too late to cancel: this recovery already finished${when}, and the account moved to ${numberEnding(recovery.newPhone ?? '')}. Nothing was changed now. If it was not you, email ${SUPPORT_EMAIL} right away.`,
    );
  }
  const message =
    outcome.kind === 'cancelled'
      ? 'The recovery is cancelled. Your account stays on its phone number; nothing moved.'
      : outcome.state === 'cancelled'
        ? 'This recovery was already cancelled. Your account stays on its phone number.'
        : 'This recovery expired before its wait began. Nothing moved.';
  return {
    answer: { state: outcome.kind === 'already' && outcome.state === 'expired' ? 'expired' : 'cancelled', message },
    outcome,
  };
}

/** What the old number's NO came to: a waiting recovery cancelled, or none waiting (NO means what it always did). */
export type NoReply = { kind: 'cancelled'; notices: WaitNotices | null } | { kind: 'none_waiting' };

/**
 * "NO" from the account's number: cancels the account's recovery only while it waits (the text that announced the wait
 * asked for it). Anything else open or nothing at all: `none_waiting`, and the reply is read as it always was.
 */
export async function cancelRecoveryByOldNumber(deps: CancelDeps, user: User): Promise<NoReply> {
  const open = await deps.recoveries.openOf(user.id);
  if (!open || open.state !== 'waiting') return { kind: 'none_waiting' };
  const outcome = await cancel(deps, open, 'old_number');
  return outcome.kind === 'cancelled' ? { kind: 'cancelled', notices: outcome.notices } : { kind: 'none_waiting' };
}

/** What the wait's end came to (the event handler logs it). */
export type CompleteOutcome =
  'moved' | 'unknown' | 'not_yet' | 'not_waiting' | 'lost_race' | 'number_taken' | 'account_gone' | 'replaced';

/** What completing reports besides its outcome: the notices' and the billing customer's fate when it moved. */
export interface Completion {
  outcome: CompleteOutcome;
  text?: WaitNotices['text'];
  event?: SecurityEventReport;
  billing?: BillingPhoneOutcome;
}

/** What the wait's end needs: a cancel's ports, and the payment provider (the customer's phone follows the move). */
export type CompleteDeps = CancelDeps & FollowPhoneDeps;

async function endAs(deps: CancelDeps, recovery: Recovery, endedBy: RecoveryEnd): Promise<void> {
  await deps.recoveries.transition(recovery.id, 'waiting', 'cancelled', {
    endedAt: deps.clock.now().toISOString(),
    endedBy,
  });
}

/**
 * The wait's end (the send queue's `completeRecovery`): a recovery still waiting and past its time moves the account
 * to the new number through the users' one move (changePhone: the user item and both number guards in one transaction,
 * every session ended; reminders and their schedules are the account's, keyed by its id, and follow). It is claimed
 * first (waiting -> completed, conditional), so a cancel and this, or two deliveries of this, never both act: whichever
 * writes first wins, in any order. A move refused (the number taken meanwhile) ends it cancelled with the account
 * whole on its old number; a move that failed otherwise gives the claim back (with the account's open-recovery slot,
 * in one write) and throws, for the queue's retry (or, a new recovery started in between, ends replaced). After
 * the move the billing customer's phone follows (a provider failure is counted and reported; the move stands).
 */
export async function completeRecovery(deps: CompleteDeps, recoveryId: string): Promise<Completion> {
  const recovery = await deps.recoveries.get(recoveryId);
  if (!recovery) return { outcome: 'unknown' };
  const now = deps.clock.now();
  const decision = decideComplete(recovery, now);
  if (decision.kind === 'not_yet') {
    await deps.scheduler.scheduleAt(completionScheduleName(recovery.id), new Date(decision.at), {
      kind: 'completeRecovery',
      recoveryId: recovery.id,
    });
    return { outcome: 'not_yet' };
  }
  if (decision.kind === 'nothing') return { outcome: 'not_waiting' };
  const user = await deps.users.get(recovery.userId);
  if (!user) {
    await endAs(deps, recovery, 'account_gone');
    return { outcome: 'account_gone' };
  }
  const endedAt = now.toISOString();
  if (!(await deps.recoveries.transition(recovery.id, 'waiting', 'completed', { endedAt, endedBy: 'moved' })))
    return { outcome: 'lost_race' };
  const newPhone = recovery.newPhone!;
  try {
    await deps.users.changePhone(user.id, user.phoneNumber, newPhone, endedAt);
  } catch (error) {
    const refused = error instanceof DomainError && error.code === 'conflict';
    // Refused: it ends cancelled (the account stays as it was).
    if (refused) {
      await deps.recoveries.transition(recovery.id, 'completed', 'cancelled', { endedBy: 'number_taken' });
      return { outcome: 'number_taken' };
    }
    // Failed: the claim goes back (waiting again, the account's open recovery again, in one write) for the retry;
    // a recovery started meanwhile holds the slot, and this one ends replaced, as that start would have ended it.
    if (!(await deps.recoveries.transition(recovery.id, 'completed', 'waiting'))) {
      await deps.recoveries.transition(recovery.id, 'completed', 'cancelled', { endedBy: 'replaced' });
      return { outcome: 'replaced' };
    }
    throw error;
  }
  const billing = await followPhoneOnBilling(deps, user, newPhone);
  const text = await tellOldNumber(deps, user, recoveryTexts.recoveryCompleted(newPhone, now, user.timezone));
  const event = await noteSecurityEvent(
    deps,
    user,
    'recovery_completed',
    accountEmails.recoveryCompleted({
      firstName: user.firstName,
      newPhone,
      at: now,
      timezone: user.timezone,
      supportEmail: SUPPORT_EMAIL,
    }),
  );
  deps.metrics.count('Recoveries', { Outcome: 'completed' });
  return { outcome: 'moved', text, event, billing };
}
