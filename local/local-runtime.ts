import { join } from 'node:path';
import { RUNTIME_ENV } from '../shared/runtime/env-names';
import { randomBytes } from 'node:crypto';
import { dynamoCallerDirectory } from '../lambdas/adapters/aws/caller-directory';
import { dynamoAdminAccounts } from '../lambdas/adapters/aws/dynamo-admin-accounts';
import { createDocumentClient } from '../lambdas/adapters/aws/document-client';
import { dynamoContactMessages } from '../lambdas/adapters/aws/dynamo-contact-messages';
import { dynamoFailedTexts } from '../lambdas/adapters/aws/dynamo-failed-texts';
import { dynamoQueryHistory } from '../lambdas/adapters/aws/dynamo-query-history';
import { dynamoStats } from '../lambdas/adapters/aws/dynamo-stats';
import { dynamoUserData } from '../lambdas/adapters/aws/dynamo-user-data';
import { dynamoCalendarFeedSource } from '../lambdas/adapters/aws/dynamo-calendar-feed-source';
import { dynamoUserDirectory } from '../lambdas/adapters/aws/dynamo-user-directory';
import { partiqlConsole } from '../lambdas/adapters/aws/partiql-console';
import { dynamoMessages } from '../lambdas/adapters/aws/dynamo-messages';
import { dynamoNagRecords } from '../lambdas/adapters/aws/dynamo-nag-records';
import { dynamoNagContext } from '../lambdas/adapters/aws/dynamo-nag-context';
import { configuredTextingBudget } from '../lambdas/core/texting/domain/texting-budget';
import { dynamoOncePerWindow } from '../lambdas/adapters/aws/dynamo-once-per-window';
import { dynamoOtpStore } from '../lambdas/adapters/aws/dynamo-otp-store';
import { dynamoProcessedEvents } from '../lambdas/adapters/aws/dynamo-processed-events';
import { dynamoRateLimiter } from '../lambdas/adapters/aws/dynamo-rate-limiter';
import { dynamoSessions } from '../lambdas/adapters/aws/dynamo-sessions';
import { destinationGuardedSms } from '../lambdas/adapters/destination-guarded-sms';
import { destinationGuardedVoice } from '../lambdas/adapters/destination-guarded-voice';
import { dynamoEscalationUsage } from '../lambdas/adapters/aws/dynamo-escalation-usage';
import { dynamoBuddies } from '../lambdas/adapters/aws/dynamo-buddies';
import { configuredEscalationCaps } from '../lambdas/core/escalation/domain/escalation-caps';
import { LocalVoiceCaller } from './adapters/local-voice-caller';
import { parseCountryList } from '../lambdas/core/texting/domain/destination-policy';
import { configuredRateLimits, type RateLimits } from '../lambdas/core/abuse/domain/rate-limits';
import { dynamoReminders } from '../lambdas/adapters/aws/dynamo-reminders';
import { dynamoSendPacer } from '../lambdas/adapters/aws/dynamo-send-pacer';
import { dynamoUsers } from '../lambdas/adapters/aws/dynamo-users';
import { deriveOtpPepper } from '../lambdas/adapters/crypto/derive-otp-pepper';
import { hmacCodeHasher } from '../lambdas/adapters/crypto/hmac-code-hasher';
import { randomCodeGenerator } from '../lambdas/adapters/crypto/random-code-generator';
import { randomIds } from '../lambdas/adapters/crypto/random-ids';
import { systemRandomness } from '../lambdas/adapters/system-randomness';
import { scryptPasswordHasher } from '../lambdas/adapters/crypto/scrypt-password-hasher';
import { joseTokenService } from '../lambdas/adapters/jwt/jose-token-service';
import { ControllableClock } from './adapters/controllable-clock';
import { loadOrCreateJwtSecret } from './adapters/jwt-secret-file';
import { LocalNagScheduler } from './adapters/local-nag-scheduler';
import { loggedMetrics } from './adapters/logged-metrics';
import { LocalSmsSender } from './adapters/local-sms-sender';
import { LocalStripeEndpoint } from './adapters/local-stripe-endpoint';
import { stripeBilling } from '../lambdas/adapters/stripe/stripe-billing';
import { systemClock } from '../lambdas/adapters/system-clock';
import type { Billing } from '../lambdas/core/billing/ports/billing';
import type { Clock } from '../lambdas/core/kernel/clock';
import { PhoneOutbox } from './adapters/phone-outbox';
import type { Deps } from '../lambdas/core/deps';
import { log } from '../lambdas/observability/log';

