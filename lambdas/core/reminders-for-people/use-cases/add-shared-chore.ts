import { CHORE_OWNER_ID, MAX_REMINDERS_PER_PERSON } from '#shared/vocabulary';
import type { SharedChoreInput, Task } from '#shared/contracts/tasks';
import { fail } from '../../kernel/errors';
import { createReminder, type ReminderRequest } from '../../reminders';
import { CHORE_CLOCK_MESSAGE } from '../../reminders/domain/reminder-escalation';
import type { ChoreMember } from '../../reminders/domain/reminder';
import type { User } from '../../users/domain/user';
import { householdOf } from '../../people/domain/household-rules';
import { recipientOf, personGoneMessage, tooManyForPersonMessage } from '../domain/recipient';
import { continueNumbering } from './continue-numbering';
import { keepWithinPersonLimit, openFor, personRef, type AddReminderDeps } from './person-limits';

export const CHORE_MEMBER_MESSAGE = 'Members must be you or people in your household (Settings, People).';
export const ROTATE_NEEDS_REPEAT_MESSAGE = 'Taking turns needs a repeating reminder.';

const invalid = (path: string, message: string): never =>
  fail('validation_failed', message, { issues: [{ path, message }] });

/**
 * POST /tasks with `shared`: a chore for the owner's household. Its members are the owner (`me`) and people in the
 * household (400 for anyone else, 409 for one who left); each person takes their own next number for it, and counts
 * it among the reminders they may have open. It runs on the owner's clock: home time or a fixed time.
 */
export async function addSharedChore(
  deps: AddReminderDeps,
  owner: User,
  input: ReminderRequest,
  chore: SharedChoreInput,
): Promise<Task> {
  if (input.clock === 'where_i_am') invalid('clock', CHORE_CLOCK_MESSAGE);
  if (chore.mode === 'rotate' && (input.repeat ?? 'once') === 'once' && input.recurrence === undefined)
    invalid('shared.mode', ROTATE_NEEDS_REPEAT_MESSAGE);
  const people = await deps.people.peopleOf(owner.id);
  const household = householdOf(people, owner.phoneNumber);
  const members: ChoreMember[] = [];
  for (const id of chore.memberIds) {
    if (id === CHORE_OWNER_ID) {
      members.push({ id, firstName: owner.firstName });
      continue;
    }
    const person = household.find((p) => p.id === id);
    if (!person) {
      const known = people.find((p) => p.id === id && p.status === 'left' && p.household);
      if (known) fail('conflict', personGoneMessage(known.firstName));
      invalid('shared.memberIds', CHORE_MEMBER_MESSAGE);
    }
    if ((await openFor(deps, person!)) >= MAX_REMINDERS_PER_PERSON)
      fail('conflict', tooManyForPersonMessage(person!.firstName));
    members.push({
      id,
      firstName: person!.firstName,
      recipient: recipientOf(person!, await personRef(deps, person!.phoneNumber)),
    });
  }
  await continueNumbering(deps, owner);
  const task = await createReminder(deps, owner.id, input, {
    shared: { mode: chore.mode, ...(chore.turn ? { turn: chore.turn } : {}), members },
  });
  for (const id of chore.memberIds) {
    const person = household.find((p) => p.id === id);
    if (person) await keepWithinPersonLimit(deps, owner.id, task.id, person);
  }
  return task;
}
