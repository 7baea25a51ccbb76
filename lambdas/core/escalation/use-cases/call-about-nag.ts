import type { User } from '../../users/domain/user';
import type { EscalationPorts } from '../escalation-ports';
import type { Message } from '../../texting/domain/message';
import type { Reminder } from '../../reminders/domain/reminder';
import { callPlan, type NoCallReason } from '../domain/call-plan';
import { callScript, callWords } from '../domain/call-script';
import { VoiceCallError } from '../ports/voice-caller';
import { accountMonth } from '../../kernel/account-month';

export type CallAboutNagDeps = Pick<
  EscalationPorts,
  | 'reminders'
  | 'voice'
  | 'optOuts'
  | 'escalationUsage'
  | 'escalationCaps'
  | 'oncePerWindow'
  | 'messages'
  | 'destinations'
  | 'metrics'
>;

export interface NagCall {
  owner: User;
  reminder: Pick<Reminder, 'id' | 'task' | 'occurrenceDate' | 'occurrenceAt' | 'callAfterNags'>;
  /** The nag the call is about: its id names the call, so a redelivery finds it placed. */
  nagId: string;
  why: 'ladder' | 'fallback';
  /** See CallPlanInput.ignoredTexts (a fallback: the nag's attempt). */
  ignoredTexts: number;
  now: Date;
}

export type CallOutcome = 'called' | 'failed' | 'throttled' | NoCallReason;

/** Long enough to cover an occurrence carried over for a week: its one call is remembered for all of it. */
const OCCURRENCE_CALL_WINDOW_SECONDS = 9 * 24 * 3600;

const occurrenceCallKey = (call: NagCall) => `call#${call.owner.id}#${call.reminder.id}#${call.reminder.occurrenceAt}`;

/**
 * Places the occurrence's one call when the plan says so and the number has not replied STOP: claimed per occurrence (a redelivered nag, or a later nag
 * of the same occurrence, finds it taken), booked within the month's cap, then placed and recorded in the owner's
 * history as a call (the stats count it). A call the provider turns away for now gives both back for a later nag;
 * one it refuses outright keeps the claim (no retry) and is recorded failed.
 */
export async function callAboutNag(deps: CallAboutNagDeps, call: NagCall): Promise<CallOutcome> {
  const { owner, reminder, now } = call;
  const month = accountMonth(now, owner.timezone).key;
  const callsThisMonth = (await deps.escalationUsage.monthOf(owner.id, month)).call;
  const decision = callPlan({
    why: call.why,
    callAfterNags: reminder.callAfterNags,
    ignoredTexts: call.ignoredTexts,
    occurrenceCalled: false,
    owner: { ...owner, callConsentAt: owner.callConsentAt ?? null },
    destinations: deps.destinations,
    callsThisMonth,
    monthlyCallCap: deps.escalationCaps.callsPerMonth,
    now,
  });
  if (!decision.call) return decision.reason;
  // The number's STOP, whoever's account it is now: a call is a send like any text (and the provider's list refuses it too).
  if (await deps.optOuts.isOptedOut(owner.phoneNumber)) return 'opted_out';
  const key = occurrenceCallKey(call);
  if (!(await deps.oncePerWindow.claim(key, now, OCCURRENCE_CALL_WINDOW_SECONDS))) return 'already_called';
  if (!(await deps.escalationUsage.take(owner.id, 'call', month, deps.escalationCaps.callsPerMonth))) {
    await deps.oncePerWindow.release(key);
    return 'monthly_cap';
  }
  const words = callWords(reminder.task, deps.voice.callbackNumber);
  const record = (status: Message['status'], providerMessageId?: string) =>
    deps.messages.record(
      {
        id: `call-${call.nagId}`,
        userId: owner.id,
        direction: 'outbound',
        channel: 'voice',
        from: 'NagText',
        to: owner.phoneNumber,
        body: words,
        status,
        receivedAt: now.toISOString(),
        ...(providerMessageId ? { providerMessageId } : {}),
      },
      status === 'failed' ? undefined : { callsPlaced: 1 },
    );
  let placed: { messageId: string };
  try {
    placed = await deps.voice.call({
      to: owner.phoneNumber,
      ssml: callScript(reminder.task, deps.voice.callbackNumber),
      words,
    });
  } catch (error) {
    await deps.escalationUsage.giveBack(owner.id, 'call', month);
    if (error instanceof VoiceCallError && error.reason === 'rejected') {
      await record('failed');
      deps.metrics.count('CallsFailed');
      return 'failed';
    }
    // Not placed, and may be later: the claim goes back for the queue's retry or the occurrence's next nag.
    await deps.oncePerWindow.release(key);
    if (error instanceof VoiceCallError) return 'throttled';
    throw error;
  }
  // Accepted by the provider: shown as placed until its voice events say how it ended (record-call-result).
  await record('delivered', placed.messageId);
  // The occurrence's history counts it.
  await deps.reminders.noteCall(owner.id, reminder.id, reminder.occurrenceDate, now.toISOString());
  deps.metrics.count('CallsPlaced', { Reason: call.why });
  return 'called';
}
