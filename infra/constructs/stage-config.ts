import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { DEFAULT_MONTHLY_BUDDY_TEXTS, DEFAULT_MONTHLY_CALLS } from '#shared/vocabulary';
import { DEFAULT_TEXTING_BUDGET } from '#core/texting/domain/texting-budget';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';
import { DEFAULT_RECOVERY_WAIT_HOURS } from '#core/recovery/domain/recovery';

export type StageName = 'dev' | 'prod';

/** Everything that differs between stages, in one place. Nothing here names an account or a region. */
export interface StageConfig {
  stage: StageName;
  /** Prefix of every physical name (tables, queues, schedule group): `nagtext-dev-`. */
  prefix: string;
  /** Tables, secrets and buckets: kept (and deletion-protected) in prod, removed with the stack in dev. */
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
  logRetention: RetentionDays;
  /** How long CloudFront and S3 access logs are kept. */
  accessLogDays: number;
  apiThrottle: { rateLimit: number; burstLimit: number };
  /**
   * The origination identity's send budget in messages per second (SMS_MAX_PER_SECOND): 3 for one US toll-free
   * number, the sum of the numbers' rates for a pool, 100 for a short code. `-c smsMaxPerSecond=N` sets it.
   */
  smsMaxPerSecond: number;
  /**
   * Concurrent send-nag invocations the send queue may drive (2 is the least SQS allows): one per 10 messages a
   * second of budget (a sender handles about 13 a second), so the senders can fill the budget and a burst waits
   * in the queue instead of being throttled away.
   */
  sendMaxConcurrency: number;
  /**
   * Texts due at the same minute the stage is sized for (everyone's 9:00 reminder). Pacing sends them in
   * plannedBurst / smsMaxPerSecond seconds: the lateness the NagsLate alarm accepts (see monitoring).
   */
  plannedBurst: number;
  /** SMS spend alarm threshold, in US dollars for the month so far. */
  smsMonthlySpendAlarmUsd: number;
  /**
   * Countries texts may go to (ISO codes): the functions' SMS_ALLOWED_COUNTRIES and, in End User Messaging,
   * the protect configuration that blocks every other country whatever our code does.
   */
  smsAllowedCountries: readonly string[];
  /** The overall ceiling on code texts a minute (SMS_CODE_TEXTS_PER_MINUTE); reaching it raises an alarm. */
  smsCodeTextsPerMinute: number;
  /** Texts one user may get a month and a day before their nags thin (TEXTING_BUDGET_PER_MONTH / _PER_DAY). */
  textingBudget: { perMonth: number; perDay: number };
  /** Calls and buddy texts one user may get a month (MONTHLY_CALL_CAP / MONTHLY_BUDDY_TEXT_CAP). */
  escalationCaps: { callsPerMonth: number; buddyTextsPerMonth: number };
  /**
   * How long a recovery of a lost number waits, in hours, before the account moves (RECOVERY_WAIT_HOURS): the old
   * number and the email have this long to cancel it. 24 unless a stage says otherwise; at least 1.
   */
  recoveryWaitHours: number;
  /** AWS WAF on CloudFront: requests per client IP per 5 minutes, over everything and over /api/auth/*. */
  waf: { requestsPerIpPer5Minutes: number; authRequestsPerIpPer5Minutes: number };
  apiFunction: { memorySize: number; timeout: Duration };
  eventFunction: { memorySize: number; timeout: Duration };
}

/** Senders enough to fill a budget of `perSecond` (about 13 texts a second each), never fewer than SQS allows. */
export const sendersFor = (perSecond: number) => Math.max(2, Math.ceil(perSecond / 10));

const STAGES: Record<StageName, StageConfig> = {
  dev: {
    stage: 'dev',
    prefix: 'nagtext-dev-',
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    logRetention: RetentionDays.ONE_WEEK,
    accessLogDays: 30,
    apiThrottle: { rateLimit: 20, burstLimit: 40 },
    smsMaxPerSecond: 3,
    sendMaxConcurrency: sendersFor(3),
    plannedBurst: 300,
    smsMonthlySpendAlarmUsd: 10,
    smsAllowedCountries: DEFAULT_SMS_COUNTRIES,
    smsCodeTextsPerMinute: 20,
    textingBudget: DEFAULT_TEXTING_BUDGET,
    escalationCaps: { callsPerMonth: DEFAULT_MONTHLY_CALLS, buddyTextsPerMonth: DEFAULT_MONTHLY_BUDDY_TEXTS },
    recoveryWaitHours: DEFAULT_RECOVERY_WAIT_HOURS,
    waf: { requestsPerIpPer5Minutes: 1000, authRequestsPerIpPer5Minutes: 100 },
    apiFunction: { memorySize: 512, timeout: Duration.seconds(10) },
    eventFunction: { memorySize: 512, timeout: Duration.seconds(30) },
  },
  prod: {
    stage: 'prod',
    prefix: 'nagtext-prod-',
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    logRetention: RetentionDays.THREE_MONTHS,
    accessLogDays: 365,
    apiThrottle: { rateLimit: 100, burstLimit: 200 },
    smsMaxPerSecond: 3,
    sendMaxConcurrency: sendersFor(3),
    plannedBurst: 3000,
    smsMonthlySpendAlarmUsd: 200,
    smsAllowedCountries: DEFAULT_SMS_COUNTRIES,
    smsCodeTextsPerMinute: 60,
    textingBudget: DEFAULT_TEXTING_BUDGET,
    escalationCaps: { callsPerMonth: DEFAULT_MONTHLY_CALLS, buddyTextsPerMonth: DEFAULT_MONTHLY_BUDDY_TEXTS },
    recoveryWaitHours: DEFAULT_RECOVERY_WAIT_HOURS,
    waf: { requestsPerIpPer5Minutes: 2000, authRequestsPerIpPer5Minutes: 100 },
    apiFunction: { memorySize: 512, timeout: Duration.seconds(10) },
    eventFunction: { memorySize: 512, timeout: Duration.seconds(30) },
  },
};

export interface StageOverrides {
  /** `-c smsMaxPerSecond=N`: the send budget of the origination identity (a pool's or a short code's). */
  smsMaxPerSecond?: unknown;
}

export function stageConfig(stage: unknown, overrides: StageOverrides = {}): StageConfig {
  const name = stage ?? 'dev';
  if (name !== 'dev' && name !== 'prod') {
    throw new Error(`Unknown stage "${String(name)}": use --context stage=dev or --context stage=prod`);
  }
  if (overrides.smsMaxPerSecond === undefined) return STAGES[name];
  const perSecond = Number(overrides.smsMaxPerSecond);
  if (!Number.isInteger(perSecond) || perSecond < 1 || perSecond > 1000) {
    throw new Error(
      `smsMaxPerSecond must be a whole number of messages a second from 1 to 1000: ${String(overrides.smsMaxPerSecond)}`,
    );
  }
  return { ...STAGES[name], smsMaxPerSecond: perSecond, sendMaxConcurrency: sendersFor(perSecond) };
}
