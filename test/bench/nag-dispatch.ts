import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LocalNagScheduler } from '../../local/adapters/local-nag-scheduler';
import { randomIds } from '../../lambdas/adapters/crypto/random-ids';
import { newUser } from '#core/users/domain/user';
import type { Clock } from '#core/kernel/clock';
import { SmsSendError, type SmsSender } from '#core/texting/ports/sms-sender';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { makeHandler as makeSendNag } from '../../lambdas/handlers/events/send-nag';
import { startDynamoLocal } from '../../local/dynamo-local';
import { ensureTables } from '../../local/ensure-tables';
import { sendQueueEvent } from '../../local/send-queue-target';
import { AUTH_TABLE, DATA_TABLE, tableName } from '#shared/db/tables';
import { testPorts } from '../support/test-ports';
import { MAX_ACTIVE_REMINDERS } from '#shared/vocabulary';

/**
 * `npm run bench`, nag engine part, on DynamoDB Local with the production repositories and the local
 * scheduler delivering to the real send-nag handler:
 * - dispatch: N reminders (BENCH_DISPATCH_N, default 10,000) due in the same minute, the send budget out
 *   of the way: nags per second end to end, handler time per nag, DynamoDB calls per nag, duplicates, lost;
 * - burst: N reminders (BENCH_BURST_N, default 5,000) at 9:00 under a budget of R per second
 *   (BENCH_BURST_RATE, default 50; production's is 3, which makes a 5,000 burst 28 minutes long), several
 *   concurrent senders: achieved rate as a fraction of R, the busiest one-second window, the last text's
 *   lateness against N / R, duplicates and lost; then again with the provider throttling mid-burst;
 * - fair sending: one user with BENCH_FAIR_HEAVY reminders (default MAX_ACTIVE_REMINDERS, 100, the most anyone may
 *   have open) and BENCH_FAIR_LIGHT (50) users with one, all
 *   at 09:00, budget BENCH_FAIR_RATE (10/s): when each of the light users got their first text, against 2 x 51 / R.
 */
const PREFIX = 'bench-nag-';
const num = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

interface Sent {
  to: string;
  body: string;
  at: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
}

/** The app's clock: held at `heldIso` while the reminders are made, then running in real time from `runFrom`. */
function benchClock(heldIso: string): Clock & { runFrom(iso: string): void } {
  let offsetMs: number | null = null;
  return {
    now: () => new Date(offsetMs === null ? Date.parse(heldIso) : Date.now() + offsetMs),
    runFrom: (iso) => {
      offsetMs = Date.parse(iso) - Date.now();
    },
  };
}

async function withStack<T>(
  run: (doc: DynamoDBDocumentClient, tables: { data: string; auth: string }, calls: () => number) => Promise<T>,
): Promise<T> {
  const dynamo = await startDynamoLocal();
  try {
    const raw = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTables(raw, PREFIX);
    let calls = 0;
    raw.middlewareStack.add(
      (next) => async (args) => {
        calls += 1;
        return next(args);
      },
      { step: 'initialize', name: 'countCalls' },
    );
    const doc = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
    return await run(doc, { data: tableName(DATA_TABLE, PREFIX), auth: tableName(AUTH_TABLE, PREFIX) }, () => calls);
  } finally {
    await dynamo.stop();
  }
}