export interface LocalRuntimeOptions {
  /** Where texts, the clock offset, schedules and the signing secret persist (`.data/`); null keeps them in memory (tests). */
  dataDir: string | null;
  /** DynamoDB Local's endpoint and the physical table names on it. */
  dynamoEndpoint: string;
  tables: { data: string; auth: string };
  /** The send budget (SMS_MAX_PER_SECOND); 3 unless given. */
  smsMaxPerSecond?: number;
  /** Countries texts may go to (SMS_ALLOWED_COUNTRIES, ISO codes); the defaults of destination-policy unless given. */
  smsAllowedCountries?: string;
  /** The overall ceiling on code texts a minute (SMS_CODE_TEXTS_PER_MINUTE); the default unless given. */
  codeTextsPerMinute?: string;
  /** Rate rules replaced (tests that are not about limits run with ceilings they never reach). */
  rateLimits?: Partial<RateLimits>;
  /** Where a fresh app clock starts (tests choose their instant); real time unless given. */
  startAt?: Date;
  /** TEXTING_BUDGET_PER_MONTH and _PER_DAY as given (the defaults of texting-budget when unset). */
  textingBudget?: { perMonth?: string; perDay?: string };
  /** MONTHLY_CALL_CAP and MONTHLY_BUDDY_TEXT_CAP as given (the defaults when unset). */
  escalationCaps?: { callsPerMonth?: string; buddyTextsPerMonth?: string };
}

/** The local deps plus the handles the /dev tools and the process wiring need. */
export interface LocalRuntime {
  deps: () => Deps;
  outbox: PhoneOutbox;
  /** The local SMS provider: the local server sets its delivery-receipt listener. */
  sms: LocalSmsSender;
  clock: ControllableClock;
  scheduler: LocalNagScheduler;
  /** The Stripe sandbox's address, key and webhook secret: the local server starts the sandbox and connects it. */
  stripe: LocalStripeEndpoint;
}

/**
 * The local composition root: the production DynamoDB repositories against DynamoDB Local, and local
 * stand-ins for SMS (the phone simulator's outbox), the clock (movable with /dev/clock) and the scheduler.
 */
