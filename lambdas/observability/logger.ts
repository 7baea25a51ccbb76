import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger, type LogItem } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';

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

  /** A child (one invocation's logger) prints where its parent does, and its process is warm already. */
  protected override createLogger(options?: ConstructorOptions): PrintableLogger {
    const child = new PrintableLogger(options);
    child.printer = this.printer;
    child.getColdStart();
    return child;
  }
}

/**
 * The one Powertools Logger of a function: service name and level from POWERTOOLS_SERVICE_NAME and
 * POWERTOOLS_LOG_LEVEL (infra/constructs/business-metrics.ts sets them). In the cloud each entry is one JSON
 * line on stdout with the Lambda context (function name, request id, cold start) and the request's
 * correlation id (lambdas/observability/invocation.ts adds both).
 */
const functionLogger = new PrintableLogger();

const invocationLoggers = new AsyncLocalStorage<PrintableLogger>();

/** The logger of the invocation being handled: its own inside withOwnLogger, else the function's. */
export const currentLogger = (): Logger => invocationLoggers.getStore() ?? functionLogger;

/**
 * Runs one invocation with a logger of its own, so its context and correlation id stay its own while others run
 * in the same process (`npm start` runs every function's invocations in one). A Lambda environment runs one at a
 * time and never needs it.
 */
export function withOwnLogger<T>(invoke: () => T): T {
  return invocationLoggers.run(functionLogger.createChild() as PrintableLogger, invoke);
}

/** Entries from now on go to `printer` (local runs and tests; never set in the cloud). */
export function printLogsWith(printer: LogPrinter): void {
  functionLogger.printer = printer;
}
