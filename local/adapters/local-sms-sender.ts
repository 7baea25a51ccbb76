import { randomUUID } from 'node:crypto';
import type { Clock } from '#core/kernel/clock';
import { SmsSendError, type OutgoingSms, type SmsSender } from '#core/texting/ports/sms-sender';
import type { PhoneOutbox } from './phone-outbox';
import { LOCAL_OPTED_OUT_REFUSAL, type LocalOptOutList } from './local-opt-out-list';
import type { log as appLog } from '../../lambdas/observability/log';
import { errorStack } from '../../lambdas/observability/error-stack';

/** The number local texts come from and replies go to (a 555 number: never a real line). */
export const LOCAL_ORIGINATION_NUMBER = '+15550000000';

/** What the carrier reported for one text: handed to the receipt listener as production's event destination would. */
export interface LocalDeliveryReceipt {
  messageId: string;
  from: string;
  to: string;
  body: string;
  outcome: 'delivered' | 'failed';
  /** When the text was accepted, and when the carrier reported on it (app clock). */
  sentAt: Date;
  reportedAt: Date;
}

export type DeliveryReceiptListener = (receipt: LocalDeliveryReceipt) => Promise<void>;

export interface LocalSmsSenderOptions {
  /**
   * Real time from a send to its receipt; 1000 ms unless given. Never zero in the running app: the code that
   * sent the text records its Message right after `send` returns, and a receipt that overtook that write
   * would find nothing to update (in production receipts take seconds).
   */
  receiptDelayMs?: number;
  /** The stand-in's opt-out list: a text to a listed number is refused, as AWS refuses it. */
  optOutList?: LocalOptOutList;
}

/** A receipt on its way: started by its timer, or at once by `flush`. */
interface PendingReceipt {
  receipt: Omit<LocalDeliveryReceipt, 'reportedAt'>;
  timer: NodeJS.Timeout | null;
  started: boolean;
  settled: Promise<void>;
  settle: () => void;
}

const DEFAULT_RECEIPT_DELAY_MS = 1000;

/**
 * "Sends" a text by putting it in the phone simulator's outbox, acting as the number's mode says
 * (POST /dev/sms/fail): ok, the text is queued then delivered; fail, queued then failed; throttle, refused
 * with SmsSendError('throttled') and nothing stored. A number on the stand-in's opt-out list is refused as AWS
 * refuses it (ConflictException DESTINATION_PHONE_NUMBER_OPTED_OUT, which the AWS adapter turns into
 * SmsSendError('rejected', optedOut)), and nothing reaches the phone. The carrier's receipt follows after `send` returns
 * (as in production, where it arrives later through the configuration set's event destination): the
 * outbox status changes, and the listener the local server sets runs the delivery-receipt Lambda.
 */
export class LocalSmsSender implements SmsSender {
  private listener: DeliveryReceiptListener | null = null;
  private readonly pending = new Set<PendingReceipt>();
  private readonly receiptDelayMs: number;
  private readonly optOutList: LocalOptOutList | undefined;

  constructor(
    private readonly outbox: PhoneOutbox,
    private readonly clock: Clock,
    private readonly log: typeof appLog,
    options: LocalSmsSenderOptions = {},
  ) {
    this.receiptDelayMs = Math.max(0, options.receiptDelayMs ?? DEFAULT_RECEIPT_DELAY_MS);
    this.optOutList = options.optOutList;
  }

  setReceiptListener(listener: DeliveryReceiptListener | null): void {
    this.listener = listener;
  }

  async send({ to, body }: OutgoingSms): Promise<{ messageId: string }> {
    if (this.optOutList?.has(to)) {
      this.log('warn', 'sms.send_refused_opted_out', { to });
      throw new SmsSendError('rejected', LOCAL_OPTED_OUT_REFUSAL, true);
    }
    const mode = this.outbox.modeOf(to);
    if (mode === 'throttle') {
      throw new SmsSendError(
        'throttled',
        'Local provider: too many requests (this number is set to throttle in the phone simulator)',
      );
    }
    const messageId = randomUUID();
    const sentAt = this.clock.now();
    this.outbox.record({
      to,
      from: LOCAL_ORIGINATION_NUMBER,
      body,
      sentAt: sentAt.toISOString(),
      status: 'queued',
      messageId,
    });
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const pending: PendingReceipt = {
      receipt: {
        messageId,
        from: LOCAL_ORIGINATION_NUMBER,
        to,
        body,
        outcome: mode === 'fail' ? 'failed' : 'delivered',
        sentAt,
      },
      timer: null,
      started: false,
      settled,
      settle,
    };
    pending.timer = setTimeout(() => void this.start(pending), this.receiptDelayMs);
    this.pending.add(pending);
    return { messageId };
  }

  /** Receipts not yet reported. */
  get pendingReceipts(): number {
    return this.pending.size;
  }

  /** Resolves once every receipt for texts sent so far has been reported, each in its own time. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending].map((pending) => pending.settled));
  }

  /** Reports every pending receipt now, and resolves when they are done (before shutting down). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending].map((pending) => this.start(pending)));
  }

  private start(pending: PendingReceipt): Promise<void> {
    if (!pending.started) {
      pending.started = true;
      if (pending.timer) clearTimeout(pending.timer);
      void this.report({ ...pending.receipt, reportedAt: this.clock.now() }).finally(() => {
        this.pending.delete(pending);
        pending.settle();
      });
    }
    return pending.settled;
  }

  private async report(receipt: LocalDeliveryReceipt): Promise<void> {
    try {
      this.outbox.setStatus(receipt.messageId, receipt.outcome);
      await this.listener?.(receipt);
    } catch (error) {
      this.log('error', 'sms.local_receipt_failed', { messageId: receipt.messageId, error: errorStack(error) });
    }
  }
}
