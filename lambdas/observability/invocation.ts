import type { Context } from 'aws-lambda';
import { publishMetrics } from './cloud-metrics';
import { errorStack } from './error-stack';
import { log } from './log';
import { currentLogger } from './logger';

/** The id every log line (and metric) of one request carries: API Gateway's request id, a nag's id, a text's id. */
export function correlate(id: string): void {
  currentLogger().setCorrelationId(id);
}

/** Lines from now on carry no correlation id (until the next `correlate`): one record's id never marks the next's. */
export function uncorrelate(): void {
  currentLogger().removeKeys(['correlation_id']);
}

/** The correlation id of the request being handled, if any. */
export function correlationId(): string | undefined {
  const id = currentLogger().getCorrelationId();
  return typeof id === 'string' ? id : undefined;
}

/**
 * One invocation, observed: its log lines carry the Lambda context (function name, request id, cold start) and its
 * correlation id (from `correlationIdOf`, or set per record with `correlate`); what it counted is published when it
 * ends, and its keys go with it. The event itself is never logged: it carries phone numbers, codes and texts.
 */
export function observed<E, R>(
  handler: (event: E, context?: Context) => Promise<R>,
  correlationIdOf: (event: E) => string | undefined = () => undefined,
): (event: E, context?: Context) => Promise<R> {
  return async (event, context) => {
    const logger = currentLogger();
    // A test may call a handler without a context.
    if (context) logger.addContext(context);
    const id = correlationIdOf(event);
    if (id) correlate(id);
    try {
      return await handler(event, context);
    } catch (error) {
      // The runtime logs it too, but unmapped and outside the request's correlation id.
      log('error', 'invocation.failed', { error: errorStack(error) });
      throw error;
    } finally {
      publishMetrics(correlationId());
      logger.resetKeys();
    }
  };
}
