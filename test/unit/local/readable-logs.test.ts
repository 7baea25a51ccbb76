import type { Context } from 'aws-lambda';
import { correlate, observed } from '../../../lambdas/observability/invocation';
import { log } from '../../../lambdas/observability/log';
import { withOwnLogger } from '../../../lambdas/observability/logger';
import { readableLogLine } from '../../../local/readable-logs';

const contextOf = (functionName: string) => ({ functionName, awsRequestId: `${functionName}-1` }) as Context;

describe("npm start's log lines", () => {
  it('one line: time, level, message, fields, then the function and correlation id; a stack below it', () => {
    expect(
      readableLogLine({
        level: 'WARN',
        message: 'rate_limit.refused',
        timestamp: '2026-11-23T14:03:12.345Z',
        service: 'service_undefined',
        cold_start: false,
        function_name: 'registerRequestOtp',
        function_request_id: 'abc',
        correlation_id: '0c6f0b7e',
        limit: 'codeRequestsPerIp',
        phone: '********0123',
        note: 'two words',
        extra: { a: 1 },
      }),
    ).toBe(
      '14:03:12.345 WARN  rate_limit.refused limit=codeRequestsPerIp phone=********0123 note="two words" extra="{\\"a\\":1}" · registerRequestOtp 0c6f0b7e',
    );
    expect(
      readableLogLine({
        level: 'ERROR',
        message: 'request.failed',
        timestamp: '2026-11-23T14:03:12.345Z',
        error: 'Error: boom\n    at x',
      }),
    ).toBe('14:03:12.345 ERROR request.failed\nerror:\n    Error: boom\n        at x');
  });
});

describe('invocations running at once in one process (npm start)', () => {
  const quiet = process.env.NAGTEXT_QUIET_LOGS;
  beforeAll(() => {
    delete process.env.NAGTEXT_QUIET_LOGS;
  });
  afterAll(() => {
    if (quiet !== undefined) process.env.NAGTEXT_QUIET_LOGS = quiet;
  });
  afterEach(() => jest.restoreAllMocks());

  it('each keeps its own function name and correlation id, however they interleave', async () => {
    const lines: Record<string, unknown>[] = [];
    jest.spyOn(console, 'log').mockImplementation((line: unknown) => {
      lines.push(JSON.parse(String(line)) as Record<string, unknown>);
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = observed(async () => {
      correlate('request-a');
      log('info', 'a.started');
      await held;
      log('info', 'a.finished');
    });
    const fast = observed(async () => {
      correlate('request-b');
      log('info', 'b.done');
    });
    const a = withOwnLogger(() => slow({}, contextOf('getProfile')));
    await withOwnLogger(() => fast({}, contextOf('sendNag')));
    release();
    await a;
    const seen = lines.map((line) => [line.message, line.function_name, line.correlation_id]);
    expect(seen).toEqual([
      ['a.started', 'getProfile', 'request-a'],
      ['b.done', 'sendNag', 'request-b'],
      ['a.finished', 'getProfile', 'request-a'],
    ]);
  });
});
