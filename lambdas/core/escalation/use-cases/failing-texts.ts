import type { EscalationPorts } from '../escalation-ports';
import type { NagRecord } from '../../reminders/domain/nag-record';
import type { User } from '../../users/domain/user';
import { isAtRest } from '../../reminders/domain/reminder-plan';
import { isInQuietHours } from '../../reminders/domain/quiet-hours';
import { zoneWhereTheyAre } from '../../users/domain/travel';
import { textingBlock } from '../../users/domain/texting-block';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import { SmsSendError } from '../../texting/ports/sms-sender';
import { callAboutNag, type CallAboutNagDeps, type CallOutcome } from './call-about-nag';

/** A nag whose text failed to arrive is sent once more after this. */
export const RETRY_FAILED_NAG_AFTER_MS = 10 * 60_000;
/** A nag whose retry failed too becomes a call this soon (through the send queue, which places calls). */
const CALL_FAILED_NAG_AFTER_MS = 60_000;
/** How long a retry is remembered: far past any redelivery of its schedule. */
const RETRY_MEMORY_SECONDS = 24 * 3600;

export const retryScheduleName = (nagId: string) => `retry-${nagId}`;
export const callScheduleName = (nagId: string) => `call-${nagId}`;

/** What a failed nag's schedules carry to the send queue: its one retry, then its call. */
export interface FailedNagPayload {
  kind: 'retryNag' | 'callNag';
  userId: string;
  nagId: string;
}

/** What a failed receipt needs: the owner and the reminder, and the schedules of the retry and the call. */
export type FailedNagDeps = Pick<EscalationPorts, 'users' | 'reminders' | 'scheduler' | 'clock'>;
/** What the retry and the call need besides: the nag, the text, the call. */
export type FailingTextsDeps = FailedNagDeps &
  CallAboutNagDeps &
  SendUserTextDeps &
  Pick<EscalationPorts, 'nagRecords'>;

export type FailedNagOutcome = 'retry_scheduled' | 'call_scheduled' | 'no_user' | 'answered' | 'someone_else';

/**
 * A carrier said a nag's text did not arrive (unreachable, blocked, expired; an opted-out number is refused when
 * sent, never here). Nothing about it is silent: the account is marked failing (the dashboard's banner) and the
 * nag is sent again in 10 minutes; when that retry fails too, the nag becomes a call (callFailedNag) where the owner
 * consented. Both go through the send queue, so this receipt path never texts or calls. Safe to run twice: each
 * schedule has the nag's name, and the call is claimed per occurrence.
 */
export async function onNagTextFailed(
  deps: FailedNagDeps,
  nag: NagRecord,
  reportedAt: string,
): Promise<FailedNagOutcome> {
  const now = deps.clock.now();
  // A text to someone the owner added a reminder for: not the owner's number failing, and no retry or call to
  // the owner's phone in its place.
  const about = await deps.reminders.get(nag.userId, nag.reminderId);
  if (about?.forPerson || about?.shared) return 'someone_else';
  const owner = await deps.users.get(nag.userId);
  if (!owner) return 'no_user';
  const failing = owner.textsFailingSince
    ? owner
    : await deps.users.update(owner.id, { textsFailingSince: reportedAt }, now.toISOString());
  if (!failing) return 'no_user';
  const payload = (kind: FailedNagPayload['kind']): FailedNagPayload => ({ kind, userId: nag.userId, nagId: nag.id });
  if (!nag.retriedAt) {
    await deps.scheduler.scheduleAt(retryScheduleName(nag.id), new Date(now.getTime() + RETRY_FAILED_NAG_AFTER_MS), {
      ...payload('retryNag'),
    });
    return 'retry_scheduled';
  }
  if (!(await stillOpen(deps, nag))) return 'answered';
  await deps.scheduler.scheduleAt(callScheduleName(nag.id), new Date(now.getTime() + CALL_FAILED_NAG_AFTER_MS), {
    ...payload('callNag'),
  });
  return 'call_scheduled';
}

/** The nag's occurrence is still the reminder's and unanswered (null: answered, moved on or deleted meanwhile). */
async function stillOpen(deps: Pick<EscalationPorts, 'reminders'>, nag: NagRecord) {
  const reminder = await deps.reminders.get(nag.userId, nag.reminderId);
  return reminder && !isAtRest(reminder) && reminder.occurrenceDate === nag.occurrenceDate ? reminder : null;
}

/**
 * A failed nag's retry failed too, or a later nag that went in its place did (its schedule fired): the nag becomes a
 * call, if the occurrence is still open.
 */
