import { VoiceCallError } from '#core/escalation/ports/voice-caller';
import { callResultOf } from '../../../../lambdas/handlers/sms/record-delivery-receipt';
import { LOCAL_ORIGINATION_NUMBER } from '../../../../local/adapters/local-sms-sender';
import {
  LOCAL_CONNECT_SECONDS,
  LOCAL_RING_SECONDS,
  LocalVoiceCaller,
  spokenSeconds,
  type LocalVoiceEvent,
} from '../../../../local/adapters/local-voice-caller';
import { PhoneOutbox } from '../../../../local/adapters/phone-outbox';
import { RECEIPT_TOPIC_ARN } from '../../../../local/dev/delivery-receipt-event';
import { voiceEventRecord, voiceEventSnsEvent } from '../../../../local/dev/voice-event';
import { voiceEvent } from '../../../support/aws-sms-samples';
import { fakeClock } from '../../../support/fake-clock';

const PHONE = '+15551230001';
const WORDS = "This is NagText with your reminder: Gym. Reply DONE by text when it's done.";
const START = '2026-03-01T09:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000);

function standIn() {
  const clock = fakeClock(START);
  const outbox = new PhoneOutbox(null);
  const voice = new LocalVoiceCaller(outbox, clock);
  const events: LocalVoiceEvent[] = [];
  voice.setEventListener(async (event) => {
    events.push(event);
  });
  const place = () => voice.call({ to: PHONE, ssml: `<speak>${WORDS}</speak>`, words: WORDS });
  return { clock, outbox, voice, events, place };
}

const types = (events: LocalVoiceEvent[]) => events.map((e) => e.type);

describe("the local voice stand-in reports a call's end in voice events, on the app clock", () => {
  it('answered: VOICE_ANSWERED at once, VOICE_COMPLETED once the words were said twice; it never rings out after', async () => {
    const { clock, outbox, voice, events, place } = standIn();
    const { messageId } = await place();
    expect(await voice.runDue()).toBe(0);
    expect(events).toEqual([]);
    expect(outbox.find(messageId)).toMatchObject({ channel: 'voice', status: 'delivered' });
    expect(outbox.find(messageId)).not.toHaveProperty('callResult');

    clock.advanceSeconds(10);
    expect(await voice.answer(messageId)).toEqual({ callResult: 'answered' });
    expect(events).toEqual([
      {
        type: 'VOICE_ANSWERED',
        messageId,
        from: LOCAL_ORIGINATION_NUMBER,
        to: PHONE,
        placedAt: at(0),
        reportedAt: at(10),
      },
    ]);
    expect(outbox.find(messageId)?.callResult).toBe('answered');
    // A second press of Answer is the same answer: no second event.
    expect(await voice.answer(messageId)).toEqual({ callResult: 'answered' });
    expect(await voice.decline(messageId)).toEqual({ refused: 'not_ringing', callResult: 'answered' });

    const seconds = spokenSeconds(WORDS);
    expect(seconds).toBe(Math.ceil((2 * 14) / 2.5));
    expect(voice.nextDueAt()).toEqual(at(10 + seconds));
    clock.advanceSeconds(seconds - 1);
    expect(await voice.runDue()).toBe(0);
    clock.advanceSeconds(LOCAL_RING_SECONDS * 2);
    expect(await voice.runDue()).toBe(1);
    expect(events.at(-1)).toEqual({
      type: 'VOICE_COMPLETED',
      messageId,
      from: LOCAL_ORIGINATION_NUMBER,
      to: PHONE,
      placedAt: at(0),
      reportedAt: at(10 + seconds),
      callDurationSeconds: seconds,
    });
    expect(types(events)).toEqual(['VOICE_ANSWERED', 'VOICE_COMPLETED']);
    expect(voice.nextDueAt()).toBeNull();
  });

  it('declined: VOICE_BUSY at once, once however often; it can no longer be answered', async () => {
    const { clock, outbox, voice, events, place } = standIn();
    const { messageId } = await place();
    clock.advanceSeconds(3);
    expect(await voice.decline(messageId)).toEqual({ callResult: 'busy' });
    expect(await voice.decline(messageId)).toEqual({ callResult: 'busy' });
    expect(await voice.answer(messageId)).toEqual({ refused: 'not_ringing', callResult: 'busy' });
    clock.advanceSeconds(LOCAL_RING_SECONDS);
    expect(await voice.runDue()).toBe(0);
    expect(events).toEqual([expect.objectContaining({ type: 'VOICE_BUSY', reportedAt: at(3) })]);
    expect(outbox.find(messageId)?.callResult).toBe('busy');
  });

  it('left ringing: VOICE_NO_ANSWER when the app clock passes the ring time, never before; then it cannot be answered', async () => {
    const { clock, outbox, voice, events, place } = standIn();
    const { messageId } = await place();
    expect(voice.nextDueAt()).toEqual(at(LOCAL_RING_SECONDS));
    clock.advanceSeconds(LOCAL_RING_SECONDS - 1);
    expect(await voice.runDue()).toBe(0);
    clock.advanceSeconds(1);
    expect(await voice.runDue()).toBe(1);
    expect(events).toEqual([
      expect.objectContaining({ type: 'VOICE_NO_ANSWER', messageId, reportedAt: at(LOCAL_RING_SECONDS) }),
    ]);
    expect(outbox.find(messageId)?.callResult).toBe('no_answer');
    expect(await voice.answer(messageId)).toEqual({ refused: 'not_ringing', callResult: 'no_answer' });
  });

  it('a number set to fail: the call is accepted (as SendVoiceMessage accepts it), shown failed, then VOICE_FAILED', async () => {
    const { clock, outbox, voice, events, place } = standIn();
    outbox.setMode(PHONE, 'fail');
    const { messageId } = await place();
    expect(outbox.find(messageId)).toMatchObject({ status: 'failed' });
    expect(await voice.answer(messageId)).toEqual({ refused: 'not_ringing', callResult: 'failed' });
    clock.advanceSeconds(LOCAL_CONNECT_SECONDS);
    expect(await voice.runDue()).toBe(1);
    expect(events).toEqual([
      expect.objectContaining({ type: 'VOICE_FAILED', messageId, reportedAt: at(LOCAL_CONNECT_SECONDS) }),
    ]);
    expect(outbox.find(messageId)?.callResult).toBe('failed');
  });

  it('throttled numbers are refused at once, as before; answering an unknown id or a text is refused by name', async () => {
    const { outbox, voice, events, place } = standIn();
    outbox.setMode(PHONE, 'throttle');
    await expect(place()).rejects.toEqual(expect.objectContaining({ reason: 'throttled' }));
    await expect(place()).rejects.toBeInstanceOf(VoiceCallError);
    expect(outbox.list(PHONE)).toEqual([]);
    expect(await voice.answer('no-such-call')).toEqual({ refused: 'not_found' });
    outbox.record({
      to: PHONE,
      from: LOCAL_ORIGINATION_NUMBER,
      body: 'a text',
      sentAt: START,
      status: 'delivered',
      messageId: 'text-1',
    });
    expect(await voice.decline('text-1')).toEqual({ refused: 'not_a_call' });
    expect(events).toEqual([]);
  });

  it('a call still ringing when the stand-in restarts rings out from its own placing time', async () => {
    const { clock, outbox, place } = standIn();
    const { messageId } = await place();
    const restarted = new LocalVoiceCaller(outbox, clock);
    const events: LocalVoiceEvent[] = [];
    restarted.setEventListener(async (event) => {
      events.push(event);
    });
    expect(restarted.nextDueAt()).toEqual(at(LOCAL_RING_SECONDS));
    clock.advanceSeconds(LOCAL_RING_SECONDS);
    expect(await restarted.runDue()).toBe(1);
    expect(events).toEqual([expect.objectContaining({ type: 'VOICE_NO_ANSWER', messageId })]);
  });
});

