import { Logger, type LogItem } from '@aws-lambda-powertools/logger';

/** One log entry as Powertools built it: level, message, timestamp, the Lambda context, the correlation id, our fields. */
export type LogEntry = Record<string, unknown>;

/** Where entries go instead of Powertools' own JSON line (the readable lines of `npm start`; tests' console). */
export type LogPrinter = (entry: LogEntry) => void;

class PrintableLogger extends Logger {
  printer: LogPrinter | undefined;

  protected override printLog(logLevel: number, log: LogItem): void {
    if (!this.printer) {
      super.printLog(logLevel, log);
      return;
    }
    log.prepareForPrint();
    this.printer(log.getAttributes());
  }
}

/**
 * The one Powertools Logger of a function: service name and level from POWERTOOLS_SERVICE_NAME and
 * POWERTOOLS_LOG_LEVEL (infra/constructs/handler-function.ts sets them). In the cloud each entry is one JSON
 * line on stdout with the Lambda context (function name, request id, cold start) and the request's
 * correlation id (lambdas/observability/invocation.ts adds both).
 */
export const logger = new PrintableLogger();

/** Entries from now on go to `printer` (local runs and tests; never set in the cloud). */
export function printLogsWith(printer: LogPrinter): void {
  logger.printer = printer;
}
