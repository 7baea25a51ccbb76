import type { User } from '#core/users/domain/user';
import type { Deps } from '#core/deps';
import { nagCap } from '#core/reminders/domain/nag-ladder';
import { scheduleNameOf } from '#core/reminders/domain/reminder';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { textingBlock } from '#core/users/domain/texting-block';
import type { EventQueue } from './event-queue';
import type { SimProvider } from './provider';
import type { SimScheduler } from './sim-scheduler';

/** What the run saw happen, beyond what the database holds. */
export interface Observed {
  /** Per phone: when its STOPs were handled, and the START that ended each, if any. */
  stops: Map<string, { stopAt: number; startAt?: number }[]>;
  /** Users whose texts were held for a while (STOP, PAUSE, a lapsed subscription): first texts may wait. */
  blocked: Set<string>;
  /** Per user: when their SNOOZE replies were handled (a snooze after the last rung asks for one more text). */
  snoozes: Map<string, number[]>;
  /** Per reminder: when the world's edits of it were accepted (an edit re-arms it: its ladder starts again). */
  edits: Map<string, number[]>;
  lastActiveDay: number;
}

export interface InvariantInput {
  base: Deps;
  people: User[];
  provider: SimProvider;
  scheduler: SimScheduler;
  queue: EventQueue;
  perSecond: number;
  observed: Observed;
  end: number;
}

/** How late a first text may be: a schedule fired up to 10 minutes late, a crashed delivery's retry, the pacing. */
const FIRST_TEXT_BOUND_MS = 15 * 60_000;

/**
 * The invariants over the whole run. Each violation is a sentence naming who, what and when, so a failing
 * seed can be replayed and read.
 */
export async function checkInvariants(input: InvariantInput): Promise<string[]> {
  const { base, provider, scheduler, queue, perSecond, observed } = input;
  const violations: string[] = [];
  const at = (ms: number) => new Date(ms).toISOString();

  // Never more sends in a second than the budget, counted where the provider receives them.
  for (const [second, count] of provider.perSecond) {
    if (count > perSecond)
      violations.push(`${count} texts in the second ${at(second * 1000)} against a budget of ${perSecond}`);
  }

  // No text to a number after its STOP (until START), but the answers to its own STOP and HELP.
  const answersToOptedOut = new Set([replyAnswers.optedOut(), replyAnswers.helpOptedOut()]);
  for (const text of provider.sent) {
    for (const spell of observed.stops.get(text.to) ?? []) {
      const inside = text.at > spell.stopAt && (spell.startAt === undefined || text.at < spell.startAt);
      if (inside && !answersToOptedOut.has(text.body))
        violations.push(`a text to ${text.to} at ${at(text.at)} after its STOP at ${at(spell.stopAt)}: "${text.body}"`);
    }
  }

  for (const user of input.people) {
    const [nags, messages, completions, reminders] = await Promise.all([
      base.nagRecords.listForUser(user.id),
      base.messages.listForUser(user.id),
      base.reminders.listCompletions(user.id),
      base.reminders.listForUser(user.id),
    ]);
    const sent = nags.filter((n) => n.status === 'sent' || (n.status === 'failed' && n.sentAt));

    // No two texts for one nag id, but the one retry of a nag whose text failed (a failing number, escalation).
    const perNag = new Map<string, number>();
    for (const m of messages) if (m.nagId && m.providerMessageId) perNag.set(m.nagId, (perNag.get(m.nagId) ?? 0) + 1);
    const retried = new Set(nags.filter((n) => n.retriedAt).map((n) => n.id));
    for (const [nagId, count] of perNag)
      if (count > (retried.has(nagId) ? 2 : 1))
        violations.push(`${count} texts for the one nag ${nagId} of ${user.id}`);

    // No nag for an occurrence after its DONE or SKIP.
    for (const done of completions) {
      for (const nag of sent) {
        if (
          nag.reminderId === done.reminderId &&
          nag.occurrenceDate === done.occurrenceDate &&
          nag.sentAt &&
          nag.sentAt > done.completedAt
        ) {
          violations.push(
            `nag ${nag.id} of ${user.id} sent at ${nag.sentAt}, after the occurrence was ${done.outcome} at ${done.completedAt}`,
          );
        }
      }
    }

    // Per-occurrence caps held: never more nags than the ladder's cap, unless the person snoozed after the last
    // rung (then the ladder resumes with one final text, by design).
    const stored = await base.users.get(user.id);
    const cap = nagCap(stored?.nagStyle ?? user.nagStyle);
    const perOccurrence = new Map<string, typeof sent>();
    for (const nag of sent) {
      // An edit may move a reminder to a new time on a day whose occurrence was already nagged: a new ladder.
      const editsBefore = (observed.edits.get(nag.reminderId) ?? []).filter(
        (at) => at <= Date.parse(nag.sentAt!),
      ).length;
      const key = `${nag.reminderId}/${nag.occurrenceDate}${editsBefore ? ` (after edit ${editsBefore})` : ''}`;
      perOccurrence.set(key, [...(perOccurrence.get(key) ?? []), nag]);
    }
    const snoozes = observed.snoozes.get(user.id) ?? [];
    for (const [occurrence, occurrenceNags] of perOccurrence) {
      const ordered = [...occurrenceNags].sort((a, b) => (a.sentAt ?? '').localeCompare(b.sentAt ?? ''));
      for (const extra of ordered.slice(cap)) {
        const after = Date.parse(ordered[cap - 1]!.sentAt!);
        const snoozed = snoozes.some((t) => t >= after && t <= Date.parse(extra.sentAt!));
        if (!snoozed)
          violations.push(
            `${ordered.length} nags for ${user.id}'s occurrence ${occurrence} against a cap of ${cap}, the extra ${extra.id} with no SNOOZE before it`,
          );
      }
    }

    // A first text within the bound of its time, unless the user's texts were held meanwhile (a recorded reason).
    if (!observed.blocked.has(user.id)) {
      for (const nag of sent) {
        if (nag.attempt !== 1 || !nag.sentAt) continue;
        const late = Date.parse(nag.sentAt) - Date.parse(nag.scheduledTime);
        if (late > FIRST_TEXT_BOUND_MS)
          violations.push(
            `the first text of ${nag.id} went ${Math.round(late / 60_000)} minutes late (${nag.scheduledTime} -> ${nag.sentAt})`,
          );
      }
    }

    // No reminder left without its next schedule: a live one, or a delivery of it on its way. A user whose texts
    // are held (opted out, lapsed) keeps the plan without a schedule until the block lifts: that is the reason.
    const held = stored ? textingBlock(stored, new Date(input.end)) : 'inactive';
    for (const reminder of held ? [] : reminders) {
      if (reminder.status === 'done' || !reminder.nextNag) continue;
      const name = scheduleNameOf(reminder.nextNag.id);
      const nagId = reminder.nextNag.id;
      const live = scheduler.live.has(name);
      const onItsWay = queue.some((e) => e.kind === 'deliver' && e.payload.nagId === nagId);
      if (!live && !onItsWay)
        violations.push(
          `reminder ${reminder.id} of ${user.id} plans nag ${nagId} at ${reminder.nextNag.at} but has no schedule for it`,
        );
    }
  }
  return violations;
}
