import { GetCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { createSandboxApi } from '../../local/stripe-sandbox/sandbox-api';
import type { SandboxEvent } from '../../local/stripe-sandbox/event-log';
import { StripeSandbox } from '../../local/stripe-sandbox/stripe-sandbox';
import { dynamoCallerDirectory } from '../../lambdas/adapters/aws/caller-directory';
import { dynamoNumberTrials } from '../../lambdas/adapters/aws/dynamo-number-trials';
import { dynamoProcessedEvents } from '../../lambdas/adapters/aws/dynamo-processed-events';
import { dynamoMessages } from '../../lambdas/adapters/aws/dynamo-messages';
import { dynamoOncePerWindow } from '../../lambdas/adapters/aws/dynamo-once-per-window';
import { dynamoNumberOptOuts } from '../../lambdas/adapters/aws/dynamo-number-opt-outs';
import { randomIds } from '../../lambdas/adapters/crypto/random-ids';
import { recordingSmsSender } from './recording-sms-sender';
import { dynamoReminders } from '../../lambdas/adapters/aws/dynamo-reminders';
import { dynamoStats } from '../../lambdas/adapters/aws/dynamo-stats';
import { dynamoUsers } from '../../lambdas/adapters/aws/dynamo-users';
import { joseTokenService } from '../../lambdas/adapters/jwt/jose-token-service';
import { LOCAL_STRIPE_SECRET_KEY } from '../../local/adapters/local-stripe-endpoint';
import { stripeBilling } from '../../lambdas/adapters/stripe/stripe-billing';
import { newUser } from '#core/users/domain/user';
import type { StatCounter, StatsCounters } from '#core/kernel/stat-counters';
import { makeHandler as makeCheckout } from '../../lambdas/handlers/api/create-checkout-session';
import { makeHandler as makePortal } from '../../lambdas/handlers/api/create-customer-portal';
import { makeHandler as makeStatus } from '../../lambdas/handlers/api/get-subscription-status';
import { makeHandler as makeVerify } from '../../lambdas/handlers/api/verify-checkout';
import { makeHandler as makeWebhook } from '../../lambdas/handlers/webhooks/handle-billing-webhook';
import { keys } from '#shared/db/keys';
import { apiEvent, lambdaContext, readResult, type ApiEventInit, type ApiResult } from './api-event';
import { fakeClock } from './fake-clock';
import { testClockStart } from './test-clock';
import { TEST_JWT_KEY } from './memory-auth-deps';
import { recordingScheduler } from './nag-test-deps';
import { testDynamo } from './test-dynamo';
import { uniquePhone } from './unique-phone';
import { memoryMetrics } from './memory/memory-metrics';

export interface CountingStats extends StatsCounters {
  /** Every record call: its event id, deltas, and whether the counters moved (false: a replay). */
  recorded: { eventId: string; deltas: Partial<Record<StatCounter, number>>; counted: boolean }[];
}

/** The real counters, with a log of what was asked of them (the shared table's totals move with every test file). */
function countingStats(inner: StatsCounters): CountingStats {
  const recorded: CountingStats['recorded'] = [];
  return {
    recorded,
    async record(eventId, at, deltas) {
      const counted = await inner.record(eventId, at, deltas);
      recorded.push({ eventId, deltas, counted });
      return counted;
    },
    totals: () => inner.totals(),
    months: (months) => inner.months(months),
  };
}

export const WEBHOOK_SECRET = 'whsec_integration_test_secret';
const APP = 'http://127.0.0.1:3999';

type BillingRoute =
  'getSubscriptionStatus' | 'verifyCheckout' | 'createCheckoutSession' | 'createCustomerPortal' | 'stripeWebhook';

/**
 * The five billing handlers, built with makeHandler over DynamoDB Local and the real Stripe adapter, which
 * talks over HTTP to an in-process Stripe sandbox. The sandbox's events are kept, not delivered: tests sign
 * and post them themselves, in any order, as often as they like.
 */
export async function billingApi() {
  const { doc, tables } = testDynamo();
  const clock = fakeClock(testClockStart().toISOString());
  const sandbox = new StripeSandbox({
    journalPath: null,
    clock,
    pageBaseUrl: () => APP,
    apiVersion: Stripe.API_VERSION,
  });
  const events: SandboxEvent[] = [];
  sandbox.onEvents((batch) => events.push(...batch));
  const stripeApi = createSandboxApi(sandbox, LOCAL_STRIPE_SECRET_KEY);
  const port = await stripeApi.listen();
  const deps = {
    clock,
    metrics: memoryMetrics(),
    tokens: joseTokenService({ key: async () => TEST_JWT_KEY, clock }),
    callers: dynamoCallerDirectory(doc, tables.data),
    users: dynamoUsers(doc, tables.data),
    billing: stripeBilling({
      secretKey: async () => LOCAL_STRIPE_SECRET_KEY,
      webhookSecret: async () => WEBHOOK_SECRET,
      appBaseUrl: () => APP,
      api: () => ({ host: '127.0.0.1', port, protocol: 'http' }),
      clock,
    }),
    processedEvents: dynamoProcessedEvents(doc, tables.data),
    numberTrials: dynamoNumberTrials(doc, tables.data),
    stats: countingStats(dynamoStats(doc, tables.data, clock)),
    reminders: dynamoReminders(doc, tables.data),
    scheduler: recordingScheduler(),
    // The texts about payments: recorded, on the user's list as in production.
    oncePerWindow: dynamoOncePerWindow(doc, tables.data),
    sms: recordingSmsSender(),
    optOuts: dynamoNumberOptOuts(doc, tables.data),
    sendPacer: { acquire: async () => undefined, perUserPerSecond: 1 },
    messages: dynamoMessages(doc, tables.data),
    ids: randomIds,
  };
  const handlers = {
    getSubscriptionStatus: makeStatus(() => deps),
    verifyCheckout: makeVerify(() => deps),
    createCheckoutSession: makeCheckout(() => deps),
    createCustomerPortal: makePortal(() => deps),
    stripeWebhook: makeWebhook(() => deps),
  };

  const send = async (route: BillingRoute, init: ApiEventInit = {}): Promise<ApiResult> =>
    readResult(await handlers[route](apiEvent(route, init), lambdaContext));

  /** A new account and its session token. */
  async function signedUpUser() {
    const user = newUser({
      id: `billing-${Math.random().toString(36).slice(2)}`,
      phoneNumber: uniquePhone(),
      firstName: 'Bill',
      lastName: 'Payer',
      email: 'bill@example.com',
      timezone: 'America/Chicago',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      now: clock.now(),
    });
    await deps.users.create(user);
    const { token } = await deps.tokens.issue({ sub: user.id, role: 'user', sv: 0 }, 3600);
    return { id: user.id, token };
  }

  /** The user item as stored. */
  const stored = async (userId: string) =>
    (await doc.send(new GetCommand({ TableName: tables.data, Key: keys.user(userId), ConsistentRead: true }))).Item ??
    null;

  /** Signs an event body as Stripe does (the stripe package's own signing) and posts it to the webhook handler. */
  function deliver(
    event: object | string,
    options: { timestamp?: number; secret?: string; header?: string | null; body?: string } = {},
  ) {
    const payload = options.body ?? (typeof event === 'string' ? event : JSON.stringify(event, null, 2));
    const header =
      options.header === undefined
        ? Stripe.webhooks.generateTestHeaderString({
            payload: typeof event === 'string' ? event : JSON.stringify(event, null, 2),
            secret: options.secret ?? WEBHOOK_SECRET,
            timestamp: options.timestamp ?? Math.floor(clock.now().getTime() / 1000),
          })
        : options.header;
    return send('stripeWebhook', { rawBody: payload, headers: header === null ? {} : { 'stripe-signature': header } });
  }

  /** Checkout through the API, completed on the sandbox's page with this outcome. */
  async function subscribe(token: string, outcome: 'success' | 'fail' = 'success') {
    const { body } = await send('createCheckoutSession', { token });
    const sessionId = String(body.url).split('/').pop()!;
    const { session } = sandbox.completeCheckout(sessionId, { outcome });
    return { sessionId, subscriptionId: session.subscription as string };
  }

  return {
    send,
    deps,
    clock,
    sandbox,
    events,
    signedUpUser,
    stored,
    deliver,
    subscribe,
    doc,
    tables,
    stop: () => stripeApi.close(),
  };
}
