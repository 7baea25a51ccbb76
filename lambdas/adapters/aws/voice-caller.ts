import {
  SendVoiceMessageCommand,
  type PinpointSMSVoiceV2Client,
  type VoiceId,
} from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { maskPhone } from '#shared/phone';
import { VoiceCallError, type VoiceCaller } from '#core/escalation/ports/voice-caller';
import { log } from '../../observability/log';
import { endUserMessagingFailure, isOptedOutRefusal, PROVIDER_OPTED_OUT_REFUSAL } from './end-user-messaging-failure';

export interface EndUserMessagingVoiceConfig {
  /**
   * A voice-capable number, or the pool holding it, that shares the SMS opt-out list: a STOP by text puts the number
   * on that list (the reply handler's PutOptedOutNumber), so the provider refuses calls to it too, beside our own
   * opt-out and consent checks.
   */
  originationIdentity: string;
  /** NagText's telephone number (E.164), which every call states (the port's callbackNumber). */
  callbackNumber: string;
  /** Configuration set carrying the voice delivery-event destinations. */
  configurationSetName: string;
  /** The Polly voice. */
  voiceId: VoiceId;
  /** US dollars a minute the call may cost at most, as the API takes it ("0.05"): refuses costly destinations. */
  maxPricePerMinute: string;
  /** Seconds the provider may keep trying: a nag call that rings an hour late is no longer a nag. */
  timeToLiveSeconds: number;
}

export const DEFAULT_VOICE_CALL_SETTINGS = {
  voiceId: 'JOANNA',
  maxPricePerMinute: '0.05',
  timeToLiveSeconds: 15 * 60,
} as const satisfies Partial<EndUserMessagingVoiceConfig>;

function asCallError(error: unknown): unknown {
  if (isOptedOutRefusal(error)) return new VoiceCallError('rejected', PROVIDER_OPTED_OUT_REFUSAL);
  const failure = endUserMessagingFailure(error);
  if (!failure || !(error instanceof Error)) return error;
  return new VoiceCallError(failure, failure === 'rejected' ? `${error.name}: ${error.message}` : error.message);
}

/** Calls through AWS End User Messaging (SendVoiceMessage: Polly speaks the SSML). */
export function endUserMessagingVoice(
  client: PinpointSMSVoiceV2Client,
  config: EndUserMessagingVoiceConfig,
): VoiceCaller {
  return {
    callbackNumber: config.callbackNumber,
    async call({ to, ssml }) {
      const { MessageId } = await client
        .send(
          new SendVoiceMessageCommand({
            DestinationPhoneNumber: to,
            OriginationIdentity: config.originationIdentity,
            ConfigurationSetName: config.configurationSetName,
            MessageBody: ssml,
            MessageBodyTextType: 'SSML',
            VoiceId: config.voiceId,
            MaxPricePerMinute: config.maxPricePerMinute,
            TimeToLive: config.timeToLiveSeconds,
          }),
        )
        .catch((error: unknown) => {
          // No script in the log: it holds the task.
          log('error', 'voice.call_failed', {
            to: maskPhone(to),
            error: error instanceof Error ? error.name : String(error),
          });
          throw asCallError(error);
        });
      if (!MessageId) throw new Error('End User Messaging accepted a call without returning a message id');
      return { messageId: MessageId };
    },
  };
}
