import type { NagContextReader } from '#core/nags/ports/nag-context';
import type { ReminderRepository } from '#core/reminders/ports/reminders';
import type { UserRepository } from '#core/users/ports/users';
import type { MessageRepository } from '#core/texting/ports/messages';
import { countsTowardBudget } from '#core/texting/domain/message';
import { accountDay } from '#core/kernel/account-day';

/**
 * The nag context from in-memory ports: usage counted from the user's nags that went out (countsTowardBudget), each
 * on the account's day it was sent (its budgetDay), as the DynamoDB usage item counts them.
 */
export function memoryNagContext(
  users: Pick<UserRepository, 'get'>,
  reminders: Pick<ReminderRepository, 'get'>,
  messages: Pick<MessageRepository, 'listForUser'>,
): NagContextReader {
  async function usageOf(userId: string, day: string) {
    const sent = (await messages.listForUser(userId)).filter(countsTowardBudget);
    return {
      month: sent.filter((m) => m.budgetDay?.startsWith(day.slice(0, 7))).length,
      today: sent.filter((m) => m.budgetDay === day).length,
    };
  }
  return {
    async load(userId, reminderId, at) {
      const owner = await users.get(userId);
      return {
        owner,
        reminder: await reminders.get(userId, reminderId),
        usage: owner ? await usageOf(userId, accountDay(at, owner.timezone).key) : { month: 0, today: 0 },
      };
    },
    usageOf,
  };
}
