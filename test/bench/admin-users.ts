import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { pathToFileURL } from 'node:url';
import { dynamoStats } from '../../lambdas/adapters/aws/dynamo-stats';
import { dynamoEffectiveness, EFFECT_SHARDS } from '../../lambdas/adapters/aws/dynamo-effectiveness';
import { dynamoRateLimiter } from '../../lambdas/adapters/aws/dynamo-rate-limiter';
import { adminEffectiveness } from '#core/admin/use-cases/admin-effectiveness';
import { serviceFigure } from '#core/reminders/use-cases/service-figure';
import { MINUTES_TO_DONE_BOUNDS } from '#core/reminders/domain/effectiveness';
import { configuredRateLimits } from '#core/abuse/domain/rate-limits';
import { NAG_STYLES } from '#shared/vocabulary';
import { dynamoUserDirectory } from '../../lambdas/adapters/aws/dynamo-user-directory';
import { userIndexAttributes, userIndexEntryItem, userIndexState } from '../../lambdas/adapters/aws/user-index';
import { userToItem } from '../../lambdas/adapters/aws/user-item';
import { systemClock } from '../../lambdas/adapters/system-clock';
import { newUser, type User } from '#core/users/domain/user';
import { searchWords } from '#core/admin/domain/user-search';
import { adminStats } from '#core/admin/use-cases/admin-stats';
import { startDynamoLocal } from '../../local/dynamo-local';
import { ensureTables } from '../../local/ensure-tables';
import { keys } from '#shared/db/keys';
import { AUTH_TABLE, DATA_TABLE, tableName } from '#shared/db/tables';

/**
 * `npm run bench`, admin part: the admin user list and search on DynamoDB Local with N users
 * (BENCH_ADMIN_USERS, default "10000,100000"), seeded with BatchWrite exactly as sign-up stores them (user
 * item, search entries, per-day counts), created over the last 12 months; then GET /admin/stats over 12
 * months of counters. For each request kind: median and p95 latency, and items DynamoDB read per request
 * (ScannedCount of each Query, items of each BatchGet).
 */
const PREFIX = 'bench-admin-';
const REPEATS = 30;

const FIRST = [
  'James',
  'Mary',
  'John',
  'Patricia',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'William',
  'Elizabeth',
  'David',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Nancy',
  'Daniel',
  'Lisa',
  'Matthew',
  'Betty',
  'Anthony',
  'Margaret',
  'Mark',
  'Sandra',
  'Donald',
  'Ashley',
  'Steven',
  'Kimberly',
  'Paul',
  'Emily',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
  'José',
  'Zoë',
  'Mei',
  'Aarav',
  'Fatima',
  'Olamide',
  'Siobhan',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  "O'Brien",
  'Van der Berg',
  'Kowalski',
  'Okafor',
  'Tanaka',
];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'proton.me', 'example.org', 'acme-corp.com'];

/** A deterministic pseudo-random sequence, so every run seeds the same people. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function makeUsers(n: number, now: Date): User[] {
  const random = seeded(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const year = 365 * 86_400_000;
  return Array.from({ length: n }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const createdAt = new Date(now.getTime() - Math.floor(random() * year));
    // Distinct numbers: area codes 201-989 (skipping N11), line from the index.
    const area = 201 + (i % 700);
    const phone = `+1${area}${String(2_000_000 + Math.floor(i / 700) * 7 + (i % 7)).padStart(7, '0')}`;
    const local = `${first}.${last}${i % 10 === 0 ? i : ''}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
    return newUser({
      id: `bench-${String(i).padStart(7, '0')}`,
      phoneNumber: phone,
      firstName: first,
      lastName: last,
      email: `${local}@${pick(DOMAINS)}`,
      timezone: 'America/New_York',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      now: createdAt,
    });
  });
}

/** Every item sign-up writes for these users (user, guard, search entries), plus the per-day counts. */
function itemsOf(users: User[]): Record<string, unknown>[] {
  const days = new Map<string, number>();
  const items: Record<string, unknown>[] = [];
  for (const user of users) {
    const state = userIndexState(user);
    items.push({ ...userToItem(user), ...userIndexAttributes(state) });
    items.push({
      ...keys.phoneGuard(user.phoneNumber),
      type: 'phone_guard',
      userId: user.id,
      createdAt: user.createdAt,
    });
    for (const partition of state.partitions) items.push(userIndexEntryItem(user, partition, state.terms));
    const day = user.createdAt.slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  for (const [day, count] of days) items.push({ ...keys.userDay(day), type: 'user_day_count', day, count });
  return items;
}

async function batchWrite(
  doc: DynamoDBDocumentClient,
  table: string,
  items: Record<string, unknown>[],
  concurrency = 12,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const start = next;
        next += 25;
        if (start >= items.length) return;
        let pending = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
        for (let attempt = 0; pending.length; attempt += 1) {
          const { UnprocessedItems } = await doc.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
          pending = (UnprocessedItems?.[table] ?? []) as typeof pending;
          if (pending.length) await new Promise((done) => setTimeout(done, Math.min(1000, 20 * 2 ** attempt)));
        }
      }
    }),
  );
}

