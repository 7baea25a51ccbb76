import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalNagScheduler } from '../../local/adapters/local-nag-scheduler';
import { LOCAL_ORIGINATION_NUMBER } from '../../local/adapters/local-sms-sender';
import { PhoneOutbox } from '../../local/adapters/phone-outbox';
import type { Clock } from '#core/kernel/clock';

/**
 * `npm run bench`, local stand-ins part: the local scheduler and the phone outbox at 1,000 and 100,000
 * pending schedules / stored texts, on files in a temporary directory. What a change costs must not grow
 * with the size (each is one appended journal line; compaction is amortized), a restart replays the
 * journal, and one phone's texts come from an index. Prints figures; asserts nothing.
 */
const SIZES = [1_000, 100_000] as const;
const TEXTS_PER_PHONE = 10;
const LATENCY_SAMPLES = 2_000;

const quiet = () => undefined;
const DAY_MS = 86_400_000;
const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mb = (path: string) => `${fmt(statSync(path).size / 1_048_576)} MB`;

function timed<T>(work: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = work();
  return { result, ms: performance.now() - started };
}

function percentiles(samples: number[]): { median: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)]!,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!,
  };
}

function fixedClock(iso: string): Clock & { set(ms: number): void } {
  let now = Date.parse(iso);
  return { now: () => new Date(now), set: (ms) => (now = ms) };
}

/** Mixed changes at a steady size: add one, cancel it, move an existing one; enough to go through compactions. */
async function schedulerChanges(
  scheduler: LocalNagScheduler,
  size: number,
  base: number,
): Promise<{ changes: number; usPerChange: number }> {
  const changes = Math.max(6_000, 3 * size);
  const started = performance.now();
  for (let i = 0; i < changes; i += 1) {
    const step = i % 3;
    if (step === 0)
      await scheduler.scheduleAt(`extra-${i}`, new Date(base + DAY_MS + i), { reminderId: `x${i}`, attempt: 0 });
    else if (step === 1) await scheduler.cancel(`extra-${i - 1}`);
    else
      await scheduler.scheduleAt(`nag-${(i * 7919) % size}`, new Date(base + DAY_MS + i * 1000), {
        reminderId: `r${i}`,
        attempt: 1,
      });
  }
  return { changes, usPerChange: ((performance.now() - started) * 1000) / changes };
}

async function benchScheduler(dir: string): Promise<void> {
  console.log('\nLocal scheduler (schedules.jsonl: append-only journal + min-heap by time)');
  const perChange: number[] = [];
  for (const size of SIZES) {
    const path = join(dir, `schedules-${size}.jsonl`);
    const clock = fixedClock('2026-03-01T09:00:00.000Z');
    const base = clock.now().getTime();
    const scheduler = new LocalNagScheduler(path, clock, quiet);
    const fill = performance.now();
    for (let i = 0; i < size; i += 1)
      await scheduler.scheduleAt(`nag-${i}`, new Date(base + DAY_MS + i * 1000), { reminderId: `r${i}`, attempt: 0 });
    const fillMs = performance.now() - fill;
    const { changes, usPerChange } = await schedulerChanges(scheduler, size, base);
    perChange.push(usPerChange);
    console.log(
      `  ${size.toLocaleString('en-US').padStart(7)} pending: filled in ${fmt(fillMs, 0)} ms; ${changes.toLocaleString('en-US')} changes (add, cancel, move) at ${fmt(usPerChange, 2)} µs each, compactions included; journal ${mb(path)}`,
    );

    if (size === SIZES[SIZES.length - 1]) {
      await scheduler.stop();
      const { result: restarted, ms: replayMs } = timed(() => new LocalNagScheduler(path, clock, quiet));
      console.log(
        `  restart at ${size.toLocaleString('en-US')}: journal replayed and heap built in ${fmt(replayMs, 0)} ms (${restarted.size().toLocaleString('en-US')} pending)`,
      );

      let fired = 0;
      restarted.setTarget(async () => void (fired += 1));
      clock.set(base + DAY_MS + 999_000);
      const firing = performance.now();
      await restarted.runDue();
      const firingMs = performance.now() - firing;
      console.log(
        `  the ${fired.toLocaleString('en-US')} due among ${size.toLocaleString('en-US')} found and fired in ${fmt(firingMs, 1)} ms (${fmt((firingMs * 1000) / Math.max(1, fired), 1)} µs each: a heap pop and one journal line; nothing else is looked at)`,
      );
      await restarted.stop();
    } else {
      await scheduler.stop();
    }
  }
  console.log(
    `  time per change, ${SIZES[1].toLocaleString('en-US')} vs ${SIZES[0].toLocaleString('en-US')} pending: x${fmt(perChange[1]! / perChange[0]!, 2)} (a rewrite per change would be x${SIZES[1] / SIZES[0]})`,
  );
}

