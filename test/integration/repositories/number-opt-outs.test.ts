import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoNumberOptOuts, numberHash } from '../../../lambdas/adapters/aws/dynamo-number-opt-outs';
import { keys } from '#shared/db/keys';
import { testDynamo } from '../../support/test-dynamo';
import { unique555Phone } from '../../support/reminder-session';

const { doc, tables } = testDynamo();
const optOuts = dynamoNumberOptOuts(doc, tables.data);

describe('dynamoNumberOptOuts on DynamoDB Local', () => {
  it('records a STOP once, reads it, and START clears it once', async () => {
    const phone = unique555Phone();
    expect(await optOuts.isOptedOut(phone)).toBe(false);
    expect(await optOuts.optOut(phone, '2026-11-23T13:00:00.000Z')).toBe(true);
    expect(await optOuts.optOut(phone, '2026-11-23T13:05:00.000Z')).toBe(false);
    expect(await optOuts.isOptedOut(phone)).toBe(true);
    expect(await optOuts.isOptedOut(unique555Phone())).toBe(false);
    expect(await optOuts.optIn(phone)).toBe(true);
    expect(await optOuts.optIn(phone)).toBe(false);
    expect(await optOuts.isOptedOut(phone)).toBe(false);
  });

  it("keys the item by a hash of the number, on no user's partition, and keeps the number itself nowhere in it", async () => {
    const phone = unique555Phone();
    await optOuts.optOut(phone, '2026-11-23T13:00:00.000Z');
    const { Item } = await doc.send(
      new GetCommand({ TableName: tables.data, Key: keys.numberOptOut(numberHash(phone)) }),
    );
    expect(Item).toEqual({
      pk: `OPTOUT#${numberHash(phone)}`,
      sk: 'NUMBER',
      type: 'number_opt_out',
      optedOutAt: '2026-11-23T13:00:00.000Z',
    });
    expect(JSON.stringify(Item)).not.toContain(phone.slice(1));
  });

  it('many STOPs from one number at once: one of them is the first', async () => {
    const phone = unique555Phone();
    const firsts = await Promise.all(
      Array.from({ length: 8 }, () => optOuts.optOut(phone, '2026-11-23T13:00:00.000Z')),
    );
    expect(firsts.filter(Boolean)).toHaveLength(1);
  });
});
