import type { User, StoredBuddy } from '../../users/domain/user';
import { DomainError } from '../../kernel/errors';
import { SmsSendError } from '../../texting/ports/sms-sender';
import { optInNumber, sendText, sendUserText } from '../../texting';
import { throttle } from '../../abuse';
import { createInvite, type CreateInviteDeps } from '../../people';
import { displayInviteCode, type LinkCommand } from '../../people/domain/invite-code';
import { joinVerdict, type JoinVerdict } from '../../people/domain/invite-rules';
import { latestLiveLink } from '../../escalation/domain/buddy-rules';
import { buddyAnswers } from '../domain/buddy-answers';
import { buddiesOf, recordOnOwners, type AnswerBuddyDeps, type BuddyText } from './answer-buddy';

export type LinkCommandDeps = AnswerBuddyDeps & CreateInviteDeps;

/** What JOIN, LEAVE or INVITE came to (the metrics' and the tests' word for it), and whether an answer went. */
export interface LinkOutcome {
  kind: 'link';
  command: LinkCommand['kind'];
  result: JoinVerdict | 'no_code' | 'too_many_tries' | 'left' | 'nothing_to_leave' | 'invited' | 'refused';
  answered: boolean;
}

const REDELIVERY_WINDOW = 14 * 24 * 3600;

/**
 * The one answer to this inbound text (claimed by its id: a retry after a failure further on does not answer
 * again), filed under `filedUnder` (an owner, the account, or none). Never to a number that replied STOP: the
 * caller only answers one after its JOIN lifted the opt-out.
 */
async function answerOnce(
  deps: LinkCommandDeps,
  sms: BuddyText,
  filedUnder: string | null,
  body: string,
): Promise<boolean> {
  const key = `link-answer#${sms.providerMessageId}`;
  if (!(await deps.oncePerWindow.claim(key, deps.clock.now(), REDELIVERY_WINDOW))) return false;
  try {
    if (filedUnder) return (await sendUserText(deps, { id: filedUnder, phoneNumber: sms.from }, body)).sent;
    await deps.sendPacer.acquire();
    await sendText(deps, { to: sms.from, body });
    return true;
  } catch (error) {
    if (error instanceof SmsSendError) return false;
    await deps.oncePerWindow.release(key);
    throw error;
  }
}

/** Both attempt limits, per number and per code; false when either refuses (the attempt is not looked at). */
async function withinAttemptLimits(deps: LinkCommandDeps, from: string, code: string): Promise<boolean> {
  try {
    await throttle(deps, 'joinAttemptsPerNumber', from);
    await throttle(deps, 'joinAttemptsPerCode', code);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'rate_limited') return false;
    throw error;
  }
}

/**
 * JOIN <code>: the only way a link to a number begins (the consent rule: the person texts first). Both attempt
 * limits are taken first; then the invite is judged (joinVerdict): one answer for a code that is wrong, expired or
 * used by someone else; the owner's own number and an owner who has a buddy already are told so. A live join
 * marks the invite used, makes the number the owner's buddy (status joined, its JOIN recorded as its consent) and
 * answers once with the disclosure. A number that replied STOP may join: texting JOIN is its own opt-in, for this
 * link (the number comes off the opt-out lists so the link's texts can go; the account's own STOP, and every other
 * link it ended, stay as they are), recorded on the link as `afterStop`. A retry of the same JOIN text after a
 * failure part way finishes it (opt-in, disclosure); another JOIN with the used code is told it joined already.
 */
