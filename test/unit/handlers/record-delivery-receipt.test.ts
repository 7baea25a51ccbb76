import type { SNSEvent } from 'aws-lambda';
import { deliveryReceiptEvent, type SmsEventRecord } from '../../../local/dev/delivery-receipt-event';
import { snsEvent } from '../../../local/dev/sns-event';
import { LOCAL_ORIGINATION_NUMBER } from '../../../local/adapters/local-sms-sender';
import { handleReply } from '#core/replies/use-cases/handle-reply';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { sendNag } from '#core/nags/use-cases/send-nag';
import { makeHandler } from '../../../lambdas/handlers/sms/record-delivery-receipt';
import { nagTestDeps, nagUser } from '../../support/nag-test-deps';
import {
  configurationSetSuccessful,
  protectBlocked,
  voiceEvent,
  type VoiceEventType,
} from '../../support/aws-sms-samples';
import { callAboutNag } from '#core/escalation/use-cases/call-about-nag';

const TOPIC = 'arn:aws:sns:us-east-1:000000000000:sms-events';

/** A user nagged once (09:00 New York) and answered once (LIST): one nag text and one answer text, both pending. */
async function setup() {
  const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
  const user = await nagUser(deps);
  const { id: reminderId } = await createReminder(deps, user.id, {
    task: 'Stretch',
    scheduledDate: '2026-11-23',
    scheduledTime: '09:00',
    repeat: 'once',
  });
  deps.clock.set('2026-11-23T14:00:00.000Z');
  const [name, schedule] = [...deps.scheduler.live.entries()][0]!;
  deps.scheduler.live.delete(name);
  expect(await sendNag(deps, schedule.payload as never)).toBe('sent');
  await handleReply(deps, {
    from: user.phoneNumber,
    to: LOCAL_ORIGINATION_NUMBER,
    body: 'list',
    providerMessageId: 'in-1',
    receivedAt: deps.clock.now().toISOString(),
  });
  const [nag] = await deps.nagRecords.listForUser(user.id);
  const outbound = async () => (await deps.messages.listForUser(user.id)).filter((m) => m.direction === 'outbound');
  const [nagText, answerText] = await outbound();
  expect(nagText!.providerMessageId).toBe(nag!.providerMessageId);
  expect(answerText!.body).toMatch(/^Open reminders:/);
  const logs: string[] = [];
  const keep = (line: unknown) => {
    logs.push(String(line));
  };
  jest.spyOn(console, 'log').mockImplementation(keep);
  jest.spyOn(console, 'warn').mockImplementation(keep);
  const handler = makeHandler(() => deps);
  const state = async () => ({
    messages: Object.fromEntries((await outbound()).map((m) => [m.providerMessageId, m.status])),
    nag: await deps.nagRecords.get(user.id, nag!.id),
  });
  /** The configuration set's event for one of our texts, as SNS hands it to the Lambda. */
  const receipt = (messageId: string, outcome: 'delivered' | 'failed', overrides: Partial<SmsEventRecord> = {}) =>
    deliveryReceiptEvent(
      {
        messageId,
        outcome,
        from: LOCAL_ORIGINATION_NUMBER,
        to: user.phoneNumber,
        body: 'x',
        sentAt: new Date('2026-11-23T14:00:00.000Z'),
        reportedAt: new Date('2026-11-23T14:00:03.000Z'),
      },
      overrides,
    );
  return {
    deps,
    user,
    reminderId,
    handler,
    logs,
    state,
    receipt,
    nagId: nag!.providerMessageId!,
    answerId: answerText!.providerMessageId!,
  };
}

