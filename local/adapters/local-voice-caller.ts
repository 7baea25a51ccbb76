import { randomUUID } from 'node:crypto';
import type { Clock } from '#core/kernel/clock';
import { VoiceCallError, type OutgoingCall, type VoiceCaller } from '#core/escalation/ports/voice-caller';
import { errorStack } from '../../lambdas/observability/error-stack';
import type { log as appLog } from '../../lambdas/observability/log';
import type { CallResult } from '#shared/vocabulary';
import { DueRunner } from './due-runner';
import type { PhoneOutbox } from './phone-outbox';
import { LOCAL_ORIGINATION_NUMBER } from './local-sms-sender';
import { LOCAL_OPTED_OUT_REFUSAL, type LocalOptOutList } from './local-opt-out-list';

/**
 * The voice events the stand-in reports: those of a call's ending, which the configuration set's event destination
 * matches in production (infra's CALL_OUTCOME_EVENTS; VOICE_INITIATED and VOICE_RINGING never reach the topic, and a
 * local call is placed at once, so never VOICE_TTL_EXPIRED).
 */
export type VoiceEventType = 'VOICE_ANSWERED' | 'VOICE_COMPLETED' | 'VOICE_BUSY' | 'VOICE_NO_ANSWER' | 'VOICE_FAILED';

/** One voice event of a local call: handed to the listener as production's event destination would publish it. */
export interface LocalVoiceEvent {
  type: VoiceEventType;
  messageId: string;
  from: string;
  to: string;
  /** When the call was placed, and when this event happened (app clock). */
  placedAt: Date;
  reportedAt: Date;
  /** VOICE_COMPLETED only: how long the answered call lasted. */
  callDurationSeconds?: number;
}

export type VoiceEventListener = (event: LocalVoiceEvent) => Promise<void>;

/** How long the phone rings before the carrier gives up (no answer), on the app clock. */
export const LOCAL_RING_SECONDS = 60;
/** How long a call to a number set to fail takes to be reported failed, on the app clock. */
export const LOCAL_CONNECT_SECONDS = 5;
/** A text-to-speech voice's pace: the answered call lasts as long as its words take to say twice. */
const WORDS_PER_SECOND = 2.5;

/** What became of a call the stand-in placed: ringing until answered, declined, rung out, or failed. */
type CallPhase = 'ringing' | 'answered' | 'ended';

interface LocalCall {
  messageId: string;
  to: string;
  words: string;
  placedAt: Date;
  phase: CallPhase;
}

interface DueEvent {
  at: number;
  /** Placement order, so events due at the same instant go in the order they were queued. */
  seq: number;
  type: VoiceEventType;
  call: LocalCall;
  callDurationSeconds?: number;
}

/** Why the phone could not answer or decline a call: no such call, or it no longer rings (with how it ended). */
export type PhoneActionRefusal =
  { refused: 'not_found' } | { refused: 'not_a_call' } | { refused: 'not_ringing'; callResult: CallResult };

const RESULT_OF_END: Partial<Record<VoiceEventType, CallResult>> = {
  VOICE_ANSWERED: 'answered',
  VOICE_BUSY: 'busy',
  VOICE_NO_ANSWER: 'no_answer',
  VOICE_FAILED: 'failed',
};

/** Seconds the call speaks its words twice (the script says them twice: domain/call-script). */
export function spokenSeconds(words: string): number {
  const count = words.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil((2 * count) / WORDS_PER_SECOND));
}

/**
 * "Places" a call by putting it in the phone simulator's outbox (which rings, shows the words, and speaks them
 * when answered), and reports how it goes in the voice events AWS's configuration set would publish, to the
 * listener the local server sets (the receipt Lambda, as the event destination's SNS topic does):
 * - ok: it rings; the phone answers (VOICE_ANSWERED, and VOICE_COMPLETED once the words were said twice), declines
 *   (VOICE_BUSY), or lets it ring for LOCAL_RING_SECONDS of the app clock (VOICE_NO_ANSWER);
 * - fail: accepted, as SendVoiceMessage accepts a call it cannot connect, then VOICE_FAILED LOCAL_CONNECT_SECONDS later;
 * - throttle: refused as too many requests, nothing shown.
 * A number on the stand-in's opt-out list (shared with texts, as our number's list is at AWS) is refused, nothing shown.
 *
 * Events after the call is placed wait for their instant on the app clock: `runDue` publishes those due (on a
 * one-second tick once started, and at each stop of /dev/clock/advance), never before `call` has returned, so the
 * call's record is there for them as it is in production. Answer and decline publish theirs at once.
 */
export class LocalVoiceCaller implements VoiceCaller {
  /** The stand-in's own number, which texts come from too. */
  readonly callbackNumber = LOCAL_ORIGINATION_NUMBER;
  private listener: VoiceEventListener | null = null;
  private readonly calls = new Map<string, LocalCall>();
  private due: DueEvent[] = [];
  private seq = 0;
  private readonly runner = new DueRunner(() => this.publishDue());

  constructor(
    private readonly outbox: PhoneOutbox,
    private readonly clock: Clock,
    private readonly optOutList?: LocalOptOutList,
    private readonly log?: typeof appLog,
  ) {
    // Calls still ringing when the stand-in stopped ring out as they would have (the outbox outlives a restart).
    for (const message of outbox.list().reverse()) {
      if (message.channel !== 'voice' || message.status !== 'delivered' || message.callResult !== undefined) continue;
      const call: LocalCall = {
        messageId: message.messageId,
        to: message.to,
        words: message.body,
        placedAt: new Date(message.sentAt),
        phase: 'ringing',
      };
      this.calls.set(call.messageId, call);
      this.queue(call, 'VOICE_NO_ANSWER', call.placedAt.getTime() + LOCAL_RING_SECONDS * 1000);
    }
  }

