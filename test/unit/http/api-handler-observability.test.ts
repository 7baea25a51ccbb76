import { fail } from '#core/kernel/errors';
import { apiHandler } from '../../../lambdas/http/api-handler';
import { registerRequestOtp } from '#shared/contracts/api/register-request-otp';
import type { AuthDeps } from '../../../lambdas/http/authenticate';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { memoryMetrics } from '../../support/memory/memory-metrics';

const PHONE = '+14155550123';

/** A public route whose use case answers as `run` says; the console's JSON lines kept. */
function setup(run: () => Promise<unknown>) {
  const metrics = memoryMetrics();
  const deps: AuthDeps = { tokens: {} as AuthDeps['tokens'], callers: {} as AuthDeps['callers'], metrics };
  const handler = apiHandler('registerRequestOtp', registerRequestOtp, () => deps, run as never);
  const lines: Record<string, unknown>[] = [];
  const keep = (line: unknown) => {
    lines.push(JSON.parse(String(line)) as Record<string, unknown>);
  };
  jest.spyOn(console, 'log').mockImplementation(keep);
  jest.spyOn(console, 'warn').mockImplementation(keep);
  jest.spyOn(console, 'error').mockImplementation(keep);
  const call = async () => {
    const event = apiEvent('registerRequestOtp', { body: { phoneNumber: PHONE }, sourceIp: '203.0.113.9' });
    const result = await handler(event, lambdaContext);
    return { status: result.statusCode, requestId: event.requestContext.requestId };
  };
  return { metrics, lines, call };
}

describe('the API stack observed', () => {
  const quiet = process.env.NAGTEXT_QUIET_LOGS;
  beforeAll(() => {
    delete process.env.NAGTEXT_QUIET_LOGS;
  });
  afterAll(() => {
    if (quiet !== undefined) process.env.NAGTEXT_QUIET_LOGS = quiet;
  });
  afterEach(() => jest.restoreAllMocks());

  it("one line per request, carrying the function and API Gateway's request id as correlation id", async () => {
    const { lines, call } = setup(async () => ({
      message: 'sent',
      phoneNumber: PHONE,
      resendAfterSeconds: 30,
      expiresInSeconds: 600,
    }));
    const first = await call();
    const second = await call();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'request.handled',
        route: 'registerRequestOtp',
        status: 200,
        function_name: 'test',
        correlation_id: first.requestId,
      }),
      expect.objectContaining({ message: 'request.handled', correlation_id: second.requestId }),
    ]);
  });

  it('a rate-limit refusal is counted by its limit and logged masked, every line of the request with its id', async () => {
    const { metrics, lines, call } = setup(async () =>
      fail('rate_limited', 'Slow down', { retryAfterSeconds: 60, limit: 'codeRequestsPerIp' }),
    );
    const { status, requestId } = await call();
    expect(status).toBe(429);
    expect(metrics.recorded).toEqual([
      { name: 'RateLimitRefusals', value: 1, dimension: { Limit: 'codeRequestsPerIp' } },
    ]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'WARN',
        message: 'rate_limit.refused',
        limit: 'codeRequestsPerIp',
        ip: '203.0.113.x',
        phone: '********0123',
        correlation_id: requestId,
      }),
      expect.objectContaining({
        level: 'INFO',
        message: 'request.rejected',
        status: 429,
        code: 'rate_limited',
        correlation_id: requestId,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(PHONE);
  });

  it("an unexpected failure answers 500 and logs its stack as an error, with the request's id", async () => {
    const { lines, call } = setup(async () => {
      throw new Error('the table is gone');
    });
    const { status, requestId } = await call();
    expect(status).toBe(500);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'ERROR', message: 'request.failed', status: 500, correlation_id: requestId }),
    ]);
    expect(String(lines[0]!.error)).toContain('Error: the table is gone');
  });

  it('a refusal that names no limit is counted as other', async () => {
    const { metrics, call } = setup(async () => fail('rate_limited', 'Busy', { retryAfterSeconds: 5 }));
    await call();
    expect(metrics.counted('RateLimitRefusals', { Limit: 'other' })).toBe(1);
  });
});
