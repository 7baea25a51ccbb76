/**
 * Every environment variable name a function reads, in one place: infra/grants.ts sets them from a route's
 * access, and the composition root (lambdas/composition/aws.ts) reads them (tables: see TABLE_ENV).
 */
export const RUNTIME_ENV = {
  runtime: 'NAGTEXT_RUNTIME',
  stage: 'STAGE',
  jwtSecretArn: 'JWT_SECRET_ARN',
  smsOriginationIdentity: 'SMS_ORIGINATION_IDENTITY',
  smsConfigurationSet: 'SMS_CONFIGURATION_SET',
  /** The opt-out list attached to our number, kept in step with our own on STOP and START (the reply handler only). */
  smsOptOutList: 'SMS_OPT_OUT_LIST',
  scheduleGroupName: 'SCHEDULE_GROUP_NAME',
  schedulerRoleArn: 'SCHEDULER_ROLE_ARN',
  sendQueueArn: 'SEND_QUEUE_ARN',
  sendDeadLetterQueueArn: 'SEND_DLQ_ARN',
  /** The queue a recovery's wait end is delivered to (its own function's), and that queue's dead letters. */
  recoveryQueueArn: 'RECOVERY_QUEUE_ARN',
  recoveryDeadLetterQueueArn: 'RECOVERY_DLQ_ARN',
  smsMaxPerSecond: 'SMS_MAX_PER_SECOND',
  stripeSecretArn: 'STRIPE_SECRET_ARN',
  stripeWebhookSecretArn: 'STRIPE_WEBHOOK_SECRET_ARN',
  appBaseUrl: 'APP_BASE_URL',
  originVerifySecretArn: 'ORIGIN_VERIFY_SECRET_ARN',
  smsAllowedCountries: 'SMS_ALLOWED_COUNTRIES',
  smsCodeTextsPerMinute: 'SMS_CODE_TEXTS_PER_MINUTE',
  textingBudgetPerMonth: 'TEXTING_BUDGET_PER_MONTH',
  textingBudgetPerDay: 'TEXTING_BUDGET_PER_DAY',
  /** Calls and buddy texts a user may get a month (escalation caps; the defaults when unset). */
  monthlyCallCap: 'MONTHLY_CALL_CAP',
  monthlyBuddyTextCap: 'MONTHLY_BUDDY_TEXT_CAP',
  /** The voice-capable number or pool calls come from (the one sharing the SMS opt-out list). */
  voiceOriginationIdentity: 'VOICE_ORIGINATION_IDENTITY',
  /** NagText's telephone number (E.164), which every call states (47 CFR 64.1200(b)(2)). */
  voiceCallbackNumber: 'VOICE_CALLBACK_NUMBER',
  /** The SES identity emails come from (an address on the verified domain, or the verified address itself). */
  emailFromAddress: 'EMAIL_FROM_ADDRESS',
  /** The SES configuration set whose event destination reports bounces and complaints. */
  emailConfigurationSet: 'EMAIL_CONFIGURATION_SET',
  /** Hours a recovery waits, after the new number is confirmed, before the account moves (24 when unset). */
  recoveryWaitHours: 'RECOVERY_WAIT_HOURS',
  /** Set by hand, never by the stacks: the plain values that stand in for the secrets (local runs, Stripe test mode). */
  jwtSecret: 'JWT_SECRET',
  stripeSecretKey: 'STRIPE_SECRET_KEY',
  stripeWebhookSecret: 'STRIPE_WEBHOOK_SECRET',
  /** An emulator's address (DynamoDB Local) instead of the service's. */
  dynamoEndpoint: 'DYNAMODB_ENDPOINT',
} as const;

/** What Powertools reads (lambdas/observability), set on every function by infra/constructs/handler-function.ts. */
export const POWERTOOLS_ENV = {
  /** Every log line's `service`, and every metric's one default dimension: `nagtext-<stage>`. */
  serviceName: 'POWERTOOLS_SERVICE_NAME',
  metricsNamespace: 'POWERTOOLS_METRICS_NAMESPACE',
  logLevel: 'POWERTOOLS_LOG_LEVEL',
} as const;