  setEventListener(listener: VoiceEventListener | null): void {
    this.listener = listener;
  }

  async call({ to, ssml, words }: OutgoingCall): Promise<{ messageId: string }> {
    if (this.optOutList?.has(to)) throw new VoiceCallError('rejected', LOCAL_OPTED_OUT_REFUSAL);
    const mode = this.outbox.modeOf(to);
    if (mode === 'throttle')
      throw new VoiceCallError(
        'throttled',
        'Local provider: too many requests (this number is set to throttle in the phone simulator)',
      );
    const messageId = randomUUID();
    const placedAt = this.clock.now();
    const failing = mode === 'fail';
    this.outbox.record({
      to,
      from: LOCAL_ORIGINATION_NUMBER,
      body: words,
      ssml,
      channel: 'voice',
      sentAt: placedAt.toISOString(),
      status: failing ? 'failed' : 'delivered',
      messageId,
    });
    const call: LocalCall = { messageId, to, words, placedAt, phase: failing ? 'ended' : 'ringing' };
    this.calls.set(messageId, call);
    if (failing) this.queue(call, 'VOICE_FAILED', placedAt.getTime() + LOCAL_CONNECT_SECONDS * 1000);
    else this.queue(call, 'VOICE_NO_ANSWER', placedAt.getTime() + LOCAL_RING_SECONDS * 1000);
    return { messageId };
  }

  /**
   * The phone picks up: VOICE_ANSWERED now, VOICE_COMPLETED once the words were said twice. Answering a call
   * already answered changes nothing (a double click); one that no longer rings is refused.
   */
  async answer(messageId: string): Promise<{ callResult: CallResult } | PhoneActionRefusal> {
    const found = this.ringingCall(messageId);
    if ('refused' in found)
      return found.refused === 'not_ringing' && found.callResult === 'answered' ? { callResult: 'answered' } : found;
    const call = found.call;
    call.phase = 'answered';
    const now = this.clock.now();
    const seconds = spokenSeconds(call.words);
    this.queue(call, 'VOICE_COMPLETED', now.getTime() + seconds * 1000, seconds);
    await this.publish(call, 'VOICE_ANSWERED', now);
    return { callResult: 'answered' };
  }

  /** The phone declines: the carrier reports the line busy (VOICE_BUSY) now. Declining twice changes nothing. */
  async decline(messageId: string): Promise<{ callResult: CallResult } | PhoneActionRefusal> {
    const found = this.ringingCall(messageId);
    if ('refused' in found)
      return found.refused === 'not_ringing' && found.callResult === 'busy' ? { callResult: 'busy' } : found;
    found.call.phase = 'ended';
    await this.publish(found.call, 'VOICE_BUSY', this.clock.now());
    return { callResult: 'busy' };
  }

  /** When the soonest event still to come is due (app clock), or null. */
  nextDueAt(): Date | null {
    return this.due.length > 0 ? new Date(this.due[0]!.at) : null;
  }

  /** Publishes every event whose instant the app clock has reached, in order; one run at a time. Resolves with how many. */
  runDue(): Promise<number> {
    return this.runner.run();
  }

  /** Publishes what falls due as real time moves the app clock on (the phone left ringing for a minute rings out). */
  start(): void {
    this.runner.start();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  private ringingCall(messageId: string): { call: LocalCall } | PhoneActionRefusal {
    const call = this.calls.get(messageId);
    const stored = this.outbox.find(messageId);
    if (!stored) return { refused: 'not_found' };
    if (stored.channel !== 'voice' || stored.status === 'received') return { refused: 'not_a_call' };
    if (call?.phase === 'ringing') return { call };
    if (call?.phase === 'answered') return { refused: 'not_ringing', callResult: 'answered' };
    // Ended, or its result is about to be published (a failing number's call was never connected).
    return { refused: 'not_ringing', callResult: stored.callResult ?? 'failed' };
  }

  private queue(call: LocalCall, type: VoiceEventType, at: number, callDurationSeconds?: number): void {
    const event: DueEvent = {
      at,
      seq: this.seq++,
      type,
      call,
      ...(callDurationSeconds === undefined ? {} : { callDurationSeconds }),
    };
    const index = this.due.findIndex((other) => other.at > at);
    if (index === -1) this.due.push(event);
    else this.due.splice(index, 0, event);
  }

  private async publishDue(): Promise<number> {
    let published = 0;
    for (let next = this.due[0]; next && next.at <= this.clock.now().getTime(); next = this.due[0]) {
      this.due.shift();
      // The ring runs out only on a call nobody picked up or declined.
      if (next.type === 'VOICE_NO_ANSWER' && next.call.phase !== 'ringing') continue;
      if (next.type === 'VOICE_NO_ANSWER') next.call.phase = 'ended';
      await this.publish(next.call, next.type, new Date(next.at), next.callDurationSeconds);
      published += 1;
    }
    return published;
  }

  private async publish(
    call: LocalCall,
    type: VoiceEventType,
    reportedAt: Date,
    callDurationSeconds?: number,
  ): Promise<void> {
    const result = RESULT_OF_END[type];
    if (result) this.outbox.setCallResult(call.messageId, result);
    try {
      await this.listener?.({
        type,
        messageId: call.messageId,
        from: LOCAL_ORIGINATION_NUMBER,
        to: call.to,
        placedAt: call.placedAt,
        reportedAt,
        ...(callDurationSeconds === undefined ? {} : { callDurationSeconds }),
      });
    } catch (error) {
      this.log?.('error', 'voice.local_event_failed', { messageId: call.messageId, type, error: errorStack(error) });
    }
  }
}