export function createLocalRuntime(options: LocalRuntimeOptions): LocalRuntime {
  const { dataDir, tables } = options;
  const file = (name: string) => (dataDir ? join(dataDir, name) : null);

  const clock = new ControllableClock(file('clock.json'), { startAt: options.startAt });
  const outbox = new PhoneOutbox(file('phone-outbox.jsonl'));
  const sms = new LocalSmsSender(outbox, clock, log);
  const scheduler = new LocalNagScheduler(file('schedules.jsonl'), clock, log);
  const secret = dataDir ? loadOrCreateJwtSecret(join(dataDir, 'jwt-secret')) : randomBytes(48).toString('base64url');
  const key = new TextEncoder().encode(secret);
  const pepper = deriveOtpPepper(secret);
  const doc = createDocumentClient({ endpoint: options.dynamoEndpoint });
  const destinations = { allowedCountries: parseCountryList(options.smsAllowedCountries) };
  const stripe = new LocalStripeEndpoint(
    `whsec_${dataDir ? loadOrCreateJwtSecret(join(dataDir, 'stripe-webhook-secret')) : randomBytes(32).toString('base64url')}`,
    file('stripe-sandbox.jsonl'),
  );

  const deps: Deps = {
    clock,
    ids: randomIds,
    randomness: systemRandomness,
    metrics: loggedMetrics,
    tokens: joseTokenService({ key: async () => key, clock }),
    callers: dynamoCallerDirectory(doc, tables.data),
    sms: destinationGuardedSms(sms, destinations),
    voice: destinationGuardedVoice(new LocalVoiceCaller(outbox, clock), destinations),
    escalationUsage: dynamoEscalationUsage(doc, tables.data),
    escalationCaps: configuredEscalationCaps(options.escalationCaps?.callsPerMonth, options.escalationCaps?.buddyTextsPerMonth),
    buddies: dynamoBuddies(doc, tables.data),
    users: dynamoUsers(doc, tables.data),
    otps: dynamoOtpStore(doc, tables.auth),
    codes: randomCodeGenerator,
    codeHasher: hmacCodeHasher(async () => pepper),
    messages: dynamoMessages(doc, tables.data),
    scheduler,
    reminders: dynamoReminders(doc, tables.data),
    nagRecords: dynamoNagRecords(doc, tables.data),
    nagContext: dynamoNagContext(doc, tables.data),
    textingBudget: configuredTextingBudget(options.textingBudget?.perMonth, options.textingBudget?.perDay),
    oncePerWindow: dynamoOncePerWindow(doc, tables.data),
    // Locally a booked-up budget waits longer in the sender: one process, no Lambda time limit.
    sendPacer: dynamoSendPacer(doc, tables.data, clock, { perSecond: options.smsMaxPerSecond ?? 3, maxWaitSeconds: 60 }),
    adminAccounts: dynamoAdminAccounts(doc, tables),
    passwords: scryptPasswordHasher,
    contactMessages: dynamoContactMessages(doc, tables.data),
    stats: dynamoStats(doc, tables.data, clock),
    userDirectory: dynamoUserDirectory(doc, tables.data),
    userData: dynamoUserData(doc, tables.data),
    calendarFeedSource: dynamoCalendarFeedSource(doc, tables.data),
    // DynamoDB Local has no IAM: the PartiQL guard in the use case is the console's only gate here.
    databaseConsole: partiqlConsole(doc, tables),
    queryHistory: dynamoQueryHistory(doc, tables.data),
    failedTexts: dynamoFailedTexts(doc, tables.data),
    destinations,
    rateLimiter: dynamoRateLimiter(doc, tables.auth, clock, configuredRateLimits(options.codeTextsPerMinute, options.rateLimits)),
    sessions: dynamoSessions(doc, tables.data),
    billing: localBilling(stripe, clock, dataDir !== null),
    processedEvents: dynamoProcessedEvents(doc, tables.data),
  };
  return { deps: () => deps, outbox, sms, clock, scheduler, stripe };
}

/**
 * The local Stripe sandbox; or, for `npm start` with STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET from
 * `stripe listen`) set, Stripe's own test mode, whose signatures are dated by the real clock
 * (docs/features/billing.md).
 */
function localBilling(stripe: LocalStripeEndpoint, clock: Clock, readsEnvironment: boolean): Billing {
  const testModeKey = readsEnvironment ? process.env[RUNTIME_ENV.stripeSecretKey] : undefined;
  if (testModeKey) {
    return stripeBilling({
      secretKey: async () => testModeKey,
      webhookSecret: async () => {
        const secret = process.env[RUNTIME_ENV.stripeWebhookSecret];
        if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: copy the whsec_... that `stripe listen` prints');
        return secret;
      },
      appBaseUrl: () => stripe.appBaseUrl(),
      clock: systemClock,
    });
  }
  return stripeBilling({
    secretKey: async () => stripe.secretKey,
    webhookSecret: async () => stripe.webhookSecret,
    appBaseUrl: () => stripe.appBaseUrl(),
    api: () => stripe.api(),
    clock,
  });
}
