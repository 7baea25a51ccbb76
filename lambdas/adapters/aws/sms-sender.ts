import { SendTextMessageCommand, type PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { maskPhone } from '../../../shared/phone';
import { SmsSendError, type SmsSender } from '../../core/texting/ports/sms-sender';
import { log } from '../../observability/log';

export interface EndUserMessagingConfig {
  /** Phone number (or its ARN / id) texts are sent from; replies to it reach the inbound topic. */
  originationIdentity: string;
  /** Configuration set carrying the delivery-event destinations. */
  configurationSetName: string;
}

/** Provider errors that say "slow down" or "never": the rest (service faults) stay as they are, for a retry. */
const THROTTLED = new Set(['ThrottlingException', 'ServiceQuotaExceededException']);
const REJECTED = new Set(['ValidationException', 'ConflictException', 'ResourceNotFoundException', 'AccessDeniedException']);

function asSendError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (THROTTLED.has(error.name)) return new SmsSendError('throttled', error.message);
  if (REJECTED.has(error.name)) return new SmsSendError('rejected', `${error.name}: ${error.message}`);
  return error;
}

/** Texts through AWS End User Messaging SMS (the pinpoint-sms-voice-v2 API). */
export function endUserMessagingSms(client: PinpointSMSVoiceV2Client, config: EndUserMessagingConfig): SmsSender {
  return {
    async send({ to, body }) {
      const { MessageId } = await client
        .send(new SendTextMessageCommand({
          DestinationPhoneNumber: to,
          OriginationIdentity: config.originationIdentity,
          ConfigurationSetName: config.configurationSetName,
          MessageBody: body,
          MessageType: 'TRANSACTIONAL',
        }))
        .catch((error: unknown) => {
          // Callers may treat a text as best effort; the failure is recorded here either way (no body: it may hold a code).
          log('error', 'sms.send_failed', { to: maskPhone(to), error: error instanceof Error ? error.name : String(error) });
          throw asSendError(error);
        });
      if (!MessageId) throw new Error('End User Messaging accepted a text without returning a message id');
      return { messageId: MessageId };
    },
  };
}
