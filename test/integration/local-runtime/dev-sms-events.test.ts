import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SNSEvent } from 'aws-lambda';
import { createLocalRuntime, type LocalRuntime } from '../../../local/local-runtime';
import { createLocalServer, type LocalServer } from '../../../local/local-server';
import { eventHandlers } from '#shared/runtime/event-handlers';
import { TABLE_ENV } from '#shared/db/tables';
import { postJson } from './local-http';

/**
 * The SNS events the local runtime hands the inbound-SMS and delivery-receipt Lambdas, seen from inside:
 * a repository root of our own whose handler files record what they receive.
 */
const recordingHandler = (key: string) => `
exports.makeHandler = () => async (event) => { (globalThis.${key} ??= []).push(event); };
`;
const inboundEvents = () => (globalThis as { __inbound?: SNSEvent[] }).__inbound ?? [];
const receiptEvents = () => (globalThis as { __receipts?: SNSEvent[] }).__receipts ?? [];
const messageOf = (event: SNSEvent) => JSON.parse(event.Records[0]!.Sns.Message) as Record<string, unknown>;

const PHONE = '+15557650001';
const OTHER = '+15557650002';

function startAt(rootDir: string): { runtime: LocalRuntime; server: LocalServer } {
  const runtime = createLocalRuntime({
    dataDir: null,
    dynamoEndpoint: process.env.DYNAMODB_ENDPOINT!,
    tables: { data: process.env[TABLE_ENV.Data]!, auth: process.env[TABLE_ENV.Auth]! },
  });
  return { runtime, server: createLocalServer({ rootDir, runtime, webDistDir: join(rootDir, 'no-dist') }) };
}

