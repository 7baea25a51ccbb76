import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Metrics } from '#core/kernel/metrics';
import { cloudMetrics } from '../../observability/cloud-metrics';
import { correlationId } from '../../observability/invocation';

/**
 * The Metrics port on Powertools (CloudWatch embedded metric format). A count without a dimension waits for the
 * invocation's one line (published as it ends); one with a dimension goes out at once on its own line (a
 * single-metric), since an EMF line has one set of dimensions. Both carry the request's correlation id.
 */
export function powertoolsMetrics(): Metrics {
  return {
    count(name, ...[dimension]) {
      if (!dimension) {
        cloudMetrics.addMetric(name, MetricUnit.Count, 1);
        return;
      }
      const single = cloudMetrics.singleMetric();
      for (const [key, value] of Object.entries(dimension)) single.addDimension(key, value);
      const id = correlationId();
      if (id) single.addMetadata('correlation_id', id);
      single.addMetric(name, MetricUnit.Count, 1);
    },
    seconds(name, value) {
      cloudMetrics.addMetric(name, MetricUnit.Seconds, value);
    },
  };
}