async function join(
  deps: LinkCommandDeps,
  sms: BuddyText,
  code: string | null,
  account: User | null,
  optedOut: boolean,
): Promise<LinkOutcome> {
  const done = (result: LinkOutcome['result'], answered: boolean): LinkOutcome => ({
    kind: 'link',
    command: 'join',
    result,
    answered,
  });
  // An opted-out number is answered only once its JOIN made a link (its own opt-in).
  const answer = (filedUnder: string | null, body: string) =>
    optedOut ? Promise.resolve(false) : answerOnce(deps, sms, filedUnder, body);
  const ownList = account?.id ?? null;
  if (!code) return done('no_code', await answer(ownList, buddyAnswers.joinNeedsCode()));
  if (!(await withinAttemptLimits(deps, sms.from, code)))
    return done('too_many_tries', await answer(ownList, buddyAnswers.joinTooManyTries()));

  const now = deps.clock.now();
  const invite = await deps.invites.invite(code);
  const owner = invite ? await deps.users.get(invite.ownerId) : null;
  const verdict = joinVerdict({ invite, owner, from: sms.from, now });
  switch (verdict) {
    case 'invalid':
      return done(verdict, await answer(ownList, buddyAnswers.joinInvalid()));
    case 'own_number':
      return done(verdict, await answer(ownList, buddyAnswers.joinOwnCode()));
    case 'has_buddy':
      return done(verdict, await answer(ownList, buddyAnswers.joinHasBuddy(owner!.firstName)));
    case 'rejoined': {
      const buddy = owner!.buddy;
      const sameText = buddy?.phoneNumber === sms.from && buddy.joinedBy?.messageId === sms.providerMessageId;
      // This very JOIN, tried again after a failure part way: finish it.
      if (sameText && buddy.status === 'joined') return done('join', await finishJoin(deps, sms, owner!, buddy));
      if (buddy?.phoneNumber === sms.from && buddy.status === 'joined') {
        await recordOnOwners(
          deps,
          [{ ownerId: owner!.id, ownerFirstName: owner!.firstName, ownerPhone: owner!.phoneNumber, buddy }],
          sms,
        );
        return done(verdict, await answer(owner!.id, buddyAnswers.alreadyJoined(owner!.firstName)));
      }
      // Left, opted out or removed since: the used code is no way back (a new invite is).
      return done('invalid', await answer(ownList, buddyAnswers.joinInvalid()));
    }
    case 'join':
      break;
  }
  const joined: StoredBuddy = {
    ...(invite!.firstName ? { firstName: invite!.firstName } : {}),
    phoneNumber: sms.from,
    shareTaskWords: invite!.shareTaskWords,
    status: 'joined',
    askedAt: now.toISOString(),
    joinedBy: { code, messageId: sms.providerMessageId, afterStop: optedOut },
  };
  const written = await deps.buddies.join(invite!, joined, owner!.buddy ?? null, now.toISOString());
  // Used, expired or the buddy changed between the read and the write: as a wrong code.
  if (written === 'stale') return done('invalid', await answer(ownList, buddyAnswers.joinInvalid()));
  return done('join', await finishJoin(deps, sms, owner!, joined));
}

/** The link is live: the JOIN on the owner's list, the number's opt-in if it had replied STOP, the disclosure once. */
async function finishJoin(deps: LinkCommandDeps, sms: BuddyText, owner: User, buddy: StoredBuddy): Promise<boolean> {
  const link = { ownerId: owner.id, ownerFirstName: owner.firstName, ownerPhone: owner.phoneNumber, buddy };
  await recordOnOwners(deps, [link], sms);
  if (buddy.joinedBy?.afterStop) await optInNumber(deps, sms.from);
  return answerOnce(deps, sms, owner.id, buddyAnswers.joined(owner.firstName));
}

/** LEAVE: the latest live link of the number ends (left); the number's other links and its opt-in stand. */
async function leave(
  deps: LinkCommandDeps,
  sms: BuddyText,
  account: User | null,
  optedOut: boolean,
): Promise<LinkOutcome> {
  const link = latestLiveLink(await buddiesOf(deps, sms.from));
  if (!link) {
    const answered = optedOut ? false : await answerOnce(deps, sms, account?.id ?? null, buddyAnswers.nothingToLeave());
    return { kind: 'link', command: 'leave', result: 'nothing_to_leave', answered };
  }
  await recordOnOwners(deps, [link], sms);
  await deps.buddies.answer(link.ownerId, link.buddy, ['joined', 'agreed'], 'left', deps.clock.now().toISOString());
  const answered = optedOut ? false : await answerOnce(deps, sms, link.ownerId, buddyAnswers.left(link.ownerFirstName));
  return { kind: 'link', command: 'leave', result: 'left', answered };
}

/**
 * JOIN and LEAVE from any number (with an account or without), INVITE from an account's own: null for INVITE from
 * a number without one (it is read as any other text). `optedOut`: the number replied STOP (then only a JOIN that
 * makes a link is answered).
 */
export async function answerLinkCommand(
  deps: LinkCommandDeps,
  sms: BuddyText,
  command: LinkCommand,
  account: User | null,
  optedOut: boolean,
): Promise<LinkOutcome | { kind: 'invite'; answer: string } | null> {
  if (command.kind === 'join') return join(deps, sms, command.code, account, optedOut);
  if (command.kind === 'leave') return leave(deps, sms, account, optedOut);
  if (!account) return null;
  try {
    const { invite, view } = await createInvite(deps, account, {});
    return { kind: 'invite', answer: buddyAnswers.invite(displayInviteCode(invite.code), view.message) };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict')
      return { kind: 'invite', answer: buddyAnswers.inviteRefused(error.message) };
    throw error;
  }
}
