import { PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { TABLE_ENV } from '#shared/db/tables';
import { RUNTIME_ENV } from '#shared/runtime/env-names';
import { createDocumentClient } from '../adapters/aws/document-client';
import { eventBridgeNagScheduler } from '../adapters/aws/eventbridge-nag-scheduler';
import { powertoolsMetrics } from '../adapters/aws/powertools-metrics';
import { fetchSecretString } from '../adapters/aws/secret-string';
import { endUserMessagingSms } from '../adapters/aws/sms-sender';
import { sesEmailSender } from '../adapters/aws/ses-email-sender';
import { endUserMessagingOptOutList } from '../adapters/aws/end-user-messaging-opt-outs';
import { DEFAULT_VOICE_CALL_SETTINGS, endUserMessagingVoice } from '../adapters/aws/voice-caller';
import { stripeBilling } from '../adapters/stripe/stripe-billing';
import { systemClock } from '../adapters/system-clock';
import type { Deps } from '#core/deps';
import type { AuthDeps } from '../http/authenticate';
import { memo, memoAsync } from './memo';
import * as port from './ports';
import type { Tables } from './ports';

/**
 * The production composition root. Which adapter serves a port is said once, in ports.ts; here each port is built
 * on first use from the cloud's resources and kept for the life of the container. They are exported one by one so
 * a handler bundle carries only the clients it calls. Configuration comes from the environment the CDK stack sets.
 * Every module-level factory is marked pure so esbuild can drop the unused ones, and with them the
 * SDK clients they would import (an SMS client in a handler that never texts, for example).
 */
const env = process.env;

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
    credentials:
      env[RUNTIME_ENV.dynamoEndpoint] && env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            sessionToken: env.AWS_SESSION_TOKEN,
          }
        : undefined,
  }),
);
/** Each name is read when a port asks for it: a function without access to the Auth table has no AUTH_TABLE_NAME. */
const tables: Tables = {
  get data() {
    return required(TABLE_ENV.Data);
  },
  get auth() {
    return required(TABLE_ENV.Auth);
  },
};
const stored = () => ({ doc: documentClient(), tables, clock: systemClock });
const region = () => (env.AWS_REGION ? { region: env.AWS_REGION } : {});

/** The origination number's budget: SMS_MAX_PER_SECOND (default 3, the US toll-free rate). */
export const smsMaxPerSecond = (): number => {
  const value = Number(env[RUNTIME_ENV.smsMaxPerSecond] ?? 3);
  return Number.isFinite(value) && value > 0 ? value : 3;
};
const countries = () => ({ smsAllowedCountries: env[RUNTIME_ENV.smsAllowedCountries] });

/** The signing secret: JWT_SECRET when set (local runtime), else JWT_SECRET_ARN read once per cold start. */
const jwtSecret = /* @__PURE__ */ memoAsync(async () => {
  const plain = env[RUNTIME_ENV.jwtSecret];
  if (plain) return plain;
  return fetchSecretString(new SecretsManagerClient(region()), required(RUNTIME_ENV.jwtSecretArn));
});

