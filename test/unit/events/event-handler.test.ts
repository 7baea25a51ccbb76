import type { SNSEvent, SNSEventRecord, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { powertoolsMetrics } from '../../../lambdas/adapters/aws/powertools-metrics';
import { PublishedAt, queueHandler, topicHandler, type Outcome } from '../../../lambdas/events/event-handler';
import { lambdaContext } from '../../support/api-event';

type Line = Record<string, unknown>;

/** What the wrapper is told to run: one thing per id, done once (a redelivery finds it claimed), failing where asked. */
function fakeUseCase(failing: string[] = []) {
  const claimed = new Set<string>();
  const effects: string[] = [];
  const broken = new Set(failing);
  const run = async (id: string, at?: string): Promise<Outcome> => {
    if (broken.has(id)) throw new Error(`storage is down for ${id}`);
    if (claimed.has(id)) return { event: 'thing.duplicate', fields: { id } };
    claimed.add(id);
    effects.push(at ? `${id}@${at}` : id);
    return { event: 'thing.done', fields: { id } };
  };
  return { run, effects, heal: (id: string) => broken.delete(id) };
}

function captureLines(): Line[] {
  const lines: Line[] = [];
  const keep = (line: unknown) => {
    lines.push(JSON.parse(String(line)) as Line);
  };
  jest.spyOn(console, 'log').mockImplementation(keep);
  jest.spyOn(console, 'info').mockImplementation(keep);
  jest.spyOn(console, 'warn').mockImplementation(keep);
  jest.spyOn(console, 'error').mockImplementation(keep);
  return lines;
}

const Thing = z.object({ id: z.string().check(z.minLength(1), z.maxLength(8)) });

/** A body as the test writes it: text as it is, anything else as its JSON. */
const text = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));

const sqsEvent = (...bodies: unknown[]): SQSEvent => ({
  Records: bodies.map((body, i) => ({ messageId: `m-${i}`, body: text(body) }) as SQSRecord),
});

function snsRecord(message: unknown, timestamp: unknown = '2026-11-23T14:10:00Z', messageId = 'sns-x'): SNSEventRecord {
  return {
    EventSource: 'aws:sns',
    Sns: { MessageId: messageId, Message: text(message), Timestamp: timestamp },
  } as SNSEventRecord;
}
const snsEvent = (...records: SNSEventRecord[]): SNSEvent => ({ Records: records });

