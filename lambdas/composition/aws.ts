import { PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { TABLE_ENV } from '../../shared/db/tables';
import { RUNTIME_ENV } from '../../shared/runtime/env-names';
import { dynamoNagContext } from '../adapters/aws/dynamo-nag-context';
import { configuredTextingBudget } from '../core/texting/domain/texting-budget';
import { dynamoCallerDirectory } from '../adapters/aws/caller-directory';
import { dynamoAdminAccounts } from '../adapters/aws/dynamo-admin-accounts';
import { createDocumentClient } from '../adapters/aws/document-client';
import { dynamoContactMessages } from '../adapters/aws/dynamo-contact-messages';
import { dynamoFailedTexts } from '../adapters/aws/dynamo-failed-texts';
import { dynamoQueryHistory } from '../adapters/aws/dynamo-query-history';
import { dynamoStats } from '../adapters/aws/dynamo-stats';
import { dynamoUserData } from '../adapters/aws/dynamo-user-data';
import { dynamoCalendarFeedSource } from '../adapters/aws/dynamo-calendar-feed-source';
import { dynamoUserDirectory } from '../adapters/aws/dynamo-user-directory';
import { partiqlConsole } from '../adapters/aws/partiql-console';
import { dynamoMessages } from '../adapters/aws/dynamo-messages';
import { dynamoNagRecords } from '../adapters/aws/dynamo-nag-records';
import { dynamoOncePerWindow } from '../adapters/aws/dynamo-once-per-window';
import { dynamoOtpStore } from '../adapters/aws/dynamo-otp-store';
import { dynamoProcessedEvents } from '../adapters/aws/dynamo-processed-events';
import { dynamoRateLimiter } from '../adapters/aws/dynamo-rate-limiter';
import { dynamoReminders } from '../adapters/aws/dynamo-reminders';
import { dynamoSendPacer } from '../adapters/aws/dynamo-send-pacer';
import { dynamoSessions } from '../adapters/aws/dynamo-sessions';
import { dynamoUsers } from '../adapters/aws/dynamo-users';
import { eventBridgeNagScheduler } from '../adapters/aws/eventbridge-nag-scheduler';
import { fetchSecretString } from '../adapters/aws/secret-string';
import { endUserMessagingSms } from '../adapters/aws/sms-sender';
import { DEFAULT_VOICE_CALL_SETTINGS, endUserMessagingVoice } from '../adapters/aws/voice-caller';
import { dynamoEscalationUsage } from '../adapters/aws/dynamo-escalation-usage';
import { dynamoBuddies } from '../adapters/aws/dynamo-buddies';
import { destinationGuardedVoice } from '../adapters/destination-guarded-voice';
import { configuredEscalationCaps } from '../core/escalation/domain/escalation-caps';
import { powertoolsMetrics } from '../adapters/aws/powertools-metrics';
import { deriveOtpPepper } from '../adapters/crypto/derive-otp-pepper';
import { hmacCodeHasher } from '../adapters/crypto/hmac-code-hasher';
import { randomCodeGenerator } from '../adapters/crypto/random-code-generator';
import { randomIds } from '../adapters/crypto/random-ids';
import { systemRandomness } from '../adapters/system-randomness';
import { scryptPasswordHasher } from '../adapters/crypto/scrypt-password-hasher';
import { joseTokenService } from '../adapters/jwt/jose-token-service';
import { stripeBilling } from '../adapters/stripe/stripe-billing';
import { destinationGuardedSms } from '../adapters/destination-guarded-sms';
import { systemClock } from '../adapters/system-clock';
import { parseCountryList } from '../core/texting/domain/destination-policy';
import { configuredRateLimits } from '../core/abuse/domain/rate-limits';
import type { Deps } from '../core/deps';
import type { AuthDeps } from '../http/authenticate';

/**
 * The production composition root. Each factory builds its adapter on first use and keeps it for the
 * life of the container; they are exported one by one so a handler bundle carries only the clients
 * it calls. Configuration comes from the environment the CDK stack sets.
 * Every module-level factory is marked pure so esbuild can drop the unused ones, and with them the
 * SDK clients they would import (an SMS client in a handler that never texts, for example).
 */
const env = process.env;

function memo<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Like memo, but a failed load is retried on the next call instead of cached. */
function memoAsync<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load().catch((error: unknown) => { pending = undefined; throw error; }));
}

