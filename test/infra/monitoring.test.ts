import { Match } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { POWERTOOLS_ENV } from '#shared/runtime/env-names';
import { environmentOf } from './function-policy';
import { buildStacks, logicalId } from './stacks-under-test';

describe('monitoring', () => {
  const build = buildStacks();
  const template = build.statelessTemplate;
  // The route functions' alarms are in their nested stacks, beside them.
  const alarms = build.statelessTemplates.flatMap((t) => Object.values(t.findResources('AWS::CloudWatch::Alarm')));
  const alarmTopic = { 'Fn::ImportValue': Match.stringLikeRegexp(logicalId(build.stateful.alarmTopic)) };

  test('every alarm notifies the alarm topic', () => {
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
      expect(JSON.stringify(alarm.Properties.AlarmActions[0])).toContain(logicalId(build.stateful.alarmTopic));
    }
    for (const t of build.statelessTemplates)
      t.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmActions: [alarmTopic] });
  });

  test('each dead-letter queue is alarmed on its first message', () => {
    const queues = [
      build.stateless.sendPipeline.deadLetterQueue,
      build.stateless.sendPipeline.recoveryDeadLetterQueue,
      ...['inboundSms', 'deliveryReceipt', 'emailFeedback'].map((name) =>
        build.stateless.node.findChild(`Event${name[0]!.toUpperCase()}${name.slice(1)}DeadLetters`),
      ),
    ];
    for (const queue of queues) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Namespace: 'AWS/SQS',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(queue), 'QueueName'] } }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  test('each function has an errors-or-throttles alarm', () => {
    const fns = [...Object.values(build.stateless.apiFunctions), ...Object.values(build.stateless.eventFunctions)];
    for (const fn of fns) {
      // In the function's own stack (a route's: its ApiRoutes nested stack), naming it there.
      const mine = Object.values(build.templateOf(fn.fn).findResources('AWS::CloudWatch::Alarm')).filter((alarm) =>
        JSON.stringify(alarm.Properties.Metrics ?? []).includes(`"${logicalId(fn.fn)}"`),
      );
      expect(mine).toHaveLength(1);
      const metricNames = mine[0]!.Properties.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat).map(
        (m: { MetricStat: { Metric: { MetricName: string } } }) => m.MetricStat.Metric.MetricName,
      );
      expect(metricNames.sort()).toEqual(['Errors', 'Throttles']);
    }
  });

  test('API 5xx rate and SMS spend are alarmed, and there is a dashboard', () => {
    const api5xx = alarms.find((alarm) => JSON.stringify(alarm.Properties.Metrics ?? []).includes('"5xx"'));
    expect(api5xx).toBeDefined();
    expect(JSON.stringify(api5xx!.Properties.Metrics)).toContain('100 * errors / requests');
    const spend = alarms.find((alarm) =>
      JSON.stringify(alarm.Properties.Metrics ?? []).includes('"TextMessageMonthlySpend"'),
    );
    expect(spend?.Properties.Threshold).toBe(10);
    expect(JSON.stringify(spend!.Properties.Metrics)).toContain('"AWS/SMSVoice"');
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  /** The metric a CloudWatch alarm or widget reads, as the template holds it. */
  const business = (name: string) => ({
    Namespace: 'NagText',
    MetricName: name,
    Dimensions: [{ Name: 'service', Value: 'nagtext-dev' }],
  });

  test('every function publishes to the NagText namespace as nagtext-<stage>, at log level INFO', () => {
    const fns = [...Object.values(build.stateless.apiFunctions), ...Object.values(build.stateless.eventFunctions)];
    for (const fn of fns) {
      expect(environmentOf(build, fn)).toMatchObject({
        [POWERTOOLS_ENV.serviceName]: 'nagtext-dev',
        [POWERTOOLS_ENV.metricsNamespace]: 'NagText',
        [POWERTOOLS_ENV.logLevel]: 'INFO',
      });
    }
  });

  test('failed nags are alarmed on their share of nag outcomes, lateness beyond the pacing bound on its p99', () => {
    const failing = alarms.find((alarm) => JSON.stringify(alarm.Properties.Metrics ?? []).includes('"NagsFailed"'));
    expect(failing?.Properties).toMatchObject({
      Threshold: 10,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(failing!.Properties.Metrics).toEqual(
      expect.arrayContaining(
        ['NagsSent', 'NagsFailed'].map((name) =>
          expect.objectContaining({ MetricStat: expect.objectContaining({ Metric: business(name), Stat: 'Sum' }) }),
        ),
      ),
    );
    // dev: 300 texts due at once at 3 a second take 100 s, plus a minute for the scheduler.
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: [
        Match.objectLike({ MetricStat: Match.objectLike({ Metric: business('NagLatenessSeconds'), Stat: 'p99' }) }),
      ],
      Threshold: 160,
      EvaluationPeriods: 2,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  test("the dashboard graphs every function's errors and throttles and shows every alarm, nested stacks' too", () => {
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    const fns = [...Object.values(build.stateless.apiFunctions), ...Object.values(build.stateless.eventFunctions)];
    // A nested stack's function name or alarm ARN reaches the parent as an output of that stack, which CDK adds.
    for (const nested of build.stateless.apiRouteStacks) {
      const outputs = Object.entries(build.templateOf(nested).toJSON().Outputs as Record<string, { Value: unknown }>);
      const readInDashboard = (value: unknown) => {
        const output = outputs.find(([, o]) => JSON.stringify(o.Value) === JSON.stringify(value));
        return (
          output !== undefined &&
          body.includes(
            JSON.stringify({ 'Fn::GetAtt': [logicalId(nested.nestedStackResource!), `Outputs.${output[0]}`] }),
          )
        );
      };
      for (const [name, fn] of Object.entries(nested.functions)) {
        const alarm = logicalId(nested.alarms[name]!.node.defaultChild as IConstruct);
        expect({
          name,
          graphed: readInDashboard({ Ref: logicalId(fn.fn) }),
          alarmShown: readInDashboard({ 'Fn::GetAtt': [alarm, 'Arn'] }),
        }).toEqual({ name, graphed: true, alarmShown: true });
      }
    }
    expect(fns.length).toBe(
      Object.keys(build.stateless.apiFunctions).length + Object.keys(build.stateless.eventFunctions).length,
    );
    expect(Object.keys(build.stateless.eventFunctions)).toHaveLength(5);
  });

  test('the dashboard shows every business metric', () => {
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const name of [
      'SignUps',
      'OptOuts',
      'OptOutMirrorFailures',
      'BillingPhoneFailures',
      'CodesSent',
      'NagsSent',
      'NagsFailed',
      'NagLatenessSeconds',
      'Replies',
      'WebhookEvents',
      'RateLimitRefusals',
      'CallsPlaced',
      'CallsFailed',
      'BuddyTexts',
    ]) {
      expect({ name, shown: body.includes(name) }).toEqual({ name, shown: true });
    }
    for (const dimension of ['Purpose', 'Command', 'Type', 'Limit', 'Reason', 'Kind'])
      expect(body).toContain(`{NagText,${dimension},service}`);
    expect(body).toContain('Pacing bound');
  });
});
