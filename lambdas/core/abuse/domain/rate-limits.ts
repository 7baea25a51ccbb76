/**
 * Limits per client address and overall, on top of the per-number limits of otp-policy. Each is a
 * count in a fixed window (kept in DynamoDB so every Lambda sees the same count). Per-address limits
 * make enumeration and SMS pumping from one client slow (an IPv6 client counts by its /64, see client-network);
 * the overall ceilings on code texts bound what many clients together can cost, and raise an alarm when reached.
 */
export type RateRule =
  /** Log-in, sign-up and phone-change code requests from one address (whether or not a text goes out). */
  | 'codeRequestsPerIp'
  /** Code checks (log-in, sign-up, phone change) from one address: guesses spread over many numbers. */
  | 'codeChecksPerIp'
  /** Contact-form messages from one address. */
  | 'contactPerIp'
  /** Admin log-in attempts from one address (a burst of parallel guesses is cut here). */
  | 'adminLoginPerIp'
  /** Wrong admin passwords from one address, whatever the username. */
  | 'adminFailuresPerIp'
  /** Wrong admin passwords for one username from one address: the username lockout. */
  | 'adminFailuresPerUsernameAndIp'
  /** Sign-up code texts sent by the whole service (new numbers: where SMS pumping comes from). */
  | 'signupCodeTextsOverall'
  /** Log-in and phone-change code texts sent by the whole service (people who have an account): a ceiling
   * of its own, so a flood of sign-ups cannot lock existing users out. */
  | 'codeTextsOverall'
  /** Calendar-feed requests from one address whose token matched no feed: guessing stays slow. */
  | 'calendarFeedMissesPerIp'
  /** Requests for the public figure that reach the API from one address (CloudFront answers most from its cache). */
  | 'figureRequestsPerIp'
  /** Answers texted to one number (replies to its texts): a loop with another bot cannot make us text without bound. */
  | 'answersPerNumber'
  /**
   * STOP and START confirmations texted to one number: each STOP is confirmed, unless the number sent more than a
   * handful in ten minutes (a loop with a bot ends there); the opt-out or opt-in itself always takes effect.
   */
  | 'optConfirmationsPerNumber'
  /** JOIN codes tried from one number: invite codes cannot be guessed from a phone at will. */
  | 'joinAttemptsPerNumber'
  /** JOIN attempts at one code, from any number: many phones cannot share the guessing of one code. */
  | 'joinAttemptsPerCode';

/** The ceilings counted for the whole service rather than per client. */
export const OVERALL_CODE_CEILINGS = [
  'signupCodeTextsOverall',
  'codeTextsOverall',
] as const satisfies readonly RateRule[];

export interface RateLimit {
  limit: number;
  windowSeconds: number;
  /**
   * A rolling window: at most `limit` events in any `windowSeconds` (the times of the latest are kept), rather than
   * a count per fixed window, which lets twice the limit through across a window's edge (3 asks at 23:59 UTC and 3
   * more at 00:01). For small limits, where that edge matters.
   */
  rolling?: true;
}
export type RateLimits = Record<RateRule, RateLimit>;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  codeRequestsPerIp: { limit: 10, windowSeconds: 10 * 60 },
  codeChecksPerIp: { limit: 20, windowSeconds: 10 * 60 },
  contactPerIp: { limit: 5, windowSeconds: 60 * 60 },
  adminLoginPerIp: { limit: 10, windowSeconds: 60 },
  adminFailuresPerIp: { limit: 20, windowSeconds: 60 * 60 },
  adminFailuresPerUsernameAndIp: { limit: 5, windowSeconds: 15 * 60 },
  signupCodeTextsOverall: { limit: 30, windowSeconds: 60 },
  codeTextsOverall: { limit: 30, windowSeconds: 60 },
  calendarFeedMissesPerIp: { limit: 30, windowSeconds: 10 * 60 },
  figureRequestsPerIp: { limit: 30, windowSeconds: 10 * 60 },
  answersPerNumber: { limit: 20, windowSeconds: 60 * 60 },
  optConfirmationsPerNumber: { limit: 5, windowSeconds: 10 * 60 },
  joinAttemptsPerNumber: { limit: 5, windowSeconds: 24 * 60 * 60, rolling: true },
  joinAttemptsPerCode: { limit: 3, windowSeconds: 24 * 60 * 60, rolling: true },
};

