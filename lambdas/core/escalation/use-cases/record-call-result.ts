import type { CallResult } from '#shared/vocabulary';
import type { EscalationPorts } from '../escalation-ports';
import { callResultReplaces, callResultsBelow } from '../domain/call-result';

export type CallResultDeps = Pick<EscalationPorts, 'messages'>;

export interface CallEvent {
  /** The call's provider message id (SendVoiceMessage's MessageId, which its events name). */
  providerMessageId: string;
  result: CallResult;
}

/**
 * A voice event's word on how a call ended, kept on the call's Message (shown where the call is listed). Safe twice
 * and in any order: a result replaces only a lower one (domain/call-result), with a conditional write, so whatever
 * order the events come in, the call ends with the same result.
 */
export async function recordCallResult(
  deps: CallResultDeps,
  event: CallEvent,
): Promise<'updated' | 'unchanged' | 'unknown' | 'not_a_call'> {
  const message = await deps.messages.findByProviderMessageId(event.providerMessageId);
  if (!message) return 'unknown';
  if (message.channel !== 'voice') return 'not_a_call';
  if (!callResultReplaces(event.result, message.callResult)) return 'unchanged';
  return (await deps.messages.setCallResult(message, event.result, callResultsBelow(event.result)))
    ? 'updated'
    : 'unchanged';
}