describe('the voice event records, as the configuration set publishes them to the receipt topic', () => {
  const event = (type: LocalVoiceEvent['type'], extra: Partial<LocalVoiceEvent> = {}): LocalVoiceEvent => ({
    type,
    messageId: 'call-1',
    from: LOCAL_ORIGINATION_NUMBER,
    to: PHONE,
    placedAt: at(0),
    reportedAt: at(30),
    ...extra,
  });

  it.each([
    ['VOICE_ANSWERED', false, 'ANSWERED', 'answered'],
    ['VOICE_COMPLETED', true, 'COMPLETED', 'answered'],
    ['VOICE_BUSY', true, 'BUSY', 'busy'],
    ['VOICE_NO_ANSWER', true, 'NO_ANSWER', 'no_answer'],
    ['VOICE_FAILED', true, 'FAILED', 'failed'],
  ] as const)('%s: final %s, status %s, read by the receipt handler as %s', (type, isFinal, status, result) => {
    const record = voiceEventRecord(event(type));
    expect(record).toMatchObject({
      eventType: type,
      eventVersion: '1.0',
      eventTimestamp: at(30).getTime(),
      isFinal,
      messageStatus: status,
      originationPhoneNumber: LOCAL_ORIGINATION_NUMBER,
      destinationPhoneNumber: PHONE,
      isoCountryCode: 'US',
      messageId: 'call-1',
      messageRequestTimestamp: at(0).getTime(),
      context: {},
    });
    expect(record.messageStatusDescription).toEqual(expect.any(String));
    expect(callResultOf(record)).toBe(result);
    // Every field of the documented voice event (test/support/aws-sms-samples), of the same kind.
    const documented = voiceEvent('call-1', type);
    for (const [field, value] of Object.entries(documented)) {
      if (field.startsWith('total') || field === 'callDurationInSeconds') continue;
      expect([field, typeof (record as unknown as Record<string, unknown>)[field]]).toEqual([field, typeof value]);
    }
    expect(record.isFinal).toBe(documented.isFinal);
  });

  it('a completed call says how long it lasted, and costs nothing locally', () => {
    expect(voiceEventRecord(event('VOICE_COMPLETED', { callDurationSeconds: 75 }))).toMatchObject({
      callDurationInSeconds: 75,
      totalDurationInMinutes: 2,
      totalMessagePrice: 0,
    });
    expect(voiceEventRecord(event('VOICE_BUSY'))).not.toHaveProperty('callDurationInSeconds');
  });

  it("arrives on the text receipts' topic, as the SNS notification the receipt Lambda reads", () => {
    const sns = voiceEventSnsEvent(event('VOICE_BUSY'));
    expect(sns.Records).toHaveLength(1);
    expect(sns.Records[0]!.Sns).toMatchObject({ TopicArn: RECEIPT_TOPIC_ARN, Timestamp: at(30).toISOString() });
    expect(JSON.parse(sns.Records[0]!.Sns.Message)).toEqual(voiceEventRecord(event('VOICE_BUSY')));
  });
});
