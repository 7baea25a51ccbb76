import { randomUUID } from 'node:crypto';
import { dynamoReminders } from '../../../lambdas/adapters/aws/dynamo-reminders';
import type { ReminderRepository } from '#core/reminders/ports/reminders';
import { memoryReminders } from '../../support/memory/memory-reminders';
import { testDynamo } from '../../support/test-dynamo';

/** A reminder's history with the calls of its occurrences: the marks are read back with the page and go with the history. */
function historyContract(make: () => ReminderRepository) {
  it("reads each occurrence's call with its history page, keeps marks of other reminders apart, and deletes them with the history", async () => {
    const reminders = make();
    const userId = `history-${randomUUID()}`;
    const done = (reminderId: string, occurrenceDate: string) =>
      reminders.recordCompletion({
        userId,
        reminderId,
        occurrenceDate,
        occurrenceAt: `${occurrenceDate}T14:00:00.000Z`,
        completedAt: `${occurrenceDate}T15:00:00.000Z`,
        outcome: 'done',
        via: 'sms',
        nags: 3,
        snoozes: 0,
        nagStyle: 'standard',
      });
    for (const date of ['2026-11-21', '2026-11-22', '2026-11-23']) await done('r1', date);
    await done('r2', '2026-11-22');
    // Noted before the occurrence ended, and twice: one call.
    await reminders.noteCall(userId, 'r1', '2026-11-22', '2026-11-22T14:30:00.000Z');
    await reminders.noteCall(userId, 'r1', '2026-11-22', '2026-11-22T14:30:00.000Z');
    await reminders.noteCall(userId, 'r1', '2026-11-24', '2026-11-24T14:30:00.000Z');
    await reminders.noteCall(userId, 'r2', '2026-11-21', '2026-11-21T14:30:00.000Z');

    const first = await reminders.listHistory(userId, 'r1', { limit: 2 });
    expect(first.items.map((c) => [c.occurrenceDate, c.calls])).toEqual([
      ['2026-11-23', undefined],
      ['2026-11-22', 1],
    ]);
    const older = await reminders.listHistory(userId, 'r1', { limit: 2, cursor: first.nextCursor! });
    expect(older.items.map((c) => [c.occurrenceDate, c.calls])).toEqual([['2026-11-21', undefined]]);
    expect((await reminders.listHistory(userId, 'r2', { limit: 5 })).items.map((c) => c.calls)).toEqual([undefined]);
    expect(await reminders.listCompletions(userId)).toHaveLength(4);

    await reminders.deleteHistory(userId, 'r1');
    await done('r1', '2026-11-22');
    expect(
      (await reminders.listHistory(userId, 'r1', { limit: 5 })).items.map((c) => [c.occurrenceDate, c.calls]),
    ).toEqual([['2026-11-22', undefined]]);
  });
}

describe('reminder history: memory', () => historyContract(memoryReminders));

describe('reminder history: DynamoDB Local', () => {
  const { doc, tables } = testDynamo();
  historyContract(() => dynamoReminders(doc, tables.data));
});
