import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoCalendarFeedSource } from '../../lambdas/adapters/aws/dynamo-calendar-feed-source';
import { dynamoMessages } from '../../lambdas/adapters/aws/dynamo-messages';
import { dynamoPeople } from '../../lambdas/adapters/aws/dynamo-people';
import { dynamoNagRecords } from '../../lambdas/adapters/aws/dynamo-nag-records';
import { dynamoRateLimiter } from '../../lambdas/adapters/aws/dynamo-rate-limiter';
import { dynamoReminders } from '../../lambdas/adapters/aws/dynamo-reminders';
import { dynamoUsers } from '../../lambdas/adapters/aws/dynamo-users';
import { userToItem } from '../../lambdas/adapters/aws/user-item';
import { systemClock } from '../../lambdas/adapters/system-clock';
import { configuredRateLimits } from '#core/abuse/domain/rate-limits';
import { newUser, type User } from '#core/users/domain/user';
import { exportAccountData } from '#core/accounts/use-cases/export-account-data';
import { renderCalendarFeed } from '#core/calendar/domain/calendar-feed';
import { newFeedToken } from '#core/calendar/domain/feed-address';
import { toFeedReminder } from '#core/calendar/domain/feed-reminder';
import { serveCalendarFeed } from '#core/calendar/use-cases/serve-calendar-feed';
import { wallTimeToInstant } from '#core/kernel/wall-time';
import type { NagRecord } from '#core/reminders/domain/nag-record';
import type { Completion } from '#core/reminders/domain/completion';
import { firstOccurrenceAtOrAfter, occurrenceDateAfter, type Repeat } from '#core/reminders/domain/recurrence';
import {
  nagIdOf,
  RECENT_OUTCOMES_KEPT,
  withClosedDate,
  withOutcome,
  type Reminder,
} from '#core/reminders/domain/reminder';
import { listReminders } from '#core/reminders/use-cases/list-reminders';
import { reminderHistory } from '#core/reminders/use-cases/reminder-history';
import type { Message } from '#core/texting/domain/message';
import { nagTexts } from '#core/nags/domain/nag-texts';
import { startDynamoLocal } from '../../local/dynamo-local';
import { ensureTables } from '../../local/ensure-tables';
import { keys } from '#shared/db/keys';
import { AUTH_TABLE, DATA_TABLE, tableName } from '#shared/db/tables';

/**
 * `npm run bench`, "Your data" part, on DynamoDB Local with the production adapters: one busy user (100 reminders,
 * 10,000 texts, 10,000 nags, 3,000 completions over a year, seeded with BatchWrite in the items' production shapes):
 * GET /user/export (time, JSON size, requests, items read; and a fresh user's for comparison), GET /calendar/{key}
 * (time, requests by command, items read, size), and the feed's rendering alone in three zones.
 */
const PREFIX = 'bench-yourdata-';
const ZONE = 'America/New_York';
const SERVICE_NUMBER = '+18335550100';
const DAY_MS = 86_400_000;
const TASKS = [
  'Take vitamins',
  'Water the plants',
  'Call mom',
  'Pay rent',
  'Gym',
  'Stretch for 10 minutes',
  'Read 20 pages',
  'Take out the recycling',
  'Review the budget',
  'Walk the dog',
  'Back up the laptop',
  'Refill prescription',
  'Weekly review',
];
const REPLIES = [
  'DONE',
  'done',
  'SNOOZE 2h',
  'SKIP',
  'LIST',
  'SNOOZE UNTIL 6PM',
  'PAUSE 1d',
  'RESUME',
  'DONE 12',
  'ok thanks',
];

type Item = Record<string, unknown>;

