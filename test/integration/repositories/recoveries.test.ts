import { randomUUID } from 'node:crypto';
import { dynamoRecoveries } from '../../../lambdas/adapters/aws/dynamo-recoveries';
import type { Recovery } from '#core/recovery/domain/recovery';
import { memoryRecoveries } from '../../support/memory/memory-recoveries';
import { testDynamo } from '../../support/test-dynamo';

const AT = '2026-11-23T12:00:00.000Z';
const recoveryOf = (userId: string, id = `r-${randomUUID()}`): Recovery => ({
  id,
  userId,
  state: 'waiting',
  email: 'ada@example.com',
  startedAt: AT,
  newPhone: '+12025550102',
});

/** The same contract on DynamoDB Local and in memory (the unit tests' stand-in). */
describe.each([
  [
    'DynamoDB Local',
    () => {
      const { doc, tables } = testDynamo();
      return dynamoRecoveries(doc, tables.data);
    },
  ],
  ['memory', () => memoryRecoveries()],
])("Recoveries (%s): a claim given back takes the account's open slot back with it", (_where, make) => {
  const recoveries = make();

  it('the end frees the slot; the give-back (ended -> waiting) restores it in the same write', async () => {
    const userId = `u-${randomUUID()}`;
    const first = { ...recoveryOf(userId), state: 'email_code_sent' as const };
    expect(await recoveries.start(first, null, AT)).toBe(true);
    expect(await recoveries.transition(first.id, 'email_code_sent', 'waiting')).toBe(true);
    expect(await recoveries.transition(first.id, 'waiting', 'completed', { endedAt: AT, endedBy: 'moved' })).toBe(true);
    expect(await recoveries.openOf(userId)).toBeNull();
    expect(await recoveries.transition(first.id, 'completed', 'waiting')).toBe(true);
    expect(await recoveries.openOf(userId)).toMatchObject({ id: first.id, state: 'waiting' });
  });

  it('a start in between holds the slot: the give-back changes nothing and says so', async () => {
    const userId = `u-${randomUUID()}`;
    const first = { ...recoveryOf(userId), state: 'email_code_sent' as const };
    await recoveries.start(first, null, AT);
    await recoveries.transition(first.id, 'email_code_sent', 'waiting');
    await recoveries.transition(first.id, 'waiting', 'completed', { endedAt: AT, endedBy: 'moved' });
    const second = { ...recoveryOf(userId), state: 'email_code_sent' as const };
    expect(await recoveries.start(second, null, AT)).toBe(true);
    expect(await recoveries.transition(first.id, 'completed', 'waiting')).toBe(false);
    expect((await recoveries.get(first.id))?.state).toBe('completed');
    expect((await recoveries.openOf(userId))?.id).toBe(second.id);
  });
});
