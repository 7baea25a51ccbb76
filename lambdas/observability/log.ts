/** Structured logs: one JSON line per event. Callers must pass masked values only (see maskPhone). */
export function log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else if (process.env.NAGTEXT_QUIET_LOGS !== '1') console.log(line);
}