/** A deterministic pseudo-random sequence, so every run seeds the same shape. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** The busy user's partition: every item as the repositories write it (the repository named beside each). */
function busyUser(now: Date): { user: User; reminders: Reminder[]; items: Item[] } {
  const random = seeded(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const shuffled = <T>(list: T[]) =>
    list
      .map((value) => ({ value, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ value }) => value);
  const user: User = {
    ...newUser({
      id: 'busy-user',
      phoneNumber: '+14155550123',
      firstName: 'Busy',
      lastName: 'Bee',
      email: 'busy@example.com',
      timezone: ZONE,
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      now: new Date(now.getTime() - 400 * DAY_MS),
    }),
    subscriptionStatus: 'active',
    calendarFeedToken: newFeedToken(),
    calendarFeedCreatedAt: now.toISOString(),
  };

  // 100 reminders: 40 daily, 25 weekly, 20 monthly, 15 once (past, done); anchors over the last year, wall times over the day.
  const past: { reminder: Reminder; date: string; at: string }[] = [];
  const reminders = Array.from({ length: 100 }, (_, i): Reminder => {
    const repeat: Repeat = i < 40 ? 'daily' : i < 65 ? 'weekly' : i < 85 ? 'monthly' : 'once';
    const anchorDate = isoDate(now.getTime() - Math.floor(1 + random() * 364) * DAY_MS);
    const wallTime = `${pad2(Math.floor(random() * 24))}:${pad2(5 * Math.floor(random() * 12))}`;
    const rule = { repeat, anchorDate, wallTime };
    const current =
      repeat === 'once'
        ? { date: anchorDate, at: wallTimeToInstant(anchorDate, wallTime, ZONE) }
        : firstOccurrenceAtOrAfter(rule, anchorDate, ZONE, now)!;
    const id = randomUUID();
    const at = current.at.toISOString();
    const createdAt = later(`${anchorDate}T12:00:00.000Z`, -DAY_MS);
    const reminder: Reminder = {
      id,
      userId: user.id,
      ref: String(i + 1),
      task: pick(TASKS),
      repeat,
      anchorDate,
      wallTime,
      status: repeat === 'once' ? 'done' : 'pending',
      occurrenceDate: current.date,
      occurrenceAt: at,
      nagCount: 0,
      ...(repeat === 'once' ? {} : { nextNag: { id: nagIdOf(id, at, 1), attempt: 1, at } }),
      createdAt,
      updatedAt: createdAt,
      version: 1,
    };
    const pastDates = repeat === 'once' ? [anchorDate] : [];
    for (
      let date: string | null = anchorDate;
      repeat !== 'once' && date && date < current.date;
      date = occurrenceDateAfter(rule, date)
    )
      pastDates.push(date);
    for (const date of pastDates)
      past.push({ reminder, date, at: wallTimeToInstant(date, wallTime, ZONE).toISOString() });
    return reminder;
  });

  // 3,000 closed occurrences (dynamoReminders.recordCompletion), each also kept on its reminder as the close does (closedDates, version).
  const completions = shuffled(past.filter(() => random() < 0.7))
    .slice(0, 3000)
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(({ reminder, date, at }): Completion => {
      const completedAt = later(at, Math.floor(random() * 3 * 3600_000));
      Object.assign(reminder, {
        closedDates: withClosedDate(reminder.closedDates, date),
        lastCompletedAt: completedAt,
        updatedAt: completedAt,
        version: reminder.version + 1,
      });
      return {
        userId: user.id,
        reminderId: reminder.id,
        occurrenceDate: date,
        occurrenceAt: at,
        completedAt,
        outcome: random() < 0.9 ? 'done' : 'skipped',
        via: random() < 0.6 ? 'sms' : 'web',
      };
    });

  // 10,000 nags (dynamoNagRecords.claim, then update: sent with a provider id, or failed), 1-3 per past occurrence.
  const attempts = past.flatMap((occurrence) =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, (_, a) => ({ ...occurrence, attempt: a + 1 })),
  );
  const nags = shuffled(attempts)
    .slice(0, 10_000)
    .map(({ reminder, date, at, attempt }): NagRecord => {
      const scheduledTime = later(at, (attempt - 1) * 20 * 60_000);
      const base = {
        id: nagIdOf(reminder.id, at, attempt),
        userId: user.id,
        reminderId: reminder.id,
        occurrenceDate: date,
        attempt,
        scheduledTime,
        message: nagTexts.nag({
          task: reminder.task,
          ref: reminder.ref,
          tone: attempt === 1 ? 'friendly' : 'nudge',
          attempt,
          cap: 3,
        }),
      };
      return random() < 0.03
        ? { ...base, status: 'failed', failureReason: 'carrier rejected', failedAt: later(scheduledTime, 2000) }
        : { ...base, status: 'sent', sentAt: later(scheduledTime, 1500), providerMessageId: randomUUID() };
    });

  // 10,000 texts (dynamoMessages.record): 7,000 nag texts out, 3,000 replies in, over the year.
  const outbound = nags
    .filter((nag) => nag.status === 'sent')
    .slice(0, 7000)
    .map((nag): Message => ({
      id: randomUUID(),
      userId: user.id,
      direction: 'outbound',
      from: SERVICE_NUMBER,
      to: user.phoneNumber,
      body: nag.message,
      status: 'delivered',
      receivedAt: nag.sentAt!,
      providerMessageId: nag.providerMessageId!,
      nagId: nag.id,
    }));
  const inbound = Array.from({ length: 3000 }, (): Message => ({
    id: randomUUID(),
    userId: user.id,
    direction: 'inbound',
    from: user.phoneNumber,
    to: SERVICE_NUMBER,
    body: pick(REPLIES),
    status: 'delivered',
    receivedAt: new Date(now.getTime() - Math.floor(random() * 365 * DAY_MS)).toISOString(),
    providerMessageId: randomUUID(),
  }));

  // The month's texting usage (countTextUpdate, with each outbound text) and the reference counter (allocateRef).
  const usage = new Map<string, Item>();
  for (const text of outbound) {
    const month = text.receivedAt.slice(0, 7);
    const day = `d${text.receivedAt.slice(8, 10)}`;
    const item = usage.get(month) ?? {
      ...keys.textingUsage(user.id, month),
      type: 'texting_usage',
      count: 0,
      expiresAt: Math.floor(Date.parse(text.receivedAt) / 1000) + 400 * 86_400,
    };
    usage.set(month, {
      ...item,
      count: (item.count as number) + 1,
      [day]: ((item[day] as number | undefined) ?? 0) + 1,
    });
  }
  const items: Item[] = [
    userToItem(user),
    { ...keys.reminderRefCounter(user.id), type: 'counter', value: reminders.length },
    ...reminders.map((r) => ({ ...keys.reminder(user.id, r.id), type: 'reminder', ...r })),
    ...completions.map((c) => ({
      ...keys.completion(user.id, c.reminderId, c.occurrenceDate),
      type: 'completion',
      ...c,
    })),
    ...nags.map((n) => ({
      ...keys.nagRecord(user.id, n.id),
      type: 'notification',
      ...n,
      ...(n.providerMessageId
        ? keys.providerMessageIndex(n.providerMessageId, 'notification')
        : keys.failedTextEntry(n.failedAt!, user.id, n.id)),
    })),
    ...[...outbound, ...inbound].map((m) => ({
      ...keys.message(user.id, m.receivedAt, m.id),
      ...(m.direction === 'outbound' ? keys.providerMessageIndex(m.providerMessageId!, 'message') : {}),
      type: 'message',
      ...m,
    })),
    ...usage.values(),
  ];
  return { user, reminders, items };
}