export const awsClock = (): Deps['clock'] => systemClock;
export const awsIds = (): Deps['ids'] => port.ids();
export const awsRandomness = (): Deps['randomness'] => port.randomness();
export const awsMetrics = /* @__PURE__ */ memo((): Deps['metrics'] => powertoolsMetrics());
export const awsTokens = /* @__PURE__ */ memo((): Deps['tokens'] =>
  port.tokens({ secret: jwtSecret, clock: systemClock }),
);
export const awsCallers = /* @__PURE__ */ memo((): Deps['callers'] => port.callers(stored()));
export const awsUsers = /* @__PURE__ */ memo((): Deps['users'] => port.users(stored()));
export const awsOtps = /* @__PURE__ */ memo((): Deps['otps'] => port.otps(stored()));
export const awsMessages = /* @__PURE__ */ memo((): Deps['messages'] => port.messages(stored()));
export const awsContactMessages = /* @__PURE__ */ memo((): Deps['contactMessages'] => port.contactMessages(stored()));
export const awsStats = /* @__PURE__ */ memo((): Deps['stats'] => port.stats(stored()));
export const awsEffectivenessCounters = /* @__PURE__ */ memo((): Deps['effectivenessCounters'] =>
  port.effectivenessCounters(stored()),
);
export const awsUserDirectory = /* @__PURE__ */ memo((): Deps['userDirectory'] => port.userDirectory(stored()));
export const awsUserData = /* @__PURE__ */ memo((): Deps['userData'] => port.userData(stored()));
export const awsCalendarFeedSource = /* @__PURE__ */ memo((): Deps['calendarFeedSource'] =>
  port.calendarFeedSource(stored()),
);
export const awsQueryHistory = /* @__PURE__ */ memo((): Deps['queryHistory'] => port.queryHistory(stored()));
export const awsFailedTexts = /* @__PURE__ */ memo((): Deps['failedTexts'] => port.failedTexts(stored()));
/** The console names the Auth table only to refuse it; its function has no access to it (AUTH_TABLE_NAME may be unset). */
export const awsDatabaseConsole = /* @__PURE__ */ memo((): Deps['databaseConsole'] =>
  port.databaseConsole({
    doc: documentClient(),
    tables: { data: tables.data, auth: env[TABLE_ENV.Auth] || tables.data.replace(/Data$/, 'Auth') },
  }),
);
export const awsDestinations = /* @__PURE__ */ memo((): Deps['destinations'] =>
  port.destinations({ settings: countries() }),
);
export const awsSms = /* @__PURE__ */ memo((): Deps['sms'] =>
  port.sms({
    smsProvider: endUserMessagingSms(new PinpointSMSVoiceV2Client(region()), {
      originationIdentity: required(RUNTIME_ENV.smsOriginationIdentity),
      configurationSetName: required(RUNTIME_ENV.smsConfigurationSet),
    }),
    settings: countries(),
  }),
);
/** Email from EMAIL_FROM_ADDRESS through EMAIL_CONFIGURATION_SET (its bounce and complaint events). */
export const awsMail = /* @__PURE__ */ memo((): Deps['mail'] =>
  port.mail({
    mailProvider: sesEmailSender(new SESv2Client(region()), {
      fromAddress: required(RUNTIME_ENV.emailFromAddress),
      configurationSetName: required(RUNTIME_ENV.emailConfigurationSet),
    }),
  }),
);
export const awsAppLinks = (): Deps['appLinks'] =>
  port.appLinks({ appBaseUrl: () => required(RUNTIME_ENV.appBaseUrl) });
export const awsEmailSuppressions = /* @__PURE__ */ memo((): Deps['emailSuppressions'] =>
  port.emailSuppressions(stored()),
);
export const awsEmailOwners = /* @__PURE__ */ memo((): Deps['emailOwners'] => port.emailOwners(stored()));
export const awsSecurityEvents = /* @__PURE__ */ memo((): Deps['securityEvents'] => port.securityEvents(stored()));
export const awsRecoveries = /* @__PURE__ */ memo((): Deps['recoveries'] => port.recoveries(stored()));
export const awsRecoverySettings = /* @__PURE__ */ memo((): Deps['recoverySettings'] =>
  port.recoverySettings({ settings: { recoveryWaitHours: env[RUNTIME_ENV.recoveryWaitHours] } }),
);
/** What sending a verification email or a notice needs, besides the users and the codes. */
export const awsMailDeps = () => ({
  mail: awsMail(),
  emailSuppressions: awsEmailSuppressions(),
  emailOwners: awsEmailOwners(),
  appLinks: awsAppLinks(),
});

/** Calls from VOICE_ORIGINATION_IDENTITY through the SMS configuration set (its voice event destinations). */
export const awsVoice = /* @__PURE__ */ memo((): Deps['voice'] =>
  port.voice({
    voiceProvider: endUserMessagingVoice(new PinpointSMSVoiceV2Client(region()), {
      ...DEFAULT_VOICE_CALL_SETTINGS,
      originationIdentity: required(RUNTIME_ENV.voiceOriginationIdentity),
      callbackNumber: required(RUNTIME_ENV.voiceCallbackNumber),
      configurationSetName: required(RUNTIME_ENV.smsConfigurationSet),
    }),
    settings: countries(),
  }),
);
/** NagText's own number (VOICE_CALLBACK_NUMBER, set for every function that texts: an invite names it). */
export const awsNagTextNumber = (): Deps['nagTextNumber'] =>
  port.nagTextNumber({ voiceProvider: { callbackNumber: required(RUNTIME_ENV.voiceCallbackNumber) } });
