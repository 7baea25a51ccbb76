import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { Clock } from '#core/kernel/clock';
import type { SendPacer } from '#core/texting/ports/send-pacer';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { isConditionFailed } from './condition-failed';

export interface SendPacerConfig {
  /** Messages per second the origination number may send (US toll-free: 3). */
  perSecond: number;
  /** How far ahead a sender may book a slot and wait for it before handing the nag back to the queue. */
  maxWaitSeconds: number;
  sleep?: (ms: number) => Promise<void>;
}

/** The end of a second a booked text no longer starts in: the provider call itself takes a moment. */
const SECOND_END_MARGIN_MS = 50;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Per-second counters in the Data table (harmless to read, and the senders need no Auth table access): a sender books a slot with a conditional ADD (count < budget) on
 * the current second, else the next, and waits for its second to begin. However many senders run at once,
 * no second ever gets more than the budget.
 */
export function dynamoSendPacer(
  doc: DynamoDBDocumentClient,
  dataTable: string,
  clock: Clock,
  config: SendPacerConfig,
): SendPacer {
  const sleep = config.sleep ?? defaultSleep;
  // The seconds this process already found full: skipped without a write (they only fill up, never free).
  let fullBefore = 0;

  async function book(second: number): Promise<boolean> {
    try {
      await doc.send(
        new UpdateCommand({
          TableName: dataTable,
          Key: keys.sendSlot(second),
          UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :budget',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':budget': config.perSecond, ':expires': second + 3600 },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  return {
    perUserPerSecond: Math.max(1, Math.floor(config.perSecond / 2)),
    async acquire() {
      const nowMs = clock.now().getTime();
      const current = Math.floor(nowMs / 1000);
      for (let second = Math.max(current, fullBefore); second <= current + config.maxWaitSeconds; second += 1) {
        if (await book(second)) {
          const wait = second * 1000 - clock.now().getTime();
          if (wait > 0) await sleep(wait);
          // Booked so late that the second is (nearly) over: the slot is lost, take another, or this text would
          // reach the provider in the next second on top of that second's budget.
          if (clock.now().getTime() >= (second + 1) * 1000 - SECOND_END_MARGIN_MS) continue;
          return;
        }
        fullBefore = second + 1;
      }
      throw new SmsSendError(
        'throttled',
        `The send budget of ${config.perSecond}/s is booked for the next ${config.maxWaitSeconds} s`,
      );
    },
  };
}
