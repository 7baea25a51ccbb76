import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
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
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { businessMetric, businessMetricBy } from './business-metrics';
import { OVERALL_CODE_CEILINGS } from '#core/abuse/domain/rate-limits';

export interface MonitoringProps {
  config: StageConfig;
  alarmTopic: ITopic;
  api: HttpApi;
  sendQueue: IQueue;
  /** Every dead-letter queue: a message there is a nag, reply or receipt we failed to handle. */
  deadLetterQueues: Record<string, IQueue>;
  /** Every function, for the dashboard; each gets its alarm here unless `functionAlarms` already has one for it. */
  functions: Record<string, IFunction>;
  /**
   * Alarms made beside their function by `alarmFunctionFailing` (the route functions, in the API's nested stacks, keep
   * their alarms there so that a route adds nothing to the top-level stack); the dashboard shows them with the rest.
   */
  functionAlarms?: Record<string, IAlarm>;
}

const FIVE_MINUTES = Duration.minutes(5);
const FIFTEEN_MINUTES = Duration.minutes(15);

/**
 * How late a nag may go out before that is more than pacing explains: the stage's planned burst sent at its rate
 * (docs/SCALE.md: N / R), plus a minute for the scheduler, which fires within a minute of a schedule's time.
 */
/** A function's errors-or-throttles alarm, to the alarm topic: one per function, made in the scope given. */
export function alarmFunctionFailing(
  scope: Construct,
  id: string,
  name: string,
  fn: IFunction,
  alarmTopic: ITopic,
): Alarm {
  const created = new MathExpression({
    expression: 'errors + throttles',
    usingMetrics: {
      errors: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
      throttles: fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
    },
    label: `${name} errors + throttles`,
    period: FIVE_MINUTES,
  }).createAlarm(scope, id, {
    alarmDescription: `${name}: invocation errors or throttles.`,
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  created.addAlarmAction(new SnsAction(alarmTopic));
  return created;
}

export const pacingBoundSeconds = (config: StageConfig) => Math.ceil(config.plannedBurst / config.smsMaxPerSecond) + 60;

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
        queue
          .metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' })
          .createAlarm(this, `${name}DeadLetters`, {
            alarmDescription: `${name}: messages in the dead-letter queue (failed after every retry).`,
            threshold: 1,
            evaluationPeriods: 1,
            comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            treatMissingData: TreatMissingData.NOT_BREACHING,
          }),
      );
    }

    alarm(
      props.sendQueue
        .metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: 'Maximum' })
        .createAlarm(this, 'SendsLate', {
          alarmDescription: 'Nags are waiting more than 15 minutes in the send queue.',
          threshold: 15 * 60,
          evaluationPeriods: 2,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
    );

    for (const [name, fn] of Object.entries(props.functions)) {
      const made = props.functionAlarms?.[name];
      if (made) this.alarms.push(made);
      else this.alarms.push(alarmFunctionFailing(this, `${name}Failing`, name, fn, props.alarmTopic));
    }

    // Many clients at once asking for codes (SMS pumping spread over addresses) stop at the ceiling: say so.
    const ceilingRefusals = new MathExpression({
      expression: OVERALL_CODE_CEILINGS.map((_rule, i) => `FILL(ceiling${i}, 0)`).join(' + '),
      usingMetrics: Object.fromEntries(
        OVERALL_CODE_CEILINGS.map((rule, i) => [
          `ceiling${i}`,
          businessMetric(config, 'RateLimitRefusals', { dimensionsMap: { Limit: rule }, period: FIVE_MINUTES }),
        ]),
      ),
      label: 'Code requests refused by the overall ceiling',
      period: FIVE_MINUTES,
    });
    alarm(
      ceilingRefusals.createAlarm(this, 'CodeTextCeiling', {
        alarmDescription: `The overall ceiling of ${config.smsCodeTextsPerMinute} code texts a minute refused requests: many clients are asking for codes at once (possible SMS pumping).`,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    // Nags the phone did not get: rejected when sent, or failed by the carrier.
    const nagsSent = businessMetric(config, 'NagsSent', { period: FIFTEEN_MINUTES, label: 'Nags sent' });
    const nagsFailed = businessMetric(config, 'NagsFailed', { period: FIFTEEN_MINUTES, label: 'Nags failed' });
    alarm(
      new MathExpression({
        expression: 'IF(FILL(failed, 0) >= 5, 100 * FILL(failed, 0) / (FILL(sent, 0) + FILL(failed, 0)), 0)',
        usingMetrics: { sent: nagsSent, failed: nagsFailed },
        label: 'Failed nags %',
        period: FIFTEEN_MINUTES,
      }).createAlarm(this, 'NagsFailing', {
        alarmDescription:
          'Over 15 minutes, at least 5 nags failed and they were more than 10% of nags sent and failed (a number or carrier refusing, or the provider rejecting).',
        threshold: 10,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    // Later than pacing explains: the scheduler, the queue or the senders are stuck, not busy.
    const lateness = (statistic: string) =>
      businessMetric(config, 'NagLatenessSeconds', {
        statistic,
        period: FIVE_MINUTES,
        label: `Nag lateness ${statistic} (s)`,
      });
    const pacingBound = pacingBoundSeconds(config);
    alarm(
      lateness('p99').createAlarm(this, 'NagsLate', {
        alarmDescription: `For 10 minutes, 1% of nags went out more than ${pacingBound} s after their due time: later than pacing explains (${config.plannedBurst} texts due at once at ${config.smsMaxPerSecond} a second, plus a minute).`,
        threshold: pacingBound,
        evaluationPeriods: 2,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

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

    // Published by End User Messaging SMS once its service-linked role exists (docs/features/deploy.md, "Prerequisites").
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
        left: [
          props.api.metricCount({ period: FIVE_MINUTES }),
          props.api.metricServerError({ period: FIVE_MINUTES }),
          props.api.metricClientError({ period: FIVE_MINUTES }),
        ],
        right: [serverErrorRate],
        width: 12,
      }),
      new GraphWidget({
        title: 'API latency (p50, p99)',
        left: [
          props.api.metricLatency({ statistic: 'p50', period: FIVE_MINUTES }),
          props.api.metricLatency({ statistic: 'p99', period: FIVE_MINUTES }),
        ],
        width: 12,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Send queue: depth and oldest message (s)',
        left: [
          props.sendQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        ],
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

    // What the business watches (lambdas/core/kernel/metrics.ts names them; docs/features/operations.md says what each means).
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Sign-ups and opt-outs',
        left: [
          businessMetric(config, 'SignUps', { period: FIVE_MINUTES, label: 'Sign-ups' }),
          businessMetric(config, 'OptOuts', { period: FIVE_MINUTES, label: 'Opt-outs' }),
          // A START the provider's list kept (AWS removes a number once in 30 days): its texts are refused there.
          businessMetric(config, 'OptOutMirrorFailures', { period: FIVE_MINUTES, label: 'STARTs still listed at AWS' }),
          // A number's move Stripe missed (the next checkout or portal opening writes it there).
          businessMetric(config, 'BillingPhoneFailures', { period: FIVE_MINUTES, label: 'Moves Stripe missed' }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Codes sent, by purpose',
        left: [businessMetricBy(config, 'CodesSent', 'Purpose', FIVE_MINUTES)],
        width: 8,
      }),
      new GraphWidget({ title: 'Nags sent and failed (15 min)', left: [nagsSent, nagsFailed], width: 8 }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Nag lateness against the due time (s)',
        left: [lateness('p50'), lateness('p99'), lateness('Maximum')],
        leftAnnotations: [{ value: pacingBound, label: 'Pacing bound' }],
        width: 8,
      }),
      new GraphWidget({
        title: 'Replies, by command',
        left: [businessMetricBy(config, 'Replies', 'Command', FIVE_MINUTES)],
        width: 8,
      }),
      new GraphWidget({
        title: 'Stripe webhook events, by type',
        left: [businessMetricBy(config, 'WebhookEvents', 'Type', FIVE_MINUTES)],
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Rate-limit refusals, by limit',
        left: [businessMetricBy(config, 'RateLimitRefusals', 'Limit', FIVE_MINUTES)],
        width: 8,
      }),
      new GraphWidget({
        title: 'Calls placed (by why) and failed',
        left: [
          businessMetricBy(config, 'CallsPlaced', 'Reason', FIFTEEN_MINUTES),
          businessMetric(config, 'CallsFailed', { period: FIFTEEN_MINUTES, label: 'Calls failed' }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Buddy texts, by kind',
        left: [businessMetricBy(config, 'BuddyTexts', 'Kind', FIFTEEN_MINUTES)],
        width: 8,
      }),
    );
    dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 }));
  }
}
