import { printLogsWith, type LogEntry } from '../lambdas/observability/logger';

/** What every entry carries (printed once, at the end, as where it came from) or what a reader of one machine's logs needs not. */
const CONTEXT_KEYS = new Set([
  'level',
  'message',
  'timestamp',
  'service',
  'cold_start',
  'function_arn',
  'function_memory_size',
  'function_name',
  'function_request_id',
  'sampling_rate',
  'xray_trace_id',
  'tenant_id',
  'correlation_id',
]);

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /[\s"]/.test(text) ? JSON.stringify(text) : text;
};

/**
 * One entry as one line for a person: time, level, message, its fields, then the function and correlation id it came
 * from (`12:00:03.412 INFO  request.handled route=getProfile status=200 · getProfile 0c6f...`). A multi-line value
 * (a stack) follows on its own indented lines.
 */
export function readableLogLine(entry: LogEntry): string {
  const time = typeof entry.timestamp === 'string' ? entry.timestamp.slice(11, 23) : '';
  const fields: string[] = [];
  const blocks: string[] = [];
  for (const [key, value] of Object.entries(entry)) {
    if (CONTEXT_KEYS.has(key) || value === undefined) continue;
    if (typeof value === 'string' && value.includes('\n')) blocks.push(`${key}:\n${value.replace(/^/gm, '    ')}`);
    else fields.push(`${key}=${shown(value)}`);
  }
  const origin = [entry.function_name, entry.correlation_id].filter(Boolean).join(' ');
  const line = [time, String(entry.level ?? 'INFO').padEnd(5), String(entry.message ?? ''), ...fields].join(' ');
  return [origin ? `${line} · ${origin}` : line, ...blocks].join('\n');
}

/** `npm start` prints the app's log entries (and its metrics, which are log entries locally) this way. */
export function printReadableLogs(): void {
  printLogsWith((entry) => {
    const line = readableLogLine(entry);
    if (entry.level === 'ERROR' || entry.level === 'CRITICAL') console.error(line);
    else if (entry.level === 'WARN') console.warn(line);
    else console.log(line);
  });
}
