import { toE164 } from '#shared/phone';
import type { RepliesPorts } from '../replies-ports';

export interface InboundSms {
  from: string;
  to: string;
  body: string;
  /** The provider's id for this message: redeliveries carry the same one. */
  providerMessageId: string;
  /** When the provider received it (UTC ISO-8601). */
  receivedAt: string;
}

export type InboundOutcome =
  | { kind: 'recorded'; userId: string; messageId: string }
  | { kind: 'duplicate'; userId: string; messageId: string }
  | { kind: 'unknown_sender' };

/** Keeps a text a phone sent us on its owner's message list. Replies are acted on elsewhere. */
export async function recordInboundSms(
  deps: Pick<RepliesPorts, 'users' | 'messages'>,
  sms: InboundSms,
): Promise<InboundOutcome> {
  const from = toE164(sms.from);
  const user = from ? await deps.users.getByPhone(from) : null;
  if (!user) return { kind: 'unknown_sender' };
  // The provider's id makes the message id deterministic, so a redelivered event is stored once.
  const messageId = sms.providerMessageId;
  const stored = await deps.messages.record({
    id: messageId,
    userId: user.id,
    direction: 'inbound',
    from: user.phoneNumber,
    to: sms.to,
    body: sms.body,
    status: 'delivered',
    receivedAt: sms.receivedAt,
    providerMessageId: sms.providerMessageId,
  });
  return { kind: stored ? 'recorded' : 'duplicate', userId: user.id, messageId };
}
