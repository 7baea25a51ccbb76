import type { TextingPorts } from '../texting-ports';
import { OPTED_OUT_REFUSAL, type AnswerToOptedOut } from '../domain/opted-out';
import { SmsSendError, type OutgoingSms } from '../ports/sms-sender';

export type SendTextDeps = Pick<TextingPorts, 'sms' | 'optOuts'>;

/** What a text is, for the opt-out list: `answering` names the number's own STOP or HELP it answers. */
export interface TextPurpose {
  answering?: AnswerToOptedOut;
}

/** Throws SmsSendError('rejected', optedOut) when the number is on the opt-out list and the text is not its own answer. */
export async function refuseOptedOut(
  deps: Pick<TextingPorts, 'optOuts'>,
  e164: string,
  purpose: TextPurpose = {},
): Promise<void> {
  if (purpose.answering) return;
  if (await deps.optOuts.isOptedOut(e164)) throw new SmsSendError('rejected', OPTED_OUT_REFUSAL, true);
}

/**
 * One text straight to the provider, kept on no message list (a code, a welcome or goodbye, an answer to a number
 * without an account): refused like any other text when the number opted out. The caller takes the send budget's
 * slot when it needs one; everything that is filed under an account goes through sendUserText instead.
 */
export async function sendText(
  deps: SendTextDeps,
  sms: OutgoingSms,
  purpose: TextPurpose = {},
): Promise<{ messageId: string }> {
  await refuseOptedOut(deps, sms.to, purpose);
  return deps.sms.send(sms);
}
