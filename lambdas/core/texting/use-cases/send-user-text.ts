import type { TextingPorts } from '../texting-ports';
import { SmsSendError } from '../ports/sms-sender';
import { refuseOptedOut, type TextPurpose } from './send-text';
import { accountDay } from '../../kernel/account-day';

/** Whom a text goes to: the number, and the user whose list the text is filed under. */
export interface TextRecipient {
  id: string;
  phoneNumber: string;
}

export type SendUserTextDeps = Pick<TextingPorts, 'sms' | 'sendPacer' | 'messages' | 'clock' | 'ids' | 'optOuts'>;
export type SendOutcome =
  { sent: true; providerMessageId: string; sentAt: Date } | { sent: false; reason: string; sentAt: Date };

/** A nag: its record's id, and the account's zone, whose day and month of the texting budget it counts toward. */
type NagText = { nagId?: undefined } | { nagId: string; zone: string };

const PROVIDER_THROTTLE_RETRIES = 3;
const BASE_BACKOFF_MS = 250;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One text to a user: the number's opt-out first (a number that replied STOP gets nothing but the answers to its
 * own STOP and HELP, see AnswerToOptedOut), a slot of the send budget, then the provider (its throttling retried
 * with exponential backoff and full jitter), then the outbound Message on the user's list with the stats count,
 * in one write (a nag's with the account's day it counts toward in the texting budget).
 * A rejected text (will never go: opted out, or refused by the provider) is recorded as failed and reported, not
 * thrown; throttling that outlasts the retries throws SmsSendError('throttled') so the caller can hand the work
 * back for later.
 */
export async function sendUserText(
  deps: SendUserTextDeps,
  user: TextRecipient,
  body: string,
  options: TextPurpose & NagText & { sleep?: (ms: number) => Promise<void> } = {},
): Promise<SendOutcome> {
  const sleep = options.sleep ?? defaultSleep;
  let providerMessageId: string | undefined;
  let rejection: string | undefined;
  try {
    await refuseOptedOut(deps, user.phoneNumber, options);
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    rejection = error.message;
  }
  for (let attempt = 0; providerMessageId === undefined && rejection === undefined; attempt += 1) {
    await deps.sendPacer.acquire();
    try {
      ({ messageId: providerMessageId } = await deps.sms.send({ to: user.phoneNumber, body }));
    } catch (error) {
      if (!(error instanceof SmsSendError)) throw error;
      if (error.reason === 'rejected') rejection = error.message;
      else if (attempt >= PROVIDER_THROTTLE_RETRIES) throw error;
      else await sleep(Math.random() * BASE_BACKOFF_MS * 2 ** attempt);
    }
  }
  const sentAt = deps.clock.now();
  const message = {
    id: providerMessageId ?? deps.ids.next(),
    userId: user.id,
    direction: 'outbound' as const,
    from: 'NagText',
    to: user.phoneNumber,
    body,
    status: providerMessageId ? ('pending' as const) : ('failed' as const),
    receivedAt: sentAt.toISOString(),
    ...(providerMessageId ? { providerMessageId } : {}),
    ...(options.nagId ? { nagId: options.nagId, budgetDay: accountDay(sentAt, options.zone).key } : {}),
  };
  await deps.messages.record(message, providerMessageId ? { messagesSent: 1 } : undefined);
  if (!providerMessageId) return { sent: false, reason: rejection ?? 'rejected', sentAt };
  return { sent: true, providerMessageId, sentAt };
}
