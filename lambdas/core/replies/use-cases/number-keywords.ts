import { answerDigest } from '../domain/answer-digest';
import type { RepliesPorts } from '../replies-ports';
import type { AnswerToOptedOut } from '../../texting/domain/opted-out';
import { SmsSendError } from '../../texting/ports/sms-sender';
import {
  optInNumber,
  optOutNumber,
  sendText,
  sendUserText,
  type NumberOptOutDeps,
  type SendUserTextDeps,
} from '../../texting';

/**
 * STOP, START and HELP belong to the number that sent them, whatever account or buddy link it has (or had): the
 * opt-out is the number's (texting's NumberOptOuts and the provider's list), every STOP is confirmed, and HELP is
 * always answered. The inbound handler and the buddy's path both answer through here.
 */
export type NumberKeywordDeps = SendUserTextDeps &
  NumberOptOutDeps &
  Pick<RepliesPorts, 'oncePerWindow' | 'rateLimiter'>;

/** The inbound text being answered. */
export interface FromNumber {
  from: string;
  providerMessageId: string;
}

/** The message list the answer is filed under (the account's own, or a buddy's owner's); null: a number with none. */
export type FiledUnder = string | null;

const MINUTE = 60;
/** Longer than any redelivery of the inbound text: an answer claimed per text is sent once. */
const REDELIVERY_WINDOW = 14 * 24 * 3600;

/** One text to the number; false when it did not go (refused, or still throttled after the send path's retries). */
async function textNumber(
  deps: NumberKeywordDeps,
  to: string,
  filedUnder: FiledUnder,
  body: string,
  answering?: AnswerToOptedOut,
): Promise<boolean> {
  const purpose = answering ? { answering } : {};
  try {
    if (filedUnder) return (await sendUserText(deps, { id: filedUnder, phoneNumber: to }, body, purpose)).sent;
    await deps.sendPacer.acquire();
    await sendText(deps, { to, body }, purpose);
    return true;
  } catch (error) {
    if (error instanceof SmsSendError) return false;
    throw error;
  }
}

/** `send` at most once per key: a retry of the same inbound text (after a failure further on) does not send again. */
async function once(
  deps: NumberKeywordDeps,
  key: string,
  windowSeconds: number,
  send: () => Promise<boolean>,
): Promise<boolean> {
  if (!(await deps.oncePerWindow.claim(key, deps.clock.now(), windowSeconds))) return false;
  try {
    return await send();
  } catch (error) {
    await deps.oncePerWindow.release(key);
    throw error;
  }
}

/** One confirmation per STOP or START text, unless the number sent more than a handful in ten minutes. */
function confirm(
  deps: NumberKeywordDeps,
  sms: FromNumber,
  filedUnder: FiledUnder,
  body: string,
  answering?: AnswerToOptedOut,
): Promise<boolean> {
  return once(deps, `confirmed#${sms.providerMessageId}`, REDELIVERY_WINDOW, async () => {
    if (!(await deps.rateLimiter.take('optConfirmationsPerNumber', sms.from)).allowed) return false;
    return textNumber(deps, sms.from, filedUnder, body, answering);
  });
}

/**
 * STOP from any number: on the number's opt-out list at once (every send path reads it from here on), then `effects`
 * (the account's own record, the buddy links naming the number), then its one confirmation, then the provider's
 * list. Returns whether the confirmation went. Safe to run again for the same text: every step is idempotent, and
 * the confirmation is claimed per text.
 */
export async function stopNumber(
  deps: NumberKeywordDeps,
  sms: FromNumber,
  confirmation: string,
  filedUnder: FiledUnder,
  effects: () => Promise<void>,
): Promise<boolean> {
  let answered = false;
  await optOutNumber(deps, sms.from, async (first) => {
    if (first) deps.metrics.count('OptOuts');
    await effects();
    answered = await confirm(deps, sms, filedUnder, confirmation, 'stop_confirmation');
  });
  return answered;
}

/**
 * START from a number: off our opt-out list and the provider's, then `effects` (the account's record), then one
 * confirmation (as for STOP). Returns whether the confirmation went.
 */
export async function startNumber(
  deps: NumberKeywordDeps,
  sms: FromNumber,
  confirmation: string,
  filedUnder: FiledUnder,
  effects: () => Promise<void>,
): Promise<boolean> {
  await optInNumber(deps, sms.from);
  await effects();
  return confirm(deps, sms, filedUnder, confirmation);
}

/**
 * HELP from any number, in any state (an account, one that replied STOP, a buddy, a stranger): answered every
 * time, the number's opt-out notwithstanding (CTIA), except the very same answer within a minute, so two machines
 * sending each other HELP stop there. No hourly cap: it is the person asking.
 */
export function answerHelp(
  deps: NumberKeywordDeps,
  sms: FromNumber,
  filedUnder: FiledUnder,
  body: string,
): Promise<boolean> {
  return once(deps, `help#${sms.from}#${answerDigest(body)}`, MINUTE, () =>
    textNumber(deps, sms.from, filedUnder, body, 'help'),
  );
}
