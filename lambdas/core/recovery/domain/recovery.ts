import type { RecoveryState } from '#shared/vocabulary';
import { wholeNumberSetting } from '../../kernel/whole-number-setting';

/**
 * Recovery of an account whose number is lost (issue 34). The person proves the verified email (a code sent to it),
 * then a new number (a code texted to it); then the account WAITS (24 hours unless the stage says otherwise), while
 * the old number and the email each hear how to stop it. Unchallenged, the account moves to the new number at the
 * wait's end.
 *
 *   email_code_sent -> email_confirmed -> new_number_code_sent -> waiting -> completed
 *         \________________\_____________________\__________________\-----> cancelled
 *         \________________\_____________________\-----> expired (the steps before the wait take at most an hour)
 *
 * One open recovery per account: a new start replaces one that has not reached the wait (its codes die with it,
 * bound to its id), and while one waits a new start sends nothing (the waiting one's email carries its cancel link).
 */
export type { RecoveryState };

export interface Recovery {
  id: string;
  userId: string;
  state: RecoveryState;
  /** The normalized verified address the recovery was started with (its emailed code is bound to it). */
  email: string;
  startedAt: string;
  /** The number the account would move to, once one was given. */
  newPhone?: string;
  /** When the wait ends and the account moves (set when the new number is confirmed). */
  waitEndsAt?: string;
  /** The keyed hash of the cancel link's token (set with the wait). */
  cancelTokenHash?: string;
  endedAt?: string;
  /** Why it ended. */
  endedBy?: RecoveryEnd;
}

export type RecoveryEnd = 'moved' | 'email_link' | 'old_number' | 'replaced' | 'number_taken' | 'account_gone';

/** The steps before the wait (both codes) must be done within this long of the start. */
export const RECOVERY_SETUP_SECONDS = 60 * 60;
export const DEFAULT_RECOVERY_WAIT_HOURS = 24;

/** The stage's waiting period (RECOVERY_WAIT_HOURS): a whole number of hours, at least 1; 24 when unset. */
export const recoveryWaitHours = (setting: string | undefined): number =>
  wholeNumberSetting(setting, DEFAULT_RECOVERY_WAIT_HOURS, 'RECOVERY_WAIT_HOURS', 1);

export const waitEndsAt = (now: Date, hours: number): Date => new Date(now.getTime() + hours * 60 * 60 * 1000);

const BEFORE_THE_WAIT: readonly RecoveryState[] = ['email_code_sent', 'email_confirmed', 'new_number_code_sent'];
const ENDED: readonly RecoveryState[] = ['completed', 'cancelled', 'expired'];

export const isEnded = (state: RecoveryState) => ENDED.includes(state);

/** The state as it reads now: a recovery stuck before the wait past its hour has expired (nothing stores that). */
export function stateNow(recovery: Pick<Recovery, 'state' | 'startedAt'>, now: Date): RecoveryState {
  const setupEnds = Date.parse(recovery.startedAt) + RECOVERY_SETUP_SECONDS * 1000;
  return BEFORE_THE_WAIT.includes(recovery.state) && now.getTime() >= setupEnds ? 'expired' : recovery.state;
}

export type StartDecision = { kind: 'start' } | { kind: 'replace'; replaced: Recovery } | { kind: 'already_waiting' };

/** A new start against the account's open recovery, if any (see the header: replace before the wait, never during it). */
export function decideStart(open: Recovery | null, now: Date): StartDecision {
  if (open === null) return { kind: 'start' };
  const state = stateNow(open, now);
  if (state === 'waiting') return { kind: 'already_waiting' };
  if (isEnded(state)) return { kind: 'start' };
  return { kind: 'replace', replaced: open };
}

export const RECOVERY_MESSAGES = {
  /** Also what an unknown recovery id reads as: the routes tell nothing about which recoveries exist. */
  wrongCode: 'Invalid verification code',
  expired: 'This recovery has expired. Start again from the log-in page.',
  ended: 'This recovery is over. Start again from the log-in page.',
  emailFirst: 'Confirm the code from your email first.',
  numberFirst: 'Ask for a code to your new number first.',
  otherNumber: 'The code was sent to another number. Ask for a code to this one.',
  alreadyWaiting: 'Your new number is confirmed. The account moves when the wait ends.',
  sameNumber: 'That is the number already on the account. Log in with it instead.',
  numberTaken:
    'This phone number already has a NagText account. Use another number, or log in with it and delete that account first.',
  numberOptedOut:
    'This number replied STOP to NagText, so we send it no texts. Text START to NagText from it, then ask for the code again.',
} as const;

/** What may be done at each step: an answer for the person when not (a 4xx naming the problem). */
export type StepVerdict = { ok: true } | { ok: false; status: 'validation_failed' | 'conflict'; message: string };