/** A user who signed up yesterday and has exchanged 10 texts. */
function freshUser(now: Date): Item[] {
  const user = newUser({
    id: 'fresh-user',
    phoneNumber: '+14155550199',
    firstName: 'Fresh',
    lastName: 'Start',
    email: 'fresh@example.com',
    timezone: ZONE,
    smsTransactionalOptIn: true,
    smsMarketingOptIn: false,
    now: new Date(now.getTime() - DAY_MS),
  });
  const texts = Array.from({ length: 10 }, (_, i): Message => ({
    id: randomUUID(),
    userId: user.id,
    direction: i % 2 ? 'inbound' : 'outbound',
    from: i % 2 ? user.phoneNumber : SERVICE_NUMBER,
    to: i % 2 ? SERVICE_NUMBER : user.phoneNumber,
    body: i % 2 ? 'DONE' : "NagText: time for: Call mom (#1). Reply DONE when it's done, or SNOOZE for later.",
    status: 'delivered',
    receivedAt: new Date(now.getTime() - (10 - i) * 3600_000).toISOString(),
    providerMessageId: randomUUID(),
  }));
  return [
    userToItem(user),
    ...texts.map((m) => ({ ...keys.message(user.id, m.receivedAt, m.id), type: 'message', ...m })),
  ];
}

async function batchWrite(doc: DynamoDBDocumentClient, table: string, items: Item[], concurrency = 8): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let start = next; start < items.length; start = next) {
        next += 25;
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

/** DynamoDB requests by command and items read (Query's ScannedCount, GetItem's item), since the last reset. */
const tally = { requests: new Map<string, number>(), itemsRead: 0 };
const resetTally = () => {
  tally.requests.clear();
  tally.itemsRead = 0;
};
const requestsByCommand = () =>
  [...tally.requests].map(([name, n]) => `${name.replace(/Command$/, '')} ${n}`).join(' + ');

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

/** Median and p95 over `runs` after one warm-up; the tally holds the last run's requests. */
async function timed<T>(
  runs: number,
  run: () => Promise<T> | T,
): Promise<{ medianMs: number; p95Ms: number; last: T }> {
  let last = await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    resetTally();
    const start = performance.now();
    last = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95), last };
}