describe('delivery receipts', () => {
  const quiet = process.env.NAGTEXT_QUIET_LOGS;
  beforeAll(() => {
    delete process.env.NAGTEXT_QUIET_LOGS;
  });
  afterAll(() => {
    if (quiet !== undefined) process.env.NAGTEXT_QUIET_LOGS = quiet;
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts from a pending message and a sent nag', async () => {
    const { state, nagId, answerId } = await setup();
    expect(await state()).toMatchObject({
      messages: { [nagId]: 'pending', [answerId]: 'pending' },
      nag: { status: 'sent' },
    });
  });

  it('delivered: the message is delivered, the nag stays sent', async () => {
    const { handler, state, receipt, nagId, answerId } = await setup();
    await handler(receipt(nagId, 'delivered'));
    expect(await state()).toMatchObject({
      messages: { [nagId]: 'delivered', [answerId]: 'pending' },
      nag: { status: 'sent' },
    });
  });

  it.each<[string, Partial<SmsEventRecord>, string]>([
    ['unreachable', {}, 'The phone could not be reached (local fail mode)'],
    [
      'blocked by the carrier',
      {
        eventType: 'TEXT_CARRIER_BLOCKED',
        messageStatus: 'CARRIER_BLOCKED',
        messageStatusDescription: 'Blocked by the carrier',
      },
      'Blocked by the carrier',
    ],
    [
      'expired',
      { eventType: 'TEXT_TTL_EXPIRED', messageStatus: 'TTL_EXPIRED', messageStatusDescription: 'The message expired' },
      'The message expired',
    ],
    ['spam', { eventType: 'TEXT_SPAM', messageStatus: 'SPAM', messageStatusDescription: '' }, 'SPAM'],
  ])("failed (%s): the message and the nag are failed, with the carrier's words", async (_label, overrides, reason) => {
    const { handler, state, receipt, nagId } = await setup();
    await handler(receipt(nagId, 'failed', overrides));
    expect(await state()).toMatchObject({
      messages: { [nagId]: 'failed' },
      nag: { status: 'failed', failureReason: reason || 'Not delivered' },
    });
  });

  it("AWS's documented sample (TEXT_SUCCESSFUL, final) is the delivery: some countries never send DELIVERED", async () => {
    const { handler, state, nagId, answerId } = await setup();
    await handler(snsEvent(TOPIC, configurationSetSuccessful(nagId), new Date('2026-11-23T14:00:03.000Z')));
    expect(await state()).toMatchObject({
      messages: { [nagId]: 'delivered', [answerId]: 'pending' },
      nag: { status: 'sent' },
    });
  });

  it('a text the protect configuration blocked is failed, and says it was blocked', async () => {
    const { handler, state, nagId } = await setup();
    await handler(snsEvent(TOPIC, protectBlocked(nagId), new Date('2026-11-23T14:00:03.000Z')));
    expect(await state()).toMatchObject({
      messages: { [nagId]: 'failed' },
      nag: {
        status: 'failed',
        failureReason: 'Blocked by the SMS protect configuration: Destination country blocked by protect configuration',
      },
    });
  });

  it('failed for an answer text (not a nag): its message is failed, the nag is untouched', async () => {
    const { handler, state, receipt, nagId, answerId } = await setup();
    await handler(receipt(answerId, 'failed'));
    expect(await state()).toMatchObject({
      messages: { [nagId]: 'pending', [answerId]: 'failed' },
      nag: { status: 'sent' },
    });
  });

  it.each<[string, Partial<SmsEventRecord>]>([
    ['queued', { eventType: 'TEXT_QUEUED', messageStatus: 'QUEUED', isFinal: false }],
    ['pending', { eventType: 'TEXT_PENDING', messageStatus: 'PENDING', isFinal: false }],
    ['accepted by the carrier', { eventType: 'TEXT_SUCCESSFUL', messageStatus: 'SUCCESSFUL', isFinal: false }],
    [
      'a failure the carrier says is not final',
      { eventType: 'TEXT_CARRIER_UNREACHABLE', messageStatus: 'CARRIER_UNREACHABLE', isFinal: false },
    ],
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
    deps.nagRecords.update = async (...args) => {
      updates += 1;
      return update(...args);
    };
    await handler({ Records: [event.Records[0]!, event.Records[0]!] });
    await handler(event);
    expect(updates).toBe(1);
    expect(await state()).toMatchObject({ messages: { [nagId]: 'failed' }, nag: { status: 'failed' } });
    expect(await deps.nagRecords.listForUser(user.id)).toHaveLength(1);
    expect(deps.metrics.counted('NagsFailed')).toBe(1);
  });

  it.each<[string, unknown]>([
    ['missing', undefined],
    ['unreadable', 'yesterday'],
    ['not text', 1700000000],
  ])("a receipt whose envelope time is %s is still recorded, at the carrier's time", async (_label, timestamp) => {
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

describe('TEXT_UNKNOWN (no final word from the carrier in 72 hours) is no failure', () => {
  afterEach(() => jest.restoreAllMocks());

  it('no retry, no call, no failing-number banner: the nag stays sent and its text unsettled', async () => {
    const { deps, user, handler, state, receipt, nagId } = await setup();
    const before = await state();
    const schedules = deps.scheduler.live.size;
    await handler(
      receipt(nagId, 'failed', {
        eventType: 'TEXT_UNKNOWN',
        messageStatus: 'UNKNOWN',
        messageStatusDescription: 'No final status',
        isFinal: true,
      }),
    );
    expect(await state()).toEqual(before);
    expect(before).toMatchObject({ messages: { [nagId]: 'pending' }, nag: { status: 'sent' } });
    expect((await deps.users.get(user.id))!.textsFailingSince).toBeUndefined();
    expect(deps.scheduler.live.size).toBe(schedules);
    expect([...deps.scheduler.live.keys()].filter((name) => /^(retry|call)-/.test(name))).toEqual([]);
    expect(deps.metrics.counted('NagsFailed')).toBe(0);
  });

  it('a later delivered receipt still settles it', async () => {
    const { handler, state, receipt, nagId } = await setup();
    await handler(receipt(nagId, 'failed', { eventType: 'TEXT_UNKNOWN', messageStatus: 'UNKNOWN', isFinal: true }));
    await handler(receipt(nagId, 'delivered'));
    expect(await state()).toMatchObject({ messages: { [nagId]: 'delivered' }, nag: { status: 'sent' } });
  });
});

describe('call outcomes from the voice events', () => {
  const quiet = process.env.NAGTEXT_QUIET_LOGS;
  beforeAll(() => {
    delete process.env.NAGTEXT_QUIET_LOGS;
  });
  afterAll(() => {
    if (quiet !== undefined) process.env.NAGTEXT_QUIET_LOGS = quiet;
  });
  afterEach(() => jest.restoreAllMocks());

  /** The setup's user, with one call placed about the nag (the recording caller's id: call-1). */
  async function withCall() {
    const context = await setup();
    const { deps, user, reminderId } = context;
    const owner = (await deps.users.update(
      user.id,
      { callConsentAt: '2026-11-20T12:00:00.000Z' },
      deps.clock.now().toISOString(),
    ))!;
    const reminder = (await deps.reminders.get(user.id, reminderId))!;
    expect(
      await callAboutNag(deps, {
        owner,
        reminder,
        nagId: 'nag-x',
        why: 'fallback',
        ignoredTexts: 1,
        now: deps.clock.now(),
      }),
    ).toBe('called');
    const callOf = async () => (await deps.messages.listForUser(user.id)).find((m) => m.channel === 'voice')!;
    expect((await callOf()).providerMessageId).toBe('call-1');
    const send = (...types: VoiceEventType[]) =>
      context.handler({
        Records: types.map(
          (type) => snsEvent(TOPIC, voiceEvent('call-1', type), new Date('2026-11-23T14:01:00.000Z')).Records[0]!,
        ),
      });
    return { ...context, callOf, send };
  }

  it.each<[VoiceEventType, string]>([
    ['VOICE_ANSWERED', 'answered'],
    ['VOICE_COMPLETED', 'answered'],
    ['VOICE_BUSY', 'busy'],
    ['VOICE_NO_ANSWER', 'no_answer'],
    ['VOICE_FAILED', 'failed'],
    ['VOICE_TTL_EXPIRED', 'failed'],
  ])('%s is recorded on the call as %s, and nothing else changes', async (type, result) => {
    const { send, callOf, state, deps, user } = await withCall();
    const before = { ...(await callOf()) };
    const texts = await state();
    await send(type);
    expect(await callOf()).toEqual({ ...before, callResult: result });
    expect(await state()).toEqual(texts);
    expect((await deps.users.get(user.id))!.textsFailingSince).toBeUndefined();
  });

  it('initiated and ringing say nothing yet', async () => {
    const { send, callOf } = await withCall();
    await send('VOICE_INITIATED', 'VOICE_RINGING');
    expect((await callOf()).callResult).toBeUndefined();
  });

  /** Every order of `types`. */
  const orders = <T>(types: T[]): T[][] =>
    types.length <= 1
      ? [types]
      : types.flatMap((first, i) =>
          orders([...types.slice(0, i), ...types.slice(i + 1)]).map((rest) => [first, ...rest]),
        );

  it.each<[string, VoiceEventType[], string]>([
    [
      'an answered call, events in any order, one repeated',
      ['VOICE_INITIATED', 'VOICE_RINGING', 'VOICE_ANSWERED', 'VOICE_COMPLETED', 'VOICE_COMPLETED'],
      'answered',
    ],
    ['a stray busy beside an answer', ['VOICE_BUSY', 'VOICE_ANSWERED', 'VOICE_RINGING'], 'answered'],
    ['no answer, then expired', ['VOICE_RINGING', 'VOICE_NO_ANSWER', 'VOICE_TTL_EXPIRED'], 'no_answer'],
    ['busy and failed', ['VOICE_FAILED', 'VOICE_BUSY', 'VOICE_FAILED'], 'busy'],
  ])('%s: every order ends with the same result', async (_label, types, result) => {
    for (const order of orders(types)) {
      const oneByOne = await withCall();
      for (const type of order) await oneByOne.send(type);
      expect({ order, result: (await oneByOne.callOf()).callResult }).toEqual({ order, result });
    }
    // All at once, in one event, and replayed.
    const atOnce = await withCall();
    await Promise.all([atOnce.send(...types), atOnce.send(...[...types].reverse())]);
    await atOnce.send(...types);
    expect((await atOnce.callOf()).callResult).toBe(result);
  });

  it('a voice event naming a text, or no message we know, changes nothing and is logged', async () => {
    const { handler, state, nagId, callOf, logs } = await withCall();
    const before = await state();
    await handler(snsEvent(TOPIC, voiceEvent(nagId, 'VOICE_FAILED'), new Date('2026-11-23T14:01:00.000Z')));
    await handler(snsEvent(TOPIC, voiceEvent('no-such-call', 'VOICE_ANSWERED'), new Date('2026-11-23T14:01:00.000Z')));
    expect(await state()).toEqual(before);
    expect((await callOf()).callResult).toBeUndefined();
    expect(logs.some((l) => l.includes('voice.result.not_a_call'))).toBe(true);
    expect(logs.some((l) => l.includes('voice.result.unknown'))).toBe(true);
  });

  it.each<[string, unknown]>([
    [
      'a voice type AWS has not told us of',
      { ...voiceEvent('call-1', 'VOICE_ANSWERED'), eventType: 'VOICE_MACHINE_DETECTED' },
    ],
    ['a prototype key as the type', { ...voiceEvent('call-1', 'VOICE_ANSWERED'), eventType: 'VOICE_constructor' }],
  ])('%s records nothing', async (_label, record) => {
    const { handler, callOf } = await withCall();
    await expect(handler(snsEvent(TOPIC, record, new Date('2026-11-23T14:01:00.000Z')))).resolves.toBeUndefined();
    expect((await callOf()).callResult).toBeUndefined();
  });
});
