import type { Reminder } from '../../reminders/domain/reminder';
import { pauseForGonePerson } from '../../reminders';
import {
  liveLinksOf,
  remindersOfLinks,
  remindersOfNumber,
  type LiveLink,
  type ReminderOfNumber,
} from '../../reminders-for-people';
import type { RepliesPorts } from '../replies-ports';
import { ECHO_WINDOW_HOURS, isEchoOf } from '../domain/echo';
import { parseReply, type ParsedReply } from '../domain/parse-reply';
import { personAnswers } from '../domain/person-answers';
import { replyAnswers } from '../domain/reply-answers';
import { hasTexted } from '../domain/snooze-rules';
import { optOutAsBuddy, recordOnOwner, type AnswerBuddyDeps, type BuddyText } from './answer-buddy';
import { answerOnce } from './link-answer';
import { actOnReminder } from './act-on-reminder';
import { answerHelp, startNumber, stopNumber } from './number-keywords';
import { personClockByText } from './person-clock-by-text';

export type AnswerPersonDeps = AnswerBuddyDeps &
  Pick<RepliesPorts, 'people' | 'reminders' | 'nagRecords' | 'scheduler' | 'messages'>;

export interface PersonReplyOutcome {
  kind: 'person';
  reply: ParsedReply['kind'] | 'echo';
  answered: boolean;
}

const HOUR = 3600;
/** What a reply acts on: a reminder of theirs and, answering a chore's nag, that nag's occurrence. */
type Target = ReminderOfNumber & { nagOccurrence?: string };
const isOpen = (r: Reminder) => r.status !== 'done' && r.status !== 'missed';
const byPersonRef = (a: ReminderOfNumber, b: ReminderOfNumber) => Number(a.recipient.ref) - Number(b.recipient.ref);

/**
 * The reminder a person's reply means: the one their number names ("DONE 3", their own numbering across owners);
 * else the one whose nag it answers, while that occurrence is open; else the most recently nagged open one (for
 * SNOOZE, one that has texted).
 */
async function targetOf(
  deps: AnswerPersonDeps,
  theirs: ReminderOfNumber[],
  reply: ParsedReply,
  inReplyTo: string | undefined,
): Promise<Target | null> {
  const open = theirs.filter(({ reminder }) => isOpen(reminder));
  if ('ref' in reply && reply.ref) return open.find(({ recipient }) => recipient.ref === reply.ref) ?? null;
  const nag = inReplyTo ? await deps.nagRecords.findByProviderMessageId(inReplyTo) : null;
  if (nag) {
    const answered = theirs.find(({ owner, reminder }) => owner.id === nag.userId && reminder.id === nag.reminderId);
    // A chore's answer names the nag's occurrence: one another member closed first is answered as theirs.
    if (answered?.reminder.shared) return { ...answered, nagOccurrence: nag.occurrenceDate };
    return answered && isOpen(answered.reminder) && answered.reminder.occurrenceDate === nag.occurrenceDate
      ? answered
      : null;
  }
  const candidates = reply.kind === 'snooze' ? open.filter(({ reminder }) => hasTexted(reminder)) : open;
  return candidates.sort((a, b) => (b.reminder.lastNagAt ?? '').localeCompare(a.reminder.lastNagAt ?? ''))[0] ?? null;
}

/** LIST, and the answer to a reply naming nothing open: the person's open reminders by their own numbers. */
function listOf(theirs: ReminderOfNumber[]): string {
  const open = theirs.filter(({ reminder }) => isOpen(reminder)).sort(byPersonRef);
  return open.length
    ? replyAnswers.list(open.map(({ reminder, recipient }) => ({ ref: recipient.ref, task: reminder.task })))
    : personAnswers.personNothingOpen();
}

/** Whether the text is one of ours coming back (a bot echoing a nag): never obeyed. */
async function echoesOurText(deps: AnswerPersonDeps, links: LiveLink[], sms: BuddyText, now: Date) {
  const since = new Date(now.getTime() - ECHO_WINDOW_HOURS * HOUR * 1000).toISOString();
  const ours: string[] = [];
  for (const { owner } of links)
    for (const m of await deps.messages.listSince(owner.id, since))
      if (m.direction === 'outbound' && m.to === sms.from) ours.push(m.body);
  return isEchoOf(sms.body, ours);
}

