import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  TreatMissingData,
  type IAlarm,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { OVERALL_CODE_CEILINGS } from '../../lambdas/core/abuse/domain/rate-limits';

export interface MonitoringProps {
  config: StageConfig;
  alarmTopic: ITopic;
  api: HttpApi;
  sendQueue: IQueue;
  /** Every dead-letter queue: a message there is a nag, reply or receipt we failed to handle. */
  deadLetterQueues: Record<string, IQueue>;
  functions: Record<string, IFunction>;
  /** Log groups of the functions that text one-time codes: their "overall ceiling reached" lines are counted. */
  codeSenderLogGroups?: Record<string, ILogGroup>;
}

/** The log line the API writes when an overall ceiling on code texts (sign-up, or log-in and phone change) refuses a request (lambdas/http/api-handler). */
export const CODE_CEILING_FILTER = FilterPattern.all(
  FilterPattern.stringValue('$.event', '=', 'rate_limit.refused'),
  FilterPattern.any(...OVERALL_CODE_CEILINGS.map((rule) => FilterPattern.stringValue('$.limit', '=', rule))),
);

const FIVE_MINUTES = Duration.minutes(5);

/** Alarms to the alarm topic, and one dashboard with the same signals. */
export class Monitoring extends Construct {
  readonly alarms: IAlarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { config } = props;
    const action = new SnsAction(props.alarmTopic);
    const alarm = (created: Alarm) => {
      created.addAlarmAction(action);
      this.alarms.push(created);
    };

    for (const [name, queue] of Object.entries(props.deadLetterQueues)) {
      alarm(
        queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }).createAlarm(this, `${name}DeadLetters`, {
          alarmDescription: `${name}: messages in the dead-letter queue (failed after every retry).`,
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    alarm(
      props.sendQueue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: 'Maximum' }).createAlarm(this, 'SendsLate', {
        alarmDescription: 'Nags are waiting more than 15 minutes in the send queue.',
        threshold: 15 * 60,
        evaluationPeriods: 2,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(
        new MathExpression({
          expression: 'errors + throttles',
          usingMetrics: {
            errors: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
            throttles: fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
          },
          label: `${name} errors + throttles`,
          period: FIVE_MINUTES,
        }).createAlarm(this, `${name}Failing`, {
          alarmDescription: `${name}: invocation errors or throttles.`,
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    // Many clients at once asking for codes (SMS pumping spread over addresses) stop at the ceiling: say so.
    const ceilingMetric = new Metric({
      namespace: 'NagText',
      metricName: 'CodeTextCeilingReached',
      dimensionsMap: { Stage: config.stage },
      statistic: 'Sum',
      period: FIVE_MINUTES,
      label: 'Code requests refused by the overall ceiling',
    });
    for (const [name, logGroup] of Object.entries(props.codeSenderLogGroups ?? {})) {
      new MetricFilter(this, `${name}CodeCeiling`, {
        logGroup,
        filterPattern: CODE_CEILING_FILTER,
        metricNamespace: ceilingMetric.namespace,
        metricName: ceilingMetric.metricName,
        dimensions: { Stage: config.stage },
        metricValue: '1',
      });
    }
    if (Object.keys(props.codeSenderLogGroups ?? {}).length > 0) {
      alarm(
        ceilingMetric.createAlarm(this, 'CodeTextCeiling', {
          alarmDescription: `The overall ceiling of ${config.smsCodeTextsPerMinute} code texts a minute refused requests: many clients are asking for codes at once (possible SMS pumping).`,
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    const serverErrorRate = new MathExpression({
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      usingMetrics: {
        errors: props.api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
        requests: props.api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
      },
      label: 'API 5xx %',
      period: FIVE_MINUTES,
    });
    alarm(
      serverErrorRate.createAlarm(this, 'Api5xxRate', {
        alarmDescription: 'More than 1% of API requests answered 5xx (over at least 20 requests in 5 minutes).',
        threshold: 1,
        evaluationPeriods: 2,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    // Published by End User Messaging SMS once its service-linked role exists (README).
    const smsSpend = new Metric({
      namespace: 'AWS/SMSVoice',
      metricName: 'TextMessageMonthlySpend',
      statistic: 'Maximum',
      period: Duration.hours(1),
      label: 'SMS spend this month (USD)',
    });
    alarm(
      smsSpend.createAlarm(this, 'SmsSpend', {
        alarmDescription: `SMS spend this month passed $${config.smsMonthlySpendAlarmUsd}.`,
        threshold: config.smsMonthlySpendAlarmUsd,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    const dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${config.prefix}overview` });
    dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and 5xx',
        left: [props.api.metricCount({ period: FIVE_MINUTES }), props.api.metricServerError({ period: FIVE_MINUTES }), props.api.metricClientError({ period: FIVE_MINUTES })],
        right: [serverErrorRate],
        width: 12,
      }),
      new GraphWidget({
        title: 'API latency (p50, p99)',
        left: [props.api.metricLatency({ statistic: 'p50', period: FIVE_MINUTES }), props.api.metricLatency({ statistic: 'p99', period: FIVE_MINUTES })],
        width: 12,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Send queue: depth and oldest message (s)',
        left: [props.sendQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' })],
        right: [props.sendQueue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: 'Maximum' })],
        width: 12,
      }),
      new GraphWidget({
        title: 'Dead-letter queues',
        left: Object.entries(props.deadLetterQueues).map(([name, queue]) =>
          queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum', label: name }),
        ),
        width: 12,
      }),
    );
    const fns = Object.entries(props.functions);
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Function errors',
        left: fns.map(([name, fn]) => fn.metricErrors({ period: FIVE_MINUTES, label: name })),
        width: 8,
      }),
      new GraphWidget({
        title: 'Function throttles',
        left: fns.map(([name, fn]) => fn.metricThrottles({ period: FIVE_MINUTES, label: name })),
        width: 8,
      }),
      new SingleValueWidget({ title: 'SMS spend this month (USD)', metrics: [smsSpend], width: 8 }),
    );
  }
}
