import { maskPhone } from '#shared/phone';
import { judgeDestination, type DestinationPolicy } from '#core/texting/domain/destination-policy';
import { SmsSendError, type SmsSender } from '#core/texting/ports/sms-sender';
import { log } from '../observability/log';

/**
 * Wraps the real sender so no text leaves for a destination the policy refuses, whichever use case
 * asked (codes, welcome texts, nags, reply confirmations). Both composition roots build the sender this way.
 */
export function destinationGuardedSms(inner: SmsSender, policy: DestinationPolicy): SmsSender {
  return {
    async send(sms) {
      const verdict = judgeDestination(sms.to, policy);
      if (!verdict.allowed) {
        log('warn', 'sms.destination_refused', {
          to: maskPhone(sms.to),
          refused: verdict.refused,
          country: verdict.country,
        });
        throw new SmsSendError('rejected', verdict.message);
      }
      return inner.send(sms);
    },
  };
}