async function inParallel<T>(
  items: T[],
  width: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

interface Scenario {
  n: number;
  perSecond: number;
  senders: number;
  /** The provider answers "throttled" for this share of the run (by texts sent), e.g. [0.3, 0.4]. */
  throttleBetween?: [number, number];
  /** One more user with this many reminders, all due at 09:00 with everyone else's (fair sending). */
  heavyUser?: number;
}

async function runScenario(scenario: Scenario) {
  return withStack(async (doc, tables, dynamoCalls) => {
    // 08:00 in New York while the reminders for 09:00 are made, however long that takes.
    const clock = benchClock('2026-11-24T13:00:00.000Z');
    const sent: Sent[] = [];
    let throttling = false;
    const sms: SmsSender = {
      async send({ to, body }) {
        if (throttling) throw new SmsSendError('throttled', 'bench: provider throttling');
        sent.push({ to, body, at: clock.now().getTime() });
        if (scenario.throttleBetween) {
          const share = sent.length / scenario.n;
          if (share >= scenario.throttleBetween[0] && share < scenario.throttleBetween[1] && !throttling) {
            throttling = true;
            setTimeout(() => {
              throttling = false;
            }, 3000);
            scenario.throttleBetween = undefined;
          }
        }
        return { messageId: randomIds.next() };
      },
    };
    const scheduler = new LocalNagScheduler(null, clock, () => undefined, { concurrency: scenario.senders });
    const deps = {
      // The production repositories (testPorts); no reminder of the bench asks for a call: the voice caller is never reached.
      ...testPorts({
        doc,
        tables,
        clock,
        scheduler,
        settings: {
          smsAllowedCountries: 'US',
          // The bench is about the engine, not one user's costs: the heavy user's backlog must not be thinned away.
          textingBudget: { perMonth: '1000000', perDay: '1000000' },
          sendPace: { perSecond: scenario.perSecond, maxWaitSeconds: 20 },
        },
      }),
      // The provider as it is, without the destination guard in front: the bench times the engine.
      sms,
    };
    const { users } = deps;

    const seedStarted = performance.now();
    const phones: string[] = [];
    await inParallel(
      Array.from({ length: scenario.n }, (_, i) => i),
      32,
      async (i) => {
        const phone = `+1415${String(2000000 + i).padStart(7, '0')}`;
        phones.push(phone);
        const user = {
          ...newUser({
            id: `bench-${i}`,
            phoneNumber: phone,
            firstName: 'B',
            lastName: `${i}`,
            email: `b${i}@example.com`,
            timezone: 'America/New_York',
            smsTransactionalOptIn: true,
            smsMarketingOptIn: false,
            now: clock.now(),
          }),
          subscriptionStatus: 'active' as const,
        };
        await users.create(user);
        await createReminder(deps, user.id, {
          task: `Bench task ${i}`,
          scheduledDate: '2026-11-24',
          scheduledTime: '09:00',
          repeat: 'daily',
        });
      },
    );
    const heavyPhone = '+14153999999';
    if (scenario.heavyUser) {
      const heavy = {
        ...newUser({
          id: 'bench-heavy',
          phoneNumber: heavyPhone,
          firstName: 'H',
          lastName: 'Heavy',
          email: 'h@example.com',
          timezone: 'America/New_York',
          smsTransactionalOptIn: true,
          smsMarketingOptIn: false,
          now: clock.now(),
        }),
        subscriptionStatus: 'active' as const,
      };
      await users.create(heavy);
      await inParallel(
        Array.from({ length: scenario.heavyUser }, (_, i) => i),
        16,
        async (i) => {
          await createReminder(deps, heavy.id, {
            task: `Heavy task ${i}`,
            scheduledDate: '2026-11-24',
            scheduledTime: '09:00',
            repeat: 'daily',
          });
        },
      );
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const handler = makeSendNag(() => deps);
    const handlerMs: number[] = [];
    scheduler.setTarget(async (payload) => {
      const started = performance.now();
      const result = await handler(sendQueueEvent(JSON.stringify(payload)));
      handlerMs.push(performance.now() - started);
      if (result.batchItemFailures.length) throw new Error('send-nag failed');
    });
    // 09:00:00, running: dispatch until every reminder has had its first nag (or 20 minutes pass).
    clock.runFrom('2026-11-24T14:00:00.000Z');
    const callsBefore = dynamoCalls();
    const started = Date.now();
    const firstTexts = () => new Set(sent.filter((s) => s.to !== heavyPhone).map((s) => s.to)).size;
    while (firstTexts() < scenario.n && Date.now() - started < 20 * 60_000) {
      await scheduler.runDue();
      if (firstTexts() < scenario.n) await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    const perPhone = new Map<string, number>();
    for (const s of sent) if (s.to !== heavyPhone) perPhone.set(s.to, (perPhone.get(s.to) ?? 0) + 1);
    const nineAm = Date.parse('2026-11-24T14:00:00.000Z');
    const firstTextSeconds = [
      ...new Map(
        sent
          .filter((s) => s.to !== heavyPhone)
          .map((s) => [s.to, s.at] as const)
          .reverse(),
      ).values(),
    ]
      .map((at) => (at - nineAm) / 1000)
      .sort((a, b) => a - b);
    const perSecond = new Map<number, number>();
    for (const s of sent) perSecond.set(Math.floor(s.at / 1000), (perSecond.get(Math.floor(s.at / 1000)) ?? 0) + 1);
    const sorted = [...handlerMs].sort((a, b) => a - b);
    return {
      seedSeconds,
      seconds,
      sent: sent.length,
      duplicates: [...perPhone.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0),
      lost: phones.filter((p) => !perPhone.has(p)).length,
      medianMs: quantile(sorted, 0.5),
      p99Ms: quantile(sorted, 0.99),
      callsPerNag: (dynamoCalls() - callsBefore) / Math.max(1, sent.length),
      busiestSecond: Math.max(0, ...[...perSecond.values()]),
      firstTextSeconds,
      heavySent: sent.filter((s) => s.to === heavyPhone).length,
      // The first and last second are partial: the steady rate is measured between them.
      steadyRate: sent.length > 1 ? (sent.length - 1) / ((sent[sent.length - 1]!.at - sent[0]!.at) / 1000) : 0,
    };
  });
}

export async function runNagBench(): Promise<void> {
  const dispatchN = num('BENCH_DISPATCH_N', 10_000);
  console.log(
    `\nNag dispatch: ${dispatchN} reminders due at 09:00 on DynamoDB Local, send budget out of the way, 8 concurrent senders`,
  );
  const d = await runScenario({ n: dispatchN, perSecond: 100_000, senders: 8 });
  console.log(
    `  seeded in ${d.seedSeconds.toFixed(1)} s; dispatched in ${d.seconds.toFixed(1)} s: ${(d.sent / d.seconds).toFixed(0)} nags/s end to end`,
  );
  console.log(
    `  send-nag handler per nag: median ${d.medianMs.toFixed(1)} ms, p99 ${d.p99Ms.toFixed(1)} ms; DynamoDB calls per nag ${d.callsPerNag.toFixed(1)}`,
  );
  console.log(`  duplicates ${d.duplicates} (goal 0), lost ${d.lost} (goal 0)`);

  const n = num('BENCH_BURST_N', 5_000);
  const rate = num('BENCH_BURST_RATE', 50);
  for (const throttled of [false, true]) {
    console.log(
      `\nSend burst: ${n} reminders at 09:00, budget ${rate}/s, 16 concurrent senders${throttled ? ', provider throttling for 3 s at 30% of the burst' : ''}`,
    );
    const b = await runScenario({
      n,
      perSecond: rate,
      senders: 16,
      ...(throttled ? { throttleBetween: [0.3, 0.4] as [number, number] } : {}),
    });
    console.log(
      `  achieved ${b.steadyRate.toFixed(1)}/s = ${(b.steadyRate / rate).toFixed(3)} of the budget (goal >= 0.95); busiest second ${b.busiestSecond} (never above ${rate})`,
    );
    console.log(
      `  last text ${b.seconds.toFixed(1)} s after 09:00 against N/R = ${(n / rate).toFixed(1)} s; duplicates ${b.duplicates}, lost ${b.lost}`,
    );
  }

  const heavy = num('BENCH_FAIR_HEAVY', MAX_ACTIVE_REMINDERS);
  const light = num('BENCH_FAIR_LIGHT', 50);
  const fairRate = num('BENCH_FAIR_RATE', 10);
  console.log(
    `\nFair sending: one user with ${heavy} reminders and ${light} users with one, all at 09:00, budget ${fairRate}/s, 8 concurrent senders`,
  );
  const f = await runScenario({ n: light, perSecond: fairRate, senders: 8, heavyUser: heavy });
  const bound = (2 * (light + 1)) / fairRate;
  const worst = f.firstTextSeconds.at(-1) ?? Number.POSITIVE_INFINITY;
  console.log(
    `  each of the ${light} got their first text within ${worst.toFixed(1)} s of 09:00 (median ${quantile(f.firstTextSeconds, 0.5).toFixed(1)} s) against 2 x ${light + 1} / R = ${bound.toFixed(1)} s: ${worst <= bound ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  the heavy user had ${f.heavySent} texts by then (their share: at most ${Math.max(1, Math.floor(fairRate / 2))} a second); busiest second ${f.busiestSecond} (never above ${fairRate}); lost ${f.lost}, duplicates ${f.duplicates}`,
  );
}
