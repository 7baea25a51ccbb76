import {
  checkRolling,
  currentWindow,
  decideRolling,
  DEFAULT_RATE_LIMITS,
  type RateLimits,
} from '#core/abuse/domain/rate-limits';
import type { Clock } from '#core/kernel/clock';
import type { RateLimiter } from '#core/abuse/ports/rate-limiter';

/** In-memory fixed and rolling windows for fast unit tests; same contract as the DynamoDB adapter. */
export function memoryRateLimiter(clock: Clock, limits: RateLimits = DEFAULT_RATE_LIMITS): RateLimiter {
  const counts = new Map<string, number>();
  const logs = new Map<string, number[]>();
  const windowOf = (rule: keyof RateLimits, subject: string) => {
    const window = currentWindow(limits[rule], clock.now());
    return { window, key: `${rule}|${subject}|${window.start}` };
  };
  const logKey = (rule: keyof RateLimits, subject: string) => `${rule}|${subject}|rolling`;
  return {
    async take(rule, subject) {
      if (limits[rule].rolling) {
        const decision = decideRolling(limits[rule], logs.get(logKey(rule, subject)) ?? [], clock.now());
        if (!decision.allowed) return decision;
        logs.set(logKey(rule, subject), decision.log);
        return { allowed: true, count: decision.count };
      }
      const { window, key } = windowOf(rule, subject);
      const count = counts.get(key) ?? 0;
      if (count >= limits[rule].limit) return { allowed: false, retryAfterSeconds: window.secondsLeft };
      counts.set(key, count + 1);
      return { allowed: true, count: count + 1 };
    },
    async check(rule, subject) {
      if (limits[rule].rolling) return checkRolling(limits[rule], logs.get(logKey(rule, subject)) ?? [], clock.now());
      const { window, key } = windowOf(rule, subject);
      const count = counts.get(key) ?? 0;
      return count >= limits[rule].limit
        ? { allowed: false, retryAfterSeconds: window.secondsLeft }
        : { allowed: true, count };
    },
    async clear(rule, subject) {
      if (limits[rule].rolling) logs.delete(logKey(rule, subject));
      else counts.delete(windowOf(rule, subject).key);
    },
  };
}
