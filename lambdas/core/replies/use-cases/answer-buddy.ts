import type { RepliesPorts } from '../replies-ports';
import { buddyAnswers } from '../domain/buddy-answers';
import { replyAnswers } from '../domain/reply-answers';
import { SmsSendError } from '../../texting/ports/sms-sender';
import { sendUserText } from '../../texting';
import { parseBuddyReply, type BuddyReply } from '../domain/buddy-reply';
import { latestLiveLink, liveLinks, type BuddyOf } from '../../escalation/domain/buddy-rules';
import { answerHelp, startNumber, stopNumber, type NumberKeywordDeps } from './number-keywords';

export type AnswerBuddyDeps = NumberKeywordDeps & Pick<RepliesPorts, 'users' | 'buddies'>;

/** A text from a buddy's number, as the inbound handler has it. */
export interface BuddyText {
  from: string;
  to: string;
  body: string;
  providerMessageId: string;
  receivedAt: string;
  inReplyTo?: string;
}

export interface BuddyReplyOutcome {
  kind: 'buddy';
  reply: BuddyReply;
  answered: boolean;
}

const DAY = 24 * 3600;

/** The owners whose buddy this number is now, in any state (a link left by a buddy changed since is ignored). */
export async function buddiesOf(deps: Pick<RepliesPorts, 'users' | 'buddies'>, e164: string): Promise<BuddyOf[]> {
  const { ownerIds } = await deps.buddies.lookup(e164);
  const users = await Promise.all(ownerIds.map((id) => deps.users.get(id)));
  return users.flatMap((user) =>
    user?.buddy?.phoneNumber === e164
      ? [{ ownerId: user.id, ownerFirstName: user.firstName, ownerPhone: user.phoneNumber, buddy: user.buddy }]
      : [],
  );
}

/**
 * The buddy's text is kept on the message list (the admin's Messages view) of each owner whose link with it is
 * live, and only those: a number merely invited, or one that left, never has its texts filed under that owner. A
 * redelivery is stored once.
 */
export async function recordOnOwners(deps: AnswerBuddyDeps, owners: readonly BuddyOf[], sms: BuddyText): Promise<void> {
  for (const owner of liveLinks(owners)) await recordOnOwner(deps, owner.ownerId, sms);
}

/** A linked person's text on one owner's message list (the admin's Messages view), once however often it comes. */
export async function recordOnOwner(
  deps: Pick<AnswerBuddyDeps, 'messages'>,
  ownerId: string,
  sms: BuddyText,
): Promise<void> {
  await deps.messages.record({
    id: sms.providerMessageId,
    userId: ownerId,
    direction: 'inbound',
    from: sms.from,
    to: sms.to,
    body: sms.body,
    status: 'delivered',
    receivedAt: sms.receivedAt,
    providerMessageId: sms.providerMessageId,
  });
}

/** One text to the buddy, filed under `owner`; a text the provider refuses or throttles is not retried. */
async function sendToBuddy(deps: AnswerBuddyDeps, owner: BuddyOf, text: string): Promise<boolean> {
  try {
    return (await sendUserText(deps, { id: owner.ownerId, phoneNumber: owner.buddy.phoneNumber }, text)).sent;
  } catch (error) {
    if (error instanceof SmsSendError) return false;
    throw error;
  }
}

/** The text once per `key` and window: a redelivery, a repeat or a loop with a bot gets nothing more. */
async function sendOnce(
  deps: AnswerBuddyDeps,
  key: string,
  windowSeconds: number,
  owner: BuddyOf,
  text: string,
): Promise<boolean> {
  if (!(await deps.oncePerWindow.claim(key, deps.clock.now(), windowSeconds))) return false;
  try {
    return await sendToBuddy(deps, owner, text);
  } catch (error) {
    await deps.oncePerWindow.release(key);
    throw error;
  }
}

/** Every owner whose buddy the number is sees "opted out" (its live links end); the number's STOP itself is kept apart. */
async function markOptedOut(deps: AnswerBuddyDeps, owners: readonly BuddyOf[]): Promise<void> {
  const at = deps.clock.now().toISOString();
  for (const owner of owners) {
    if (owner.buddy.status !== 'opted_out')
      await deps.buddies.answer(owner.ownerId, owner.buddy, ['asked', 'agreed', 'joined', 'left'], 'opted_out', at);
  }
}

/**
 * A text from a number that is no NagText account: if it has a live link (it joined somebody's invite), it is
 * answered here; null sends it on to the path of any other number (which reads STOP, START, HELP, JOIN and LEAVE
 * just as well: an old ask never answered, a link left, is such a number). STOP opts the number out, for buddy
 * texts and everything else, and every owner sees "opted out" (each STOP confirmed); START undoes the number's
 * opt-out (its links stay ended: a new invite joins again); HELP is always answered; after STOP nothing else is.
 * Anything else gets one explanation a day.
 */
export async function answerBuddyText(
  deps: AnswerBuddyDeps,
  sms: BuddyText,
  optedOut: boolean,
): Promise<BuddyReplyOutcome | null> {
  const owners = await buddiesOf(deps, sms.from);
  const filedUnder = latestLiveLink(owners);
  const reply = parseBuddyReply(sms.body);
  const outcome = (answered: boolean): BuddyReplyOutcome => ({ kind: 'buddy', reply, answered });
  // A STOP from a number any owner still shows as their buddy (left, or an old ask) marks them all.
  if (reply === 'opt_out' && owners.length > 0 && !filedUnder) {
    return outcome(await stopNumber(deps, sms, buddyAnswers.buddyOptedOut(), null, () => markOptedOut(deps, owners)));
  }
  if (!filedUnder) return null;
  await recordOnOwners(deps, owners, sms);
  if (reply === 'opt_out') {
    return outcome(
      await stopNumber(deps, sms, buddyAnswers.buddyOptedOut(), filedUnder.ownerId, () => markOptedOut(deps, owners)),
    );
  }
  if (reply === 'help') {
    return outcome(
      await answerHelp(
        deps,
        sms,
        filedUnder.ownerId,
        optedOut ? replyAnswers.helpOptedOut() : buddyAnswers.buddyHelp(),
      ),
    );
  }
  if (reply === 'opt_in' && optedOut) {
    return outcome(
      await startNumber(deps, sms, replyAnswers.optedInNumber(), filedUnder.ownerId, async () => undefined),
    );
  }
  if (optedOut || reply === 'echo') return outcome(false);
  return outcome(await sendOnce(deps, `buddy-hint#${sms.from}`, DAY, filedUnder, buddyAnswers.buddyDidNotUnderstand()));
}

/** STOP from a NagText account's number: every owner whose buddy it is sees "opted out" too (its own path confirms the STOP). */
export async function optOutAsBuddy(deps: AnswerBuddyDeps, e164: string): Promise<void> {
  await markOptedOut(deps, await buddiesOf(deps, e164));
}
