import { dynamoSendPacer } from '../../../lambdas/adapters/aws/dynamo-send-pacer';
import { SmsSendError } from '../../../lambdas/core/ports/sms-sender';
import { testDynamo } from '../../support/test-dynamo';

const { doc, tables } = testDynamo();

describe('dynamoSendPacer on DynamoDB Local', () => {
  it('lets no second carry more than the budget, however many senders ask at once', async () => {
    // A clock of its own, far from other tests' seconds (the counters are shared by the table).
    const offset = 1_000_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000 - Date.now();
    const clock = { now: () => new Date(Date.now() + offset) };
    const pacers = [1, 2, 3].map(() => dynamoSendPacer(doc, tables.data, clock, { perSecond: 4, maxWaitSeconds: 30 }));
    const seconds: number[] = [];
    await Promise.all(Array.from({ length: 18 }, (_, i) => pacers[i % 3]!.acquire().then(() => seconds.push(Math.floor(clock.now().getTime() / 1000)))));
    const perSecond = new Map<number, number>();
    for (const second of seconds) perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    expect(seconds).toHaveLength(18);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(4);
    expect(perSecond.size).toBeGreaterThanOrEqual(5);
  }, 30_000);

  it('says "throttled" when the budget is booked further ahead than a sender may wait', async () => {
    // A clock that stands still inside one second of its own.
    const held = new Date(2_000_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000 + 500);
    const clock = { now: () => held };
    const pacer = dynamoSendPacer(doc, tables.data, clock, { perSecond: 1, maxWaitSeconds: 0, sleep: async () => undefined });
    await pacer.acquire();
    const refusal = await pacer.acquire().catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SmsSendError);
    expect((refusal as SmsSendError).reason).toBe('throttled');
  });
});
