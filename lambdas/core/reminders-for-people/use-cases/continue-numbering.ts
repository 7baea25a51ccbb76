import type { User } from '../../users/domain/user';
import type { RemindersForPeoplePorts } from '../reminders-for-people-ports';

/**
 * One numbering per phone: reminders added for a number before it had an account took the number's own counter, so
 * the account's own counter continues past them (raised, never lowered: safe to run before every allocation).
 */
export async function continueNumbering(
  deps: Pick<RemindersForPeoplePorts, 'people' | 'reminders'>,
  account: Pick<User, 'id' | 'phoneNumber'>,
): Promise<void> {
  const last = await deps.people.lastReminderRef(account.phoneNumber);
  if (last > 0) await deps.reminders.raiseRefCounter(account.id, last);
}