/** The numbers that replied STOP (the Data table: every function that texts reads it). */
export const awsOptOuts = /* @__PURE__ */ memo((): Deps['optOuts'] => port.optOuts(stored()));
/** SMS_OPT_OUT_LIST, the provider's list beside ours: set for the reply handler alone, which writes it on STOP and START. */
export const awsProviderOptOuts = /* @__PURE__ */ memo((): Deps['providerOptOuts'] =>
  port.providerOptOuts({
    providerOptOutList: endUserMessagingOptOutList(
      new PinpointSMSVoiceV2Client(region()),
      required(RUNTIME_ENV.smsOptOutList),
    ),
  }),
);
export const awsEscalationUsage = /* @__PURE__ */ memo((): Deps['escalationUsage'] => port.escalationUsage(stored()));
export const awsBuddies = /* @__PURE__ */ memo((): Deps['buddies'] => port.buddies(stored()));
export const awsInvites = /* @__PURE__ */ memo((): Deps['invites'] => port.invites(stored()));
export const awsPeople = /* @__PURE__ */ memo((): Deps['people'] => port.people(stored()));
export const awsEscalationCaps = /* @__PURE__ */ memo((): Deps['escalationCaps'] =>
  port.escalationCaps({
    settings: {
      escalationCaps: {
        callsPerMonth: env[RUNTIME_ENV.monthlyCallCap],
        buddyTextsPerMonth: env[RUNTIME_ENV.monthlyBuddyTextCap],
      },
    },
  }),
);
export const awsRateLimiter = /* @__PURE__ */ memo((): Deps['rateLimiter'] =>
  port.rateLimiter({ ...stored(), settings: { codeTextsPerMinute: env[RUNTIME_ENV.smsCodeTextsPerMinute] } }),
);
export const awsSessions = /* @__PURE__ */ memo((): Deps['sessions'] => port.sessions(stored()));
/** CloudFront's secret origin header value, read once per cold start; unset (no check) outside the cloud. */
const originSecret = /* @__PURE__ */ memoAsync(async () =>
  fetchSecretString(new SecretsManagerClient(region()), required(RUNTIME_ENV.originVerifySecretArn)),
);
export const awsReminders = /* @__PURE__ */ memo((): Deps['reminders'] => port.reminders(stored()));
export const awsNagContext = /* @__PURE__ */ memo((): Deps['nagContext'] => port.nagContext(stored()));
export const awsTextingBudget = /* @__PURE__ */ memo((): Deps['textingBudget'] =>
  port.textingBudget({
    settings: {
      textingBudget: { perMonth: env[RUNTIME_ENV.textingBudgetPerMonth], perDay: env[RUNTIME_ENV.textingBudgetPerDay] },
    },
  }),
);
export const awsNagRecords = /* @__PURE__ */ memo((): Deps['nagRecords'] => port.nagRecords(stored()));
export const awsScheduler = /* @__PURE__ */ memo((): Deps['scheduler'] =>
  eventBridgeNagScheduler(
    new SchedulerClient(region()),
    {
      groupName: required(RUNTIME_ENV.scheduleGroupName),
      targets: {
        sendQueue: {
          arn: required(RUNTIME_ENV.sendQueueArn),
          deadLetterArn: required(RUNTIME_ENV.sendDeadLetterQueueArn),
        },
        recoveryQueue: {
          arn: required(RUNTIME_ENV.recoveryQueueArn),
          deadLetterArn: required(RUNTIME_ENV.recoveryDeadLetterQueueArn),
        },
      },
      roleArn: required(RUNTIME_ENV.schedulerRoleArn),
    },
    systemClock,
  ),
);
export const awsSendPacer = /* @__PURE__ */ memo((): Deps['sendPacer'] =>
  port.sendPacer({ ...stored(), settings: { sendPace: { perSecond: smsMaxPerSecond(), maxWaitSeconds: 20 } } }),
);
export const awsOncePerWindow = /* @__PURE__ */ memo((): Deps['oncePerWindow'] => port.oncePerWindow(stored()));
export const awsAdminAccounts = /* @__PURE__ */ memo((): Deps['adminAccounts'] => port.adminAccounts(stored()));
export const awsPasswords = (): Deps['passwords'] => port.passwords({ settings: {} });
/** One-time codes: the generator and the peppered hasher. */
export const awsCodes = /* @__PURE__ */ memo((): Pick<Deps, 'codes' | 'codeHasher'> => ({
  codes: port.codes(),
  codeHasher: port.codeHasher({ secret: jwtSecret }),
}));
/** What the middy stack needs on every route (tokens, the caller directory, the origin check, metrics), plus the clock. */
export const awsAuthDeps = /* @__PURE__ */ memo(
  (): Pick<Deps, 'tokens' | 'callers' | 'clock' | 'metrics'> & Pick<AuthDeps, 'originSecret'> => ({
    tokens: awsTokens(),
    callers: awsCallers(),
    clock: systemClock,
    metrics: awsMetrics(),
    ...(env[RUNTIME_ENV.originVerifySecretArn] ? { originSecret } : {}),
  }),
);

/** A Stripe secret: the variable itself when set (running against Stripe test mode by hand), else the secret ARN's value, read once. */
const stripeSecret = (plain: string, arn: string) =>
  memoAsync(async () => env[plain] || fetchSecretString(new SecretsManagerClient(region()), required(arn)));
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
export const awsProcessedEvents = /* @__PURE__ */ memo((): Deps['processedEvents'] => port.processedEvents(stored()));
/** The numbers that had the free trial (the Data table): read by checkout and the status, written by the syncs and erasure. */
export const awsNumberTrials = /* @__PURE__ */ memo((): Deps['numberTrials'] => port.numberTrials(stored()));
