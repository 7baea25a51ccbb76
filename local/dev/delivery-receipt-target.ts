import type { SNSEvent } from 'aws-lambda';
import type { DeliveryReceiptListener } from '../adapters/local-sms-sender';
import type { VoiceEventListener } from '../adapters/local-voice-caller';
import { log } from '../../lambdas/observability/log';
import { eventHandlers } from '#shared/runtime/event-handlers';
import type { HandlerLoader } from '../handler-loader';
import { lambdaContext } from '../lambda-context';
import { deliveryReceiptEvent } from './delivery-receipt-event';
import { voiceEventSnsEvent } from './voice-event';
import { errorStack } from '../../lambdas/observability/error-stack';

type SnsHandler = (event: SNSEvent, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;

/**
 * Where the local SMS provider's receipts go: the delivery-receipt Lambda (shared/runtime/event-handlers.ts deliveryReceipt)
 * with the SNS event production's configuration-set event destination delivers. Until that file exists,
 * receipts only update the phone simulator. A failing handler is logged; SNS would retry, locally the
 * text's status in the simulator stays right regardless.
 */
export function deliveryReceiptTarget(loader: HandlerLoader): DeliveryReceiptListener {
  const entry = eventHandlers.deliveryReceipt.handler;
  return async (receipt) => {
    if (!loader.exists(entry)) return;
    try {
      const handler = await loader.load<SnsHandler>(entry);
      await handler(deliveryReceiptEvent(receipt), lambdaContext('delivery-receipt', receipt.messageId));
    } catch (error) {
      log('error', 'local.delivery_receipt_failed', { messageId: receipt.messageId, error: errorStack(error) });
    }
  };
}

/**
 * Where the local voice stand-in's events go: the same receipt Lambda and topic as text receipts, as production's
 * configuration set publishes both. A failing handler is logged (the phone simulator shows the call's end regardless).
 */
export function voiceEventTarget(loader: HandlerLoader): VoiceEventListener {
  const entry = eventHandlers.deliveryReceipt.handler;
  return async (event) => {
    if (!loader.exists(entry)) return;
    try {
      const handler = await loader.load<SnsHandler>(entry);
      await handler(voiceEventSnsEvent(event), lambdaContext('delivery-receipt', event.messageId));
    } catch (error) {
      log('error', 'local.voice_event_failed', {
        messageId: event.messageId,
        eventType: event.type,
        error: errorStack(error),
      });
    }
  };
}
