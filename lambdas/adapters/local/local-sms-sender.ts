import { randomUUID } from 'node:crypto';
import type { Clock } from '../../core/ports/clock';
import type { SmsSender } from '../../core/ports/sms-sender';
import type { PhoneOutbox } from './phone-outbox';

/** The number local texts come from and replies go to (a 555 number: never a real line). */
export const LOCAL_ORIGINATION_NUMBER = '+15550000000';

/** "Sends" a text by putting it in the phone simulator's outbox. */
export function localSmsSender(outbox: PhoneOutbox, clock: Clock): SmsSender {
  return {
    async send({ to, body }) {
      const messageId = randomUUID();
      outbox.record({ to, from: LOCAL_ORIGINATION_NUMBER, body, sentAt: clock.now().toISOString(), status: 'delivered', messageId });
      return { messageId };
    },
  };
}
