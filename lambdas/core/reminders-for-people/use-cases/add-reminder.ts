import { MAX_REMINDERS_PER_PERSON } from '#shared/vocabulary';
import type { Task } from '#shared/contracts/tasks';
import { fail } from '../../kernel/errors';
import { createReminder, type ReminderRequest } from '../../reminders';
import { isLivePerson } from '../../people/domain/person';
import { PERSON_NOT_FOUND_MESSAGE, personGoneMessage, recipientOf, tooManyForPersonMessage } from '../domain/recipient';
import { continueNumbering } from './continue-numbering';
import { addSharedChore } from './add-shared-chore';
import { keepWithinPersonLimit, openFor, personRef, type AddReminderDeps } from './person-limits';

export type { AddReminderDeps };

/**
 * POST /tasks: the owner's own reminder, or with `forPersonId` one for a person who joined their reminders: only
 * while that person's link is live (400 for no such person, 409 once they left), and while the person has fewer
 * than MAX_REMINDERS_PER_PERSON open from all their owners together (409). It takes the person's next number, one
 * numbering across their owners, so "DONE 3" from their phone names one reminder.
 */
export async function addReminder(deps: AddReminderDeps, ownerId: string, input: ReminderRequest): Promise<Task> {
  const owner = (await deps.users.get(ownerId)) ?? fail('not_found', 'User not found');
  if (input.shared) return addSharedChore(deps, owner, input, input.shared);
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
