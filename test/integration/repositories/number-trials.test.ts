import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { numberHash } from '../../../lambdas/adapters/aws/dynamo-number-opt-outs';
import { dynamoNumberTrials } from '../../../lambdas/adapters/aws/dynamo-number-trials';
import { keys } from '#shared/db/keys';
import { testDynamo } from '../../support/test-dynamo';
import { unique555Phone } from '../../support/reminder-session';

const { doc, tables } = testDynamo();
const trials = dynamoNumberTrials(doc, tables.data);
const itemOf = async (phone: string) =>
  (
    await doc.send(
      new GetCommand({ TableName: tables.data, Key: keys.numberTrial(numberHash(phone)), ConsistentRead: true }),
    )
  ).Item;

describe('dynamoNumberTrials on DynamoDB Local', () => {
  it("records a number's trial once and keeps the first time; another number has had none", async () => {
    const phone = unique555Phone();
    expect(await trials.hasHadTrial(phone)).toBe(false);
    expect(await trials.recordTrial(phone, '2026-11-23T13:00:00.000Z')).toBe(true);
    expect(await trials.recordTrial(phone, '2026-11-24T13:00:00.000Z')).toBe(false);
    expect(await trials.hasHadTrial(phone)).toBe(true);
    expect(await trials.hasHadTrial(unique555Phone())).toBe(false);
    expect((await itemOf(phone))?.recordedAt).toBe('2026-11-23T13:00:00.000Z');
  });

  it("keys the item by a hash of the number, on no user's partition, and keeps the number itself nowhere in it", async () => {
    const phone = unique555Phone();
    await trials.recordTrial(phone, '2026-11-23T13:00:00.000Z');
    const item = await itemOf(phone);
    expect(item).toEqual({
      pk: `TRIAL#${numberHash(phone)}`,
      sk: 'NUMBER',
      type: 'number_trial',
      recordedAt: '2026-11-23T13:00:00.000Z',
    });
    expect(JSON.stringify(item)).not.toContain(phone.slice(1));
  });

  it('many writers at once (the return page and redelivered webhooks): one of them writes', async () => {
    const phone = unique555Phone();
    const firsts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => trials.recordTrial(phone, `2026-11-23T13:00:0${i}.000Z`)),
    );
    expect(firsts.filter(Boolean)).toHaveLength(1);
    expect((await itemOf(phone))?.recordedAt).toBe(`2026-11-23T13:00:0${firsts.indexOf(true)}.000Z`);
  });
});
