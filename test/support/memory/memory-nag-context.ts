import type { NagContextReader } from '#core/nags/ports/nag-context';
import type { ReminderRepository } from '#core/reminders/ports/reminders';
import type { UserRepository } from '#core/users/ports/users';
import type { MessageRepository } from '#core/texting/ports/messages';
import { countsTowardBudget } from '#core/texting/domain/message';

/** The nag context from in-memory ports: usage counted from the user's nags that went out (countsTowardBudget). */
export function memoryNagContext(
  users: Pick<UserRepository, 'get'>,
  reminders: Pick<ReminderRepository, 'get'>,
  messages: Pick<MessageRepository, 'listForUser'>,
): NagContextReader {
  async function usageOf(userId: string, at: Date) {
    const [month, day] = [at.toISOString().slice(0, 7), at.toISOString().slice(0, 10)];
    const sent = (await messages.listForUser(userId)).filter(countsTowardBudget);
    return {
      month: sent.filter((m) => m.receivedAt.startsWith(month)).length,
      today: sent.filter((m) => m.receivedAt.startsWith(day)).length,
    };
  }
  return {
    async load(userId, reminderId, at) {
      return {
        owner: await users.get(userId),
        reminder: await reminders.get(userId, reminderId),
        usage: await usageOf(userId, at),
      };
    },
    usageOf,
  };
}
