import { maskPhone } from '#shared/phone';
import { judgeDestination, type DestinationPolicy } from '#core/texting/domain/destination-policy';
import { VoiceCallError, type VoiceCaller } from '#core/escalation/ports/voice-caller';
import { log } from '../observability/log';

/** As destinationGuardedSms, for calls: no call leaves for a destination the policy refuses, whoever asked. */
export function destinationGuardedVoice(inner: VoiceCaller, policy: DestinationPolicy): VoiceCaller {
  return {
    callbackNumber: inner.callbackNumber,
    async call(call) {
      const verdict = judgeDestination(call.to, policy);
      if (!verdict.allowed) {
        log('warn', 'voice.destination_refused', {
          to: maskPhone(call.to),
          refused: verdict.refused,
          country: verdict.country,
        });
        throw new VoiceCallError('rejected', verdict.message);
      }
      return inner.call(call);
    },
  };
}
