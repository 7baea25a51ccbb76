import { randomUUID } from 'node:crypto';
import type { Clock } from '../../lambdas/core/kernel/clock';
import { VoiceCallError, type OutgoingCall, type VoiceCaller } from '../../lambdas/core/escalation/ports/voice-caller';
import type { PhoneOutbox } from './phone-outbox';
import { LOCAL_ORIGINATION_NUMBER } from './local-sms-sender';
import { LOCAL_OPTED_OUT_REFUSAL, type LocalOptOutList } from './local-opt-out-list';

/**
 * "Places" a call by putting it in the phone simulator's outbox (which rings, shows the words, and speaks them
 * when answered), acting as the number's mode says (POST /dev/sms/fail): ok, the call rings (status delivered);
 * fail, the call is shown failed and refused as undeliverable; throttle, refused as too many requests, nothing shown.
 * A number on the stand-in's opt-out list (shared with texts, as our number's list is at AWS) is refused, nothing shown.
 */
export class LocalVoiceCaller implements VoiceCaller {
  /** The stand-in's own number, which texts come from too. */
  readonly callbackNumber = LOCAL_ORIGINATION_NUMBER;

  constructor(
    private readonly outbox: PhoneOutbox,
    private readonly clock: Clock,
    private readonly optOutList?: LocalOptOutList,
  ) {}

  async call({ to, ssml, words }: OutgoingCall): Promise<{ messageId: string }> {
    if (this.optOutList?.has(to)) throw new VoiceCallError('rejected', LOCAL_OPTED_OUT_REFUSAL);
    const mode = this.outbox.modeOf(to);
    if (mode === 'throttle') throw new VoiceCallError('throttled', 'Local provider: too many requests (this number is set to throttle in the phone simulator)');
    const messageId = randomUUID();
    const status = mode === 'fail' ? 'failed' : 'delivered';
    this.outbox.record({ to, from: LOCAL_ORIGINATION_NUMBER, body: words, ssml, channel: 'voice', sentAt: this.clock.now().toISOString(), status, messageId });
    if (mode === 'fail') throw new VoiceCallError('rejected', 'Local provider: the call could not be connected (this number is set to fail in the phone simulator)');
    return { messageId };
  }
}
