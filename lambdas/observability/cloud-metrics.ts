import { Metrics } from '@aws-lambda-powertools/metrics';

/**
 * The Powertools Metrics of a function, in CloudWatch's embedded metric format: namespace and service (its one
 * default dimension) from POWERTOOLS_METRICS_NAMESPACE and POWERTOOLS_SERVICE_NAME. The metrics adapter counts
 * into it; what an invocation counted goes out as one JSON line when it ends (publishMetrics).
 */
export const cloudMetrics = new Metrics();

/** Publishes what this invocation counted, tagged with its correlation id; nothing (and no warning) when it counted nothing. */
export function publishMetrics(correlationId: string | undefined): void {
  if (!cloudMetrics.hasStoredMetrics()) return;
  if (correlationId) cloudMetrics.addMetadata('correlation_id', correlationId);
  cloudMetrics.publishStoredMetrics();
}
