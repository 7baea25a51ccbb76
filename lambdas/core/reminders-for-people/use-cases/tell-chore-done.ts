import type { User } from '../../users/domain/user';
import type { ChoreMember, Reminder } from '../../reminders/domain/reminder';
import { textingBlock } from '../../users/domain/texting-block';
import { isLivePerson } from '../../people/domain/person';
import { peopleTexts } from '../../people/domain/people-texts';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import { SmsSendError } from '../../texting/ports/sms-sender';
import type { RemindersForPeoplePorts } from '../reminders-for-people-ports';

export type TellChoreDoneDeps = SendUserTextDeps & Pick<RemindersForPeoplePorts, 'oncePerWindow' | 'people'>;

/** Longer than any redelivery of the reply that closed it: the key itself is one occurrence's. */
const TOLD_WINDOW_SECONDS = 14 * 24 * 3600;

/** Where a member's texts go now: the owner's phone while their own texts may go, a person's while their link is live. */
async function numberOf(deps: TellChoreDoneDeps, owner: User, member: ChoreMember): Promise<string | null> {
  if (!member.recipient) return textingBlock(owner, deps.clock.now()) ? null : owner.phoneNumber;
  const person = await deps.people.person(owner.id, member.recipient.personId);
  return person && isLivePerson(person, owner.phoneNumber) ? person.phoneNumber : null;
}

/**
 * The first DONE closed an occurrence of a chore anyone may do: each other member who was texted about it gets ONE
 * "<name> did it" (and its nags have stopped with the close). Claimed per member and occurrence before the send, so a
 * retried reply tells no one twice; a throw gives the claim back for the retry.
 */
export async function tellChoreDone(
  deps: TellChoreDoneDeps,
  owner: User,
  was: Pick<Reminder, 'id' | 'task' | 'shared' | 'occurrenceDate' | 'nagCount'>,
  doerId: string,
): Promise<number> {
  const chore = was.shared;
  const doer = chore?.members.find((member) => member.id === doerId);
  if (chore?.mode !== 'anyone' || !doer || was.nagCount === 0) return 0;
  let told = 0;
  for (const member of chore.members.filter((m) => m.id !== doerId)) {
    const phoneNumber = await numberOf(deps, owner, member);
    if (!phoneNumber) continue;
    const claim = `chore-done#${was.id}#${was.occurrenceDate}#${member.id}`;
    if (!(await deps.oncePerWindow.claim(claim, deps.clock.now(), TOLD_WINDOW_SECONDS))) continue;
    try {
      await sendUserText(deps, { id: owner.id, phoneNumber }, peopleTexts.choreDoneBy(doer.firstName, was.task));
      told += 1;
    } catch (error) {
      // Throttled past its retries: this member's word is lost rather than the reply's answer (it is only news).
      if (!(error instanceof SmsSendError)) {
        await deps.oncePerWindow.release(claim);
        throw error;
      }
    }
  }
  return told;
}
