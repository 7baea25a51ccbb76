import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalNagScheduler, type SchedulerLog } from '../../../../local/adapters/local-nag-scheduler';
import { fakeClock } from '../../../support/fake-clock';

const quiet: SchedulerLog = () => undefined;
const at = (iso: string) => new Date(iso);
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

/** A promise and its resolver, to hold a delivery open. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('LocalNagScheduler', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nagtext-scheduler-'));
    file = join(dir, 'schedules.jsonl');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fires what is due on the app clock, in time order, once', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const scheduler = new LocalNagScheduler(null, clock, quiet, { concurrency: 1 });
    const fired: unknown[] = [];
    scheduler.setTarget(async (payload, schedule) => void fired.push([schedule.name, payload]));
    await scheduler.scheduleAt('b', at('2026-03-01T09:20:00.000Z'), { n: 2 });
    await scheduler.scheduleAt('a', at('2026-03-01T09:10:00.000Z'), { n: 1 });
    await scheduler.scheduleAt('c', at('2026-03-01T10:00:00.000Z'), { n: 3 });

    expect(await scheduler.runDue()).toBe(0);
    clock.advanceMinutes(30);
    expect(await scheduler.runDue()).toBe(2);
    expect(await scheduler.runDue()).toBe(0);
    expect(fired).toEqual([
      ['a', { n: 1 }],
      ['b', { n: 2 }],
    ]);
    expect(scheduler.list().map((s) => s.name)).toEqual(['c']);
  });

  it('fires many schedules set in random order soonest first', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const scheduler = new LocalNagScheduler(null, clock, quiet, { concurrency: 1 });
    const minutes = Array.from({ length: 500 }, (_, i) => (i * 7919) % 500);
    for (const m of minutes)
      await scheduler.scheduleAt(`s${m}`, new Date(clock.now().getTime() + (m + 1) * 60_000), { m });
    const fired: number[] = [];
    scheduler.setTarget(async (payload) => void fired.push(payload.m as number));
    clock.advanceMinutes(250);
    expect(await scheduler.runDue()).toBe(250);
    expect(fired).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(scheduler.size()).toBe(250);
  });

  it('replaces a schedule of the same name and forgets a cancelled one', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const scheduler = new LocalNagScheduler(null, clock, quiet);
    const fired: unknown[] = [];
    scheduler.setTarget(async (payload) => void fired.push(payload));
    await scheduler.scheduleAt('nag', at('2026-03-01T09:05:00.000Z'), { v: 'old' });
    await scheduler.scheduleAt('nag', at('2026-03-01T09:06:00.000Z'), { v: 'new' });
    await scheduler.scheduleAt('gone', at('2026-03-01T09:05:00.000Z'), { v: 'gone' });
    await scheduler.cancel('gone');
    await scheduler.cancel('never-existed');
    clock.advanceMinutes(10);
    await scheduler.runDue();
    expect(fired).toEqual([{ v: 'new' }]);
  });

  it('moves a schedule later: the old time no longer fires it', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const scheduler = new LocalNagScheduler(null, clock, quiet);
    const fired: unknown[] = [];
    scheduler.setTarget(async (payload) => void fired.push(payload));
    await scheduler.scheduleAt('nag', at('2026-03-01T09:05:00.000Z'), { v: 1 });
    await scheduler.scheduleAt('nag', at('2026-03-01T11:00:00.000Z'), { v: 2 });
    clock.advanceMinutes(30);
    expect(await scheduler.runDue()).toBe(0);
    clock.advanceMinutes(120);
    expect(await scheduler.runDue()).toBe(1);
    expect(fired).toEqual([{ v: 2 }]);
  });

  it('refuses an invalid time', async () => {
    const scheduler = new LocalNagScheduler(null, fakeClock(), quiet);
    await expect(scheduler.scheduleAt('nag', new Date('nope'), {})).rejects.toThrow(RangeError);
    expect(scheduler.list()).toEqual([]);
  });

  it('keeps due schedules while no target is registered', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const scheduler = new LocalNagScheduler(null, clock, quiet);
    await scheduler.scheduleAt('nag', at('2026-03-01T08:00:00.000Z'), {});
    expect(await scheduler.runDue()).toBe(0);
    const fired: string[] = [];
    scheduler.setTarget(async (_payload, schedule) => void fired.push(schedule.name));
    expect(await scheduler.runDue()).toBe(1);
    expect(fired).toEqual(['nag']);
  });

  it('keeps a schedule the target sets again while handling it (the next nag)', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const scheduler = new LocalNagScheduler(file, clock, quiet);
    scheduler.setTarget(async () => scheduler.scheduleAt('nag', at('2026-03-01T09:30:00.000Z'), { attempt: 2 }));
    await scheduler.scheduleAt('nag', at('2026-03-01T09:00:00.000Z'), { attempt: 1 });
    await scheduler.runDue();
    expect(scheduler.list()).toEqual([expect.objectContaining({ name: 'nag', payload: { attempt: 2 } })]);
    expect(new LocalNagScheduler(file, clock, quiet).list()).toEqual([
      expect.objectContaining({ name: 'nag', payload: { attempt: 2 } }),
    ]);
  });

  it('retries a failed delivery later, then gives up and says so', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const logged: string[] = [];
    let realNow = 0;
    const scheduler = new LocalNagScheduler(null, clock, (_level, event) => void logged.push(event), {
      realNow: () => realNow,
    });
    let calls = 0;
    scheduler.setTarget(async () => {
      calls += 1;
      throw new Error('SMS provider down');
    });
    await scheduler.scheduleAt('nag', at('2026-03-01T09:00:00.000Z'), {});
    await scheduler.runDue();
    expect(calls).toBe(1);
    expect(scheduler.list()).toEqual([expect.objectContaining({ name: 'nag', attempts: 1 })]);
    await scheduler.runDue();
    expect(calls).toBe(1); // waiting for its retry time

    realNow += 60_000;
    await scheduler.runDue();
    expect(calls).toBe(2);
    realNow += 120_000;
    await scheduler.runDue();
    expect(calls).toBe(3);
    expect(scheduler.list()).toEqual([]);
    expect(logged).toEqual(['schedule.delivery_failed', 'schedule.delivery_failed', 'schedule.dead_lettered']);
  });

  it('does not retry a failed delivery whose schedule was cancelled meanwhile', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    let realNow = 0;
    const scheduler = new LocalNagScheduler(file, clock, quiet, { realNow: () => realNow });
    const held = gate();
    let calls = 0;
    scheduler.setTarget(async () => {
      calls += 1;
      await held.opened;
      throw new Error('SMS provider down');
    });
    await scheduler.scheduleAt('nag', at('2026-03-01T09:00:00.000Z'), {});
    const run = scheduler.runDue();
    await tick();
    await scheduler.cancel('nag'); // the user completed the reminder while its nag was being sent
    held.open();
    await run;
    realNow += 3_600_000;
    await scheduler.runDue();
    expect(calls).toBe(1);
    expect(scheduler.list()).toEqual([]);
    expect(new LocalNagScheduler(file, clock, quiet).list()).toEqual([]);
  });

  it('keeps schedules, replacements and cancellations across restarts', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const first = new LocalNagScheduler(file, clock, quiet);
    await first.scheduleAt('one', at('2026-03-01T09:10:00.000Z'), { reminderId: 'r1' });
    await first.scheduleAt('two', at('2026-03-01T09:20:00.000Z'), { reminderId: 'r2' });
    await first.scheduleAt('two', at('2026-03-01T09:25:00.000Z'), { reminderId: 'r2', attempt: 2 });
    await first.scheduleAt('three', at('2026-03-01T09:30:00.000Z'), { reminderId: 'r3' });
    await first.cancel('three');

    const restarted = new LocalNagScheduler(file, clock, quiet);
    expect(restarted.list()).toEqual(first.list());
    expect(restarted.list().map((s) => [s.name, s.at])).toEqual([
      ['one', '2026-03-01T09:10:00.000Z'],
      ['two', '2026-03-01T09:25:00.000Z'],
    ]);

    const fired: unknown[] = [];
    restarted.setTarget(async (payload) => void fired.push(payload));
    clock.advanceMinutes(15);
    await restarted.runDue();
    expect(fired).toEqual([{ reminderId: 'r1' }]);
    expect(new LocalNagScheduler(file, clock, quiet).list().map((s) => s.name)).toEqual(['two']);
  });

  it('writes one journal line per change, not the whole set', async () => {
    const scheduler = new LocalNagScheduler(file, fakeClock(), quiet);
    for (let i = 0; i < 50; i += 1) await scheduler.scheduleAt(`n${i}`, at('2030-01-01T00:00:00.000Z'), { i });
    const before = readFileSync(file, 'utf8').length;
    await scheduler.scheduleAt('n50', at('2030-01-01T00:00:00.000Z'), { i: 50 });
    const added = readFileSync(file, 'utf8').length - before;
    expect(added).toBeLessThan(200);
    expect(lines(file)).toHaveLength(51);
  });

  it('compacts the journal when it is mostly history, keeping exactly the live set', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const scheduler = new LocalNagScheduler(file, clock, quiet);
    for (let round = 0; round < 400; round += 1) {
      for (let i = 0; i < 10; i += 1)
        await scheduler.scheduleAt(`nag-${i}`, new Date(Date.parse('2026-03-02T00:00:00.000Z') + round * 1000 + i), {
          round,
          i,
        });
      await scheduler.cancel('nag-9');
    }
    // 4,400 changes to 9 live schedules: rewritten along the way, never more than twice the set plus slack.
    expect(lines(file).length).toBeLessThanOrEqual(2 * 9 + 1001);
    const restarted = new LocalNagScheduler(file, clock, quiet);
    expect(restarted.list()).toEqual(scheduler.list());
    expect(restarted.list().map((s) => s.payload)).toEqual(Array.from({ length: 9 }, (_, i) => ({ round: 399, i })));
  });

  it('tolerates a half-written last line after a crash, and appends cleanly after it', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const first = new LocalNagScheduler(file, clock, quiet);
    await first.scheduleAt('kept', at('2026-03-01T09:10:00.000Z'), { n: 1 });
    await first.stop();
    appendFileSync(file, '{"op":"set","schedule":{"name":"torn","at":"2026-03-0');

    const logged: string[] = [];
    const restarted = new LocalNagScheduler(file, clock, (_level, event) => void logged.push(event));
    expect(restarted.list().map((s) => s.name)).toEqual(['kept']);
    expect(logged).toEqual(['schedule.journal_torn_line_dropped']);
    await restarted.scheduleAt('after', at('2026-03-01T09:20:00.000Z'), { n: 2 });
    expect(new LocalNagScheduler(file, clock, quiet).list().map((s) => s.name)).toEqual(['kept', 'after']);
  });

  it('refuses to start on a journal damaged in the middle, naming the file and line', () => {
    writeFileSync(file, '{"op":"cancel","name":"a"}\nnot json\n{"op":"cancel","name":"b"}\n');
    expect(() => new LocalNagScheduler(file, fakeClock(), quiet)).toThrow(`${file} line 2 is not valid JSON`);
  });

  it('imports the old single-file JSON array once', () => {
    const legacy = join(dir, 'schedules.json');
    writeFileSync(
      legacy,
      JSON.stringify([{ name: 'old', at: '2026-03-01T09:10:00.000Z', payload: { r: 1 }, attempts: 0 }]),
    );
    expect(new LocalNagScheduler(file, fakeClock(), quiet).list().map((s) => s.name)).toEqual(['old']);
    expect(existsSync(legacy)).toBe(false);
    expect(new LocalNagScheduler(file, fakeClock(), quiet).list().map((s) => s.name)).toEqual(['old']);
  });

  it('delivers a schedule again after a crash during its delivery (at least once, like the queue)', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const crashed = new LocalNagScheduler(file, clock, quiet);
    await crashed.scheduleAt('nag', at('2026-03-01T09:00:00.000Z'), { n: 1 });
    crashed.setTarget(() => new Promise(() => undefined)); // the process dies mid-delivery
    void crashed.runDue();
    await tick();
    expect(crashed.list()).toEqual([]);

    const restarted = new LocalNagScheduler(file, clock, quiet);
    const fired: unknown[] = [];
    restarted.setTarget(async (payload) => void fired.push(payload));
    await restarted.runDue();
    expect(fired).toEqual([{ n: 1 }]);
  });

  it('delivers with several workers at once', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const scheduler = new LocalNagScheduler(null, clock, quiet, { concurrency: 4 });
    for (let i = 0; i < 10; i += 1) await scheduler.scheduleAt(`nag-${i}`, at('2026-03-01T09:00:00.000Z'), { i });
    let active = 0;
    let mostAtOnce = 0;
    const fired: number[] = [];
    scheduler.setTarget(async (payload) => {
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      await tick();
      active -= 1;
      fired.push(payload.i as number);
    });
    expect(await scheduler.runDue()).toBe(10);
    expect(mostAtOnce).toBe(4);
    expect(fired.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('holds a schedule set due again by its own delivery until that delivery ends, even with a worker free', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const scheduler = new LocalNagScheduler(null, clock, quiet, { concurrency: 2 });
    const held = gate();
    const active = new Set<string>();
    const overlaps: string[] = [];
    let deliveries = 0;
    scheduler.setTarget(async (payload, schedule) => {
      if (active.has(schedule.name)) overlaps.push(schedule.name);
      active.add(schedule.name);
      deliveries += 1;
      if (payload.round === 0) {
        await scheduler.scheduleAt(schedule.name, clock.now(), { round: 1 });
        await held.opened;
      }
      active.delete(schedule.name);
    });
    await scheduler.scheduleAt('nag', at('2026-03-01T09:00:00.000Z'), { round: 0 });
    const run = scheduler.runDue();
    await tick();
    await tick();
    expect(deliveries).toBe(1);
    held.open();
    await run;
    await scheduler.runDue();
    expect(overlaps).toEqual([]);
    expect(deliveries).toBe(2);
  });

  it('keeps a schedule being delivered through a compaction, so a crash then still redelivers it', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const crashed = new LocalNagScheduler(file, clock, quiet);
    await crashed.scheduleAt('nag', at('2026-03-01T09:00:00.000Z'), { n: 1 });
    crashed.setTarget(() => new Promise(() => undefined));
    void crashed.runDue();
    await tick();
    for (let i = 0; i < 1200; i += 1) await crashed.scheduleAt('other', at('2026-03-02T09:00:00.000Z'), { i });
    expect(lines(file).length).toBeLessThan(1200);

    const restarted = new LocalNagScheduler(file, clock, quiet);
    expect(
      restarted
        .list()
        .map((s) => s.name)
        .sort(),
    ).toEqual(['nag', 'other']);
  });

  it('never delivers one name twice at the same time, even when its delivery sets it due again', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const scheduler = new LocalNagScheduler(null, clock, quiet, { concurrency: 4 });
    const active = new Set<string>();
    const overlaps: string[] = [];
    const deliveries = new Map<string, number>();
    scheduler.setTarget(async (payload, schedule) => {
      if (active.has(schedule.name)) overlaps.push(schedule.name);
      active.add(schedule.name);
      deliveries.set(schedule.name, (deliveries.get(schedule.name) ?? 0) + 1);
      // The handler plans the next nag at once (already due), then keeps working a while.
      if ((payload.round as number) < 2)
        await scheduler.scheduleAt(schedule.name, clock.now(), { round: (payload.round as number) + 1 });
      await tick();
      await tick();
      active.delete(schedule.name);
    });
    for (let i = 0; i < 6; i += 1) await scheduler.scheduleAt(`nag-${i}`, at('2026-03-01T09:00:00.000Z'), { round: 0 });

    // A tick and a clock advance asking at the same time, several times over.
    await Promise.all([scheduler.runDue(), scheduler.runDue(), scheduler.runDue(), scheduler.runDue()]);
    expect(overlaps).toEqual([]);
    expect([...deliveries.values()]).toEqual([3, 3, 3, 3, 3, 3]);
    expect(scheduler.list()).toEqual([]);
  });

  describe('weekly schedules (EventBridge cron in a zone)', () => {
    const sunday6pm = { weekday: 7, time: '18:00', zone: 'America/New_York' };

    it('fire every week at the wall time, DST kept, and survive a restart between firings', async () => {
      const clock = fakeClock('2026-02-25T12:00:00.000Z'); // a Wednesday
      const scheduler = new LocalNagScheduler(file, clock, quiet);
      const fired: string[] = [];
      scheduler.setTarget(async () => void fired.push(clock.now().toISOString()));
      await scheduler.scheduleWeekly('weekly-summary-u1', sunday6pm, { kind: 'weeklySummary', userId: 'u1' });
      expect(scheduler.nextDueAt()).toEqual(at('2026-03-01T23:00:00.000Z'));
      for (const firing of ['2026-03-01T23:00:00.000Z', '2026-03-08T22:00:00.000Z']) {
        clock.set(firing);
        await scheduler.runDue();
      }
      expect(fired).toEqual(['2026-03-01T23:00:00.000Z', '2026-03-08T22:00:00.000Z']);
      const restarted = new LocalNagScheduler(file, clock, quiet);
      expect(restarted.list()).toEqual([
        expect.objectContaining({ name: 'weekly-summary-u1', at: '2026-03-15T22:00:00.000Z', weekly: sunday6pm }),
      ]);
    });

    it('retry a failed firing before going on to the next week, and stop once cancelled', async () => {
      const clock = fakeClock('2026-11-22T21:00:00.000Z'); // Sunday 4 PM in New York
      let realNow = 0;
      const scheduler = new LocalNagScheduler(null, clock, quiet, { realNow: () => realNow });
      let calls = 0;
      scheduler.setTarget(async () => {
        calls += 1;
        if (calls === 1) throw new Error('once');
      });
      await scheduler.scheduleWeekly('w', { ...sunday6pm, time: '17:00' }, {});
      clock.advanceMinutes(60);
      await scheduler.runDue();
      expect(scheduler.list()).toEqual([
        expect.objectContaining({ name: 'w', at: '2026-11-22T22:00:00.000Z', attempts: 1 }),
      ]);
      realNow += 60_000;
      await scheduler.runDue();
      expect(calls).toBe(2);
      expect(scheduler.list()).toEqual([
        expect.objectContaining({ name: 'w', at: '2026-11-29T22:00:00.000Z', attempts: 0 }),
      ]);
      expect(scheduler.list()[0]).not.toHaveProperty('retryAfter');
      await scheduler.cancel('w');
      clock.set('2026-12-31T00:00:00.000Z');
      await scheduler.runDue();
      expect(calls).toBe(2);
    });
  });
});