const refuse = (status: 'validation_failed' | 'conflict', message: string): StepVerdict => ({
  ok: false,
  status,
  message,
});

function refusalOf(state: RecoveryState): StepVerdict {
  if (state === 'expired') return refuse('conflict', RECOVERY_MESSAGES.expired);
  if (state === 'waiting') return refuse('conflict', RECOVERY_MESSAGES.alreadyWaiting);
  return refuse('conflict', RECOVERY_MESSAGES.ended);
}

export type RecoveryStep = 'confirm_email' | 'send_number_code' | 'confirm_number';

const STEP_FROM: Record<RecoveryStep, readonly RecoveryState[]> = {
  confirm_email: ['email_code_sent'],
  send_number_code: ['email_confirmed', 'new_number_code_sent'],
  confirm_number: ['new_number_code_sent'],
};

/** Whether a step may be taken now, and why not (a step out of order names the one to take first). */
export function judgeStep(recovery: Recovery, step: RecoveryStep, now: Date, newPhone?: string): StepVerdict {
  const state = stateNow(recovery, now);
  if (STEP_FROM[step].includes(state)) {
    if (step === 'confirm_number' && recovery.newPhone !== newPhone)
      return refuse('validation_failed', RECOVERY_MESSAGES.otherNumber);
    return { ok: true };
  }
  if (!BEFORE_THE_WAIT.includes(state)) return refusalOf(state);
  if (state === 'email_code_sent') return refuse('conflict', RECOVERY_MESSAGES.emailFirst);
  if (state === 'email_confirmed') return refuse('conflict', RECOVERY_MESSAGES.numberFirst);
  // new_number_code_sent, asked to confirm the email again: done already.
  return refuse('conflict', RECOVERY_MESSAGES.numberFirst);
}

/** What the account's number and the new one are: the new number must be free, another, and not opted out. */
export interface NewNumberFacts {
  currentPhone: string;
  newPhone: string;
  /** The account holding the new number, if any. */
  holderId: string | null;
  optedOut: boolean;
}

/** Why the account may not move to this number, or null. Refusals name `phoneNumber`. */
export function newNumberProblem(
  facts: NewNumberFacts,
): { status: 'validation_failed' | 'conflict'; message: string } | null {
  if (facts.newPhone === facts.currentPhone)
    return { status: 'validation_failed', message: RECOVERY_MESSAGES.sameNumber };
  if (facts.holderId !== null) return { status: 'conflict', message: RECOVERY_MESSAGES.numberTaken };
  if (facts.optedOut) return { status: 'conflict', message: RECOVERY_MESSAGES.numberOptedOut };
  return null;
}

export type CancelDecision =
  { kind: 'cancel'; from: RecoveryState } | { kind: 'already'; state: 'completed' | 'cancelled' | 'expired' };

/** A cancel (the link or the old number's NO): any open recovery ends; an ended one stays as it ended. */
export function decideCancel(recovery: Recovery, now: Date): CancelDecision {
  const state = stateNow(recovery, now);
  if (state === 'completed' || state === 'cancelled' || state === 'expired') return { kind: 'already', state };
  return { kind: 'cancel', from: recovery.state };
}

export type CompleteDecision =
  { kind: 'move' } | { kind: 'not_yet'; at: string } | { kind: 'nothing'; state: RecoveryState };

/** The wait's end: a waiting recovery past its time moves the account; anything else does nothing. */
export function decideComplete(recovery: Recovery, now: Date): CompleteDecision {
  const state = stateNow(recovery, now);
  if (state !== 'waiting' || recovery.waitEndsAt === undefined) return { kind: 'nothing', state };
  if (now.getTime() < Date.parse(recovery.waitEndsAt)) return { kind: 'not_yet', at: recovery.waitEndsAt };
  return { kind: 'move' };
}

/** "NO" alone (any case, a full stop or ! after it): the old number's answer to the wait's text. */
export const isNo = (body: string): boolean => /^\s*no\s*[.!]*\s*$/i.test(body);

/** What the cancel link's token is hashed with: it cancels this recovery alone. */
export const cancelTokenBinding = (recoveryId: string) => `recovery_cancel:${recoveryId}`;

/** The send window the recovery's emailed codes count in: one per account, apart from verification codes'. */
export const recoveryEmailWindow = (userId: string) => `recovery-email:${userId}`;

/** The name of the one-time schedule that ends the wait. */
export const completionScheduleName = (recoveryId: string) => `recovery-${recoveryId}`;

/** The link in the wait's email: the web's page, which posts the two parts to POST /auth/recovery/cancel. */
export function cancelLink(appBaseUrl: string, recoveryId: string, token: string): string {
  const query = new URLSearchParams({ recovery: recoveryId, token });
  return `${appBaseUrl.replace(/\/+$/, '')}/recover/cancel?${query.toString()}`;
}
