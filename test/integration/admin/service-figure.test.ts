import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { makeHandler } from '../../../lambdas/handlers/api/service-figure';
import { keys } from '#shared/db/keys';
import { apiEvent, lambdaContext, readResult } from '../../support/api-event';
import { fakeClock } from '../../support/fake-clock';
import { testDynamo } from '../../support/test-dynamo';
import { testPorts } from '../../support/test-ports';

/**
 * The public figure read from the day counters as they are stored on DynamoDB Local: the shards summed, the last 30
 * whole UTC days only, nothing below 1,000 ended occurrences. The counters are the whole service's, so this file alone
 * writes days in 2097.
 */
describe('GET /public/figure on DynamoDB Local', () => {
  const { doc, tables } = testDynamo();
  const clock = fakeClock('2097-03-15T12:00:00.000Z');
  const handler = makeHandler(() => testPorts({ doc, tables, clock }));
  const figure = async () => {
    const result = await handler(apiEvent('serviceFigure'), lambdaContext);
    return { ...readResult(result), cacheControl: result.headers?.['cache-control'] };
  };
  const countDay = (day: string, shard: number, ended: number, doneBySecondText: number) =>
    doc.send(
      new PutCommand({
        TableName: tables.data,
        Item: { ...keys.effectDay(day, shard), type: 'effect_day', day, ended, doneBySecondText },
      }),
    );

  it('shows nothing below 1,000 occurrences, then the share done by the second text over the 30 whole days', async () => {
    expect(await figure()).toMatchObject({ status: 200, body: { figure: null }, cacheControl: 'public, max-age=3600' });

    await countDay('2097-03-01', 3, 500, 321);
    await countDay('2097-03-14', 15, 499, 300);
    // Today is not a whole day yet, and the day before the window is out of it: neither counts.
    await countDay('2097-03-15', 0, 5000, 5000);
    await countDay('2097-02-12', 7, 5000, 0);
    expect((await figure()).body).toEqual({ figure: null });

    // The window's first day brings it to 1,000: 622 of them done by the second text, 62.2%, shown as 62.
    await countDay('2097-02-13', 3, 1, 1);
    expect((await figure()).body).toEqual({
      figure: { doneBySecondTextPercent: 62, days: 30, through: '2097-03-14' },
    });

    // A second shard of the same day adds to it (half rounds up: 1,000 of 2,000 and one more is 50.05% -> 50).
    await countDay('2097-03-01', 9, 1000, 379);
    expect((await figure()).body).toMatchObject({ figure: { doneBySecondTextPercent: 50 } });
  });
});
