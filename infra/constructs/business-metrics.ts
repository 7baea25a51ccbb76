import type { Duration } from 'aws-cdk-lib';
import { MathExpression, Metric, type MetricOptions } from 'aws-cdk-lib/aws-cloudwatch';
import type { CountedEvent, CountedEvents, TimedEvent } from '#core/kernel/metrics';
import { POWERTOOLS_ENV } from '#shared/runtime/env-names';
import type { StageConfig } from './stage-config';

/** Where the functions' business metrics go (Powertools Metrics, embedded metric format). */
export const METRICS_NAMESPACE = 'NagText';

/** Every log line's `service` and every business metric's default dimension: one per stage, so stages sharing an account stay apart. */
export const serviceName = (config: StageConfig) => `nagtext-${config.stage}`;

/** What Powertools reads in every function. Events are never logged (see lambdas/observability/invocation.ts). */
export const powertoolsEnvironment = (config: StageConfig): Record<string, string> => ({
  [POWERTOOLS_ENV.serviceName]: serviceName(config),
  [POWERTOOLS_ENV.metricsNamespace]: METRICS_NAMESPACE,
  [POWERTOOLS_ENV.logLevel]: 'INFO',
});

type DimensionOf<N extends CountedEvent> = CountedEvents[N] extends null ? never : keyof CountedEvents[N] & string;

/** A business metric as the functions publish it (lambdas/core/kernel/metrics.ts names them), with one value of its dimension when it has one. */
export function businessMetric(
  config: StageConfig,
  name: CountedEvent | TimedEvent,
  options: MetricOptions = {},
): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    statistic: 'Sum',
    ...options,
    dimensionsMap: { service: serviceName(config), ...options.dimensionsMap },
  });
}

/** A counted event split by its dimension, one line per value seen (a search: the values are whatever happened). */
export function businessMetricBy<N extends CountedEvent>(
  config: StageConfig,
  name: N,
  dimension: DimensionOf<N>,
  period: Duration,
): MathExpression {
  return new MathExpression({
    expression: `SEARCH('{${METRICS_NAMESPACE},${dimension},service} MetricName="${name}" service="${serviceName(config)}"', 'Sum', ${period.toSeconds()})`,
    usingMetrics: {},
    label: `\${PROP('Dim.${dimension}')}`,
    period,
  });
}
