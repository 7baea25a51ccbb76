/**
 * The only texts that may go to a number on the opt-out list, both answers to the number's own text: the one
 * confirmation of its STOP (47 CFR 64.1200(a)(12), CTIA), and the answer to its HELP (CTIA: HELP is answered
 * whatever the opt-in state). Nothing else goes, whoever asks for it: no nag, summary, call, buddy text, code,
 * welcome or goodbye. (The provider's list, once it holds the number, refuses these two as well.)
 */
export type AnswerToOptedOut = 'stop_confirmation' | 'help';

/** Why a text to an opted-out number did not go: the failed Message's and the nag record's reason. */
export const OPTED_OUT_REFUSAL = 'The number replied STOP: nothing is texted to it until it replies START';
