import { Match } from 'aws-cdk-lib/assertions';
import { buildStacks, logicalId } from './stacks-under-test';

describe('monitoring', () => {
  const build = buildStacks();
  const template = build.statelessTemplate;
  const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
  const alarmTopic = { 'Fn::ImportValue': Match.stringLikeRegexp(logicalId(build.stateful.alarmTopic)) };

  test('every alarm notifies the alarm topic', () => {
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
      expect(JSON.stringify(alarm.Properties.AlarmActions[0])).toContain(logicalId(build.stateful.alarmTopic));
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmActions: [alarmTopic] });
  });

  test('each dead-letter queue is alarmed on its first message', () => {
    const queues = [build.stateless.sendPipeline.deadLetterQueue, ...['inboundSms', 'deliveryReceipt'].map((name) => build.stateless.node.findChild(`Event${name[0]!.toUpperCase()}${name.slice(1)}DeadLetters`))];
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
      const mine = alarms.filter((alarm) => JSON.stringify(alarm.Properties.Metrics ?? []).includes(`"${logicalId(fn.fn)}"`));
      expect(mine).toHaveLength(1);
      const metricNames = mine[0]!.Properties.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat).map((m: { MetricStat: { Metric: { MetricName: string } } }) => m.MetricStat.Metric.MetricName);
      expect(metricNames.sort()).toEqual(['Errors', 'Throttles']);
    }
  });

  test('API 5xx rate and SMS spend are alarmed, and there is a dashboard', () => {
    const api5xx = alarms.find((alarm) => JSON.stringify(alarm.Properties.Metrics ?? []).includes('"5xx"'));
    expect(api5xx).toBeDefined();
    expect(JSON.stringify(api5xx!.Properties.Metrics)).toContain('100 * errors / requests');
    const spend = alarms.find((alarm) => JSON.stringify(alarm.Properties.Metrics ?? []).includes('"TextMessageMonthlySpend"'));
    expect(spend?.Properties.Threshold).toBe(10);
    expect(JSON.stringify(spend!.Properties.Metrics)).toContain('"AWS/SMSVoice"');
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });
});
