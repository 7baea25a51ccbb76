import type { RateDecision, RateRule } from '../domain/rate-limits';

/**
 * Counters in fixed windows, shared by every instance of every function. `subject` is what is counted
 * (a client address, a username and address, or one name for an overall count); the limits themselves
 * are configuration the adapter is built with (DEFAULT_RATE_LIMITS unless a deployment says otherwise).
 */
export interface RateLimiter {
  /** Counts one event, atomically; refused (and not counted) when the window already holds the limit. */
  take(rule: RateRule, subject: string): Promise<RateDecision>;
  /** Whether the window is full, without counting anything. */
  check(rule: RateRule, subject: string): Promise<RateDecision>;
  /** Forgets this window's count for the subject (a success that wipes earlier failures). */
  clear(rule: RateRule, subject: string): Promise<void>;
}