export async function callFailedNag(
  deps: FailingTextsDeps,
  payload: Omit<FailedNagPayload, 'kind'>,
): Promise<CallOutcome | 'stale' | 'answered'> {
  const nag = await deps.nagRecords.get(payload.userId, payload.nagId);
  if (!nag?.retriedAt && !nag?.supersededAt) return 'stale';
  const [owner, reminder] = await Promise.all([deps.users.get(nag.userId), stillOpen(deps, nag)]);
  if (!owner || !reminder) return 'answered';
  return callAboutNag(deps, {
    owner,
    reminder,
    nagId: nag.id,
    why: 'fallback',
    ignoredTexts: nag.attempt,
    now: deps.clock.now(),
  });
}

/** A text reached the account's number (not their buddy's): it no longer fails, the banner goes. One read else. */
export async function onTextDelivered(
  deps: Pick<EscalationPorts, 'users' | 'clock'>,
  userId: string,
  to: string,
): Promise<void> {
  const owner = await deps.users.get(userId);
  if (owner?.textsFailingSince && owner.phoneNumber === to)
    await deps.users.update(userId, { textsFailingSince: null }, deps.clock.now().toISOString());
}

export type RetryOutcome =
  'retried' | 'superseded' | 'duplicate' | 'stale' | 'answered' | 'held' | 'quiet_hours' | FailedNagOutcome;

/**
 * The failed nag's one retry (its schedule fired): the same words again, unless the occurrence was answered
 * meanwhile, texts are held (STOP, PAUSE, the gate...) or it is now quiet hours. Its receipt comes back through
 * onNagTextFailed, which then sees the retry and calls. Claimed once per nag, so a redelivery sends nothing.
 */
export async function retryNagText(
  deps: FailingTextsDeps,
  payload: Omit<FailedNagPayload, 'kind'>,
): Promise<RetryOutcome> {
  const now = deps.clock.now();
  const nag = await deps.nagRecords.get(payload.userId, payload.nagId);
  if (!nag || nag.status !== 'failed') return 'stale';
  const [owner, reminder] = await Promise.all([deps.users.get(nag.userId), stillOpen(deps, nag)]);
  if (!owner || !reminder) return 'answered';
  if (reminder.nagCount > nag.attempt) return supersede(deps, nag, owner, now);
  if (textingBlock(owner, now)) return 'held';
  const here = zoneWhereTheyAre(owner, now);
  if (isInQuietHours(now, { start: owner.quietHoursStart, end: owner.quietHoursEnd }, here)) return 'quiet_hours';
  const key = `retry#${nag.id}`;
  if (!(await deps.oncePerWindow.claim(key, now, RETRY_MEMORY_SECONDS))) return 'duplicate';
  // Marked before the send: the retry's own receipt may arrive before this run ends.
  await deps.nagRecords.update(nag.userId, nag.id, { retriedAt: now.toISOString() });
  const retried = { ...nag, retriedAt: now.toISOString() };
  try {
    const result = await sendUserText(deps, owner, nag.message, { nagId: nag.id, zone: owner.timezone });
    // Refused outright when sent: as good as a second failed receipt.
    return result.sent ? 'retried' : await onNagTextFailed(deps, retried, result.sentAt.toISOString());
  } catch (error) {
    // The provider said "later": the queue's retry of this schedule may try again.
    if (error instanceof SmsSendError) await deps.oncePerWindow.release(key);
    throw error;
  }
}

/**
 * A later nag of the occurrence went before this one's retry was due (a ladder faster than the retry's 10 minutes):
 * resending it now would put it after the later one, so it is not resent; the later nag took its place. If a text to
 * the number has failed since this one went, the number failed twice, as a failed retry would show: the nag becomes a
 * call. Otherwise the later nag's own receipt decides (its retry, or its call). Safe twice: the mark and the call's
 * schedule are named by the nag.
 */
async function supersede(
  deps: FailingTextsDeps,
  nag: NagRecord,
  owner: Pick<User, 'phoneNumber'>,
  now: Date,
): Promise<RetryOutcome> {
  if (!nag.supersededAt) await deps.nagRecords.update(nag.userId, nag.id, { supersededAt: now.toISOString() });
  const since = await deps.messages.listSince(nag.userId, nag.sentAt ?? nag.scheduledTime);
  const failedAgain = since.some(
    (m) =>
      m.direction === 'outbound' &&
      m.channel !== 'voice' &&
      m.nagId !== undefined &&
      m.nagId !== nag.id &&
      m.to === owner.phoneNumber &&
      m.status === 'failed',
  );
  if (!failedAgain) return 'superseded';
  await deps.scheduler.scheduleAt(callScheduleName(nag.id), new Date(now.getTime() + CALL_FAILED_NAG_AFTER_MS), {
    kind: 'callNag',
    userId: nag.userId,
    nagId: nag.id,
  });
  return 'call_scheduled';
}