function required(name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

const documentClient = /* @__PURE__ */ memo(() =>
  createDocumentClient({
    endpoint: env[RUNTIME_ENV.dynamoEndpoint] || undefined,
    region: env.AWS_REGION || undefined,
    // With an emulator endpoint, real credentials are used only when the environment has them.
    credentials: env[RUNTIME_ENV.dynamoEndpoint] && env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN }
      : undefined,
  }),
);
const dataTable = () => required(TABLE_ENV.Data);
const authTable = () => required(TABLE_ENV.Auth);

/** The signing secret: JWT_SECRET when set (local runtime), else JWT_SECRET_ARN read once per cold start. */
const jwtSecret = /* @__PURE__ */ memoAsync(async () => {
  const plain = env[RUNTIME_ENV.jwtSecret];
  if (plain) return plain;
  const client = new SecretsManagerClient(env.AWS_REGION ? { region: env.AWS_REGION } : {});
  return fetchSecretString(client, required(RUNTIME_ENV.jwtSecretArn));
});
const jwtKey = /* @__PURE__ */ memoAsync(async () => new TextEncoder().encode(await jwtSecret()));
const otpPepper = /* @__PURE__ */ memoAsync(async () => deriveOtpPepper(await jwtSecret()));

export const awsClock = (): Deps['clock'] => systemClock;
export const awsIds = (): Deps['ids'] => randomIds;
export const awsRandomness = (): Deps['randomness'] => systemRandomness;
export const awsMetrics = /* @__PURE__ */ memo((): Deps['metrics'] => powertoolsMetrics());
export const awsTokens = /* @__PURE__ */ memo((): Deps['tokens'] => joseTokenService({ key: jwtKey, clock: systemClock }));
export const awsCallers = /* @__PURE__ */ memo((): Deps['callers'] => dynamoCallerDirectory(documentClient(), dataTable()));
export const awsUsers = /* @__PURE__ */ memo((): Deps['users'] => dynamoUsers(documentClient(), dataTable()));
export const awsOtps = /* @__PURE__ */ memo((): Deps['otps'] => dynamoOtpStore(documentClient(), authTable()));
export const awsMessages = /* @__PURE__ */ memo((): Deps['messages'] => dynamoMessages(documentClient(), dataTable()));
export const awsContactMessages = /* @__PURE__ */ memo((): Deps['contactMessages'] => dynamoContactMessages(documentClient(), dataTable()));
export const awsStats = /* @__PURE__ */ memo((): Deps['stats'] => dynamoStats(documentClient(), dataTable(), systemClock));
export const awsUserDirectory = /* @__PURE__ */ memo((): Deps['userDirectory'] => dynamoUserDirectory(documentClient(), dataTable()));
export const awsUserData = /* @__PURE__ */ memo((): Deps['userData'] => dynamoUserData(documentClient(), dataTable()));
export const awsCalendarFeedSource = /* @__PURE__ */ memo((): Deps['calendarFeedSource'] => dynamoCalendarFeedSource(documentClient(), dataTable()));
export const awsQueryHistory = /* @__PURE__ */ memo((): Deps['queryHistory'] => dynamoQueryHistory(documentClient(), dataTable()));
export const awsFailedTexts = /* @__PURE__ */ memo((): Deps['failedTexts'] => dynamoFailedTexts(documentClient(), dataTable()));
/** The console names the Auth table only to refuse it; its function has no access to it (AUTH_TABLE_NAME may be unset). */
export const awsDatabaseConsole = /* @__PURE__ */ memo((): Deps['databaseConsole'] =>
  partiqlConsole(documentClient(), { data: dataTable(), auth: env[TABLE_ENV.Auth] || dataTable().replace(/Data$/, 'Auth') }),
);
/** SMS_ALLOWED_COUNTRIES (ISO codes; the defaults of destination-policy when unset). */
export const awsDestinations = /* @__PURE__ */ memo((): Deps['destinations'] => ({ allowedCountries: parseCountryList(env[RUNTIME_ENV.smsAllowedCountries]) }));
export const awsSms = /* @__PURE__ */ memo((): Deps['sms'] =>
  destinationGuardedSms(
    endUserMessagingSms(new PinpointSMSVoiceV2Client(env.AWS_REGION ? { region: env.AWS_REGION } : {}), {
      originationIdentity: required(RUNTIME_ENV.smsOriginationIdentity),
      configurationSetName: required(RUNTIME_ENV.smsConfigurationSet),
    }),
    awsDestinations(),
  ),
);
/** Calls from VOICE_ORIGINATION_IDENTITY through the SMS configuration set (its voice event destinations). */
export const awsVoice = /* @__PURE__ */ memo((): Deps['voice'] =>
  destinationGuardedVoice(
    endUserMessagingVoice(new PinpointSMSVoiceV2Client(env.AWS_REGION ? { region: env.AWS_REGION } : {}), {
      ...DEFAULT_VOICE_CALL_SETTINGS,
      originationIdentity: required(RUNTIME_ENV.voiceOriginationIdentity),
      configurationSetName: required(RUNTIME_ENV.smsConfigurationSet),
    }),
    awsDestinations(),
  ),
);
export const awsEscalationUsage = /* @__PURE__ */ memo((): Deps['escalationUsage'] => dynamoEscalationUsage(documentClient(), dataTable()));
export const awsBuddies = /* @__PURE__ */ memo((): Deps['buddies'] => dynamoBuddies(documentClient(), dataTable()));
/** MONTHLY_CALL_CAP and MONTHLY_BUDDY_TEXT_CAP (the defaults when unset). */
export const awsEscalationCaps = /* @__PURE__ */ memo((): Deps['escalationCaps'] =>
  configuredEscalationCaps(env[RUNTIME_ENV.monthlyCallCap], env[RUNTIME_ENV.monthlyBuddyTextCap]),
);
export const awsRateLimiter = /* @__PURE__ */ memo((): Deps['rateLimiter'] =>
  dynamoRateLimiter(documentClient(), authTable(), systemClock, configuredRateLimits(env[RUNTIME_ENV.smsCodeTextsPerMinute])),
);
export const awsSessions = /* @__PURE__ */ memo((): Deps['sessions'] => dynamoSessions(documentClient(), dataTable()));
/** CloudFront's secret origin header value, read once per cold start; unset (no check) outside the cloud. */
const originSecret = /* @__PURE__ */ memoAsync(async () =>
  fetchSecretString(new SecretsManagerClient(env.AWS_REGION ? { region: env.AWS_REGION } : {}), required(RUNTIME_ENV.originVerifySecretArn)),
);
export const awsReminders = /* @__PURE__ */ memo((): Deps['reminders'] => dynamoReminders(documentClient(), dataTable()));
export const awsNagContext = /* @__PURE__ */ memo((): Deps['nagContext'] => dynamoNagContext(documentClient(), dataTable()));
/** TEXTING_BUDGET_PER_MONTH and _PER_DAY (the defaults of texting-budget when unset). */
export const awsTextingBudget = /* @__PURE__ */ memo((): Deps['textingBudget'] =>
  configuredTextingBudget(env[RUNTIME_ENV.textingBudgetPerMonth], env[RUNTIME_ENV.textingBudgetPerDay]),
);
export const awsNagRecords = /* @__PURE__ */ memo((): Deps['nagRecords'] => dynamoNagRecords(documentClient(), dataTable()));
export const awsScheduler = /* @__PURE__ */ memo((): Deps['scheduler'] =>
  eventBridgeNagScheduler(new SchedulerClient(env.AWS_REGION ? { region: env.AWS_REGION } : {}), {
    groupName: required(RUNTIME_ENV.scheduleGroupName),
    targetArn: required(RUNTIME_ENV.sendQueueArn),
    roleArn: required(RUNTIME_ENV.schedulerRoleArn),
    deadLetterArn: required(RUNTIME_ENV.sendDeadLetterQueueArn),
  }, systemClock),
);
/** The origination number's budget: SMS_MAX_PER_SECOND (default 3, the US toll-free rate). */
export const smsMaxPerSecond = (): number => {
  const value = Number(env[RUNTIME_ENV.smsMaxPerSecond] ?? 3);
  return Number.isFinite(value) && value > 0 ? value : 3;
};
export const awsSendPacer = /* @__PURE__ */ memo((): Deps['sendPacer'] =>
  dynamoSendPacer(documentClient(), dataTable(), systemClock, { perSecond: smsMaxPerSecond(), maxWaitSeconds: 20 }),
);
export const awsOncePerWindow = /* @__PURE__ */ memo((): Deps['oncePerWindow'] => dynamoOncePerWindow(documentClient(), dataTable()));
export const awsAdminAccounts = /* @__PURE__ */ memo((): Deps['adminAccounts'] =>
  dynamoAdminAccounts(documentClient(), { data: dataTable(), auth: authTable() }),
);
export const awsPasswords = (): Deps['passwords'] => scryptPasswordHasher;
/** One-time codes: the generator and the peppered hasher. */
export const awsCodes = /* @__PURE__ */ memo((): Pick<Deps, 'codes' | 'codeHasher'> => ({
  codes: randomCodeGenerator,
  codeHasher: hmacCodeHasher(otpPepper),
}));
/** What the middy stack needs on every route (tokens, the caller directory, the origin check, metrics), plus the clock. */
export const awsAuthDeps = /* @__PURE__ */ memo((): Pick<Deps, 'tokens' | 'callers' | 'clock' | 'metrics'> & Pick<AuthDeps, 'originSecret'> => ({
  tokens: awsTokens(),
  callers: awsCallers(),
  clock: systemClock,
  metrics: awsMetrics(),
  ...(env[RUNTIME_ENV.originVerifySecretArn] ? { originSecret } : {}),
}));

/** A Stripe secret: the variable itself when set (running against Stripe test mode by hand), else the secret ARN's value, read once. */
const stripeSecret = (plain: string, arn: string) =>
  memoAsync(async () => env[plain] || fetchSecretString(new SecretsManagerClient(env.AWS_REGION ? { region: env.AWS_REGION } : {}), required(arn)));
/**
 * Billing on Stripe; the SDK loads on first use, so only the functions that bill carry it. APP_BASE_URL is read when a
 * return address is needed. The secrets' readers are made here, not at load, so no other function carries them.
 */
export const awsBilling = /* @__PURE__ */ memo((): Deps['billing'] =>
  stripeBilling({
    secretKey: stripeSecret(RUNTIME_ENV.stripeSecretKey, RUNTIME_ENV.stripeSecretArn),
    webhookSecret: stripeSecret(RUNTIME_ENV.stripeWebhookSecret, RUNTIME_ENV.stripeWebhookSecretArn),
    appBaseUrl: () => required(RUNTIME_ENV.appBaseUrl),
    clock: systemClock,
  }),
);
export const awsProcessedEvents = /* @__PURE__ */ memo((): Deps['processedEvents'] => dynamoProcessedEvents(documentClient(), dataTable()));
