import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { weeklySummaryPayload } from '#core/summaries/domain/summary-schedule';
import { makeHandler } from '../../../lambdas/handlers/events/send-nag';
import { sendQueueEvent } from '../../../local/send-queue-target';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../support/nag-test-deps';
import { lambdaContext } from '../../support/api-event';

/** One record of the send queue, as the queue hands it to send-nag; `body` is the schedule's input. */
const record = (body: unknown, messageId: string): SQSRecord => ({
  ...sendQueueEvent(typeof body === 'string' ? body : JSON.stringify(body)).Records[0]!,
  messageId,
});
const batch = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

/** Two users, each with a one-time reminder due 09:00 New York; the clock at 09:00. */
async function setup() {
  const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
  const nags: Record<'ada' | 'bob', { userId: string; reminderId: string; nagId: string; phone: string }> = {} as never;
  for (const who of ['ada', 'bob'] as const) {
    const user = await nagUser(deps);
    const { id } = await createReminder(deps, user.id, {
      task: `Stretch (${who})`,
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    const reminder = (await deps.reminders.get(user.id, id))!;
    nags[who] = { userId: user.id, reminderId: id, nagId: reminder.nextNag!.id, phone: user.phoneNumber };
  }
  deps.clock.set('2026-11-23T14:00:00.000Z');
  const lines: Record<string, unknown>[] = [];
  const keep = (line: unknown) => {
    lines.push(JSON.parse(String(line)) as Record<string, unknown>);
  };
  jest.spyOn(console, 'log').mockImplementation(keep);
  jest.spyOn(console, 'info').mockImplementation(keep);
  jest.spyOn(console, 'warn').mockImplementation(keep);
  jest.spyOn(console, 'error').mockImplementation(keep);
  const payload = (who: 'ada' | 'bob') => ({
    userId: nags[who].userId,
    reminderId: nags[who].reminderId,
    nagId: nags[who].nagId,
  });
  const textsTo = (d: NagTestDeps, who: 'ada' | 'bob') => d.sms.sent.filter((s) => s.to === nags[who].phone).length;
  return { deps, nags, lines, payload, textsTo };
}

/** The deps with reading one user's nag context failing, as a DynamoDB outage for that read would. */
function failingFor(deps: NagTestDeps, userId: string): NagTestDeps {
  return {
    ...deps,
    nagContext: {
      ...deps.nagContext,
      load: async (...args: Parameters<NagTestDeps['nagContext']['load']>) => {
        if (args[0] === userId) throw new Error('DynamoDB is down');
        return deps.nagContext.load(...args);
      },
    },
  };
}

describe('the send queue handler (send-nag)', () => {
  const quiet = process.env.NAGTEXT_QUIET_LOGS;
  beforeAll(() => {
    delete process.env.NAGTEXT_QUIET_LOGS;
  });
  afterAll(() => {
    if (quiet !== undefined) process.env.NAGTEXT_QUIET_LOGS = quiet;
  });
  afterEach(() => jest.restoreAllMocks());

  it('a good batch: each nag is sent, nothing is reported, each line carries its nag id', async () => {
    const { deps, nags, lines, payload, textsTo } = await setup();
    const result = await makeHandler(() => deps)(
      batch(record(payload('ada'), 'm-1'), record(payload('bob'), 'm-2')),
      lambdaContext,
    );
    expect(result).toEqual({ batchItemFailures: [] });
    expect([textsTo(deps, 'ada'), textsTo(deps, 'bob')]).toEqual([1, 1]);
    expect(lines.filter((l) => l.message === 'nag.sent')).toEqual([
      expect.objectContaining({ nagId: nags.ada.nagId, correlation_id: nags.ada.nagId, function_name: 'test' }),
      expect.objectContaining({ nagId: nags.bob.nagId, correlation_id: nags.bob.nagId, function_name: 'test' }),
    ]);
  });

  it.each<[string, string]>([
    ['not JSON', '{"userId":'],
    ['JSON null', 'null'],
    ['an unknown kind without a nag', JSON.stringify({ kind: 'somethingElse', userId: 'u' })],
    ['a nag id over 128 characters', JSON.stringify({ userId: 'u', reminderId: 'r', nagId: 'n'.repeat(129) })],
    ['a weekly summary without its user', JSON.stringify({ kind: 'weeklySummary' })],
  ])(
    'a body that cannot be read (%s) is logged and dropped, never reported: a retry would not fix it',
    async (_label, body) => {
      const { deps, lines, payload, textsTo } = await setup();
      const result = await makeHandler(() => deps)(
        batch(record(payload('ada'), 'm-1'), record(body, 'm-bad'), record(payload('bob'), 'm-3')),
      );
      expect(result).toEqual({ batchItemFailures: [] });
      expect([textsTo(deps, 'ada'), textsTo(deps, 'bob')]).toEqual([1, 1]);
      const unreadable = lines.filter((l) => l.message === 'send_queue.unreadable');
      expect(unreadable).toEqual([
        expect.objectContaining({ level: 'WARN', messageId: 'm-bad', reason: expect.any(String) }),
      ]);
      // Not the nag id of the record before it.
      expect(unreadable[0]).not.toHaveProperty('correlation_id');
    },
  );

  it('a failure in the middle reports only that record; its neighbours are sent', async () => {
    const { deps, nags, lines, payload, textsTo } = await setup();
    const third = await nagUser(deps);
    const { id } = await createReminder(deps, third.id, {
      task: 'Third',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:30',
      repeat: 'once',
    });
    const thirdNag = { userId: third.id, reminderId: id, nagId: (await deps.reminders.get(third.id, id))!.nextNag!.id };
    const result = await makeHandler(() => failingFor(deps, nags.bob.userId))(
      batch(record(payload('ada'), 'm-1'), record(payload('bob'), 'm-2'), record(thirdNag, 'm-3')),
    );
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-2' }] });
    expect([textsTo(deps, 'ada'), textsTo(deps, 'bob')]).toEqual([1, 0]);
    expect(deps.sms.sent.filter((s) => s.to === third.phoneNumber)).toHaveLength(1);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'ERROR',
        message: 'send_queue.failed',
        messageId: 'm-2',
        correlation_id: nags.bob.nagId,
        error: expect.stringContaining('DynamoDB is down'),
      }),
    );
  });

  it('the reported record, redelivered once storage is back, sends its nag once; a further redelivery sends nothing', async () => {
    const { deps, nags, payload, textsTo } = await setup();
    const event = batch(record(payload('bob'), 'm-2'));
    expect(await makeHandler(() => failingFor(deps, nags.bob.userId))(event)).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm-2' }],
    });
    const handler = makeHandler(() => deps);
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    expect(await handler(batch(record(payload('bob'), 'm-2'), record(payload('bob'), 'm-2b')))).toEqual({
      batchItemFailures: [],
    });
    expect(textsTo(deps, 'bob')).toBe(1);
    expect(await deps.nagRecords.listForUser(nags.bob.userId)).toHaveLength(1);
  });

  it('a weekly summary goes through the same queue, correlated by its user; a redelivery sends nothing more', async () => {
    const { deps, lines } = await setup();
    const reader = await nagUser(deps, { weeklySummaryOptIn: true });
    await deps.reminders.create({
      id: 'read',
      userId: reader.id,
      ref: '1',
      task: 'Read',
      repeat: 'daily',
      anchorDate: '2026-11-01',
      wallTime: '09:00',
      status: 'pending',
      occurrenceDate: '2026-11-23',
      occurrenceAt: '2026-11-23T14:00:00.000Z',
      nagCount: 0,
      streak: 1,
      createdAt: '2026-11-01T12:00:00.000Z',
      updatedAt: '2026-11-01T12:00:00.000Z',
      version: 1,
    });
    await deps.reminders.recordCompletion({
      userId: reader.id,
      reminderId: 'read',
      occurrenceDate: '2026-11-22',
      occurrenceAt: '2026-11-22T14:00:00.000Z',
      completedAt: '2026-11-22T14:00:00.000Z',
      outcome: 'done',
      nagStyle: 'standard',
    });
    const event = batch(record(weeklySummaryPayload(reader.id), 'm-w'));
    const handler = makeHandler(() => deps);
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    const once = deps.sms.sent.filter((s) => s.to === reader.phoneNumber);
    expect(once).toEqual([expect.objectContaining({ body: expect.stringMatching(/^NagText week:/) })]);
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    expect(deps.sms.sent.filter((s) => s.to === reader.phoneNumber)).toEqual(once);
    const summaryLines = lines.filter((l) => String(l.message).startsWith('weekly_summary.'));
    expect(summaryLines).toHaveLength(2);
    for (const line of summaryLines)
      expect(line).toMatchObject({ userId: reader.id, correlation_id: `weekly-summary#${reader.id}` });
  });

  it("a failed nag's retry and call are read as theirs, not as a nag", async () => {
    const { deps, nags, lines } = await setup();
    const handler = makeHandler(() => deps);
    await handler(
      batch(
        record({ kind: 'retryNag', userId: nags.ada.userId, nagId: nags.ada.nagId }, 'm-r'),
        record({ kind: 'callNag', userId: nags.bob.userId, nagId: nags.bob.nagId }, 'm-c'),
      ),
    );
    expect(lines.map((l) => l.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^nag_retry\./), expect.stringMatching(/^nag_call\./)]),
    );
    expect(lines.filter((l) => /^nag_(retry|call)\./.test(String(l.message))).map((l) => l.correlation_id)).toEqual([
      nags.ada.nagId,
      nags.bob.nagId,
    ]);
  });
});
