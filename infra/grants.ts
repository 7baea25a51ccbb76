import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CONSOLE_QUERY_PARTITION, EMAIL_SUPPRESSION_PREFIX, RATE_WINDOW_PREFIX } from '#shared/db/keys';
import { DATA_TABLE, AUTH_TABLE, TABLE_ENV, type TableDefinition } from '#shared/db/tables';
import type { Access, AuthLevel } from '#shared/runtime/routes';
import { RUNTIME_ENV } from '#shared/runtime/env-names';

export { RUNTIME_ENV };

/**
 * Turns a route's (or event handler's) `Access` into the IAM statements and the environment of its
 * function. This is the only place that knows what each kind of access means, so every function gets
 * exactly what its line in shared/runtime/routes.ts / event-handlers.ts declares and nothing else.
 */

export interface TableTarget {
  tableName: string;
  tableArn: string;
}

/** The deployed resources an Access can point at (tokens at synth time). */
export interface GrantTargets {
  stage: string;
  dataTable: TableTarget;
  authTable: TableTarget;
  jwtSecretArn: string;
  stripeSecretArn: string;
  stripeWebhookSecretArn: string;
  sms: {
    originationIdentityArn: string;
    /** NagText's telephone number (E.164), stated in every call. */
    callbackNumber: string;
    configurationSetName: string;
    configurationSetArn: string;
    optOutListArn: string;
    optOutListName: string;
  };
  email: {
    /** The bare address emails come from (the `ses:FromAddress` every send must carry). */
    fromAddress: string;
    /** The verified SES identity it belongs to (a domain or the address), by ARN. */
    identityArn: string;
    configurationSetName: string;
    configurationSetArn: string;
  };
  schedules: {
    groupName: string;
    /** ARN pattern of the schedules in this stage's group: `.../schedule/<group>/*`. */
    scheduleArnPattern: string;
    schedulerRoleArn: string;
    sendQueueArn: string;
    sendDeadLetterQueueArn: string;
    /** The recovery queue: a schedule carrying a recovery's wait end delivers there (shared/runtime scheduleQueueOf). */
    recoveryQueueArn: string;
    recoveryDeadLetterQueueArn: string;
  };
  appBaseUrl: string;
  /** CloudFront's origin secret: every API function checks requests carry it (absent: no check, as locally). */
  originVerifySecretArn?: string;
  /** The destination policy and the overall ceiling on code texts, for the functions that text codes. */
  smsPolicy?: { allowedCountries: readonly string[]; codeTextsPerMinute: number; maxPerSecond: number };
  /** The texting budget, for the functions that apply or show it. */
  textingBudget?: { perMonth: number; perDay: number };
  /** The monthly caps on calls and buddy texts, for the functions that apply or show them. */
  escalationCaps?: { callsPerMonth: number; buddyTextsPerMonth: number };
  /** The stage's recovery wait in hours, for the function that starts the wait. */
  recoveryWaitHours?: number;
}

/** A route has an auth level; an event handler has none (nobody calls it with a token). */
export interface Grantee {
  auth?: AuthLevel;
  access: Access;
}

export interface Permissions {
  statements: PolicyStatement[];
  environment: Record<string, string>;
}

const READ_ITEMS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const WRITE_ITEMS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];
export const SCHEDULE_ACTIONS = [
  'scheduler:CreateSchedule',
  'scheduler:UpdateSchedule',
  'scheduler:DeleteSchedule',
  'scheduler:GetSchedule',
];

/** The table and each of its declared indexes, by exact ARN (no wildcard). */
function withIndexes(table: TableTarget, def: TableDefinition): string[] {
  return [table.tableArn, ...def.indexes.map((index) => `${table.tableArn}/index/${index.name}`)];
}

function allow(
  sid: string,
  actions: string[],
  resources: string[],
  conditions?: Record<string, unknown>,
): PolicyStatement {
  return new PolicyStatement({ sid, effect: Effect.ALLOW, actions, resources, conditions });
}

/** Authenticated routes verify a token (JWT key) and load the caller's account (one GetItem) on every call. */
function isAuthenticated(grantee: Grantee): boolean {
  return grantee.auth === 'user' || grantee.auth === 'admin' || grantee.auth === 'session';
}

/** The JWT secret signs tokens and peppers one-time codes: anyone verifying tokens or touching OTPs needs it. */
function needsJwtSecret(grantee: Grantee): boolean {
  return isAuthenticated(grantee) || grantee.access.auth !== undefined;
}

