import { hmacCodeHasher } from '../../lambdas/adapters/crypto/hmac-code-hasher';
import { randomCodeGenerator } from '../../lambdas/adapters/crypto/random-code-generator';
import { randomIds } from '../../lambdas/adapters/crypto/random-ids';
import { joseTokenService } from '../../lambdas/adapters/jwt/jose-token-service';
import { memoryMessages } from './memory/memory-messages';
import { memoryMetrics, type MemoryMetrics } from './memory/memory-metrics';
import { memoryOtpStore } from './memory/memory-otp-store';
import { memoryReminders } from './memory/memory-reminders';
import { memoryStats } from './memory/memory-stats';
import { memoryRateLimiter } from './memory/memory-rate-limiter';
import { memoryUsers } from './memory/memory-users';
import { memoryOptOuts } from './memory/memory-opt-outs';
import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';
import type { Deps } from '#core/deps';
import { fakeBilling, type FakeBilling } from './fake-billing';
import { fakeClock, type FakeClock } from './fake-clock';
import { recordingSmsSender, type RecordingSmsSender } from './recording-sms-sender';
import { recordingEmailSender, type RecordingEmailSender } from './recording-email-sender';
import { memoryEmailOwners, memoryEmailSuppressions } from './memory/memory-email';
import { memoryOncePerWindow } from './memory/memory-once-per-window';
import { memorySecurityEvents } from './memory/memory-security-events';

/** The tests' signing secret, and the key it makes (as the composition roots make it). */
export const TEST_JWT_SECRET = 'test-signing-key-of-at-least-32-bytes!!';
export const TEST_JWT_KEY = new TextEncoder().encode(TEST_JWT_SECRET);
export const TEST_PEPPER = new TextEncoder().encode('test-otp-pepper');

export type AuthTestDeps = Pick<
  Deps,
  | 'users'
  | 'otps'
  | 'codes'
  | 'codeHasher'
  | 'tokens'
  | 'ids'
  | 'messages'
  | 'rateLimiter'
  | 'destinations'
  | 'reminders'
  | 'scheduler'
  | 'stats'
  | 'sendPacer'
  | 'emailOwners'
  | 'appLinks'
  | 'oncePerWindow'
> & {
  securityEvents: ReturnType<typeof memorySecurityEvents>;
  mail: RecordingEmailSender;
  emailSuppressions: ReturnType<typeof memoryEmailSuppressions>;
  clock: FakeClock;
  sms: RecordingSmsSender;
  metrics: MemoryMetrics;
  optOuts: ReturnType<typeof memoryOptOuts>;
  /** The payment provider in memory (a move sets its customer's phone). */
  billing: FakeBilling;
};

/** Everything the sign-up and log-in use cases need, in memory, on a fake clock. */
export function memoryAuthDeps(startIso?: string): AuthTestDeps {
  const clock = fakeClock(startIso);
  const stats = memoryStats();
  return {
    clock,
    sms: recordingSmsSender(),
    optOuts: memoryOptOuts(),
    users: memoryUsers(),
    otps: memoryOtpStore(),
    messages: memoryMessages(stats),
    codes: randomCodeGenerator,
    codeHasher: hmacCodeHasher(async () => TEST_PEPPER),
    tokens: joseTokenService({ key: async () => TEST_JWT_KEY, clock }),
    ids: randomIds,
    rateLimiter: memoryRateLimiter(clock),
    destinations: { allowedCountries: DEFAULT_SMS_COUNTRIES },
    reminders: memoryReminders(),
    scheduler: {
      scheduleAt: async () => undefined,
      scheduleWeekly: async () => undefined,
      cancel: async () => undefined,
    },
    stats,
    sendPacer: { acquire: async () => undefined, perUserPerSecond: 1 },
    metrics: memoryMetrics(),
    mail: recordingEmailSender(),
    emailSuppressions: memoryEmailSuppressions(),
    emailOwners: memoryEmailOwners(),
    appLinks: { appBaseUrl: () => 'http://localhost:3000' },
    oncePerWindow: memoryOncePerWindow(),
    securityEvents: memorySecurityEvents(),
    billing: fakeBilling(() => clock.now()),
  };
}