function itemsIn(output: Record<string, unknown>): number {
  if (typeof output.ScannedCount === 'number') return output.ScannedCount;
  if (output.Item) return 1;
  const responses = output.Responses as Record<string, unknown[]> | undefined;
  return responses ? Object.values(responses).reduce((sum, items) => sum + items.length, 0) : 0;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

interface Measured {
  medianMs: number;
  p95Ms: number;
  itemsRead: number;
  result: string;
}

async function measure(run: () => Promise<string>, read: { count: number }): Promise<Measured> {
  await run(); // warm
  const times: number[] = [];
  const reads: number[] = [];
  let result = '';
  for (let i = 0; i < REPEATS; i += 1) {
    read.count = 0;
    const start = performance.now();
    result = await run();
    times.push(performance.now() - start);
    reads.push(read.count);
  }
  times.sort((a, b) => a - b);
  reads.sort((a, b) => a - b);
  return { medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95), itemsRead: quantile(reads, 0.5), result };
}

async function benchSize(n: number): Promise<void> {
  const dynamo = await startDynamoLocal();
  try {
    const raw = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTables(raw, PREFIX);
    const doc = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
    const table = tableName(DATA_TABLE, PREFIX);
    const now = new Date();
    const users = makeUsers(n, now);
    const items = itemsOf(users);
    const seedStart = performance.now();
    await batchWrite(doc, table, items);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(
      `\nAdmin user list, ${n.toLocaleString('en-US')} users: ${items.length.toLocaleString('en-US')} items seeded in ${seedSeconds.toFixed(0)} s ` +
        `(${(items.length / n).toFixed(1)} per user: user, phone guard, search entries; plus day counts)`,
    );

    const read = { count: 0 };
    const directory = dynamoUserDirectory(doc, table, (items) => {
      read.count += items;
    });
    const lastPage = Math.ceil(n / 10);
    const someone = users[Math.floor(n / 3)]!;
    const cases: [string, () => Promise<string>][] = [
      ['list, page 1', async () => `${(await directory.list({ page: 1, limit: 10 })).users.length} of ${n}`],
      ['list, page 50', async () => `${(await directory.list({ page: 50, limit: 10 })).users.length}`],
      [
        `list, last page (${lastPage})`,
        async () => `${(await directory.list({ page: lastPage, limit: 10 })).users.length}`,
      ],
      [
        'list, page 100 of 100 a page',
        async () => `${(await directory.list({ page: Math.min(100, Math.ceil(n / 100)), limit: 100 })).users.length}`,
      ],
      ...[
        'a',
        'jo',
        'john',
        'smith',
        'john smith',
        'gmail.com',
        someone.email,
        someone.phoneNumber.slice(-4),
        someone.phoneNumber,
        `${someone.firstName} ${someone.lastName}`,
        'zzqx',
      ].map((typed): [string, () => Promise<string>] => [
        `search "${typed}"`,
        async () => {
          const found = await directory.search(searchWords(typed), { page: 1, limit: 10 });
          return `${found.users.length} shown of ${found.total}${found.totalIsCapped ? '+' : ''}`;
        },
      ]),
      [
        'search "john", page 20',
        async () => {
          const found = await directory.search(searchWords('john'), { page: 20, limit: 10 });
          return `${found.users.length} shown of ${found.total}${found.totalIsCapped ? '+' : ''}`;
        },
      ],
    ];
    console.log('  request                                   median ms    p95 ms   items read   answer');
    for (const [label, run] of cases) {
      const m = await measure(run, read);
      console.log(
        `  ${label.padEnd(40)} ${m.medianMs.toFixed(1).padStart(9)} ${m.p95Ms.toFixed(1).padStart(9)} ${String(m.itemsRead).padStart(12)}   ${m.result}`,
      );
    }

    // Stats: 12 months of counters (sign-ups, subscriptions, texts, revenue), read as GET /admin/stats reads them.
    const stats = dynamoStats(doc, table, systemClock);
    for (let i = 0; i < 12; i += 1) {
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 15));
      for (let e = 0; e < 20; e += 1) {
        await stats.record(`bench#${i}#${e}`, at, {
          users: 1,
          newUsers: 1,
          activeSubscriptions: 1,
          newSubscriptions: 1,
          messagesSent: 25,
          revenueCents: 499,
        });
      }
    }
    // Items read, counted from what DynamoDB answered (GetItem's item, BatchGet's responses, Query's ScannedCount).
    const statsRead = { count: 0 };
    const countingDoc = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
    countingDoc.middlewareStack.add(
      (next) => async (args) => {
        const answer = await next(args);
        statsRead.count += itemsIn(answer.output as Record<string, unknown>);
        return answer;
      },
      { step: 'initialize', name: 'countItemsRead' },
    );
    const countedStats = dynamoStats(countingDoc, table, systemClock);
    const s = await measure(async () => {
      const answer = await adminStats({ stats: countedStats, clock: systemClock });
      return `${answer.monthlyStats.length} months, ${answer.totalMessages} texts, $${answer.totalRevenue}`;
    }, statsRead);
    console.log(
      `  ${'stats, 12 months of counters'.padEnd(40)} ${s.medianMs.toFixed(1).padStart(9)} ${s.p95Ms.toFixed(1).padStart(9)} ${String(s.itemsRead).padStart(12)}   ${s.result}`,
    );
    raw.destroy();
  } finally {
    await dynamo.stop();
  }
}

