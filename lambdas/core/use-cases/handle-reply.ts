import { toE164 } from '../../../shared/phone';
import { parseReply, type ParsedReply } from '../domain/parse-reply';
import { closedOccurrence, snoozedReminder } from '../domain/reminder-plan';
import type { Reminder } from '../domain/reminder';
import { smsTemplates } from '../domain/sms-templates';
import type { User } from '../domain/user';
import type { Deps } from '../ports/deps';
import { reconcileUserNags } from './reconcile-user-nags';
import { recordDone } from './reminder-api';
import { recordInboundSms, type InboundSms } from './record-inbound-sms';
import { changeReminder } from './save-reminder-plan';
import { sendUserText, type SendUserTextDeps } from './send-user-text';

export type HandleReplyDeps = SendUserTextDeps & Pick<Deps, 'users' | 'reminders' | 'notifications' | 'scheduler' | 'oncePerWindow'>;

export interface InboundReply extends InboundSms {
  /** The id of the text this one answers, when the provider knows it (two-way SMS previousPublishedMessageId). */
  inReplyTo?: string;
}

export type ReplyOutcome = { kind: 'duplicate' } | { kind: 'unknown_sender'; answered: boolean } | { kind: 'handled'; userId: string; reply: ParsedReply['kind']; answered: boolean };

const HOUR = 3600;
const DAY = 24 * HOUR;

const isOpen = (r: Reminder) => r.status !== 'done';
const mostRecentlyNagged = (reminders: Reminder[]) =>
  reminders.filter(isOpen).sort((a, b) => (b.lastNagAt ?? '').localeCompare(a.lastNagAt ?? '') || b.updatedAt.localeCompare(a.updatedAt))[0];

/**
 * The reminder a reply means: the one whose nag it answers (only if that nag is this user's), else the one
 * its reference names among this user's own reminders, else the most recently nagged open one.
 */
async function targetOf(deps: HandleReplyDeps, user: User, reply: { ref?: string }, inReplyTo: string | undefined): Promise<Reminder | null> {
  const reminders = await deps.reminders.listForUser(user.id);
  if (reply.ref) return reminders.find((r) => r.ref === reply.ref && isOpen(r)) ?? null;
  if (inReplyTo) {
    const nag = await deps.notifications.findByProviderMessageId(inReplyTo);
    const answered = nag && nag.userId === user.id ? reminders.find((r) => r.id === nag.reminderId && isOpen(r)) : undefined;
    if (answered) return answered;
  }
  return mostRecentlyNagged(reminders) ?? null;
}

