import { eventHandlers } from '#shared/runtime/event-handlers';
import { RUNTIME_ENV } from '../../infra/grants';
import { routes, type Access } from '#shared/runtime/routes';
import { TABLE_ENV } from '#shared/db/tables';
import { POWERTOOLS_ENV } from '#shared/runtime/env-names';
import type { HandlerFunction } from '../../infra/constructs/handler-function';
import { environmentOf, grantsOf, permissionPairs } from './function-policy';
import { buildStacks } from './stacks-under-test';
import { stageConfig } from '../../infra/constructs/stage-config';

/** Least privilege, read from the synthesized policies of every function once all handlers exist. */
describe('each function reaches only what its line in shared/runtime/routes.ts / event-handlers.ts grants', () => {
  const build = buildStacks();
  const functions: [string, HandlerFunction, Access][] = [
    ...Object.entries(build.stateless.apiFunctions).map(
      ([name, fn]) => [name, fn, routes[name as keyof typeof routes].access] as [string, HandlerFunction, Access],
    ),
    ...Object.entries(build.stateless.eventFunctions).map(
      ([name, fn]) =>
        [name, fn, eventHandlers[name as keyof typeof eventHandlers].access] as [string, HandlerFunction, Access],
    ),
  ];
  const pairs = (name: string) => permissionPairs(grantsOf(build, functions.find(([n]) => n === name)![1]));
  const env = (name: string) => environmentOf(build, functions.find(([n]) => n === name)![1]);
  const touching = (resource: string) =>
    functions
      .filter(([, fn]) =>
        grantsOf(build, fn).some((g) => g.resources.some((r) => r === resource || r.startsWith(`${resource}/`))),
      )
      .map(([n]) => n)
      .sort();
  const declaring = (predicate: (access: Access) => boolean) =>
    functions
      .filter(([, , access]) => predicate(access))
      .map(([n]) => n)
      .sort();

  test('the admin database console: PartiQL SELECT on the Data table, its own history (and caller lookup), nothing on the Auth table', () => {
    expect(pairs('adminDatabaseQuery')).toEqual(
      [
        'dynamodb:BatchGetItem DataTable',
        'dynamodb:GetItem DataTable',
        'dynamodb:PartiQLSelect DataTable',
        'dynamodb:PartiQLSelect DataTable/index/gsi1',
        'dynamodb:PartiQLSelect DataTable/index/gsi2',
        'dynamodb:PutItem DataTable',
        'logs:CreateLogStream OwnLogs',
        'logs:PutLogEvents OwnLogs',
        'secretsmanager:GetSecretValue JwtSecret',
        'secretsmanager:GetSecretValue OriginVerifySecret',
      ].sort(),
    );
    // The one write it may make is a history entry: PutItem limited to the history's partition key.
    const fn = functions.find(([n]) => n === 'adminDatabaseQuery')![1];
    expect(grantsOf(build, fn).filter((g) => g.actions.includes('dynamodb:PutItem'))).toEqual([
      expect.objectContaining({
        actions: ['dynamodb:PutItem'],
        resources: ['DataTable'],
        condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['CONSOLE_QUERIES'] } },
      }),
    ]);
    expect(env('adminDatabaseQuery')[TABLE_ENV.Auth]).toBeUndefined();
    expect(touching('AuthTable')).not.toContain('adminDatabaseQuery');
    expect(touching('AuthTable')).not.toContain('adminDatabaseTables');
    expect(touching('AuthTable')).not.toContain('adminDatabaseQueryHistory');
  });

  test('send-nag: SendTextMessage from our identity, the Data table, its schedules, no Auth table, no secret, no email', () => {
    const granted = pairs('sendNag');
    expect(granted).toEqual(
      expect.arrayContaining([
        'sms-voice:SendTextMessage OriginationIdentity',
        'sms-voice:SendTextMessage ConfigurationSet',
        'sms-voice:SendTextMessage OptOutList',
        'dynamodb:GetItem DataTable',
        'dynamodb:PutItem DataTable',
        'dynamodb:UpdateItem DataTable',
        'dynamodb:ConditionCheckItem DataTable',
        'scheduler:CreateSchedule Schedules',
        'iam:PassRole SchedulerRole',
        'sqs:ReceiveMessage SendQueue',
        'sqs:DeleteMessage SendQueue',
      ]),
    );
    // A recovery's wait end has a function of its own: the send function holds no Stripe key and sends no email.
    expect(granted.filter((p) => /AuthTable|Secret|^ses:|Recovery/.test(p))).toEqual([]);
    expect(Object.keys(env('sendNag'))).not.toContain(RUNTIME_ENV.jwtSecretArn);
    expect(Object.keys(env('sendNag'))).not.toContain(RUNTIME_ENV.stripeSecretArn);
    expect(Object.keys(env('sendNag'))).not.toContain(RUNTIME_ENV.emailFromAddress);
  });

  test("a recovery's wait end: its own queue, the Data table, texts, email, its schedules and the Stripe key; no calls, no Auth table", () => {
    const granted = pairs('recoveryWaitEnd');
    expect(granted).toEqual(
      expect.arrayContaining([
        'sqs:ReceiveMessage RecoveryQueue',
        'sqs:DeleteMessage RecoveryQueue',
        'sms-voice:SendTextMessage OriginationIdentity',
        'ses:SendEmail EmailIdentity',
        'dynamodb:ConditionCheckItem DataTable',
        'scheduler:CreateSchedule Schedules',
        'iam:PassRole SchedulerRole',
      ]),
    );
    expect(granted.filter((p) => /AuthTable|Secret|SendVoiceMessage|SendQueue/.test(p))).toEqual([
      'secretsmanager:GetSecretValue StripeSecretKey',
    ]);
    expect(env('recoveryWaitEnd')[RUNTIME_ENV.stripeSecretArn]).toBeDefined();
    expect(env('recoveryWaitEnd')[RUNTIME_ENV.textingBudgetPerMonth]).toBeUndefined();
    // Every function that schedules knows both queues: where a schedule goes follows what it carries.
    for (const name of declaring((a) => a.scheduler === true))
      expect(Object.keys(env(name))).toEqual(
        expect.arrayContaining([RUNTIME_ENV.sendQueueArn, RUNTIME_ENV.recoveryQueueArn]),
      );
  });

  test('only billing functions read the Stripe secret key; only the webhook reads the signing secret', () => {
    const billing = declaring((a) => a.stripe !== undefined);
    // Besides billing's own routes: the account's number moves (the owner's change, the admin's edit, a recovery's
    // end on its own queue), which set the Stripe customer's phone.
    expect(billing).toEqual([
      'adminDeleteUser',
      'adminUpdateUser',
      'createCheckoutSession',
      'createCustomerPortal',
      'deleteAccount',
      'recoveryWaitEnd',
      'stripeWebhook',
      'verifyCheckout',
      'verifyPhoneVerify',
    ]);
    expect(touching('StripeSecretKey')).toEqual(billing);
    expect(touching('StripeWebhookSecret')).toEqual(['stripeWebhook']);
    const withStripeEnv = functions
      .filter(([name]) => env(name)[RUNTIME_ENV.stripeSecretArn] !== undefined)
      .map(([n]) => n)
      .sort();
    expect(withStripeEnv).toEqual(billing);
  });

  test('the Auth table, SMS, calls and schedules go only to functions that declare them', () => {
    expect(touching('AuthTable')).toEqual(declaring((a) => a.auth !== undefined || a.rateLimits === true));
    expect(touching('OriginationIdentity')).toEqual(declaring((a) => a.sms === true || a.voice === true));
    const withAction = (action: string) =>
      functions
        .filter(([name]) => pairs(name).some((p) => p.startsWith(`${action} `)))
        .map(([n]) => n)
        .sort();
    expect(withAction('sms-voice:SendTextMessage')).toEqual(declaring((a) => a.sms === true));
    // Calls: only the send queue's consumer places them (a ladder's call, a failing number's fallback).
    expect(withAction('sms-voice:SendVoiceMessage')).toEqual(declaring((a) => a.voice === true));
    expect(declaring((a) => a.voice === true)).toEqual(['sendNag']);
    // The one function that calls knows the number its calls state (47 CFR 64.1200(b)(2)), from the stateful stack's
    // parameter; so does every function that texts (an invite's ready message names NagText's number).
    expect(env('sendNag')[RUNTIME_ENV.voiceCallbackNumber]).toEqual(expect.anything());
    const withCallbackNumber = functions
      .filter(([name]) => env(name)[RUNTIME_ENV.voiceCallbackNumber] !== undefined)
      .map(([n]) => n)
      .sort();
    expect(withCallbackNumber).toEqual(
      declaring((a) => a.sms === true || a.voice === true || a.nagTextNumber === true),
    );
    // Creating an invite texts nobody: it knows the number its ready message names and may send nothing.
    expect(withCallbackNumber).toContain('createBuddyInvite');
    expect(withAction('sms-voice:SendTextMessage')).not.toContain('createBuddyInvite');
    expect(touching('OriginationIdentity')).not.toContain('createBuddyInvite');
    expect(touching('Schedules')).toEqual(declaring((a) => a.scheduler === true));
    expect(touching('SchedulerRole')).toEqual(declaring((a) => a.scheduler === true));
    const withAuthEnv = functions
      .filter(([name]) => env(name)[TABLE_ENV.Auth] !== undefined)
      .map(([n]) => n)
      .sort();
    expect(withAuthEnv).toEqual(declaring((a) => a.auth !== undefined || a.rateLimits === true));
  });

  test("only the reply handler keeps the provider's opt-out list in step: Put/DeleteOptedOutNumber on that list alone, and its name", () => {
    const keeping = functions
      .filter(([name]) => pairs(name).some((p) => /^sms-voice:(Put|Delete)OptedOutNumber /.test(p)))
      .map(([n]) => n);
    expect(keeping).toEqual(['inboundSms']);
    expect(declaring((a) => a.optOutList === true)).toEqual(['inboundSms']);
    expect(pairs('inboundSms').filter((p) => /OptedOutNumber/.test(p))).toEqual([
      'sms-voice:DeleteOptedOutNumber OptOutList',
      'sms-voice:PutOptedOutNumber OptOutList',
    ]);
    expect(env('inboundSms')[RUNTIME_ENV.smsOptOutList]).toBe('nagtext-dev-opt-outs');
    const withListEnv = functions
      .filter(([name]) => env(name)[RUNTIME_ENV.smsOptOutList] !== undefined)
      .map(([n]) => n);
    expect(withListEnv).toEqual(['inboundSms']);
    // Every function that texts reads our own list (the Data table): it reads that table.
    for (const name of declaring((a) => a.sms === true || a.voice === true))
      expect(pairs(name)).toContain('dynamodb:GetItem DataTable');
  });

  test('email: only the functions that send it may call ses:SendEmail, on our identity and configuration set, from our address', () => {
    const senders = declaring((a) => a.email === true);
    // Sign-up's verification email, Resend, an email change (the code to the new address, the notice to the old), and
    // the security notices: the number changed, a deletion code sent, the account deleted (by its owner or by the admin's
    // delete); a recovery's code, its wait's
    // notice, its cancel (by the link, or the old number's NO read by the reply function) and its completion (the
    // recovery queue's consumer).
    expect(senders).toEqual([
      'adminDeleteUser',
      'cancelRecovery',
      'confirmRecoveryNumber',
      'deleteAccount',
      'inboundSms',
      'recoveryWaitEnd',
      'registerVerifyOtp',
      'requestAccountDeletionCode',
      'resendEmailVerification',
      'startRecovery',
      'updateProfile',
      'verifyPhoneVerify',
    ]);
    const withSes = functions
      .filter(([name]) => pairs(name).some((p) => p.startsWith('ses:')))
      .map(([n]) => n)
      .sort();
    expect(withSes).toEqual(senders);
    // Checking an emailed code sends nothing: those routes may not send.
    expect(withSes).not.toContain('verifyEmailCode');
    expect(withSes).not.toContain('verifyEmailLink');
    expect(withSes).not.toContain('confirmRecoveryEmail');
    expect(withSes).not.toContain('requestRecoveryNumberCode');
    expect(withSes).not.toContain('getRecovery');
    // Asking for a new number's codes sends no email.
    expect(withSes).not.toContain('verifyPhoneRequest');
    for (const name of senders) {
      const fn = functions.find(([n]) => n === name)![1];
      expect(grantsOf(build, fn).filter((g) => g.actions.some((a) => a.startsWith('ses:')))).toEqual([
        {
          sid: 'SendEmail',
          actions: ['ses:SendEmail'],
          resources: ['EmailIdentity', 'EmailConfigurationSet'],
          condition: { StringEquals: { 'ses:FromAddress': { Ref: expect.stringMatching(/emailfromaddress/) } } },
        },
      ]);
      expect(env(name)).toMatchObject({
        [RUNTIME_ENV.emailFromAddress]: expect.anything(),
        [RUNTIME_ENV.emailConfigurationSet]: 'nagtext-dev-email',
        // The links in emails point at the app.
        [RUNTIME_ENV.appBaseUrl]: expect.anything(),
      });
      expect(JSON.stringify(env(name)[RUNTIME_ENV.emailFromAddress])).toMatch(/NagText <.*emailfromaddress/);
    }
    const withEmailEnv = (key: string) =>
      functions
        .filter(([name]) => env(name)[key] !== undefined)
        .map(([n]) => n)
        .sort();
    expect(withEmailEnv(RUNTIME_ENV.emailFromAddress)).toEqual(senders);
    expect(withEmailEnv(RUNTIME_ENV.emailConfigurationSet)).toEqual(senders);
  });

  test("SES's feedback: its function writes suppressions alone (PutItem on SUPPRESSED# keys) and can send nothing", () => {
    expect(declaring((a) => a.emailSuppressions === true)).toEqual(['emailFeedback']);
    // Beside writing its logs and failing into its own dead-letter queue.
    expect(pairs('emailFeedback').filter((p) => !/OwnLogs|EventEmailFeedbackDeadLetters/.test(p))).toEqual([
      'dynamodb:PutItem DataTable',
    ]);
    const fn = functions.find(([n]) => n === 'emailFeedback')![1];
    expect(grantsOf(build, fn).filter((g) => g.actions.some((a) => a.startsWith('dynamodb:')))).toEqual([
      {
        sid: 'EmailSuppressions',
        actions: ['dynamodb:PutItem'],
        resources: ['DataTable'],
        condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SUPPRESSED#*'] } },
      },
    ]);
    expect(env('emailFeedback')[TABLE_ENV.Data]).toBeDefined();
    expect(env('emailFeedback')[RUNTIME_ENV.emailFromAddress]).toBeUndefined();
  });

  test('read-only functions cannot write, and nobody may Scan, use a wildcard action or a "*" resource', () => {
    const writes = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|ConditionCheckItem) DataTable/;
    const readOnly = declaring((a) => a.data === 'read');
    for (const name of readOnly) expect(pairs(name).filter((p) => writes.test(p))).toEqual([]);
    for (const [name, fn] of functions) {
      for (const grant of grantsOf(build, fn)) {
        expect({
          name,
          actions: grant.actions.filter(
            (a) =>
              a.includes('*') ||
              a === 'dynamodb:Scan' ||
              (a.startsWith('dynamodb:PartiQL') && a !== 'dynamodb:PartiQLSelect'),
          ),
        }).toEqual({ name, actions: [] });
        expect({ name, resources: grant.resources.filter((r) => r === '*' || r === '"*"') }).toEqual({
          name,
          resources: [],
        });
      }
    }
  });

  test('passing the scheduler role is allowed only to EventBridge Scheduler', () => {
    for (const name of declaring((a) => a.scheduler === true)) {
      const fn = functions.find(([n]) => n === name)![1];
      const passRole = grantsOf(build, fn).filter((g) => g.actions.includes('iam:PassRole'));
      expect(passRole).toEqual([
        expect.objectContaining({
          resources: ['SchedulerRole'],
          condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
        }),
      ]);
    }
  });

  test('the texting budget reaches only the functions that apply or show it', () => {
    const withBudget = functions
      .filter(([name]) => env(name)[RUNTIME_ENV.textingBudgetPerMonth] !== undefined)
      .map(([name]) => name)
      .sort();
    expect(withBudget).toEqual(['getProfile', 'sendNag']);
    expect(env('sendNag')).toMatchObject({
      [RUNTIME_ENV.textingBudgetPerMonth]: '400',
      [RUNTIME_ENV.textingBudgetPerDay]: '100',
    });
  });

  test("the stage's recovery wait (24 hours unless a stage says otherwise) reaches only the function that starts it", () => {
    expect([stageConfig('dev').recoveryWaitHours, stageConfig('prod').recoveryWaitHours]).toEqual([24, 24]);
    const withWait = functions
      .filter(([name]) => env(name)[RUNTIME_ENV.recoveryWaitHours] !== undefined)
      .map(([name]) => name)
      .sort();
    expect(withWait).toEqual(['confirmRecoveryNumber']);
    expect(withWait).toEqual(declaring((a) => a.recoveryWait === true));
    expect(env('confirmRecoveryNumber')[RUNTIME_ENV.recoveryWaitHours]).toBe('24');
  });

  test('public routes without one-time codes get no JWT key; every environment variable is one the composition root reads', () => {
    expect(env('submitContact')[RUNTIME_ENV.jwtSecretArn]).toBeUndefined();
    expect(env('stripeWebhook')[RUNTIME_ENV.jwtSecretArn]).toBeUndefined();
    expect(env('login')[RUNTIME_ENV.jwtSecretArn]).toBeDefined();
    expect(env('getProfile')[RUNTIME_ENV.jwtSecretArn]).toBeDefined();
    const known = new Set<string>([
      ...Object.values(RUNTIME_ENV),
      ...Object.values(TABLE_ENV),
      ...Object.values(POWERTOOLS_ENV),
      'NODE_OPTIONS',
    ]);
    for (const [name] of functions) {
      expect({ name, unknown: Object.keys(env(name)).filter((key) => !known.has(key)) }).toEqual({ name, unknown: [] });
      expect(env(name)[RUNTIME_ENV.runtime]).toBe('aws');
      expect(env(name)[RUNTIME_ENV.stage]).toBe('dev');
    }
    expect(env('createCheckoutSession')[RUNTIME_ENV.appBaseUrl]).toBeDefined();
    expect(env('getProfile')[RUNTIME_ENV.appBaseUrl]).toBeUndefined();
  });
});
