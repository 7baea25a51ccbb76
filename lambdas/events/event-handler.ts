import type { Context, SNSEvent, SNSEventRecord, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { schema } from '#shared/contracts/schema';
import { errorStack } from '../observability/error-stack';
import { correlate, observed, uncorrelate } from '../observability/invocation';
import { log } from '../observability/log';

/** The line a record's work ends with (`nag.sent` and its fields); null writes none. */
export type Outcome = { event: string; fields: Record<string, unknown> } | null;

/** What an event handler says about its records; the wrapper does the rest. */
export interface EachRecord<S extends z.ZodMiniType, D> {
  /** Prefix of the wrapper's own lines: `<name>.unreadable`, and `<name>.failed` for a queue. */
  name: string;
  /** What a readable record is. One that is not is logged `<name>.unreadable` and dropped: a retry would not fix it. */
  schema: S;
  /** The id every line of this record carries (a nag's id, a text's id), so its work can be followed. */
  correlationIdOf: (record: z.output<S>) => string;
  /** The use case, once per readable record. Throw only what a retry may fix: an answer a retry would not change is an outcome. */
  run: (record: z.output<S>, deps: D) => Promise<Outcome>;
}

/**
 * An SNS record as a topic handler's schema reads it: the publisher's JSON (`message`) and when SNS published it
 * (`publishedAt`, the envelope's Timestamp). Write the schema as `z.object({ message: ..., publishedAt: PublishedAt })`.
 */
export interface TopicRecord {
  message: unknown;
  publishedAt: unknown;
}

/** The SNS envelope's Timestamp, required and readable, as an ISO instant. */
export const PublishedAt = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'not a readable instant')),
    z.transform((text) => new Date(Date.parse(text)).toISOString()),
  ),
);

type Read = { value: unknown } | { unreadable: string };

function readJson(text: unknown): Read {
  if (typeof text !== 'string') return { unreadable: 'not text' };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { unreadable: 'not JSON' };
  }
}

/** The event's records; a malformed event (a test publish, a misrouted invocation) has none, and says so. */
function recordsOf(event: unknown, name: string): unknown[] {
  const records = (event as { Records?: unknown } | null)?.Records;
  if (Array.isArray(records) && records.length > 0) return records;
  log('warn', `${name}.unreadable`, { reason: 'no records' });
  return [];
}

/**
 * One record: read, checked against the schema (an unreadable one is logged with the first problem, never its
 * content, and dropped), correlated, run, its outcome logged. What `run` throws is thrown on.
 */
async function handleOne<S extends z.ZodMiniType, D>(
  each: EachRecord<S, D>,
  deps: () => D,
  read: Read,
  ids: Record<string, unknown>,
): Promise<void> {
  uncorrelate();
  const parsed = 'value' in read ? each.schema.safeParse(read.value) : null;
  if (!parsed?.success) {
    const issue = parsed?.error.issues[0];
    const reason =
      'unreadable' in read ? read.unreadable : `${issue?.path.map(String).join('.') || 'record'}: ${issue?.message}`;
    log('warn', `${each.name}.unreadable`, { ...ids, reason });
    return;
  }
  correlate(each.correlationIdOf(parsed.data));
  const outcome = await each.run(parsed.data, deps());
  if (outcome) log('info', outcome.event, outcome.fields);
}

/**
 * An SQS consumer (the send queue): each message's body is JSON read with the schema, and the use case runs once
 * per readable message. A message whose run throws is logged `<name>.failed` and reported in `batchItemFailures`,
 * so only it is redelivered (the event source has `reportBatchItemFailures`; after five tries it is dead-lettered);
 * every error counts, as a use case throws only what a retry may fix. An unreadable message is dropped, never
 * retried. Each line carries the Lambda context and the message's correlation id; metrics go out at the end.
 */
export function queueHandler<S extends z.ZodMiniType, D>(
  deps: () => D,
  each: EachRecord<S, D>,
): (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  return observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of recordsOf(event, each.name) as SQSEvent['Records']) {
      try {
        await handleOne(each, deps, readJson(record.body), { messageId: record.messageId });
      } catch (error) {
        log('error', `${each.name}.failed`, { messageId: record.messageId, error: errorStack(error) });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  });
}

/**
 * An SNS subscriber (inbound texts, delivery receipts): each record's Message is JSON read with the schema, beside
 * the envelope's Timestamp (see TopicRecord). SNS has no partial failure: a run that throws fails the invocation
 * there and then (logged `invocation.failed` with the record's correlation id), and the Lambda service retries
 * the whole event twice, then puts it on the function's dead-letter queue. SNS delivers one record per
 * invocation, so that is the record that failed; were there more, those already handled would run again, which
 * every event handler must bear. An unreadable record is logged and dropped; the others still run.
 */
export function topicHandler<S extends z.ZodMiniType, D>(
  deps: () => D,
  each: EachRecord<S, D>,
): (event: SNSEvent, context?: Context) => Promise<void> {
  return observed(async (event: SNSEvent): Promise<void> => {
    for (const record of recordsOf(event, each.name)) {
      const sns = (record as Partial<SNSEventRecord> | null)?.Sns;
      const message: Read = sns ? readJson(sns.Message) : { unreadable: 'no Sns' };
      const read: Read =
        'value' in message
          ? { value: { message: message.value, publishedAt: sns?.Timestamp } satisfies TopicRecord }
          : message;
      await handleOne(each, deps, read, {
        snsMessageId: typeof sns?.MessageId === 'string' ? sns.MessageId : undefined,
      });
    }
  });
}
