import type { Completion, NewCompletion } from '#core/reminders/domain/completion';
import type { Reminder } from '#core/reminders/domain/reminder';
import type { ReminderRepository } from '#core/reminders/ports/reminders';

/**
 * In-memory reminders for fast unit tests; same contract as the DynamoDB adapter: a new completion is counted in
 * `counters` (memoryEffectiveness) when given.
 */
export function memoryReminders(counters?: { count(completion: NewCompletion): void }): ReminderRepository {
  const reminders = new Map<string, Reminder>();
  const completions = new Map<string, Completion>();
  /** Occurrences that had their call: `${userId}|${reminderId}|${occurrenceDate}`. */
  const calls = new Set<string>();
  const refs = new Map<string, number>();
  const keyOf = (userId: string, id: string) => `${userId}|${id}`;
  return {
    async allocateRef(userId) {
      const next = (refs.get(userId) ?? 0) + 1;
      refs.set(userId, next);
      return String(next);
    },
    async raiseRefCounter(userId, atLeast) {
      refs.set(userId, Math.max(refs.get(userId) ?? 0, atLeast));
    },
    async create(reminder) {
      const key = keyOf(reminder.userId, reminder.id);
      if (reminders.has(key)) throw new Error(`Reminder ${reminder.id} already exists`);
      reminders.set(key, structuredClone(reminder));
    },
    async get(userId, id) {
      const found = reminders.get(keyOf(userId, id));
      return found ? structuredClone(found) : null;
    },
    async listForUser(userId) {
      return [...reminders.values()]
        .filter((r) => r.userId === userId)
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((r) => structuredClone(r));
    },
    async save(reminder, expectedVersion) {
      const key = keyOf(reminder.userId, reminder.id);
      if (reminders.get(key)?.version !== expectedVersion) return false;
      reminders.set(key, structuredClone(reminder));
      return true;
    },
    async delete(userId, id) {
      return reminders.delete(keyOf(userId, id));
    },
    async recordCompletion(completion) {
      const key = `${completion.userId}|${completion.reminderId}|${completion.occurrenceDate}`;
      if (completions.has(key)) return false;
      completions.set(key, structuredClone(completion));
      counters?.count(completion);
      return true;
    },
    async listCompletions(userId) {
      return [...completions.values()].filter((c) => c.userId === userId).map((c) => structuredClone(c));
    },
    async listHistory(userId, reminderId, { limit, cursor }) {
      const all = [...completions.values()]
        .filter((c) => c.userId === userId && c.reminderId === reminderId && (!cursor || c.occurrenceDate < cursor))
        .sort((a, b) => b.occurrenceDate.localeCompare(a.occurrenceDate));
      const items = all.slice(0, limit).map((c) => ({
        ...structuredClone(c),
        ...(calls.has(`${userId}|${reminderId}|${c.occurrenceDate}`) ? { calls: 1 } : {}),
      }));
      return { items, ...(all.length > limit ? { nextCursor: items[items.length - 1]!.occurrenceDate } : {}) };
    },
    async deleteHistory(userId, reminderId) {
      for (const [key, c] of completions)
        if (c.userId === userId && c.reminderId === reminderId) completions.delete(key);
      for (const key of calls) if (key.startsWith(`${userId}|${reminderId}|`)) calls.delete(key);
    },
    async noteCall(userId, reminderId, occurrenceDate) {
      calls.add(`${userId}|${reminderId}|${occurrenceDate}`);
    },
  };
}