describe('queueHandler: an SQS consumer with partial batch failures', () => {
  const quiet = process.env.NAGTEXT_QUIET_LOGS;
  beforeAll(() => {
    delete process.env.NAGTEXT_QUIET_LOGS;
  });
  afterAll(() => {
    if (quiet !== undefined) process.env.NAGTEXT_QUIET_LOGS = quiet;
  });
  afterEach(() => jest.restoreAllMocks());

  const handlerFor = (useCase: ReturnType<typeof fakeUseCase>) =>
    queueHandler(() => ({ useCase }), {
      name: 'things',
      schema: Thing,
      correlationIdOf: (thing) => `thing-${thing.id}`,
      run: (thing, deps) => deps.useCase.run(thing.id),
    });

  it.each<{
    name: string;
    bodies: unknown[];
    failing?: string[];
    effects: string[];
    reported: string[];
    unreadable: Line[];
    outcomes: string[];
  }>([
    {
      name: 'a good batch',
      bodies: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      effects: ['a', 'b', 'c'],
      reported: [],
      unreadable: [],
      outcomes: ['thing.done', 'thing.done', 'thing.done'],
    },
    {
      name: 'a body that is not JSON, between good ones',
      bodies: [{ id: 'a' }, '{"id":', { id: 'c' }],
      effects: ['a', 'c'],
      reported: [],
      unreadable: [{ messageId: 'm-1', reason: 'not JSON' }],
      outcomes: ['thing.done', 'thing.done'],
    },
    {
      name: 'bodies that do not fit the schema',
      bodies: [{ id: '' }, { id: 'far-too-long' }, { other: 1 }, 'null', '[]', { id: 'd' }],
      effects: ['d'],
      reported: [],
      unreadable: [
        { messageId: 'm-0', reason: expect.stringMatching(/^id: Too small/) },
        { messageId: 'm-1', reason: expect.stringMatching(/^id: Too big/) },
        { messageId: 'm-2', reason: expect.stringMatching(/^id: Invalid input/) },
        { messageId: 'm-3', reason: expect.stringMatching(/^record: Invalid input/) },
        { messageId: 'm-4', reason: expect.stringMatching(/^record: Invalid input/) },
      ],
      outcomes: ['thing.done'],
    },
    {
      name: 'a retryable failure in the middle: only that record is reported',
      bodies: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      failing: ['b'],
      effects: ['a', 'c'],
      reported: ['m-1'],
      unreadable: [],
      outcomes: ['thing.done', 'thing.done'],
    },
    {
      name: 'every record failing: every one reported',
      bodies: [{ id: 'a' }, { id: 'b' }],
      failing: ['a', 'b'],
      effects: [],
      reported: ['m-0', 'm-1'],
      unreadable: [],
      outcomes: [],
    },
    {
      name: 'the same record twice in a batch: one effect',
      bodies: [{ id: 'a' }, { id: 'a' }],
      effects: ['a'],
      reported: [],
      unreadable: [],
      outcomes: ['thing.done', 'thing.duplicate'],
    },
  ])('$name', async ({ bodies, failing, effects, reported, unreadable, outcomes }) => {
    const lines = captureLines();
    const useCase = fakeUseCase(failing);
    const result = await handlerFor(useCase)(sqsEvent(...bodies), lambdaContext);
    expect(result).toEqual({ batchItemFailures: reported.map((itemIdentifier) => ({ itemIdentifier })) });
    expect(useCase.effects).toEqual(effects);
    expect(lines.filter((l) => l.message === 'things.unreadable')).toEqual(
      unreadable.map((fields) => expect.objectContaining({ level: 'WARN', ...fields })),
    );
    expect(lines.filter((l) => String(l.message).startsWith('thing.')).map((l) => l.message)).toEqual(outcomes);
    expect(lines.filter((l) => l.message === 'things.failed').map((l) => l.messageId)).toEqual(reported);
  });

  it('a reported record, redelivered once storage is back, has its effect once; a further redelivery none', async () => {
    captureLines();
    const useCase = fakeUseCase(['b']);
    const handler = handlerFor(useCase);
    expect(await handler(sqsEvent({ id: 'a' }, { id: 'b' }))).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm-1' }],
    });
    useCase.heal('b');
    // SQS redelivers only what was reported; a redelivery of the whole batch would be as safe.
    expect(await handler(sqsEvent({ id: 'b' }))).toEqual({ batchItemFailures: [] });
    expect(await handler(sqsEvent({ id: 'a' }, { id: 'b' }))).toEqual({ batchItemFailures: [] });
    expect(useCase.effects).toEqual(['a', 'b']);
  });

  it("each line carries its own record's correlation id and the Lambda context; a failure its stack; an unreadable record none", async () => {
    const lines = captureLines();
    await handlerFor(fakeUseCase(['b']))(sqsEvent({ id: 'a' }, { id: 'b' }, 'garbage', { id: 'd' }), lambdaContext);
    expect(lines).toEqual([
      expect.objectContaining({ message: 'thing.done', id: 'a', correlation_id: 'thing-a', function_name: 'test' }),
      expect.objectContaining({
        message: 'things.failed',
        messageId: 'm-1',
        correlation_id: 'thing-b',
        error: expect.stringContaining('Error: storage is down for b'),
      }),
      expect.objectContaining({ message: 'things.unreadable', messageId: 'm-2', reason: 'not JSON' }),
      expect.objectContaining({ message: 'thing.done', id: 'd', correlation_id: 'thing-d' }),
    ]);
    expect(lines[2]).not.toHaveProperty('correlation_id');
    expect(lines.map((l) => l.message)).not.toContain('invocation.failed');
    // The next invocation starts without this one's correlation id.
    await handlerFor(fakeUseCase())(sqsEvent('garbage'), lambdaContext);
    expect(lines.at(-1)).not.toHaveProperty('correlation_id');
  });

  it.each<[string, unknown]>([
    ['no Records', {}],
    ['Records that is not a list', { Records: 'nope' }],
    ['an empty list of Records', { Records: [] }],
    ['null', null],
  ])('a malformed event (%s) reports nothing and says so', async (_label, event) => {
    const lines = captureLines();
    const useCase = fakeUseCase();
    await expect(handlerFor(useCase)(event as SQSEvent)).resolves.toEqual({ batchItemFailures: [] });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'WARN', message: 'things.unreadable', reason: 'no records' }),
    ]);
    expect(useCase.effects).toEqual([]);
  });

  it("what the records counted is published once, as the invocation ends, a failed record's counts included", async () => {
    captureLines();
    const emf: Record<string, unknown>[] = [];
    // Powertools Metrics writes its lines (and its warnings) straight to the process's streams.
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      emf.push(
        ...String(chunk)
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      return true;
    });
    const metrics = powertoolsMetrics();
    const useCase = fakeUseCase(['b']);
    const handler = queueHandler(() => ({ useCase, metrics }), {
      name: 'things',
      schema: Thing,
      correlationIdOf: (thing) => `thing-${thing.id}`,
      run: async (thing, deps) => {
        deps.metrics.count('NagsSent');
        expect(emf).toEqual([]);
        return deps.useCase.run(thing.id);
      },
    });
    await handler(sqsEvent({ id: 'a' }, { id: 'b' }, { id: 'c' }), lambdaContext);
    expect(emf).toEqual([expect.objectContaining({ NagsSent: [1, 1, 1], correlation_id: 'thing-c' })]);
  });
});