export type RateDecision = { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

/** The fixed window holding `now`: its start (epoch seconds) and the seconds left in it. */
export function currentWindow(rule: RateLimit, now: Date): { start: number; end: number; secondsLeft: number } {
  const nowSeconds = now.getTime() / 1000;
  const start = Math.floor(nowSeconds / rule.windowSeconds) * rule.windowSeconds;
  const end = start + rule.windowSeconds;
  return { start, end, secondsLeft: Math.max(1, Math.ceil(end - nowSeconds)) };
}

/** The instants (epoch ms) of the events a rolling window still holds, oldest first. */
export type RollingLog = readonly number[];

export type RollingDecision =
  { allowed: true; count: number; log: number[]; expiresAt: number } | { allowed: false; retryAfterSeconds: number };

/** The events of `log` still inside the rolling window ending at `now`, oldest first. */
export function eventsInWindow(rule: RateLimit, log: RollingLog, now: Date): number[] {
  const since = now.getTime() - rule.windowSeconds * 1000;
  return log.filter((t) => t > since).sort((a, b) => a - b);
}

/**
 * One event at `now` against a rolling window: allowed while fewer than `limit` events fall in the last
 * `windowSeconds`, with the log to keep (only the events that can still matter) and when it stops mattering (epoch
 * s, a TTL); refused with the seconds until the oldest counted event leaves the window.
 */
export function decideRolling(rule: RateLimit, log: RollingLog, now: Date): RollingDecision {
  const verdict = checkRolling(rule, log, now);
  if (!verdict.allowed) return verdict;
  const recent = eventsInWindow(rule, log, now);
  const next = [...recent, now.getTime()].slice(-rule.limit);
  return {
    allowed: true,
    count: recent.length + 1,
    log: next,
    expiresAt: Math.ceil(now.getTime() / 1000) + rule.windowSeconds + 60,
  };
}

/** Whether a rolling window is full at `now`, without counting (RateLimiter.check). */
export function checkRolling(rule: RateLimit, log: RollingLog, now: Date): RateDecision {
  const recent = eventsInWindow(rule, log, now);
  if (recent.length < rule.limit) return { allowed: true, count: recent.length };
  const freedBy = recent[recent.length - rule.limit]! + rule.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedBy - now.getTime()) / 1000)) };
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "30 seconds" under two minutes, else whole minutes rounded up. */
export function waitText(seconds: number): string {
  return seconds < 120 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');
}

/** What a person is told when a limit refuses them. */
export function rateLimitMessage(rule: RateRule, retryAfterSeconds: number): string {
  const wait = waitText(retryAfterSeconds);
  switch (rule) {
    case 'codeRequestsPerIp':
      return `Too many code requests from your network. Try again in ${wait}.`;
    case 'codeChecksPerIp':
      return `Too many code attempts from your network. Try again in ${wait}.`;
    case 'contactPerIp':
      return `You have sent several messages from this network recently. We will answer those first; please try again in ${wait}.`;
    case 'adminLoginPerIp':
      return `Too many log-in attempts from your network. Try again in ${wait}.`;
    case 'adminFailuresPerIp':
    case 'adminFailuresPerUsernameAndIp':
      return `Too many failed log-in attempts. Try again in ${wait}.`;
    case 'signupCodeTextsOverall':
    case 'codeTextsOverall':
      return `We are sending an unusual number of codes right now. Please try again in ${wait}.`;
    case 'calendarFeedMissesPerIp':
      return `Too many requests for calendars that do not exist from your network. Try again in ${wait}.`;
    case 'figureRequestsPerIp':
      return `Too many requests from your network. Try again in ${wait}.`;
    case 'answersPerNumber':
    case 'optConfirmationsPerNumber':
      return `Too many texts from this number. Answers resume in ${wait}.`;
    case 'joinAttemptsPerNumber':
    case 'joinAttemptsPerCode':
      return `Too many invite codes tried. Try again in ${wait}.`;
  }
}

/**
 * The limits a deployment runs with: the defaults, the overall ceilings on code texts per minute from
 * configuration (SMS_CODE_TEXTS_PER_MINUTE, each of the two), and any rule a test replaces.
 */
export function configuredRateLimits(
  codeTextsPerMinuteSetting: string | undefined,
  overrides: Partial<RateLimits> = {},
): RateLimits {
  const perMinute = Number(codeTextsPerMinuteSetting);
  if (
    codeTextsPerMinuteSetting !== undefined &&
    codeTextsPerMinuteSetting !== '' &&
    !(Number.isInteger(perMinute) && perMinute > 0)
  ) {
    throw new Error(`SMS_CODE_TEXTS_PER_MINUTE must be a whole number above 0, not "${codeTextsPerMinuteSetting}"`);
  }
  const ceiling =
    perMinute > 0
      ? Object.fromEntries(OVERALL_CODE_CEILINGS.map((rule) => [rule, { limit: perMinute, windowSeconds: 60 }]))
      : {};
  return { ...DEFAULT_RATE_LIMITS, ...ceiling, ...overrides };
}