describe('with handlers that record their events', () => {
  let root: string;
  let runtime: LocalRuntime;
  let server: LocalServer;
  let baseUrl: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nagtext-sms-events-'));
    for (const [entry, source] of [
      [eventHandlers.inboundSms.handler, recordingHandler('__inbound')],
      [eventHandlers.deliveryReceipt.handler, recordingHandler('__receipts')],
    ] as const) {
      mkdirSync(join(root, entry, '..'), { recursive: true });
      writeFileSync(join(root, entry), source);
    }
    ({ runtime, server } = startAt(root));
    baseUrl = `http://127.0.0.1:${await server.listen(0)}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    (globalThis as { __inbound?: unknown[] }).__inbound = [];
    (globalThis as { __receipts?: unknown[] }).__receipts = [];
  });

  it("hands the delivery-receipt Lambda the configuration set's SNS event for a delivered text", async () => {
    const { messageId } = await runtime.sms.send({ to: PHONE, body: 'Time to water the plants ✅' });
    expect(receiptEvents()).toEqual([]); // never inside send
    await runtime.sms.flush();

    expect(receiptEvents()).toHaveLength(1);
    const record = receiptEvents()[0]!.Records[0]!;
    expect(record.EventSource).toBe('aws:sns');
    expect(record.Sns.TopicArn).toMatch(/^arn:aws:sns:/);
    const sentAt = Date.parse(runtime.outbox.find(messageId)!.sentAt);
    expect(messageOf(receiptEvents()[0]!)).toEqual({
      eventType: 'TEXT_DELIVERED',
      eventVersion: '1.0',
      eventTimestamp: expect.any(Number),
      isFinal: true,
      originationPhoneNumber: '+15550000000',
      destinationPhoneNumber: PHONE,
      isInternationalSend: false,
      isoCountryCode: 'US',
      messageId,
      messageRequestTimestamp: sentAt,
      messageEncoding: 'UCS2',
      messageType: 'TRANSACTIONAL',
      messageStatus: 'DELIVERED',
      messageStatusDescription: 'Message has been delivered to the phone',
      totalMessageParts: 1,
      totalMessagePrice: 0,
      totalCarrierFee: 0,
    });
    expect(messageOf(receiptEvents()[0]!).eventTimestamp as number).toBeGreaterThanOrEqual(sentAt);
  });

  it('reports a failed text with a final failure record, and nothing for a throttled one', async () => {
    await postJson(baseUrl, '/dev/sms/fail', { phone: PHONE, mode: 'fail' });
    const { messageId } = await runtime.sms.send({ to: PHONE, body: 'Nag 2' });
    await postJson(baseUrl, '/dev/sms/fail', { phone: PHONE, mode: 'throttle' });
    await expect(runtime.sms.send({ to: PHONE, body: 'Nag 3' })).rejects.toMatchObject({ reason: 'throttled' });
    await postJson(baseUrl, '/dev/sms/fail', { phone: PHONE, mode: 'ok' });
    await runtime.sms.flush();

    expect(receiptEvents().map(messageOf)).toEqual([
      expect.objectContaining({
        messageId,
        eventType: 'TEXT_UNREACHABLE',
        messageStatus: 'UNREACHABLE',
        isFinal: true,
        messageEncoding: 'GSM',
      }),
    ]);
  });

  it('answers the last text sent to the phone by default, a chosen one with inReplyTo, and nothing when there is none', async () => {
    const first = await runtime.sms.send({ to: PHONE, body: 'Nag 1' });
    const second = await runtime.sms.send({ to: PHONE, body: 'Nag 2' });
    await runtime.sms.send({ to: OTHER, body: 'Someone else' });

    expect((await postJson(baseUrl, '/dev/sms/reply', { from: PHONE, body: 'DONE' })).status).toBe(200);
    expect(
      (await postJson(baseUrl, '/dev/sms/reply', { from: PHONE, body: 'DONE 1', inReplyTo: first.messageId })).status,
    ).toBe(200);
    expect((await postJson(baseUrl, '/dev/sms/reply', { from: '+15557650003', body: 'hello?' })).status).toBe(200);

    expect(
      inboundEvents()
        .map(messageOf)
        .map((m) => [m.messageBody, m.previousPublishedMessageId]),
    ).toEqual([
      ['DONE', second.messageId],
      ['DONE 1', first.messageId],
      ['hello?', ''],
    ]);
  });

  it('skips a text that failed when finding the one a reply answers', async () => {
    const delivered = await runtime.sms.send({ to: OTHER, body: 'Nag 1' });
    await postJson(baseUrl, '/dev/sms/fail', { phone: OTHER, mode: 'fail' });
    await runtime.sms.send({ to: OTHER, body: 'Nag 2 (never arrives)' });
    await postJson(baseUrl, '/dev/sms/fail', { phone: OTHER, mode: 'ok' });
    await runtime.sms.flush();
    await postJson(baseUrl, '/dev/sms/reply', { from: OTHER, body: 'DONE' });
    expect(messageOf(inboundEvents()[0]!).previousPublishedMessageId).toBe(delivered.messageId);
  });

  it('delivers a duplicate on purpose: the same payload twice, even after newer texts', async () => {
    const nag = await runtime.sms.send({ to: PHONE, body: 'Nag 1' });
    const inboundMessageId = 'provider-inbound-42';
    const first = await postJson(baseUrl, '/dev/sms/reply', { from: PHONE, body: 'SNOOZE 10', inboundMessageId });
    expect(first.status).toBe(200);
    await runtime.sms.send({ to: PHONE, body: 'Snoozed until 3:45 PM' }); // what the handler would answer
    const again = await postJson(baseUrl, '/dev/sms/reply', { from: PHONE, body: 'SNOOZE 10', inboundMessageId });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());

    const [one, two] = inboundEvents().map(messageOf);
    expect(inboundEvents()).toHaveLength(2);
    expect(one).toEqual(two);
    expect(one).toMatchObject({
      inboundMessageId,
      previousPublishedMessageId: nag.messageId,
      messageBody: 'SNOOZE 10',
    });
    expect(runtime.outbox.list(PHONE).filter((m) => m.messageId === inboundMessageId)).toHaveLength(1);

    const otherAnswer = await postJson(baseUrl, '/dev/sms/reply', {
      from: PHONE,
      body: 'SNOOZE 10',
      inboundMessageId,
      inReplyTo: nag.messageId,
    });
    expect(otherAnswer.status).toBe(200);
    const conflicting = await postJson(baseUrl, '/dev/sms/reply', { from: OTHER, body: 'SNOOZE 10', inboundMessageId });
    expect(conflicting.status).toBe(409);
    expect(inboundEvents()).toHaveLength(3);
  });
});

describe('without a delivery-receipt handler file', () => {
  let root: string;
  let runtime: LocalRuntime;
  let server: LocalServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nagtext-sms-events-'));
    ({ runtime, server } = startAt(root));
    await server.listen(0);
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('only updates the phone simulator, silently', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { messageId } = await runtime.sms.send({ to: PHONE, body: 'Nag 1' });
      await runtime.sms.flush();
      expect(runtime.outbox.find(messageId)?.status).toBe('delivered');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
