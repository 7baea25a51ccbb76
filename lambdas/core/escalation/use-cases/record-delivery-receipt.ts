import type { EscalationPorts } from '../escalation-ports';
import { onNagTextFailed, onTextDelivered, type FailedNagDeps } from './failing-texts';

export interface DeliveryReceipt {
  providerMessageId: string;
  outcome: 'delivered' | 'failed';
  /** The carrier's words, kept on a failed nag for the admins. */
  description: string;
  /** When the carrier reported it (UTC ISO-8601). */
  reportedAt: string;
}

export type DeliveryReceiptDeps = FailedNagDeps & Pick<EscalationPorts, 'messages' | 'nagRecords' | 'metrics'>;

/**
 * A carrier's final word on an outbound text: its Message (and, for a nag, its nag record) becomes
 * delivered or failed. The first final receipt wins, so a redelivered or late receipt changes nothing.
 * A delivered text clears the account's failing mark; a failed nag is retried, then called (escalation).
 */
export async function recordDeliveryReceipt(
  deps: DeliveryReceiptDeps,
  receipt: DeliveryReceipt,
): Promise<'updated' | 'unchanged' | 'unknown'> {
  const message = await deps.messages.findByProviderMessageId(receipt.providerMessageId);
  if (!message) return 'unknown';
  if (message.status !== 'pending') return 'unchanged';
  await deps.messages.setStatus(message, receipt.outcome);
  if (receipt.outcome === 'delivered') await onTextDelivered(deps, message.userId, message.to);
  if (receipt.outcome === 'failed') {
    // Reached through the message's nag id: the nag may not be marked sent (nor indexed by provider id) yet.
    const nag = message.nagId
      ? await deps.nagRecords.get(message.userId, message.nagId)
      : await deps.nagRecords.findByProviderMessageId(receipt.providerMessageId);
    if (nag && nag.status !== 'failed') {
      await deps.nagRecords.update(nag.userId, nag.id, {
        status: 'failed',
        failureReason: receipt.description || 'Not delivered',
        failedAt: receipt.reportedAt,
        providerMessageId: receipt.providerMessageId,
      });
      deps.metrics.count('NagsFailed');
    }
    if (nag) await onNagTextFailed(deps, nag, receipt.reportedAt);
  }
  return 'updated';
}
