import { rateLimitMessage, type RateRule } from '../domain/rate-limits';
import { clientNetwork } from '../domain/client-network';
import { fail } from '../../kernel/errors';
import type { AbusePorts } from '../abuse-ports';

/** Where a request came from, as the runtime saw it (API Gateway's source IP; the socket locally). */
export type ClientAddress = string | undefined;

/**
 * The counted subject for a client: its network (an IPv6 address counts by its /64), and requests with no
 * known address share one bucket rather than none.
 */
export const clientSubject = (ip: ClientAddress) => (ip ? clientNetwork(ip) : 'unknown');

/** Counts one event under the rule, or refuses with 429, Retry-After and a message saying how long to wait. */
export async function throttle(deps: Pick<AbusePorts, 'rateLimiter'>, rule: RateRule, subject: string): Promise<void> {
  const decision = await deps.rateLimiter.take(rule, subject);
  if (!decision.allowed) {
    const { retryAfterSeconds } = decision;
    fail('rate_limited', rateLimitMessage(rule, retryAfterSeconds), { retryAfterSeconds, limit: rule });
  }
}

/** Refuses like throttle when the rule's window is already full, without counting (failure counters). */
export async function refuseWhenFull(
  deps: Pick<AbusePorts, 'rateLimiter'>,
  rule: RateRule,
  subject: string,
): Promise<void> {
  const decision = await deps.rateLimiter.check(rule, subject);
  if (!decision.allowed) {
    const { retryAfterSeconds } = decision;
    fail('rate_limited', rateLimitMessage(rule, retryAfterSeconds), { retryAfterSeconds, limit: rule });
  }
}
