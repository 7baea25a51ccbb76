import { randomInt, randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoReminders } from '../../../lambdas/adapters/aws/dynamo-reminders';
import { dynamoEffectiveness, EFFECT_SHARDS, effectShard } from '../../../lambdas/adapters/aws/dynamo-effectiveness';
import type { NewCompletion } from '#core/reminders/domain/completion';
import { keys } from '#shared/db/keys';
import { testDynamo } from '../../support/test-dynamo';

const { doc, tables } = testDynamo();
const reminders = dynamoReminders(doc, tables.data);
const counters = dynamoEffectiveness(doc, tables.data);

/**
 * The counters are service-wide (a month, a day): each test counts in a year of its own, so other tests' completions
 * (which count in their own months) never meet its figures.
 */
const ownYear = () => String(randomInt(3000, 9000));

function completion(year: string, over: Partial<NewCompletion> = {}): NewCompletion {
  return {
    userId: `eff-${randomUUID()}`,
    reminderId: 'r1',
    occurrenceDate: `${year}-03-10`,
    occurrenceAt: `${year}-03-10T14:00:00.000Z`,
    completedAt: `${year}-03-10T14:03:00.000Z`,
    outcome: 'done',
    via: 'sms',
    nags: 1,
    snoozes: 0,
    nagStyle: 'standard',
    ...over,
  };
}

const month = (year: string) => `${year}-03`;
const day = (year: string) => `${year}-03-10`;
const monthByStyle = async (year: string) => (await counters.months([month(year)]))[0]!.byStyle;

describe('effectiveness counters: counted once, with the completion, in one transaction', () => {
  it('a redelivered completion, one after the other or at once, counts nothing more', async () => {
    const year = ownYear();
    const first = completion(year);
    expect(await reminders.recordCompletion(first)).toBe(true);
    expect(await reminders.recordCompletion(first)).toBe(false);
    const racing = completion(year, { nagStyle: 'gentle', nags: 2, completedAt: `${year}-03-10T14:50:00.000Z` });
    const results = await Promise.all([reminders.recordCompletion(racing), reminders.recordCompletion(racing)]);
    expect(results.sort()).toEqual([false, true]);

    const byStyle = await monthByStyle(year);
    expect(byStyle.standard).toMatchObject({ ended: 1, done: 1, doneBeforeSecondText: 1, doneBySecondText: 1 });
    expect(byStyle.gentle).toMatchObject({ ended: 1, done: 1, doneBeforeSecondText: 0, doneBySecondText: 1 });
    expect(byStyle.relentless).toMatchObject({ ended: 0 });
    expect(await counters.days([day(year)])).toMatchObject({ ended: 2, doneBySecondText: 2 });
  });

  it.each([
    ['done, then the ladder-end for the same occurrence', ['done', 'missed'] as const],
    ['the ladder-end, then a done for the same occurrence', ['missed', 'done'] as const],
  ])('%s: the first to be recorded is the one counted', async (_, [firstOutcome, secondOutcome]) => {
    const year = ownYear();
    const base = completion(year, { nags: 10 });
    expect(await reminders.recordCompletion({ ...base, outcome: firstOutcome })).toBe(true);
    expect(await reminders.recordCompletion({ ...base, outcome: secondOutcome })).toBe(false);
    expect(await reminders.recordCompletion({ ...base, outcome: firstOutcome })).toBe(false);

    const byStyle = await monthByStyle(year);
    expect(byStyle.standard.ended).toBe(1);
    expect(byStyle.standard.missed).toBe(firstOutcome === 'missed' ? 1 : 0);
    expect(byStyle.standard.done).toBe(firstOutcome === 'done' ? 1 : 0);
    expect(byStyle.standard.doneAtStep[10]).toBe(firstOutcome === 'done' ? 1 : 0);
    expect((await counters.days([day(year)])).ended).toBe(1);
    expect((await reminders.listCompletions(base.userId)).map((c) => c.outcome)).toEqual([firstOutcome]);
  });

  it('spreads one month over its shards and sums them on read', async () => {
    const year = ownYear();
    const ended = Array.from({ length: 48 }, (_, i) =>
      completion(year, {
        reminderId: `r${i}`,
        nags: i % 4,
        outcome: i % 6 === 5 ? 'missed' : 'done',
        completedAt: `${year}-03-${String(1 + (i % 3)).padStart(2, '0')}T15:00:00.000Z`,
      }),
    );
    for (let i = 0; i < ended.length; i += 8)
      await Promise.all(ended.slice(i, i + 8).map((c) => reminders.recordCompletion(c)));

    const shardsUsed = new Set(ended.map(effectShard));
    expect(shardsUsed.size).toBeGreaterThan(EFFECT_SHARDS / 2);
    const items = await doc.send(
      new QueryCommand({
        TableName: tables.data,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.effectMonth(month(year), 'standard', [...shardsUsed][0]!).pk },
      }),
    );
    expect(items.Items?.length).toBe(1);

    const byStyle = await monthByStyle(year);
    const done = ended.filter((c) => c.outcome === 'done');
    expect(byStyle.standard).toMatchObject({
      ended: 48,
      done: done.length,
      missed: 48 - done.length,
      doneBeforeSecondText: done.filter((c) => c.nags! <= 1).length,
      doneBySecondText: done.filter((c) => c.nags! <= 2).length,
    });
    expect(byStyle.standard.doneAtStep.slice(0, 4)).toEqual(
      [0, 1, 2, 3].map((step) => done.filter((c) => c.nags === step).length),
    );
    const days = [1, 2, 3].map((d) => `${year}-03-0${d}`);
    expect((await counters.days(days)).ended).toBe(48);
    expect((await counters.days(days.slice(0, 1))).ended).toBe(16);
  });
});
