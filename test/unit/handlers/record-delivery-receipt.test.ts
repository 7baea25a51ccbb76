import type { SNSEvent } from 'aws-lambda';
import { deliveryReceiptEvent, type SmsEventRecord } from '../../../local/dev/delivery-receipt-event';
import { snsEvent } from '../../../local/dev/sns-event';
import { LOCAL_ORIGINATION_NUMBER } from '../../../local/adapters/local-sms-sender';
import { handleReply } from '../../../lambdas/core/replies/use-cases/handle-reply';
import { createReminder } from '../../../lambdas/core/reminders/use-cases/create-reminder';
import { sendNag } from '../../../lambdas/core/nags/use-cases/send-nag';
import { makeHandler } from '../../../lambdas/handlers/sms/record-delivery-receipt';
import { nagTestDeps, nagUser } from '../../support/nag-test-deps';
import { configurationSetSuccessful, protectBlocked } from '../../support/aws-sms-samples';

const TOPIC = 'arn:aws:sns:us-east-1:000000000000:sms-events';

/** A user nagged once (09:00 New York) and answered once (LIST): one nag text and one answer text, both pending. */
async function setup() {
  const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
  const user = await nagUser(deps);
  const { id: reminderId } = await createReminder(deps, user.id, { task: 'Stretch', scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' });
  deps.clock.set('2026-11-23T14:00:00.000Z');
  const [name, schedule] = [...deps.scheduler.live.entries()][0]!;
  deps.scheduler.live.delete(name);
  expect(await sendNag(deps, schedule.payload as never)).toBe('sent');
  await handleReply(deps, { from: user.phoneNumber, to: LOCAL_ORIGINATION_NUMBER, body: 'list', providerMessageId: 'in-1', receivedAt: deps.clock.now().toISOString() });
  const [nag] = await deps.nagRecords.listForUser(user.id);
  const outbound = async () => (await deps.messages.listForUser(user.id)).filter((m) => m.direction === 'outbound');
  const [nagText, answerText] = await outbound();
  expect(nagText!.providerMessageId).toBe(nag!.providerMessageId);
  expect(answerText!.body).toMatch(/^Open reminders:/);
  const logs: string[] = [];
  const keep = (line: unknown) => { logs.push(String(line)); };
  jest.spyOn(console, 'log').mockImplementation(keep);
  jest.spyOn(console, 'warn').mockImplementation(keep);
  const handler = makeHandler(() => deps);
  const state = async () => ({
    messages: Object.fromEntries((await outbound()).map((m) => [m.providerMessageId, m.status])),
    nag: await deps.nagRecords.get(user.id, nag!.id),
  });
  /** The configuration set's event for one of our texts, as SNS hands it to the Lambda. */
  const receipt = (messageId: string, outcome: 'delivered' | 'failed', overrides: Partial<SmsEventRecord> = {}) =>
    deliveryReceiptEvent({
      messageId, outcome, from: LOCAL_ORIGINATION_NUMBER, to: user.phoneNumber, body: 'x',
      sentAt: new Date('2026-11-23T14:00:00.000Z'), reportedAt: new Date('2026-11-23T14:00:03.000Z'),
    }, overrides);
  return { deps, user, reminderId, handler, logs, state, receipt, nagId: nag!.providerMessageId!, answerId: answerText!.providerMessageId! };
}

describe('delivery receipts', () => {
  const quiet = process.env.NAGTEXT_QUIET_LOGS;
  beforeAll(() => { delete process.env.NAGTEXT_QUIET_LOGS; });
  afterAll(() => { if (quiet !== undefined) process.env.NAGTEXT_QUIET_LOGS = quiet; });
  afterEach(() => jest.restoreAllMocks());

  it('starts from a pending message and a sent nag', async () => {
    const { state, nagId, answerId } = await setup();
    expect(await state()).toMatchObject({ messages: { [nagId]: 'pending', [answerId]: 'pending' }, nag: { status: 'sent' } });
  });

  it('delivered: the message is delivered, the nag stays sent', async () => {
    const { handler, state, receipt, nagId, answerId } = await setup();
    await handler(receipt(nagId, 'delivered'));
    expect(await state()).toMatchObject({ messages: { [nagId]: 'delivered', [answerId]: 'pending' }, nag: { status: 'sent' } });
  });

  it.each<[string, Partial<SmsEventRecord>, string]>([
    ['unreachable', {}, 'The phone could not be reached (local fail mode)'],
    ['blocked by the carrier', { eventType: 'TEXT_CARRIER_BLOCKED', messageStatus: 'CARRIER_BLOCKED', messageStatusDescription: 'Blocked by the carrier' }, 'Blocked by the carrier'],
    ['expired', { eventType: 'TEXT_TTL_EXPIRED', messageStatus: 'TTL_EXPIRED', messageStatusDescription: 'The message expired' }, 'The message expired'],
    ['spam', { eventType: 'TEXT_SPAM', messageStatus: 'SPAM', messageStatusDescription: '' }, 'SPAM'],
  ])('failed (%s): the message and the nag are failed, with the carrier\'s words', async (_label, overrides, reason) => {
    const { handler, state, receipt, nagId } = await setup();
    await handler(receipt(nagId, 'failed', overrides));
    expect(await state()).toMatchObject({ messages: { [nagId]: 'failed' }, nag: { status: 'failed', failureReason: reason || 'Not delivered' } });
  });

  it("AWS's documented sample (TEXT_SUCCESSFUL, final) is the delivery: some countries never send DELIVERED", async () => {
    const { handler, state, nagId, answerId } = await setup();
    await handler(snsEvent(TOPIC, configurationSetSuccessful(nagId), new Date('2026-11-23T14:00:03.000Z')));
    expect(await state()).toMatchObject({ messages: { [nagId]: 'delivered', [answerId]: 'pending' }, nag: { status: 'sent' } });
  });

  it('a text the protect configuration blocked is failed, and says it was blocked', async () => {
    const { handler, state, nagId } = await setup();
    await handler(snsEvent(TOPIC, protectBlocked(nagId), new Date('2026-11-23T14:00:03.000Z')));
    expect(await state()).toMatchObject({
      messages: { [nagId]: 'failed' },
      nag: { status: 'failed', failureReason: 'Blocked by the SMS protect configuration: Destination country blocked by protect configuration' },
    });
  });

  it('failed for an answer text (not a nag): its message is failed, the nag is untouched', async () => {
    const { handler, state, receipt, nagId, answerId } = await setup();
    await handler(receipt(answerId, 'failed'));
    expect(await state()).toMatchObject({ messages: { [nagId]: 'pending', [answerId]: 'failed' }, nag: { status: 'sent' } });
  });

  it.each<[string, Partial<SmsEventRecord>]>([
    ['queued', { eventType: 'TEXT_QUEUED', messageStatus: 'QUEUED', isFinal: false }],
    ['pending', { eventType: 'TEXT_PENDING', messageStatus: 'PENDING', isFinal: false }],
    ['accepted by the carrier', { eventType: 'TEXT_SUCCESSFUL', messageStatus: 'SUCCESSFUL', isFinal: false }],
    ['a failure the carrier says is not final', { eventType: 'TEXT_CARRIER_UNREACHABLE', messageStatus: 'CARRIER_UNREACHABLE', isFinal: false }],
  ])('a receipt that is not final yet (%s) changes nothing', async (_label, overrides) => {
    const { handler, state, receipt, nagId } = await setup();
    const before = await state();
    await handler(receipt(nagId, 'failed', overrides));
    expect(await state()).toEqual(before);
  });

  it.each([
    ['delivered twice', ['delivered', 'delivered'], 'delivered', 'sent'],
    ['failed twice', ['failed', 'failed'], 'failed', 'failed'],
    ['a late delivered after failed', ['failed', 'delivered'], 'failed', 'failed'],
    ['a late failed after delivered', ['delivered', 'failed'], 'delivered', 'sent'],
  ] as const)('%s: the first final receipt wins', async (_label, outcomes, message, nagStatus) => {
    const { handler, state, receipt, nagId } = await setup();
    await handler(receipt(nagId, outcomes[0]));
    const first = await state();
    await handler(receipt(nagId, outcomes[1]));
    expect(await state()).toEqual(first);
    expect(first).toMatchObject({ messages: { [nagId]: message }, nag: { status: nagStatus } });
  });

  it('the same receipt in two records of one event, and a replay, update once', async () => {
    const { deps, user, handler, state, receipt, nagId } = await setup();
    const event = receipt(nagId, 'failed');
    let updates = 0;
    const update = deps.nagRecords.update.bind(deps.nagRecords);
    deps.nagRecords.update = async (...args) => { updates += 1; return update(...args); };
    await handler({ Records: [event.Records[0]!, event.Records[0]!] });
    await handler(event);
    expect(updates).toBe(1);
    expect(await state()).toMatchObject({ messages: { [nagId]: 'failed' }, nag: { status: 'failed' } });
    expect((await deps.nagRecords.listForUser(user.id))).toHaveLength(1);
    expect(deps.metrics.counted('NagsFailed')).toBe(1);
  });

  it.each<[string, unknown]>([
    ['missing', undefined],
    ['unreadable', 'yesterday'],
    ['not text', 1700000000],
  ])('a receipt whose envelope time is %s is still recorded, at the carrier\'s time', async (_label, timestamp) => {
    const { deps, user, handler, state, receipt, nagId } = await setup();
    const event = receipt(nagId, 'failed');
    (event.Records[0]!.Sns as { Timestamp: unknown }).Timestamp = timestamp;
    await handler(event);
    expect(await state()).toMatchObject({ messages: { [nagId]: 'failed' }, nag: { status: 'failed' } });
    expect((await deps.users.get(user.id))!.textsFailingSince).toBe('2026-11-23T14:00:03.000Z');
  });

  it('an unknown message id is ignored and logged', async () => {
    const { handler, state, receipt, logs } = await setup();
    const before = await state();
    await expect(handler(receipt('no-such-message', 'failed'))).resolves.toBeUndefined();
    expect(await state()).toEqual(before);
    expect(logs.some((l) => l.includes('sms.receipt.unknown'))).toBe(true);
  });

  it.each<[string, unknown]>([
    ['not JSON', 'delivered!'],
    ['JSON null', 'null'],
    ['no message id', { eventType: 'TEXT_DELIVERED', messageStatus: 'DELIVERED' }],
    ['an empty message id', { eventType: 'TEXT_DELIVERED', messageId: '' }],
    ['no event type', { messageId: 'x', messageStatus: 'DELIVERED' }],
    ['a numeric message id', { eventType: 'TEXT_DELIVERED', messageId: 42 }],
  ])('an unreadable record (%s) is logged and dropped without throwing', async (_label, message) => {
    const { handler, state, logs } = await setup();
    const before = await state();
    const event = snsEvent(TOPIC, message, new Date('2026-11-23T14:00:03.000Z'));
    if (typeof message === 'string') event.Records[0]!.Sns.Message = message;
    await expect(handler(event)).resolves.toBeUndefined();
    expect(await state()).toEqual(before);
    expect(logs.some((l) => l.includes('sms.receipt.unreadable'))).toBe(true);
  });

  it.each([
    ['an event without Records', {}],
    ['Records that is not a list', { Records: 7 }],
    ['a record without Sns', { Records: [{}] }],
    ['a record whose Message is not text', { Records: [{ Sns: { Message: { messageId: 'x' } } }] }],
    ['null', null],
  ])('a malformed SNS event (%s) is dropped without throwing', async (_label, event) => {
    const { handler, state } = await setup();
    const before = await state();
    await expect(handler(event as unknown as SNSEvent)).resolves.toBeUndefined();
    expect(await state()).toEqual(before);
  });

  it('an unreadable record does not stop the good one next to it', async () => {
    const { handler, state, receipt, nagId } = await setup();
    const good = receipt(nagId, 'failed').Records[0]!;
    const bad = { ...good, Sns: { ...good.Sns, Message: '{' } };
    await handler({ Records: [bad, good] });
    expect(await state()).toMatchObject({ nag: { status: 'failed' } });
  });
});