/**
 * STOP from a person: the number's opt-out (everything from NagText ends), its buddy links told, and every reminder
 * addressed to it paused on its owner's list (they stay there for the owner to delete or keep).
 */
async function stopPerson(deps: AnswerPersonDeps, theirs: ReminderOfNumber[], sms: BuddyText, filedUnder: string) {
  const now = deps.clock.now();
  return stopNumber(deps, sms, replyAnswers.optedOut(), filedUnder, async () => {
    await optOutAsBuddy(deps, sms.from);
    for (const { owner, reminder } of theirs) await pauseForGonePerson(deps, owner.id, reminder.id, now);
  });
}

/**
 * A text from a number with no account of its own that joined someone's reminders (a live person link): null when
 * it has none, and the text goes on to the buddy's path and any number's. It is kept on the message list of the
 * owner it concerns (the reminder it acts on, else the newest link's), and answered once. STOP, START and HELP are
 * the number's as everywhere; DONE, SKIP, SNOOZE and LIST act on the reminders addressed to it by any of its owners,
 * numbered as its texts number them. A text that could create a reminder creates none: that needs an account.
 */
export async function answerPersonText(
  deps: AnswerPersonDeps,
  sms: BuddyText,
  optedOut: boolean,
): Promise<PersonReplyOutcome | null> {
  const links = await liveLinksOf(deps, sms.from);
  const newest = links[links.length - 1];
  if (!newest) return null;
  const now = deps.clock.now();
  const theirs = await remindersOfLinks(deps, links);
  const reply = parseReply(sms.body, now, newest.person.timezone);
  const outcome = (answered: boolean, kind: PersonReplyOutcome['reply'] = reply.kind): PersonReplyOutcome => ({
    kind: 'person',
    reply: kind,
    answered,
  });
  if (await echoesOurText(deps, links, sms, now)) {
    await recordOnOwner(deps, newest.owner.id, sms);
    return outcome(false, 'echo');
  }
  const target = ['done', 'skip', 'snooze'].includes(reply.kind)
    ? await targetOf(deps, theirs, reply, sms.inReplyTo)
    : null;
  const filedUnder = (target?.owner ?? newest.owner).id;
  await recordOnOwner(deps, filedUnder, sms);
  switch (reply.kind) {
    case 'opt_out':
      return outcome(await stopPerson(deps, theirs, sms, filedUnder));
    case 'help':
      return outcome(
        await answerHelp(
          deps,
          sms,
          filedUnder,
          optedOut ? replyAnswers.helpOptedOut() : personAnswers.personHelp(links.map(({ owner }) => owner.firstName)),
        ),
      );
    case 'opt_in':
      if (optedOut)
        return outcome(await startNumber(deps, sms, replyAnswers.optedInNumber(), filedUnder, async () => undefined));
      break;
    default:
      break;
  }
  if (optedOut) return outcome(false);
  const answer = async (text: string) => outcome(await answerOnce(deps, sms, filedUnder, text));
  switch (reply.kind) {
    case 'list':
      return answer(listOf(theirs));
    case 'snooze_invalid':
      return answer(replyAnswers.snoozeOutOfBounds(reply.reason));
    case 'home_zone':
    case 'quiet':
    case 'quiet_invalid':
      return answer(await personClockByText(deps, links, reply));
    case 'done':
    case 'skip':
    case 'snooze': {
      if (!target && reply.kind === 'snooze' && theirs.some(({ reminder }) => isOpen(reminder)))
        return answer(replyAnswers.nothingToSnooze());
      // Times are named in the person's zone.
      const at = (t: ReminderOfNumber) => ({
        now,
        zone: t.recipient.timezone,
        messageId: sms.providerMessageId,
      });
      const chore = target && {
        memberId: target.recipient.personId,
        ...(target.nagOccurrence ? { occurrenceDate: target.nagOccurrence } : {}),
      };
      const text = target
        ? await actOnReminder(deps, target.owner, reply, target.reminder, at(target), chore ?? undefined)
        : null;
      return answer(text ?? listOf(await remindersOfNumber(deps, sms.from)));
    }
    default:
      // Anything else (a "remind me to..." too: that takes an account): how to answer, once an hour at most.
      if (!(await deps.oncePerWindow.claim(`person-hint#${sms.from}`, now, HOUR))) return outcome(false);
      return answer(personAnswers.personDidNotUnderstand());
  }
}
