import { dynamoSendPacer } from '../../../lambdas/adapters/aws/dynamo-send-pacer';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { testDynamo } from '../../support/test-dynamo';

const { doc, tables } = testDynamo();

describe('dynamoSendPacer on DynamoDB Local', () => {
  it('lets no second carry more than the budget, however many senders ask at once', async () => {
    // Logical time: the clock moves only when every sender still asking is asleep, to the earliest wake-up.
    // So the test counts the second each sender was let through in, whatever the machine's speed.
    let now = 1_000_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
    const clock = { now: () => new Date(now) };
    const sleepers: { until: number; wake: () => void }[] = [];
    const sleep = (ms: number) => new Promise<void>((wake) => sleepers.push({ until: now + ms, wake }));
    const pacers = [1, 2, 3].map(() =>
      dynamoSendPacer(doc, tables.data, clock, { perSecond: 4, maxWaitSeconds: 30, sleep }),
    );
    const seconds: number[] = [];
    let asking = 18;
    const all = Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        pacers[i % 3]!.acquire().then(() => {
          seconds.push(Math.floor(now / 1000));
          asking -= 1;
        }),
      ),
    );
    while (asking > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      if (asking === 0 || sleepers.length < asking) continue;
      sleepers.sort((a, b) => a.until - b.until);
      const next = sleepers.shift()!;
      now = Math.max(now, next.until);
      next.wake();
    }
    await all;
    const perSecond = new Map<number, number>();
    for (const second of seconds) perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    expect(seconds).toHaveLength(18);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(4);
    expect(perSecond.size).toBeGreaterThanOrEqual(5);
  });

  it('says "throttled" when the budget is booked further ahead than a sender may wait', async () => {
    // A clock that stands still inside one second of its own.
    const held = new Date(2_000_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000 + 500);
    const clock = { now: () => held };
    const pacer = dynamoSendPacer(doc, tables.data, clock, {
      perSecond: 1,
      maxWaitSeconds: 0,
      sleep: async () => undefined,
    });
    await pacer.acquire();
    const refusal = await pacer.acquire().catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SmsSendError);
    expect((refusal as SmsSendError).reason).toBe('throttled');
  });
});
