import { DEFAULT_RATE_LIMITS, type RateLimits } from '#core/abuse/domain/rate-limits';

/**
 * Every rate rule with a ceiling no test suite reaches. Test files share one DynamoDB Local and mostly
 * one client address (127.0.0.1), so suites that are not about these limits run with them (still
 * counted, never refusing); the suites about them use the real limits from their own addresses.
 */
export const GENEROUS_RATE_LIMITS: RateLimits = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([rule, limit]) => [rule, { ...limit, limit: 1_000_000 }]),
) as RateLimits;
