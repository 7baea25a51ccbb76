import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalNagScheduler, type SchedulerLog } from '../../../../lambdas/adapters/local/local-nag-scheduler';
import { fakeClock } from '../../../support/fake-clock';

const quiet: SchedulerLog = () => undefined;
const at = (iso: string) => new Date(iso);

describe('LocalNagScheduler', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nagtext-scheduler-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fires what is due on the app clock, in time order, once', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const scheduler = new LocalNagScheduler(null, clock, quiet);
    const fired: unknown[] = [];
    scheduler.setTarget(async (payload, schedule) => void fired.push([schedule.name, payload]));
    await scheduler.scheduleAt('b', at('2026-03-01T09:20:00.000Z'), { n: 2 });
    await scheduler.scheduleAt('a', at('2026-03-01T09:10:00.000Z'), { n: 1 });
    await scheduler.scheduleAt('c', at('2026-03-01T10:00:00.000Z'), { n: 3 });

    expect(await scheduler.runDue()).toBe(0);
    clock.advanceMinutes(30);
    expect(await scheduler.runDue()).toBe(2);
    expect(await scheduler.runDue()).toBe(0);
    expect(fired).toEqual([['a', { n: 1 }], ['b', { n: 2 }]]);
    expect(scheduler.list().map((s) => s.name)).toEqual(['c']);
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
    const scheduler = new LocalNagScheduler(null, clock, quiet);
    scheduler.setTarget(async () => scheduler.scheduleAt('nag', at('2026-03-01T09:30:00.000Z'), { attempt: 2 }));
    await scheduler.scheduleAt('nag', at('2026-03-01T09:00:00.000Z'), { attempt: 1 });
    await scheduler.runDue();
    expect(scheduler.list()).toEqual([expect.objectContaining({ name: 'nag', payload: { attempt: 2 } })]);
  });

  it('retries a failed delivery later, then gives up and says so', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const logged: string[] = [];
    let realNow = 0;
    const scheduler = new LocalNagScheduler(null, clock, (_level, event) => void logged.push(event), () => realNow);
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

  it('keeps schedules in its file across restarts', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const file = join(dir, 'schedules.json');
    await new LocalNagScheduler(file, clock, quiet).scheduleAt('nag', at('2026-03-01T09:10:00.000Z'), { reminderId: 'r1' });

    const restarted = new LocalNagScheduler(file, clock, quiet);
    const fired: unknown[] = [];
    restarted.setTarget(async (payload) => void fired.push(payload));
    clock.advanceMinutes(15);
    await restarted.runDue();
    expect(fired).toEqual([{ reminderId: 'r1' }]);
    expect(new LocalNagScheduler(file, clock, quiet).list()).toEqual([]);
  });
});
