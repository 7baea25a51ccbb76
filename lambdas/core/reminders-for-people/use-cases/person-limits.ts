import { MAX_REMINDERS_PER_PERSON } from '#shared/vocabulary';
import { fail } from '../../kernel/errors';
import { deleteReminder } from '../../reminders';
import type { StoredPerson } from '../../people/domain/person';
import { isOpenReminderFor, tooManyForPersonMessage } from '../domain/recipient';
import { remindersOfNumber } from './reminders-of-number';
import { continueNumbering } from './continue-numbering';
import type { ReminderDeps } from '../../reminders';
import type { RemindersForPeoplePorts } from '../reminders-for-people-ports';

/** What adding a reminder for oneself, a person or a household needs. */
export type AddReminderDeps = ReminderDeps & Pick<RemindersForPeoplePorts, 'ids' | 'people'>;

/**
 * The person's number for it: one numbering for everything addressed to their phone. A person with an account of
 * their own takes the account's next number (their own reminders' counter), so "DONE 3" names one reminder whether
 * it is theirs or one an owner added for them; anyone else the number's own counter, across their owners.
 */
export async function personRef(deps: AddReminderDeps, e164: string): Promise<string> {
  const account = await deps.users.getByPhone(e164);
  if (!account) return deps.people.allocateReminderRef(e164);
  await continueNumbering(deps, account);
  return deps.reminders.allocateRef(account.id);
}

export const openFor = async (deps: AddReminderDeps, person: StoredPerson) =>
  (await remindersOfNumber(deps, person.phoneNumber)).filter(({ reminder }) =>
    isOpenReminderFor(reminder, person.phoneNumber),
  ).length;

/**
 * Creates for one person racing at the limit (two owners at once) can each pass the count above. Counted again once
 * written (each owner's list is read consistently), a create that finds the person over the limit takes itself back,
 * reminder and schedule, and is refused: of any two racing, the later reader sees the earlier's reminder, so the
 * limit holds (both may be refused; a retry fits).
 */
export async function keepWithinPersonLimit(deps: AddReminderDeps, ownerId: string, id: string, person: StoredPerson) {
  if ((await openFor(deps, person)) <= MAX_REMINDERS_PER_PERSON) return;
  await deleteReminder(deps, ownerId, id);
  fail('conflict', tooManyForPersonMessage(person.firstName));
}