export function permissionsFor(grantee: Grantee, t: GrantTargets): Permissions {
  const { access } = grantee;
  const statements: PolicyStatement[] = [];
  const environment: Record<string, string> = { [RUNTIME_ENV.runtime]: 'aws', [RUNTIME_ENV.stage]: t.stage };

  if (access.data === 'read' || access.data === 'readWrite') {
    statements.push(allow('DataRead', READ_ITEMS, withIndexes(t.dataTable, DATA_TABLE)));
  } else if (isAuthenticated(grantee)) {
    statements.push(allow('CallerLookup', ['dynamodb:GetItem', 'dynamodb:BatchGetItem'], [t.dataTable.tableArn]));
  }
  if (access.data === 'readWrite') {
    statements.push(allow('DataWrite', WRITE_ITEMS, [t.dataTable.tableArn]));
  }
  if (access.partiqlSelect) {
    statements.push(allow('DataPartiqlSelect', ['dynamodb:PartiQLSelect'], withIndexes(t.dataTable, DATA_TABLE)));
  }
  if (access.queryLog) {
    // Only items whose partition key is the history's: the console's function can write nothing else.
    statements.push(
      allow('ConsoleQueryLog', ['dynamodb:PutItem'], [t.dataTable.tableArn], {
        'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [CONSOLE_QUERY_PARTITION] },
      }),
    );
  }
  if (access.emailSuppressions) {
    // A bounce or complaint is one conditional put of the address's suppression: no other item is within its reach.
    statements.push(
      allow('EmailSuppressions', ['dynamodb:PutItem'], [t.dataTable.tableArn], {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${EMAIL_SUPPRESSION_PREFIX}*`] },
      }),
    );
  }
  if (access.data || access.partiqlSelect || access.queryLog || access.emailSuppressions || isAuthenticated(grantee)) {
    environment[TABLE_ENV.Data] = t.dataTable.tableName;
  }

  if (access.auth === 'readWrite') {
    statements.push(allow('AuthReadWrite', [...READ_ITEMS, ...WRITE_ITEMS], withIndexes(t.authTable, AUTH_TABLE)));
    environment[TABLE_ENV.Auth] = t.authTable.tableName;
  } else if (access.rateLimits) {
    // The rate-limit windows only: no code hash or password hash is within its reach.
    statements.push(
      allow(
        'RateLimitWindows',
        ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        [t.authTable.tableArn],
        {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RATE_WINDOW_PREFIX}*`] },
        },
      ),
    );
    environment[TABLE_ENV.Auth] = t.authTable.tableName;
  }

  if (needsJwtSecret(grantee)) {
    statements.push(allow('JwtSecret', ['secretsmanager:GetSecretValue'], [t.jwtSecretArn]));
    environment[RUNTIME_ENV.jwtSecretArn] = t.jwtSecretArn;
  }

  if (grantee.auth !== undefined && t.originVerifySecretArn) {
    statements.push(allow('OriginSecret', ['secretsmanager:GetSecretValue'], [t.originVerifySecretArn]));
    environment[RUNTIME_ENV.originVerifySecretArn] = t.originVerifySecretArn;
  }

  if (access.textingBudget && t.textingBudget) {
    environment[RUNTIME_ENV.textingBudgetPerMonth] = String(t.textingBudget.perMonth);
    environment[RUNTIME_ENV.textingBudgetPerDay] = String(t.textingBudget.perDay);
  }

  if (access.recoveryWait && t.recoveryWaitHours !== undefined) {
    environment[RUNTIME_ENV.recoveryWaitHours] = String(t.recoveryWaitHours);
  }

  if ((access.voice || access.escalationCaps) && t.escalationCaps) {
    environment[RUNTIME_ENV.monthlyCallCap] = String(t.escalationCaps.callsPerMonth);
    environment[RUNTIME_ENV.monthlyBuddyTextCap] = String(t.escalationCaps.buddyTextsPerMonth);
  }

  if (access.voice) {
    // Calls come from the SMS number or pool (voice-capable, docs/features/deploy.md, "Prerequisites"): it shares the
    // opt-out list, which the reply handler keeps in step with every STOP (optOutList below), so a STOP by text stops
    // calls at the provider too, beside our own opt-out and consent checks.
    statements.push(
      allow(
        'SendVoice',
        ['sms-voice:SendVoiceMessage'],
        [t.sms.originationIdentityArn, t.sms.configurationSetArn, t.sms.optOutListArn],
      ),
    );
    environment[RUNTIME_ENV.voiceOriginationIdentity] = t.sms.originationIdentityArn;
    environment[RUNTIME_ENV.voiceCallbackNumber] = t.sms.callbackNumber;
    environment[RUNTIME_ENV.smsConfigurationSet] = t.sms.configurationSetName;
  }

  // NagText's own number: an invite's ready message names it, so every function that texts knows it, and the invite
  // route without any right to send.
  if (access.sms || access.nagTextNumber) environment[RUNTIME_ENV.voiceCallbackNumber] = t.sms.callbackNumber;

  if ((access.sms || access.voice || access.destinationPolicy) && t.smsPolicy)
    environment[RUNTIME_ENV.smsAllowedCountries] = t.smsPolicy.allowedCountries.join(',');
  if (access.sms && t.smsPolicy) {
    environment[RUNTIME_ENV.smsMaxPerSecond] = String(t.smsPolicy.maxPerSecond);
    // The ceiling is counted in the Auth table, where the functions that send codes keep their limits.
    if (access.auth === 'readWrite')
      environment[RUNTIME_ENV.smsCodeTextsPerMinute] = String(t.smsPolicy.codeTextsPerMinute);
  }

  if (access.sms) {
    statements.push(
      allow(
        'SendText',
        ['sms-voice:SendTextMessage'],
        [t.sms.originationIdentityArn, t.sms.configurationSetArn, t.sms.optOutListArn],
      ),
    );
    environment[RUNTIME_ENV.smsOriginationIdentity] = t.sms.originationIdentityArn;
    environment[RUNTIME_ENV.smsConfigurationSet] = t.sms.configurationSetName;
  }

  if (access.optOutList) {
    // Our number runs self-managed opt-outs: the provider lists a number only when the reply handler puts it there
    // (STOP) and takes it off on START; while listed, the provider refuses every text and call to it.
    statements.push(
      allow('OptOutList', ['sms-voice:PutOptedOutNumber', 'sms-voice:DeleteOptedOutNumber'], [t.sms.optOutListArn]),
    );
    environment[RUNTIME_ENV.smsOptOutList] = t.sms.optOutListName;
  }

  if (access.email) {
    // SES authorizes a send against the identity and the configuration set; the condition pins the From address, so
    // a function can send as nobody else on a verified domain.
    statements.push(
      allow('SendEmail', ['ses:SendEmail'], [t.email.identityArn, t.email.configurationSetArn], {
        StringEquals: { 'ses:FromAddress': t.email.fromAddress },
      }),
    );
    environment[RUNTIME_ENV.emailFromAddress] = `NagText <${t.email.fromAddress}>`;
    environment[RUNTIME_ENV.emailConfigurationSet] = t.email.configurationSetName;
    // The links in emails (verify, cancel) point at the app.
    environment[RUNTIME_ENV.appBaseUrl] = t.appBaseUrl;
  }

  if (access.scheduler) {
    statements.push(allow('Schedules', SCHEDULE_ACTIONS, [t.schedules.scheduleArnPattern]));
    statements.push(
      allow('PassSchedulerRole', ['iam:PassRole'], [t.schedules.schedulerRoleArn], {
        StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
      }),
    );
    environment[RUNTIME_ENV.scheduleGroupName] = t.schedules.groupName;
    environment[RUNTIME_ENV.schedulerRoleArn] = t.schedules.schedulerRoleArn;
    environment[RUNTIME_ENV.sendQueueArn] = t.schedules.sendQueueArn;
    environment[RUNTIME_ENV.sendDeadLetterQueueArn] = t.schedules.sendDeadLetterQueueArn;
    // A schedule's target is data, not a right of the function: the scheduler role is what may send to both queues.
    environment[RUNTIME_ENV.recoveryQueueArn] = t.schedules.recoveryQueueArn;
    environment[RUNTIME_ENV.recoveryDeadLetterQueueArn] = t.schedules.recoveryDeadLetterQueueArn;
  }

  if (access.stripe) {
    const secrets = access.stripe === 'webhook' ? [t.stripeSecretArn, t.stripeWebhookSecretArn] : [t.stripeSecretArn];
    statements.push(allow('StripeSecrets', ['secretsmanager:GetSecretValue'], secrets));
    environment[RUNTIME_ENV.stripeSecretArn] = t.stripeSecretArn;
    if (access.stripe === 'webhook') environment[RUNTIME_ENV.stripeWebhookSecretArn] = t.stripeWebhookSecretArn;
    else environment[RUNTIME_ENV.appBaseUrl] = t.appBaseUrl;
  }

  return { statements, environment };
}
