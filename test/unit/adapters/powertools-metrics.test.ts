import type { Context } from 'aws-lambda';

/** What a function prints in the cloud: Powertools writes EMF lines straight to stdout. */
function stdoutLines(): string[] {
  const lines: string[] = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  return lines;
}

const context = {
  functionName: 'nagtext-dev-sendNag',
  awsRequestId: 'aws-1',
  invokedFunctionArn: 'arn',
  memoryLimitInMB: '512',
} as Context;

describe('the Metrics port on Powertools (CloudWatch embedded metric format)', () => {
  const env = { ...process.env };
  beforeAll(() => {
    process.env.POWERTOOLS_METRICS_NAMESPACE = 'NagText';
    process.env.POWERTOOLS_SERVICE_NAME = 'nagtext-dev';
  });
  afterAll(() => {
    process.env = env;
  });
  afterEach(() => jest.restoreAllMocks());

  it("publishes an invocation's counts in one line as it ends, a dimensioned count on its own line at once, both with the correlation id", async () => {
    const { powertoolsMetrics } = await import('../../../lambdas/adapters/aws/powertools-metrics');
    const { correlate, observed } = await import('../../../lambdas/observability/invocation');
    const metrics = powertoolsMetrics();
    const lines = stdoutLines();
    const handler = observed(async () => {
      correlate('nag-1');
      metrics.count('NagsSent');
      metrics.seconds('NagLatenessSeconds', 1.5);
      metrics.count('Replies', { Command: 'done' });
      expect(lines).toHaveLength(1);
    });
    await handler({}, context);
    const [single, invocation] = lines.map((line) => JSON.parse(line) as Record<string, any>);
    expect(single).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          { Namespace: 'NagText', Dimensions: [['service', 'Command']], Metrics: [{ Name: 'Replies', Unit: 'Count' }] },
        ],
      },
      service: 'nagtext-dev',
      Command: 'done',
      Replies: 1,
      correlation_id: 'nag-1',
    });
    expect(invocation).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'NagText',
            Dimensions: [['service']],
            Metrics: [
              { Name: 'NagsSent', Unit: 'Count' },
              { Name: 'NagLatenessSeconds', Unit: 'Seconds' },
            ],
          },
        ],
      },
      service: 'nagtext-dev',
      NagsSent: 1,
      NagLatenessSeconds: 1.5,
      correlation_id: 'nag-1',
    });
  });

  it('an invocation that counted nothing prints nothing (no empty-metrics warning)', async () => {
    const { observed } = await import('../../../lambdas/observability/invocation');
    const lines = stdoutLines();
    const errors = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await observed(async () => undefined)({}, context);
    expect(lines).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
