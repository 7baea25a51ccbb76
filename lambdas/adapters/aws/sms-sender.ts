import { SendTextMessageCommand, type PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { maskPhone } from '#shared/phone';
import { SmsSendError, type SmsSender } from '#core/texting/ports/sms-sender';
import { log } from '../../observability/log';
import { endUserMessagingFailure, isOptedOutRefusal, PROVIDER_OPTED_OUT_REFUSAL } from './end-user-messaging-failure';

export interface EndUserMessagingConfig {
  /** Phone number (or its ARN / id) texts are sent from; replies to it reach the inbound topic. */
  originationIdentity: string;
  /** Configuration set carrying the delivery-event destinations. */
  configurationSetName: string;
}

function asSendError(error: unknown): unknown {
  if (isOptedOutRefusal(error)) return new SmsSendError('rejected', PROVIDER_OPTED_OUT_REFUSAL, true);
  const failure = endUserMessagingFailure(error);
  if (!failure || !(error instanceof Error)) return error;
  return new SmsSendError(failure, failure === 'rejected' ? `${error.name}: ${error.message}` : error.message);
}

/** Texts through AWS End User Messaging SMS (the pinpoint-sms-voice-v2 API). */
export function endUserMessagingSms(client: PinpointSMSVoiceV2Client, config: EndUserMessagingConfig): SmsSender {
  return {
    async send({ to, body }) {
      const { MessageId } = await client
        .send(
          new SendTextMessageCommand({
            DestinationPhoneNumber: to,
            OriginationIdentity: config.originationIdentity,
            ConfigurationSetName: config.configurationSetName,
            MessageBody: body,
            MessageType: 'TRANSACTIONAL',
          }),
        )
        .catch((error: unknown) => {
          // A number on the opt-out list is refused as expected (a STOP holding at the provider too), not a failure.
          if (isOptedOutRefusal(error)) log('warn', 'sms.send_refused_opted_out', { to: maskPhone(to) });
          // Callers may treat a text as best effort; the failure is recorded here either way (no body: it may hold a code).
          else
            log('error', 'sms.send_failed', {
              to: maskPhone(to),
              error: error instanceof Error ? error.name : String(error),
            });
          throw asSendError(error);
        });
      if (!MessageId) throw new Error('End User Messaging accepted a text without returning a message id');
      return { messageId: MessageId };
    },
  };
}
