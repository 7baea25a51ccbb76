import { recordingEmailSender } from './recording-email-sender';
import { dynamoEmailSuppressions } from '../../lambdas/adapters/aws/dynamo-email-suppressions';
import { dynamoEmailOwners } from '../../lambdas/adapters/aws/dynamo-email-owners';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoCallerDirectory } from '../../lambdas/adapters/aws/caller-directory';
import { dynamoOtpStore } from '../../lambdas/adapters/aws/dynamo-otp-store';
import { dynamoRateLimiter } from '../../lambdas/adapters/aws/dynamo-rate-limiter';
import { dynamoStats } from '../../lambdas/adapters/aws/dynamo-stats';
import { dynamoNumberOptOuts } from '../../lambdas/adapters/aws/dynamo-number-opt-outs';
import { dynamoUsers } from '../../lambdas/adapters/aws/dynamo-users';
import { hmacCodeHasher } from '../../lambdas/adapters/crypto/hmac-code-hasher';
import { randomCodeGenerator } from '../../lambdas/adapters/crypto/random-code-generator';
import { randomIds } from '../../lambdas/adapters/crypto/random-ids';
import { joseTokenService } from '../../lambdas/adapters/jwt/jose-token-service';
import { makeHandler as makeLogin } from '../../lambdas/handlers/api/request-login-code';
import { makeHandler as makeRegisterRequestOtp } from '../../lambdas/handlers/api/request-signup-code';
import { makeHandler as makeRegisterVerifyOtp } from '../../lambdas/handlers/api/register-user';
import { makeHandler as makeVerifyLoginOtp } from '../../lambdas/handlers/api/verify-login-code';
import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';
import type { RateLimits } from '#core/abuse/domain/rate-limits';
import { keys } from '#shared/db/keys';
import { apiEvent, lambdaContext, readResult, type ApiEventInit, type ApiResult } from './api-event';
import { fakeClock } from './fake-clock';
import { testClockStart } from './test-clock';
import { GENEROUS_RATE_LIMITS } from './generous-rate-limits';
import { TEST_JWT_KEY, TEST_PEPPER } from './memory-auth-deps';
import { recordingSmsSender } from './recording-sms-sender';
import { testDynamo } from './test-dynamo';
import { memoryMetrics } from './memory/memory-metrics';

type AuthRoute = 'login' | 'verifyLoginOtp' | 'registerRequestOtp' | 'registerVerifyOtp';

/**
 * The four sign-up and log-in handlers, built with makeHandler over DynamoDB Local, a recording SMS
 * sender and a fake clock that starts at the next 15:00 UTC (a chosen hour, and never a past instant for DynamoDB Local's TTL).
 */
export function authApi(options: { rateLimits?: RateLimits } = {}) {
  const { doc, tables } = testDynamo();
  const clock = fakeClock(testClockStart().toISOString());
  const sms = recordingSmsSender();
  const deps = {
    clock,
    metrics: memoryMetrics(),
    sms,
    optOuts: dynamoNumberOptOuts(doc, tables.data),
    ids: randomIds,
    tokens: joseTokenService({ key: async () => TEST_JWT_KEY, clock }),
    callers: dynamoCallerDirectory(doc, tables.data),
    users: dynamoUsers(doc, tables.data),
    otps: dynamoOtpStore(doc, tables.auth),
    codes: randomCodeGenerator,
    codeHasher: hmacCodeHasher(async () => TEST_PEPPER),
    rateLimiter: dynamoRateLimiter(doc, tables.auth, clock, options.rateLimits ?? GENEROUS_RATE_LIMITS),
    destinations: { allowedCountries: DEFAULT_SMS_COUNTRIES },
    stats: dynamoStats(doc, tables.data, clock),
    mail: recordingEmailSender(),
    emailSuppressions: dynamoEmailSuppressions(doc, tables.data),
    emailOwners: dynamoEmailOwners(doc, tables.data),
    appLinks: { appBaseUrl: () => 'http://localhost:3000' },
  };
  const handlers = {
    login: makeLogin(() => deps),
    verifyLoginOtp: makeVerifyLoginOtp(() => deps),
    registerRequestOtp: makeRegisterRequestOtp(() => deps),
    registerVerifyOtp: makeRegisterVerifyOtp(() => deps),
  };

  /** A request shaped by hand (raw text, headers). */
  async function send(route: AuthRoute, init: ApiEventInit): Promise<ApiResult> {
    return readResult(await handlers[route](apiEvent(route, init), lambdaContext));
  }
  /** A JSON body request. */
  const call = (route: AuthRoute, body: unknown) => send(route, { body });

  const read = async (table: string, key: Record<string, string>) =>
    (await doc.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item ?? null;
  /** Every send window of the number (its own and each requester's): null for none, the item for one. */
  const sendWindows = async (phone: string) => {
    const { Items = [] } = await doc.send(
      new QueryCommand({
        TableName: tables.auth,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.otpSends(phone).pk },
        ConsistentRead: true,
      }),
    );
    return Items.length === 0 ? null : Items.length === 1 ? Items[0]! : Items;
  };

  /** Every stored item a request about this number could touch (Auth and Data tables). */
  async function storedFor(phone: string) {
    const guard = await read(tables.data, keys.phoneGuard(phone));
    return {
      guard,
      user: typeof guard?.userId === 'string' ? await read(tables.data, keys.user(guard.userId)) : null,
      loginCode: await read(tables.auth, keys.otp('login', phone)),
      registerCode: await read(tables.auth, keys.otp('register', phone)),
      sends: await sendWindows(phone),
    };
  }

  return { call, send, deps, clock, sms, doc, tables, storedFor };
}