/**
 * The effectiveness read (GET /admin/effectiveness, GET /public/figure) with N users' worth of counters: each user
 * ending about 2 reminders a day, a year of them, as the completions' transactions would have left the counter items
 * (the same shards and attributes, ADDed here in one go per item rather than one transaction per completion). The
 * counter items are as many at any N (months x styles x shards, days x shards): only their numbers grow, so the
 * read should cost the same at 1,000 users as at 100,000.
 */
async function benchEffectiveness(n: number): Promise<void> {
  const dynamo = await startDynamoLocal();
  try {
    const raw = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTables(raw, PREFIX);
    const doc = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
    const table = tableName(DATA_TABLE, PREFIX);
    const now = new Date();
    const random = seeded(37);
    const perDay = 2 * n;
    const seedStart = performance.now();
    const items: Record<string, unknown>[] = [];
    // A year of days: each day's completions spread over the shards, and each month's over styles and shards.
    const months = new Map<string, Map<string, Record<string, number>>>();
    for (let d = 1; d <= 366; d += 1) {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - d));
      const dayKey = day.toISOString().slice(0, 10);
      const monthKey = dayKey.slice(0, 7);
      const byStyle = months.get(monthKey) ?? new Map<string, Record<string, number>>();
      months.set(monthKey, byStyle);
      for (let shard = 0; shard < EFFECT_SHARDS; shard += 1) {
        const ended = Math.round(perDay / EFFECT_SHARDS);
        items.push({
          ...keys.effectDay(dayKey, shard),
          type: 'effect_day',
          day: dayKey,
          ended,
          doneBySecondText: Math.round(ended * (0.55 + 0.2 * random())),
        });
        for (const style of NAG_STYLES) {
          const at = `${style}#${shard}`;
          const counts = byStyle.get(at) ?? {};
          const share = ended / NAG_STYLES.length;
          const add = (name: string, value: number) => (counts[name] = (counts[name] ?? 0) + Math.round(value));
          add('ended', share);
          add('done', share * 0.8);
          add('missed', share * 0.12);
          add('skipped', share * 0.08);
          add('doneBeforeSecondText', share * 0.5);
          add('doneBySecondText', share * 0.65);
          for (let step = 0; step <= 15; step += 1) add(`step${step}`, (share * 0.8) / 2 ** (step + 1));
          for (let bucket = 0; bucket < MINUTES_TO_DONE_BOUNDS.length + 1; bucket += 1)
            add(`min${bucket}`, (share * 0.7) / 21);
          byStyle.set(at, counts);
        }
      }
    }
    for (const [month, byStyle] of months)
      for (const [at, counts] of byStyle) {
        const [style, shard] = at.split('#') as [string, string];
        items.push({
          ...keys.effectMonth(month, style, Number(shard)),
          type: 'effect_month',
          month,
          nagStyle: style,
          ...counts,
        });
      }
    await batchWrite(doc, table, items);
    console.log(
      `\nEffectiveness, ${n.toLocaleString('en-US')} users' worth of counters (${(perDay * 366).toLocaleString('en-US')} ` +
        `occurrences over a year): ${items.length.toLocaleString('en-US')} counter items seeded in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
    );

    const read = { count: 0 };
    const countingDoc = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
    countingDoc.middlewareStack.add(
      (next) => async (args) => {
        const answer = await next(args);
        read.count += itemsIn(answer.output as Record<string, unknown>);
        return answer;
      },
      { step: 'initialize', name: 'countItemsRead' },
    );
    const effectivenessCounters = dynamoEffectiveness(countingDoc, table);
    const thisMonth = now.toISOString().slice(0, 7);
    const monthsBack = (count: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1)).toISOString().slice(0, 7);
    const unlimited = configuredRateLimits(undefined, { figureRequestsPerIp: { limit: 1_000_000, windowSeconds: 60 } });
    const rateLimiter = dynamoRateLimiter(doc, tableName(AUTH_TABLE, PREFIX), systemClock, unlimited);
    const cases: [string, () => Promise<string>][] = [
      ...[1, 3, 12, 24].map((count): [string, () => Promise<string>] => [
        `effectiveness, ${count} month${count === 1 ? '' : 's'}`,
        async () => {
          const answer = await adminEffectiveness(
            { effectivenessCounters, clock: systemClock },
            { from: monthsBack(count), to: thisMonth },
          );
          const { overall } = answer;
          return `${overall.ended.toLocaleString('en-US')} ended, ${((overall.doneBeforeSecondText ?? 0) * 100).toFixed(1)}% before the 2nd text, median ${overall.medianMinutesToDone} min`;
        },
      ]),
      [
        'public figure, 30 days',
        async () => {
          const { figure } = await serviceFigure(
            { effectivenessCounters, clock: systemClock, rateLimiter },
            '192.0.2.1',
          );
          return figure ? `${figure.doneBySecondTextPercent}% by the 2nd text, through ${figure.through}` : 'none';
        },
      ],
    ];
    console.log('  request                                   median ms    p95 ms   items read   answer');
    for (const [label, run] of cases) {
      const m = await measure(run, read);
      console.log(
        `  ${label.padEnd(40)} ${m.medianMs.toFixed(1).padStart(9)} ${m.p95Ms.toFixed(1).padStart(9)} ${String(m.itemsRead).padStart(12)}   ${m.result}`,
      );
    }
    raw.destroy();
  } finally {
    await dynamo.stop();
  }
}

export async function runAdminUsersBench(): Promise<void> {
  const sizes = (process.env.BENCH_ADMIN_USERS ?? '10000,100000')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  // BENCH_ADMIN_PART=effectiveness runs the effectiveness read alone (it needs no users seeded, only counters).
  if (process.env.BENCH_ADMIN_PART !== 'effectiveness') for (const n of sizes) await benchSize(n);
  for (const n of sizes) await benchEffectiveness(n);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runAdminUsersBench();