function fillOutbox(outbox: PhoneOutbox, texts: number, start: number, clock: Clock): void {
  for (let i = start; i < start + texts; i += 1) {
    const phone = `+1555${String(Math.floor(i / TEXTS_PER_PHONE)).padStart(7, '0')}`;
    const messageId = `m-${i}`;
    outbox.record({
      to: phone,
      from: LOCAL_ORIGINATION_NUMBER,
      body: `Nag ${i}: time to water the plants. Reply DONE or SNOOZE.`,
      sentAt: clock.now().toISOString(),
      status: 'queued',
      messageId,
    });
    outbox.setStatus(messageId, 'delivered');
  }
}

function benchOutbox(dir: string): void {
  console.log('\nPhone outbox (phone-outbox.jsonl: every text kept; per-phone and id indexes in memory)');
  const perText: number[] = [];
  const clock = fixedClock('2026-03-01T09:00:00.000Z');
  for (const size of SIZES) {
    const path = join(dir, `outbox-${size}.jsonl`);
    const outbox = new PhoneOutbox(path);
    const { ms: fillMs } = timed(() => fillOutbox(outbox, size, 0, clock));
    const extra = 5_000;
    const { ms } = timed(() => fillOutbox(outbox, extra, size, clock));
    const us = (ms * 1000) / extra;
    perText.push(us);
    console.log(
      `  ${size.toLocaleString('en-US').padStart(7)} texts: filled in ${fmt(fillMs, 0)} ms; ${extra.toLocaleString('en-US')} more texts recorded and marked delivered at ${fmt(us, 2)} µs each; journal ${mb(path)}`,
    );
    if (size !== SIZES[SIZES.length - 1]) {
      outbox.close();
      continue;
    }
    const phones = Math.ceil((size + extra) / TEXTS_PER_PHONE);
    const listSamples: number[] = [];
    const lastSamples: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
      const phone = `+1555${String((i * 7919) % phones).padStart(7, '0')}`;
      listSamples.push(timed(() => outbox.list(phone)).ms * 1000);
      lastSamples.push(timed(() => outbox.lastSentTo(phone)).ms * 1000);
    }
    const list = percentiles(listSamples);
    const last = percentiles(lastSamples);
    console.log(
      `  list(phone) among ${outbox.count().toLocaleString('en-US')} texts (${TEXTS_PER_PHONE} per phone): median ${fmt(list.median, 1)} µs, p99 ${fmt(list.p99, 1)} µs; lastSentTo median ${fmt(last.median, 1)} µs`,
    );
    const phonesMs = percentiles(Array.from({ length: 50 }, () => timed(() => outbox.phones(200)).ms));
    console.log(
      `  phones(200) over ${phones.toLocaleString('en-US')} numbers (the simulator's list, each poll): median ${fmt(phonesMs.median, 1)} ms`,
    );
    outbox.close();
    const { result: restarted, ms: replayMs } = timed(() => new PhoneOutbox(path));
    console.log(
      `  restart at ${restarted.count().toLocaleString('en-US')} texts: journal replayed in ${fmt(replayMs, 0)} ms`,
    );
    restarted.close();
  }
  console.log(
    `  time per text, ${SIZES[1].toLocaleString('en-US')} vs ${SIZES[0].toLocaleString('en-US')} stored: x${fmt(perText[1]! / perText[0]!, 2)} (a rewrite per text would be x${SIZES[1] / SIZES[0]})`,
  );
}

export async function runLocalStandinsReport(): Promise<void> {
  console.log('\n== Local stand-ins: scheduler and phone outbox at production-like volumes ==');
  const dir = mkdtempSync(join(tmpdir(), 'nagtext-bench-standins-'));
  try {
    await benchScheduler(dir);
    benchOutbox(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