describe('topicHandler: an SNS subscriber, which has no partial failure', () => {
  const quiet = process.env.NAGTEXT_QUIET_LOGS;
  beforeAll(() => {
    delete process.env.NAGTEXT_QUIET_LOGS;
  });
  afterAll(() => {
    if (quiet !== undefined) process.env.NAGTEXT_QUIET_LOGS = quiet;
  });
  afterEach(() => jest.restoreAllMocks());

  const handlerFor = (useCase: ReturnType<typeof fakeUseCase>) =>
    topicHandler(() => ({ useCase }), {
      name: 'things',
      schema: z.object({ message: Thing, publishedAt: PublishedAt }),
      correlationIdOf: ({ message }) => `thing-${message.id}`,
      run: ({ message, publishedAt }, deps) => deps.useCase.run(message.id, publishedAt),
    });

  it.each<{ name: string; records: SNSEventRecord[]; effects: string[]; unreadable: Line[] }>([
    {
      name: "a good event: each record runs, with the envelope's time as an ISO instant",
      records: [snsRecord({ id: 'a' }), snsRecord({ id: 'b' }, '2026-11-23T09:10:00-05:00')],
      effects: ['a@2026-11-23T14:10:00.000Z', 'b@2026-11-23T14:10:00.000Z'],
      unreadable: [],
    },
    {
      name: 'unreadable records are logged and dropped; the good one beside them runs',
      records: [
        snsRecord('{', undefined, 'sns-1'),
        snsRecord({ id: '' }, undefined, 'sns-2'),
        snsRecord({ id: 'c' }, 'yesterday', 'sns-3'),
        snsRecord({ id: 'c' }, undefined, 'sns-4'),
        { Sns: { MessageId: 'sns-5', Message: { id: 'e' } } } as unknown as SNSEventRecord,
        { EventSource: 'aws:sns' } as unknown as SNSEventRecord,
      ],
      effects: ['c@2026-11-23T14:10:00.000Z'],
      unreadable: [
        { snsMessageId: 'sns-1', reason: 'not JSON' },
        { snsMessageId: 'sns-2', reason: expect.stringMatching(/^message\.id: Too small/) },
        { snsMessageId: 'sns-3', reason: 'publishedAt: not a readable instant' },
        { snsMessageId: 'sns-5', reason: 'not text' },
        { reason: 'no Sns' },
      ],
    },
    {
      name: 'the same record twice: one effect',
      records: [snsRecord({ id: 'a' }), snsRecord({ id: 'a' })],
      effects: ['a@2026-11-23T14:10:00.000Z'],
      unreadable: [],
    },
  ])('$name', async ({ records, effects, unreadable }) => {
    const lines = captureLines();
    const useCase = fakeUseCase();
    await expect(handlerFor(useCase)(snsEvent(...records))).resolves.toBeUndefined();
    expect(useCase.effects).toEqual(effects);
    expect(lines.filter((l) => l.message === 'things.unreadable')).toEqual(
      unreadable.map((fields) => expect.objectContaining({ level: 'WARN', ...fields })),
    );
  });

  it("a failure fails the invocation there, with the record's correlation id; the retry of the whole event has each effect once", async () => {
    const lines = captureLines();
    const useCase = fakeUseCase(['b']);
    const handler = handlerFor(useCase);
    const event = snsEvent(snsRecord({ id: 'a' }), snsRecord({ id: 'b' }), snsRecord({ id: 'c' }));
    await expect(handler(event, lambdaContext)).rejects.toThrow('storage is down for b');
    expect(useCase.effects).toEqual(['a@2026-11-23T14:10:00.000Z']);
    expect(lines.filter((l) => l.level === 'ERROR')).toEqual([
      expect.objectContaining({
        message: 'invocation.failed',
        correlation_id: 'thing-b',
        function_name: 'test',
        error: expect.stringContaining('storage is down for b'),
      }),
    ]);
    // The Lambda service retries the whole event (twice, then the dead-letter queue): what ran already runs again, to no effect.
    useCase.heal('b');
    await expect(handler(event)).resolves.toBeUndefined();
    await expect(handler(event)).resolves.toBeUndefined();
    expect(useCase.effects).toEqual(['a', 'b', 'c'].map((id) => `${id}@2026-11-23T14:10:00.000Z`));
  });

  it.each<[string, unknown]>([
    ['no Records', {}],
    ['Records that is not a list', { Records: 7 }],
    ['null', null],
  ])('a malformed event (%s) is dropped without throwing, and says so', async (_label, event) => {
    const lines = captureLines();
    await expect(handlerFor(fakeUseCase())(event as SNSEvent)).resolves.toBeUndefined();
    expect(lines).toEqual([
      expect.objectContaining({ level: 'WARN', message: 'things.unreadable', reason: 'no records' }),
    ]);
  });
});
