/** Admin log-in lockout: after 5 failed attempts in a row, the account is locked for 15 minutes. */
export const MAX_FAILED_ADMIN_ATTEMPTS = 5;
export const ADMIN_LOCK_MINUTES = 15;
/** Admin sessions are short: 8 hours, well inside the 12-hour ceiling. */
export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export interface LockoutState {
  failedAttempts: number;
  /** ISO instant until which log-in is refused. */
  lockedUntil?: string;
}

export function minutesLocked(state: LockoutState, now: Date): number {
  if (!state.lockedUntil) return 0;
  const ms = Date.parse(state.lockedUntil) - now.getTime();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

/** The state to store after a wrong password. A lock that has run out starts the count afresh. */
export function afterFailedAttempt(state: LockoutState, now: Date): LockoutState {
  const expiredLock = state.lockedUntil !== undefined && minutesLocked(state, now) === 0;
  const failedAttempts = (expiredLock ? 0 : state.failedAttempts) + 1;
  if (failedAttempts < MAX_FAILED_ADMIN_ATTEMPTS) return { failedAttempts };
  return { failedAttempts, lockedUntil: new Date(now.getTime() + ADMIN_LOCK_MINUTES * 60_000).toISOString() };
}

export function lockedMessage(minutes: number): string {
  return `Too many failed attempts. This account is locked for ${minutes} minute${minutes === 1 ? '' : 's'}. Try again later.`;
}
