import type { CodeSent } from '@shared/contracts';

/** What a code was sent for: each flow remembers its own (a sign-up code does not log anyone in). */
export type CodePurpose = 'login' | 'signup' | 'phone_change';

export interface PendingCode {
  /** E.164, as the server answered. */
  phone: string;
  /** Epoch ms: when another code may be asked for, and when this one stops working. */
  resendAt: number;
  expiresAt: number;
}

const storageKey = (purpose: CodePurpose) => `nagtext.pendingCode.${purpose}`;

/**
 * Remembers, for this tab, that a code went out: going back a step and asking again within 30 seconds
 * would only be refused ("Please wait ..."), while the code already sent still works. The flows use this
 * to return to the code step instead, with the resend countdown where it was.
 */
export function rememberCodeSent(
  purpose: CodePurpose,
  sent: Pick<CodeSent, 'phoneNumber' | 'resendAfterSeconds' | 'expiresInSeconds'>,
  now = Date.now(),
): PendingCode {
  const pending = {
    phone: sent.phoneNumber,
    resendAt: now + sent.resendAfterSeconds * 1000,
    expiresAt: now + sent.expiresInSeconds * 1000,
  };
  try {
    window.sessionStorage.setItem(storageKey(purpose), JSON.stringify(pending));
  } catch {
    // Storage disabled (privacy mode): the flow still works, it just cannot return to the code step.
  }
  return pending;
}

/** The code still valid for this purpose (and this number, when given), or null. */
export function pendingCode(purpose: CodePurpose, phone?: string, now = Date.now()): PendingCode | null {
  let stored: Partial<PendingCode> | null = null;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(storageKey(purpose)) ?? 'null') as Partial<PendingCode> | null;
  } catch {
    return null;
  }
  if (
    !stored ||
    typeof stored.phone !== 'string' ||
    typeof stored.resendAt !== 'number' ||
    typeof stored.expiresAt !== 'number'
  )
    return null;
  if (stored.expiresAt <= now || (phone !== undefined && stored.phone !== phone)) return null;
  return stored as PendingCode;
}

/** The code was used, or is known dead (expired, tries used up): nothing to return to. */
export function forgetCode(purpose: CodePurpose): void {
  try {
    window.sessionStorage.removeItem(storageKey(purpose));
  } catch {
    // nothing stored
  }
}

/** Whole seconds until another code may be asked for (0 when it may be now). */
export const secondsUntilResend = (pending: PendingCode | null, now = Date.now()) =>
  pending ? Math.max(0, Math.ceil((pending.resendAt - now) / 1000)) : 0;
