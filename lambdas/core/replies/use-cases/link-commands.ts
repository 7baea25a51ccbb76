import type { User, StoredBuddy } from '../../users/domain/user';
import { DomainError } from '../../kernel/errors';
import { optInNumber } from '../../texting';
import { throttle } from '../../abuse';
import { createInvite, type CreateInviteDeps } from '../../people';
import { displayInviteCode, type LinkCommand } from '../../people/domain/invite-code';
import { joinVerdict, type JoinVerdict } from '../../people/domain/invite-rules';
import { latestLiveLink } from '../../escalation/domain/buddy-rules';
import { buddyAnswers } from '../domain/buddy-answers';
import { buddiesOf, recordOnOwner, recordOnOwners, type AnswerBuddyDeps, type BuddyText } from './answer-buddy';
import { answerOnce } from './link-answer';
import { endPersonReminders } from '../../reminders-for-people';
import { joinAsPerson, type JoinAsPersonDeps } from './join-as-person';
import type { PersonJoinVerdict } from '../../people/domain/person-rules';
import type { StoredPerson } from '../../people/domain/person';
import type { RepliesPorts } from '../replies-ports';

export type LinkCommandDeps = AnswerBuddyDeps &
  CreateInviteDeps &
  JoinAsPersonDeps &
  Pick<RepliesPorts, 'reminders' | 'scheduler'>;

/** What JOIN, LEAVE or INVITE came to (the metrics' and the tests' word for it), and whether an answer went. */
export interface LinkOutcome {
  kind: 'link';
  command: LinkCommand['kind'];
  result:
    | JoinVerdict
    | PersonJoinVerdict
    | 'no_code'
    | 'too_many_tries'
    | 'left'
    | 'nothing_to_leave'
    | 'invited'
    | 'refused';
  answered: boolean;
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
 * An invite to get the owner's reminders (not to be their buddy) goes its own way: joinAsPerson.
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
  if (invite?.person) {
    const { result, answered } = await joinAsPerson(deps, sms, { ...invite, person: invite.person }, account, optedOut);
    return done(result, answered);
  }
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

/** The number's latest live link to get someone's reminders, or null. */
const latestLivePerson = (links: readonly StoredPerson[]): StoredPerson | null =>
  links.filter((person) => person.status === 'joined').sort((a, b) => b.joinedAt.localeCompare(a.joinedAt))[0] ?? null;

/**
 * LEAVE of a person's link: it ends (left, by this text), the text goes on the owner's list, one answer. A link this
 * very text ended already (delivered again after a failure part way) is only finished: recorded, answered once.
 */
async function leavePerson(
  deps: LinkCommandDeps,
  sms: BuddyText,
  person: StoredPerson,
  optedOut: boolean,
): Promise<LinkOutcome> {
  const owner = await deps.users.get(person.ownerId);
  if (person.status === 'joined')
    await deps.people.end(person, 'left', deps.clock.now().toISOString(), sms.providerMessageId);
  // Also when this LEAVE ended the link on an earlier delivery that failed after.
  await endPersonReminders(deps, person.ownerId, person.id);
  if (owner) await recordOnOwner(deps, owner.id, sms);
  const answered =
    optedOut || !owner ? false : await answerOnce(deps, sms, owner.id, buddyAnswers.left(owner.firstName));
  return { kind: 'link', command: 'leave', result: 'left', answered };
}

/** LEAVE: the latest live link of the number ends (left); the number's other links and its opt-in stand. */
async function leave(
  deps: LinkCommandDeps,
  sms: BuddyText,
  account: User | null,
  optedOut: boolean,
): Promise<LinkOutcome> {
  const [buddyLinks, personLinks] = await Promise.all([buddiesOf(deps, sms.from), deps.people.linksOf(sms.from)]);
  // This very LEAVE, delivered again: the link it ended stays the only one it ends.
  const endedByIt = personLinks.find((person) => person.endedBy === sms.providerMessageId);
  if (endedByIt) return leavePerson(deps, sms, endedByIt, optedOut);
  const link = latestLiveLink(buddyLinks);
  const person = latestLivePerson(personLinks);
  if (person && (!link || person.joinedAt > link.buddy.askedAt)) return leavePerson(deps, sms, person, optedOut);
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
