import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Test glue: feeds read by python-dateutil (test/support/ical_dateutil.py), a second calendar client beside ical.js,
 * when this machine has python3 with dateutil (nothing is installed for it): one process for a whole batch.
 */
export interface DateutilJob {
  key: string;
  text: string;
  uid: string;
  untilMs: number;
  max: number;
}

export type DateutilAnswer = number[] | { error: string };

let available: boolean | undefined;

/** Whether python3 with dateutil is on this machine. */
export function hasDateutil(): boolean {
  available ??= spawnSync('python3', ['-c', 'import dateutil.rrule, dateutil.tz'], { stdio: 'ignore' }).status === 0;
  return available;
}

/** Each job's occurrences as dateutil reads its feed (start instants in epoch ms, ascending), or why it could not. */
export function readWithDateutil(jobs: readonly DateutilJob[]): Record<string, DateutilAnswer> {
  if (!jobs.length) return {};
  const input = JSON.stringify(
    jobs.map((j) => ({ key: j.key, text: j.text, uid: j.uid, until_ms: j.untilMs, max: j.max })),
  );
  const run = spawnSync('python3', [join(__dirname, 'ical_dateutil.py')], {
    input,
    maxBuffer: 256 * 1024 * 1024,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ical_dateutil.py failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, DateutilAnswer>;
}
