import type { RepliesPorts } from '../replies-ports';
import { buddyAnswers } from '../domain/buddy-answers';
import { replyAnswers } from '../domain/reply-answers';
import { SmsSendError } from '../../texting/ports/sms-sender';
import { sendUserText } from '../../texting';
import { isPlainYes, parseBuddyReply, type BuddyReply } from '../domain/buddy-reply';
import { askAnsweredByYes, isOpenAsk, latestAsker, type BuddyOf } from '../../escalation/domain/buddy-rules';
import { answerHelp, startNumber, stopNumber, type NumberKeywordDeps } from './number-keywords';

export type AnswerBuddyDeps = NumberKeywordDeps & Pick<RepliesPorts, 'users' | 'buddies'>;

/** A text from a buddy's number, as the inbound handler has it. */
export interface BuddyText {
  from: string;
  to: string;
  body: string;
  providerMessageId: string;
  receivedAt: string;
  /** The text of ours it answers, when the provider says (the ask it says YES to). */
  inReplyTo?: string;
}

export interface BuddyReplyOutcome {
  kind: 'buddy';
  reply: BuddyReply;
  answered: boolean;
}

const DAY = 24 * 3600;
/** Longer than an ask stays open and any redelivery: one confirmation per ask. */
const CONFIRMATION_WINDOW = 30 * DAY;

/** The owners whose buddy this number is now (a link left by a buddy changed since is ignored). */
async function buddiesOf(deps: AnswerBuddyDeps, e164: string): Promise<BuddyOf[]> {
  const { ownerIds } = await deps.buddies.lookup(e164);
  const users = await Promise.all(ownerIds.map((id) => deps.users.get(id)));
  return users.flatMap((user) =>
    user?.buddy?.phoneNumber === e164 ? [{ ownerId: user.id, ownerFirstName: user.firstName, buddy: user.buddy }] : [],
  );
}

/**
 * The buddy's text is kept on the message list (the admin's Messages view) of each owner it agreed to be the buddy
 * of, and only those: a number merely named as somebody's buddy never has its texts filed under that somebody. A
 * redelivery is stored once.
 */
async function recordOnOwners(deps: AnswerBuddyDeps, owners: readonly BuddyOf[], sms: BuddyText): Promise<void> {
  for (const owner of owners) {
    if (owner.buddy.status !== 'agreed') continue;
    await deps.messages.record({
      id: sms.providerMessageId,
      userId: owner.ownerId,
      direction: 'inbound',
      from: sms.from,
      to: sms.to,
      body: sms.body,
      status: 'delivered',
      receivedAt: sms.receivedAt,
      providerMessageId: sms.providerMessageId,
    });
  }
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

/**
 * The ask's owner learns YES: their buddy agrees (once), the YES is filed under them now that the link is agreed, and
 * the buddy gets one confirmation naming them.
 */
async function agree(deps: AnswerBuddyDeps, target: BuddyOf, sms: BuddyText): Promise<boolean> {
  if (target.buddy.status === 'asked') {
    const agreed = await deps.buddies.answer(
      target.ownerId,
      target.buddy,
      ['asked'],
      'agreed',
      deps.clock.now().toISOString(),
    );
    // Answered, changed or removed meanwhile: whoever agreed it confirms it.
    if (!agreed) return false;
    await recordOnOwners(deps, [{ ...target, buddy: { ...target.buddy, status: 'agreed' } }], sms);
  }
  return sendOnce(
    deps,
    `buddy-agreed#${target.ownerId}#${target.buddy.askedAt}`,
    CONFIRMATION_WINDOW,
    target,
    buddyAnswers.buddyAgreed(target.ownerFirstName),
  );
}

/** The owner under whom the text this one answers is filed, when it was a text of ours to this very number. */
async function ownerRepliedTo(
  deps: AnswerBuddyDeps,
  inReplyTo: string | undefined,
  from: string,
): Promise<string | undefined> {
  const answered = inReplyTo ? await deps.messages.findByProviderMessageId(inReplyTo) : null;
  return answered?.direction === 'outbound' && answered.to === from ? answered.userId : undefined;
}

/** Every owner whose buddy the number is sees "opted out" (asked or agreed before); the number's STOP itself is kept apart. */
async function markOptedOut(deps: AnswerBuddyDeps, owners: readonly BuddyOf[]): Promise<void> {
  const at = deps.clock.now().toISOString();
  for (const owner of owners) {
    if (owner.buddy.status !== 'opted_out')
      await deps.buddies.answer(owner.ownerId, owner.buddy, ['asked', 'agreed'], 'opted_out', at);
  }
}

/**
 * A text from a number that is no NagText account: if somebody's buddy link names it, it is answered here; null
 * sends it on to the path of any other number (which reads STOP, START and HELP just as well: a buddy whose ask was
 * withdrawn is such a number). STOP opts the number out, for buddy texts and everything else, and every owner
 * sees "opted out" (each STOP confirmed); START undoes the number's opt-out (an owner asks again for the buddy
 * texts); HELP is always answered; after STOP nothing else is. YES agrees to the ask it answers (see
 * askAnsweredByYes) and is confirmed once; anything else gets one explanation a day.
 */
export async function answerBuddyText(
  deps: AnswerBuddyDeps,
  sms: BuddyText,
  optedOut: boolean,
): Promise<BuddyReplyOutcome | null> {
  const owners = await buddiesOf(deps, sms.from);
  const filedUnder = latestAsker(owners);
  if (!filedUnder) return null;
  await recordOnOwners(deps, owners, sms);
  const reply = parseBuddyReply(sms.body);
  const outcome = (answered: boolean): BuddyReplyOutcome => ({ kind: 'buddy', reply, answered });
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
  const now = deps.clock.now();
  if (reply === 'yes') {
    const target = askAnsweredByYes(owners, await ownerRepliedTo(deps, sms.inReplyTo, sms.from), now);
    if (target) return outcome(await agree(deps, target, sms));
  }
  return outcome(await sendOnce(deps, `buddy-hint#${sms.from}`, DAY, filedUnder, buddyAnswers.buddyDidNotUnderstand()));
}

/**
 * YES from a number that is a NagText account (and not opted out: the caller reads STOP first): the buddy's answer
 * only when it is YES itself, in reply to an ask that is open (the provider names the ask it answers). The account's
 * "ok", 👍 or YES to its own nag is never consent to somebody else's ask: its own reply path reads those. Null when it
 * is not that.
 */
export async function agreeAsBuddy(deps: AnswerBuddyDeps, sms: BuddyText): Promise<BuddyReplyOutcome | null> {
  if (!sms.inReplyTo || !isPlainYes(sms.body)) return null;
  const repliedTo = await ownerRepliedTo(deps, sms.inReplyTo, sms.from);
  if (!repliedTo) return null;
  const now = deps.clock.now();
  const target = (await buddiesOf(deps, sms.from)).find(
    (owner) => owner.ownerId === repliedTo && isOpenAsk(owner.buddy, now),
  );
  if (!target) return null;
  return { kind: 'buddy', reply: 'yes', answered: await agree(deps, target, sms) };
}

/** STOP from a NagText account's number: every owner whose buddy it is sees "opted out" too (its own path confirms the STOP). */
export async function optOutAsBuddy(deps: AnswerBuddyDeps, e164: string): Promise<void> {
  await markOptedOut(deps, await buddiesOf(deps, e164));
}
