import { SmsSendError } from '../../texting/ports/sms-sender';
import { sendText, sendUserText } from '../../texting';
import type { AnswerBuddyDeps, BuddyText } from './answer-buddy';

const REDELIVERY_WINDOW = 14 * 24 * 3600;

/**
 * The one answer to this inbound text (claimed by its id: a retry after a failure further on does not answer
 * again), filed under `filedUnder` (an owner, the account, or none). Never to a number that replied STOP: the
 * caller only answers one after its JOIN lifted the opt-out.
 */
export async function answerOnce(
  deps: AnswerBuddyDeps,
  sms: BuddyText,
  filedUnder: string | null,
  body: string,
): Promise<boolean> {
  const key = `link-answer#${sms.providerMessageId}`;
  if (!(await deps.oncePerWindow.claim(key, deps.clock.now(), REDELIVERY_WINDOW))) return false;
  try {
    if (filedUnder) return (await sendUserText(deps, { id: filedUnder, phoneNumber: sms.from }, body)).sent;
    await deps.sendPacer.acquire();
    await sendText(deps, { to: sms.from, body });
    return true;
  } catch (error) {
    if (error instanceof SmsSendError) return false;
    await deps.oncePerWindow.release(key);
    throw error;
  }
}