/** Acts on a parsed reply; returns the one text to answer with, or null for none. */
async function act(deps: HandleReplyDeps, user: User, reply: ParsedReply, inReplyTo: string | undefined): Promise<string | null> {
  const now = deps.clock.now();
  const zone = user.timezone;
  switch (reply.kind) {
    case 'opt_out':
      await deps.users.update(user.id, { smsOptedOut: true }, now.toISOString());
      await reconcileUserNags(deps, user.id);
      return smsTemplates.optedOut();
    case 'opt_in':
      await deps.users.update(user.id, { smsOptedOut: false }, now.toISOString());
      await reconcileUserNags(deps, user.id);
      return smsTemplates.optedIn();
    case 'help':
      return smsTemplates.help();
    case 'list': {
      const open = (await deps.reminders.listForUser(user.id)).filter(isOpen);
      return open.length ? smsTemplates.list(open.map((r) => ({ ref: r.ref, task: r.task }))) : smsTemplates.nothingOpen();
    }
    case 'pause':
    case 'pause_invalid':
    case 'resume':
      return actOnPause(deps, user, reply, now);
    case 'unknown':
      // Two bots answering each other must never loop: one hint an hour per number.
      return (await deps.oncePerWindow.claim(`hint#${user.id}`, now, HOUR)) ? smsTemplates.didNotUnderstand() : null;
    default:
      break;
  }

  const target = await targetOf(deps, user, reply, inReplyTo);
  if (!target) return smsTemplates.nothingOpen();
  switch (reply.kind) {
    case 'done':
    case 'skip': {
      const outcome = reply.kind === 'done' ? 'done' : 'skipped';
      let closed: Reminder | null = null;
      const updated = await changeReminder(deps, user.id, target.id, (current) => {
        closed = current.status === 'done' ? null : current;
        return closed ? closedOccurrence(current, user, now, outcome) : null;
      });
      if (!updated || !closed) return smsTemplates.nothingOpen();
      const was: Reminder = closed;
      await recordDone(deps, user.id, was.id, was, now, 'sms', outcome);
      const next = updated.status === 'done' ? null : { at: new Date(updated.occurrenceAt), zone };
      return outcome === 'done' ? smsTemplates.doneConfirmation(was.task, next) : smsTemplates.skipped(was.task, next);
    }
    case 'snooze': {
      const until = 'until' in reply ? reply.until : new Date(now.getTime() + reply.minutes * 60_000);
      const updated = await changeReminder(deps, user.id, target.id, (current) => (current.status === 'done' ? null : snoozedReminder(current, until, now)));
      return updated ? smsTemplates.snoozedUntil(until, zone, now) : smsTemplates.nothingOpen();
    }
    case 'snooze_invalid':
      return smsTemplates.snoozeOutOfBounds(reply.reason);
    default:
      return null;
  }
}

async function actOnPause(deps: HandleReplyDeps, user: User, reply: ParsedReply, now: Date): Promise<string> {
  if (reply.kind === 'resume') {
    await deps.users.update(user.id, { smsPausedUntil: null }, now.toISOString());
    await reconcileUserNags(deps, user.id);
    return smsTemplates.resumed();
  }
  if (reply.kind === 'pause_invalid') return smsTemplates.pauseOutOfBounds(reply.reason);
  if (reply.kind !== 'pause') return smsTemplates.pauseOutOfBounds();
  const until = 'until' in reply ? reply.until : new Date(now.getTime() + reply.minutes * 60_000);
  await deps.users.update(user.id, { smsPausedUntil: until.toISOString() }, now.toISOString());
  return smsTemplates.paused(until, user.timezone, now);
}

/**
 * A text from a phone. It is recorded once (a redelivery with the same inbound id has no effect at all),
 * acted on, and answered with at most one text. An opted-out number gets nothing back until START, and
 * an unknown number gets a sign-up hint at most once a day.
 */
export async function handleReply(deps: HandleReplyDeps, sms: InboundReply): Promise<ReplyOutcome> {
  const recorded = await recordInboundSms(deps, sms);
  if (recorded.kind === 'duplicate') return { kind: 'duplicate' };
  const now = deps.clock.now();
  if (recorded.kind === 'unknown_sender') {
    const from = toE164(sms.from);
    const parsed = parseReply(sms.body, now, 'America/New_York');
    // Never answer an opt-out, and never a number that is not a real one.
    if (!from || parsed.kind === 'opt_out' || !(await deps.oncePerWindow.claim(`unknown#${from}`, now, DAY))) {
      return { kind: 'unknown_sender', answered: false };
    }
    await deps.sendPacer.acquire();
    await deps.sms.send({ to: from, body: smsTemplates.unknownNumber() });
    return { kind: 'unknown_sender', answered: true };
  }
  const user = (await deps.users.get(recorded.userId))!;
  const reply = parseReply(sms.body, now, user.timezone);
  // After STOP nothing goes to the number but the answer to START; a deactivated account gets nothing.
  if (!user.isActive || (user.smsOptedOut && reply.kind !== 'opt_in')) return { kind: 'handled', userId: user.id, reply: reply.kind, answered: false };
  const answer = await act(deps, user, reply, sms.inReplyTo);
  if (answer) await sendUserText(deps, user, answer);
  return { kind: 'handled', userId: user.id, reply: reply.kind, answered: answer !== null };
}
