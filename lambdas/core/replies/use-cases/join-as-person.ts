import type { User } from '../../users/domain/user';
import { optInNumber } from '../../texting';
import type { PeoplePorts } from '../../people/people-ports';
import type { StoredInvite } from '../../people/domain/invite-rules';
import type { StoredPerson } from '../../people/domain/person';
import { personJoinVerdict, type PersonJoinVerdict } from '../../people/domain/person-rules';
import { peopleTexts } from '../../people/domain/people-texts';
import { buddyAnswers } from '../domain/buddy-answers';
import { recordOnOwner, type AnswerBuddyDeps, type BuddyText } from './answer-buddy';
import { answerOnce } from './link-answer';

export type JoinAsPersonDeps = AnswerBuddyDeps & Pick<PeoplePorts, 'people' | 'ids'>;

/** What a JOIN with a person's invite came to, and whether it was answered. */
export interface PersonJoinOutcome {
  result: PersonJoinVerdict;
  answered: boolean;
}

/** The link is live: the JOIN on the owner's list, the number's opt-in if it had replied STOP, the disclosure once. */
async function finishJoin(deps: JoinAsPersonDeps, sms: BuddyText, owner: User, person: StoredPerson): Promise<boolean> {
  await recordOnOwner(deps, owner.id, sms);
  if (person.joinedBy.afterStop) await optInNumber(deps, sms.from);
  return answerOnce(deps, sms, owner.id, peopleTexts.personJoined(owner.firstName));
}

/**
 * JOIN with an invite to get an owner's reminders (the invite's `person`), once both attempt limits let it be looked
 * at: judged by personJoinVerdict; a live join stores the person (the owner's zone and quiet hours choice from the
 * invite) in one transaction with the invite's use and answers once with the disclosure. As for a buddy, a number
 * that replied STOP may join (its own opt-in for this link, recorded as `afterStop`), and only a JOIN that made a
 * link is answered then. A retry of the same JOIN text after a failure part way finishes it.
 */
export async function joinAsPerson(
  deps: JoinAsPersonDeps,
  sms: BuddyText,
  invite: StoredInvite & Required<Pick<StoredInvite, 'person'>>,
  account: User | null,
  optedOut: boolean,
): Promise<PersonJoinOutcome> {
  const answer = (filedUnder: string | null, body: string) =>
    optedOut ? Promise.resolve(false) : answerOnce(deps, sms, filedUnder, body);
  const done = async (result: PersonJoinVerdict, body: Promise<boolean>) => ({ result, answered: await body });
  const ownList = account?.id ?? null;
  const now = deps.clock.now();
  const owner = await deps.users.get(invite.ownerId);
  const people = owner ? await deps.people.peopleOf(owner.id) : [];
  const verdict = personJoinVerdict({ invite, owner, people, from: sms.from, now });
  switch (verdict) {
    case 'invalid':
      return done(verdict, answer(ownList, buddyAnswers.joinInvalid()));
    case 'own_number':
      return done(verdict, answer(ownList, buddyAnswers.joinOwnCode()));
    case 'full':
      return done(verdict, answer(ownList, peopleTexts.peopleFull(owner!.firstName)));
    case 'household_full':
      return done(verdict, answer(ownList, peopleTexts.householdFull(owner!.firstName)));
    case 'already_joined':
      return done(verdict, answer(owner!.id, buddyAnswers.alreadyJoined(owner!.firstName)));
    case 'rejoined': {
      const joined = people.find((p) => p.phoneNumber === sms.from && p.joinedBy.code === invite.code);
      // This very JOIN, tried again after a failure part way: finish it.
      if (joined?.status === 'joined' && joined.joinedBy.messageId === sms.providerMessageId)
        return done('join', finishJoin(deps, sms, owner!, joined));
      if (joined?.status === 'joined')
        return done(verdict, answer(owner!.id, buddyAnswers.alreadyJoined(owner!.firstName)));
      // Left or removed since: the used code is no way back (a new invite is).
      return done('invalid', answer(ownList, buddyAnswers.joinInvalid()));
    }
    case 'join':
      break;
  }
  const person: StoredPerson = {
    id: deps.ids.next(),
    ownerId: owner!.id,
    phoneNumber: sms.from,
    ...invite.person,
    status: 'joined',
    joinedAt: now.toISOString(),
    joinedBy: { code: invite.code, messageId: sms.providerMessageId, afterStop: optedOut },
  };
  const written = await deps.people.join(invite, person, now.toISOString());
  // Used or expired between the read and the write: as a wrong code. Full meanwhile: as full.
  if (written === 'stale') return done('invalid', answer(ownList, buddyAnswers.joinInvalid()));
  if (written === 'full') return done('full', answer(ownList, peopleTexts.peopleFull(owner!.firstName)));
  if (written === 'household_full')
    return done('household_full', answer(ownList, peopleTexts.householdFull(owner!.firstName)));
  return done('join', finishJoin(deps, sms, owner!, person));
}
