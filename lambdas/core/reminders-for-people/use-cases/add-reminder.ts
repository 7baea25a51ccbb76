import { MAX_REMINDERS_PER_PERSON } from '#shared/vocabulary';
import type { Task } from '#shared/contracts/tasks';
import { fail } from '../../kernel/errors';
import { createReminder, deleteReminder, type ReminderDeps, type ReminderRequest } from '../../reminders';
import type { StoredPerson } from '../../people/domain/person';
import { isLivePerson } from '../../people/domain/person';
import type { RemindersForPeoplePorts } from '../reminders-for-people-ports';
import {
  isOpenReminderFor,
  PERSON_NOT_FOUND_MESSAGE,
  personGoneMessage,
  recipientOf,
  tooManyForPersonMessage,
} from '../domain/recipient';
import { remindersOfNumber } from './reminders-of-number';
import { continueNumbering } from './continue-numbering';

export type AddReminderDeps = ReminderDeps & Pick<RemindersForPeoplePorts, 'ids' | 'people'>;

/**
 * POST /tasks: the owner's own reminder, or with `forPersonId` one for a person who joined their reminders: only
 * while that person's link is live (400 for no such person, 409 once they left), and while the person has fewer
 * than MAX_REMINDERS_PER_PERSON open from all their owners together (409). It takes the person's next number, one
 * numbering across their owners, so "DONE 3" from their phone names one reminder.
 */
export async function addReminder(deps: AddReminderDeps, ownerId: string, input: ReminderRequest): Promise<Task> {
  const owner = (await deps.users.get(ownerId)) ?? fail('not_found', 'User not found');
  if (input.forPersonId === undefined) {
    await continueNumbering(deps, owner);
    return createReminder(deps, ownerId, input);
  }
  const person = await deps.people.person(ownerId, input.forPersonId);
  if (!person || person.status === 'removed')
    fail('validation_failed', PERSON_NOT_FOUND_MESSAGE, {
      issues: [{ path: 'forPersonId', message: PERSON_NOT_FOUND_MESSAGE }],
    });
  if (!isLivePerson(person, owner.phoneNumber)) fail('conflict', personGoneMessage(person.firstName));
  if ((await openFor(deps, person)) >= MAX_REMINDERS_PER_PERSON)
    fail('conflict', tooManyForPersonMessage(person.firstName));
  const ref = await personRef(deps, person.phoneNumber);
  const task = await createReminder(deps, ownerId, input, { forPerson: recipientOf(person, ref) });
  await keepWithinPersonLimit(deps, ownerId, task.id, person);
  return task;
}

/**
 * The person's number for it: one numbering for everything addressed to their phone. A person with an account of
 * their own takes the account's next number (their own reminders' counter), so "DONE 3" names one reminder whether
 * it is theirs or one an owner added for them; anyone else the number's own counter, across their owners.
 */
async function personRef(deps: AddReminderDeps, e164: string): Promise<string> {
  const account = await deps.users.getByPhone(e164);
  if (!account) return deps.people.allocateReminderRef(e164);
  await continueNumbering(deps, account);
  return deps.reminders.allocateRef(account.id);
}

const openFor = async (deps: AddReminderDeps, person: StoredPerson) =>
  (await remindersOfNumber(deps, person.phoneNumber)).filter(({ reminder }) =>
    isOpenReminderFor(reminder, person.phoneNumber),
  ).length;

/**
 * Creates for one person racing at the limit (two owners at once) can each pass the count above. Counted again once
 * written (each owner's list is read consistently), a create that finds the person over the limit takes itself back,
 * reminder and schedule, and is refused: of any two racing, the later reader sees the earlier's reminder, so the
 * limit holds (both may be refused; a retry fits).
 */
async function keepWithinPersonLimit(deps: AddReminderDeps, ownerId: string, id: string, person: StoredPerson) {
  if ((await openFor(deps, person)) <= MAX_REMINDERS_PER_PERSON) return;
  await deleteReminder(deps, ownerId, id);
  fail('conflict', tooManyForPersonMessage(person.firstName));
}
