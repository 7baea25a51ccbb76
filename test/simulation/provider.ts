import { SmsSendError, type OutgoingSms, type SmsSender } from '#core/texting/ports/sms-sender';
import type { FaultLog } from './faults';
import type { LogicalClock } from './logical-clock';
import type { Random } from './prng';

export interface SentText {
  to: string;
  body: string;
  at: number;
  messageId: string;
}

/** The SMS provider stand-in: records every text at its logical time, throttles now and then, rejects some numbers. */
export class SimProvider implements SmsSender {
  readonly sent: SentText[] = [];
  readonly perSecond = new Map<number, number>();
  readonly rejecting = new Set<string>();

  constructor(
    private readonly clock: LogicalClock,
    private readonly random: Random,
    private readonly faults: FaultLog,
    private readonly throttleChance: number,
    private readonly nextId: () => string,
  ) {}

  async send({ to, body }: OutgoingSms): Promise<{ messageId: string }> {
    if (this.random.chance(this.throttleChance)) {
      this.faults.count('provider throttled a send');
      throw new SmsSendError('throttled', 'simulated provider throttling');
    }
    if (this.rejecting.has(to)) {
      this.faults.count('provider rejected a send for good');
      throw new SmsSendError('rejected', 'simulated permanent failure: the number cannot receive texts');
    }
    const at = this.clock.ms();
    const messageId = `sim-msg-${this.nextId()}`;
    this.sent.push({ to, body, at, messageId });
    const second = Math.floor(at / 1000);
    this.perSecond.set(second, (this.perSecond.get(second) ?? 0) + 1);
    return { messageId };
  }
}