const row = (label: string, cells: (string | number)[]) =>
  console.log(
    `  ${label.padEnd(34)}${cells.map((c) => (typeof c === 'number' ? c.toFixed(1) : c).padStart(12)).join('')}`,
  );

export async function runYourDataBench(): Promise<void> {
  const dynamo = await startDynamoLocal();
  try {
    const raw = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    raw.middlewareStack.add(
      (next, context) => async (args) => {
        tally.requests.set(context.commandName ?? '?', (tally.requests.get(context.commandName ?? '?') ?? 0) + 1);
        const answer = await next(args);
        const output = answer.output as { ScannedCount?: number; Item?: unknown };
        tally.itemsRead += output.ScannedCount ?? (output.Item ? 1 : 0);
        return answer;
      },
      { step: 'initialize', name: 'countRequests' },
    );
    await ensureTables(raw, PREFIX);
    const doc = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
    const data = tableName(DATA_TABLE, PREFIX);
    const now = new Date();
    const busy = busyUser(now);
    const seedStart = performance.now();
    await batchWrite(doc, data, [...busy.items, ...freshUser(now)]);
    const n = (count: number) => count.toLocaleString('en-US');
    console.log(
      `\n== Your data: one busy user on DynamoDB Local (figures move with the machine's load) ==\n` +
        `  ${n(busy.items.length)} items in the user's partition (100 reminders, 10,000 texts, 10,000 nags, 3,000 completions, usage, counter) ` +
        `seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
    );

    // 1. GET /user/export with the production adapters.
    const exportDeps = {
      users: dynamoUsers(doc, data),
      reminders: dynamoReminders(doc, data),
      nagRecords: dynamoNagRecords(doc, data),
      messages: dynamoMessages(doc, data),
      people: dynamoPeople(doc, data),
      clock: systemClock,
    };
    console.log('\nAccount export (exportAccountData), 5 runs after a warm-up (p95 of 5 is the slowest)');
    row('user', ['median ms', 'p95 ms', 'JSON MB', 'gzip+b64 MB', 'items read', '   requests']);
    for (const [label, userId] of [
      [`busy (${n(busy.items.length)} items)`, busy.user.id],
      ['fresh (10 texts)', 'fresh-user'],
    ] as const) {
      const m = await timed(5, () => exportAccountData(exportDeps, userId));
      // What the Lambda answers (limit 6 MB): the JSON, or gzipped in base64 for a client that accepts gzip (compressedIfLarge).
      const json = JSON.stringify(m.last);
      const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
      row(label, [
        m.medianMs,
        m.p95Ms,
        megabytes(Buffer.byteLength(json)),
        megabytes(gzipSync(json).toString('base64').length),
        n(tally.itemsRead),
        `   ${requestsByCommand()}`,
      ]);
    }

    // 2. GET /calendar/{key}: one Query over PROFILE..REMINDER# and the caller's rate window.
    const feedDeps = {
      calendarFeedSource: dynamoCalendarFeedSource(doc, data),
      rateLimiter: dynamoRateLimiter(doc, tableName(AUTH_TABLE, PREFIX), systemClock, configuredRateLimits(undefined)),
    };
    const feedKey = `${busy.user.id}.${busy.user.calendarFeedToken!}.ics`;
    const feed = await timed(30, () => serveCalendarFeed(feedDeps, feedKey, '203.0.113.7'));
    console.log(`\nCalendar feed (serveCalendarFeed), 100 reminders in ${ZONE}, 30 runs after a warm-up`);
    row('request', ['median ms', 'p95 ms', 'feed KB', 'items read', '   requests']);
    row("busy user's feed", [
      feed.medianMs,
      feed.p95Ms,
      Buffer.byteLength(feed.last.calendar) / 1024,
      n(tally.itemsRead),
      `   ${requestsByCommand()}`,
    ]);
    console.log(`  (items read: the profile and the reminders, out of ${n(busy.items.length)} in the partition)`);

    // 3. Rendering alone: the first render in a zone searches its DST transitions (VTIMEZONE); later ones reuse them.
    console.log('\nCalendar rendering alone (renderCalendarFeed), 100 reminders, 30 cached renders');
    row('zone', ['first ms', 'cached ms', 'feed KB']);
    const feedReminders = busy.reminders.map(toFeedReminder);
    for (const timezone of ['America/Chicago', 'Europe/Paris', 'Australia/Melbourne']) {
      const input = { reminders: feedReminders, timezone, calendarName: 'NagText reminders' };
      const start = performance.now();
      const calendar = renderCalendarFeed(input);
      const firstMs = performance.now() - start;
      const cached = await timed(30, () => renderCalendarFeed(input));
      row(timezone, [firstMs, cached.medianMs, Buffer.byteLength(calendar) / 1024]);
    }
    // 4. A reminder with 1,000 ended occurrences against a new one: the card (listReminders) reads one item per
    // reminder whatever its past (streak and 30-day rate travel on it), the history one page per Query.
    const veteran = await oldDailyReminder(doc, data, busy.user, now, 1000);
    const cardDeps = { users: dynamoUsers(doc, data), reminders: dynamoReminders(doc, data) };
    console.log('\nCards and history: a daily reminder with 1,000 ended occurrences, 30 runs after a warm-up');
    row('request', ['median ms', 'p95 ms', 'items read', '   requests']);
    const cards = await timed(30, () => listReminders(cardDeps, busy.user.id));
    row(`GET /tasks (${cards.last.length} cards)`, [
      cards.medianMs,
      cards.p95Ms,
      n(tally.itemsRead),
      `   ${requestsByCommand()}`,
    ]);
    const card = cards.last.find((t) => t.id === veteran.id)!;
    for (const [label, reminderId] of [
      ['history page 1, 1,000 behind', veteran.id],
      ['history page 1, a year-old daily one', busy.reminders[0]!.id],
    ] as const) {
      const page = await timed(30, () => reminderHistory(cardDeps, busy.user.id, reminderId, { limit: 20 }));
      row(label, [page.medianMs, page.p95Ms, n(tally.itemsRead), `   ${requestsByCommand()}`]);
    }
    console.log(
      `  (the veteran's card: streak ${card.streak}, 30-day rate ${card.completionRate30d}; its item keeps the last ${RECENT_OUTCOMES_KEPT} outcomes)`,
    );
    raw.destroy();
  } finally {
    await dynamo.stop();
  }
}

/** A daily reminder whose last `count` days ended (mostly done), written as the close writes them. */
async function oldDailyReminder(
  doc: DynamoDBDocumentClient,
  data: string,
  user: User,
  now: Date,
  count: number,
): Promise<Reminder> {
  const random = seeded(11);
  const today = isoDate(now.getTime());
  const anchorDate = isoDate(now.getTime() - count * DAY_MS);
  const at = (date: string) => wallTimeToInstant(date, '07:30', ZONE).toISOString();
  let reminder: Reminder = {
    id: 'veteran',
    userId: user.id,
    ref: '101',
    task: 'Morning run',
    repeat: 'daily',
    anchorDate,
    wallTime: '07:30',
    status: 'pending',
    occurrenceDate: today,
    occurrenceAt: at(today),
    nagCount: 0,
    createdAt: `${anchorDate}T12:00:00.000Z`,
    updatedAt: now.toISOString(),
    version: 1,
  };
  const completions: Completion[] = [];
  for (
    let date = anchorDate;
    date < today;
    date = occurrenceDateAfter({ repeat: 'daily', anchorDate, wallTime: '07:30' }, date)!
  ) {
    const outcome = random() < 0.8 ? 'done' : random() < 0.5 ? 'skipped' : 'missed';
    reminder = {
      ...reminder,
      ...withOutcome(reminder, date, outcome === 'done' ? 'd' : outcome === 'skipped' ? 's' : 'm'),
    };
    completions.push({
      userId: user.id,
      reminderId: reminder.id,
      occurrenceDate: date,
      occurrenceAt: at(date),
      completedAt: later(at(date), 600_000),
      outcome,
      ...(outcome === 'missed' ? {} : { via: 'sms' as const }),
      nags: 1 + Math.floor(random() * 5),
      snoozes: Math.floor(random() * 2),
    });
  }
  await batchWrite(doc, data, [
    { ...keys.reminder(user.id, reminder.id), type: 'reminder', ...reminder },
    ...completions.map((c) => ({
      ...keys.completion(user.id, c.reminderId, c.occurrenceDate),
      type: 'completion',
      ...c,
    })),
  ]);
  return reminder;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runYourDataBench();
