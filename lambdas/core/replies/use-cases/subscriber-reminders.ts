import type { Reminder } from '../../reminders/domain/reminder';
import type { User } from '../../users/domain/user';
import { remindersOfNumber } from '../../reminders-for-people';
import type { RepliesPorts } from '../replies-ports';
import type { ParsedReply } from '../domain/parse-reply';
import { replyAnswers } from '../domain/reply-answers';
import { hasTexted } from '../domain/snooze-rules';
import { CHORE_OWNER_ID } from '#shared/vocabulary';
import { ownerShares } from '../../reminders/domain/shared-chore';

/** A reminder a subscriber's reply may act on, with its owner: their own, or one another owner added for them. */
export interface Answerable {
  owner: User;
  reminder: Reminder;
  /** The number the subscriber's texts give it: its own, or the person's for one added for them. */
  ref: string;
  /** Who the subscriber is to a household chore of it: CHORE_OWNER_ID on their own, their person id on another's. */
  memberId: string;
  /** Answering a chore's nag: that nag's occurrence (another member may have closed it first). */
  nagOccurrence?: string;
}

type Deps = Pick<RepliesPorts, 'reminders' | 'people' | 'users' | 'nagRecords'>;

const isOpen = (r: Reminder) => r.status !== 'done';

/**
 * The subscriber's own reminders, and those other owners added for the subscriber's number (a joined person who has
 * an account too): one list, one numbering (reminders-for-people allocates theirs from the account's counter).
 */
export async function answerableOf(deps: Deps, user: User): Promise<Answerable[]> {
  const own = (await deps.reminders.listForUser(user.id)).map((reminder) => ({
    owner: user,
    reminder,
    ref: reminder.ref,
    memberId: CHORE_OWNER_ID,
  }));
  const forThem = (await remindersOfNumber(deps, user.phoneNumber))
    .filter(({ owner }) => owner.id !== user.id)
    .map(({ owner, reminder, recipient }) => ({ owner, reminder, ref: recipient.ref, memberId: recipient.personId }));
  return [...own, ...forThem];
}

const byRef = (a: Answerable, b: Answerable) => Number(a.ref) - Number(b.ref) || a.ref.localeCompare(b.ref);

/** LIST, and the answer to a reply that names no open reminder: the open ones with their references. */
export function openList(answerable: Answerable[]): string {
  const open = answerable.filter(({ reminder }) => isOpen(reminder)).sort(byRef);
  return open.length
    ? replyAnswers.list(open.map(({ ref, reminder }) => ({ ref, task: reminder.task })))
    : replyAnswers.nothingOpen();
}

const mostRecentlyNagged = (answerable: Answerable[]) =>
  answerable
    .filter(({ reminder }) => isOpen(reminder))
    .sort(
      (a, b) =>
        (b.reminder.lastNagAt ?? '').localeCompare(a.reminder.lastNagAt ?? '') ||
        b.reminder.updatedAt.localeCompare(a.reminder.updatedAt),
    )[0];

/**
 * The reminder a reply means: the one its reference names; else the one whose nag it answers (only while that nag's
 * occurrence is still open: a late "done" to a nag already dealt with must not close another reminder or the next
 * occurrence); else the most recently nagged open one of those whose texts come to this phone (never one the user
 * added for someone else: its nags went to them). Null when the reply names nothing open.
 */
export async function targetOf(
  deps: Deps,
  user: User,
  answerable: Answerable[],
  reply: Pick<ParsedReply, 'kind'> & { ref?: string },
  inReplyTo: string | undefined,
): Promise<Answerable | null> {
  const open = answerable.filter(({ reminder }) => isOpen(reminder));
  if (reply.ref) return open.find(({ ref }) => ref === reply.ref) ?? null;
  const nag = inReplyTo ? await deps.nagRecords.findByProviderMessageId(inReplyTo) : null;
  if (nag && (nag.userId === user.id || answerable.some(({ owner }) => owner.id === nag.userId))) {
    const chore = answerable.find(
      ({ owner, reminder }) => owner.id === nag.userId && reminder.id === nag.reminderId && reminder.shared,
    );
    if (chore) return { ...chore, nagOccurrence: nag.occurrenceDate };
    return (
      open.find(
        ({ owner, reminder }) =>
          owner.id === nag.userId && reminder.id === nag.reminderId && reminder.occurrenceDate === nag.occurrenceDate,
      ) ?? null
    );
  }
  const toThisPhone = open.filter(
    ({ owner, reminder }) =>
      owner.id !== user.id || (!reminder.forPerson && (!reminder.shared || ownerShares(reminder.shared))),
  );
  // A SNOOZE without a reference means a reminder that has texted: never one still waiting for its first text.
  return (
    mostRecentlyNagged(
      reply.kind === 'snooze' ? toThisPhone.filter(({ reminder }) => hasTexted(reminder)) : toThisPhone,
    ) ?? null
  );
}
