import { currentLogger } from './logger';

/**
 * One structured log entry through the Powertools Logger: `event` is its message, `fields` its keys. Callers must
 * pass masked values only (see maskPhone). NAGTEXT_QUIET_LOGS=1 (tests, the simulation) keeps info entries out.
 */
export function log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  if (level === 'info' && process.env.NAGTEXT_QUIET_LOGS === '1') return;
  currentLogger()[level](event, fields);
}
