import { HASHING_BUSY_MESSAGE, workQueue } from '../../../lambdas/adapters/crypto/work-queue';
import { DomainError } from '#core/kernel/errors';

/** A task that finishes when the test says so, recording when it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('workQueue: expensive work in turns', () => {
  it('runs at most `concurrency` at once, the rest in the order they came', async () => {
    const queue = workQueue(1, 10);
    const started: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(started, name));
    const results = gates.map((g) => queue.run(g.task));
    await settle();
    expect({ started, running: queue.running, waiting: queue.waiting }).toEqual({
      started: ['a'],
      running: 1,
      waiting: 2,
    });
    gates[0]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b']);
    gates[1]!.finish();
    gates[2]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('a failing task frees its slot', async () => {
    const queue = workQueue(1, 10);
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    expect(queue.running).toBe(0);
  });

  it('refuses with a 429 when the waiting line is full, and takes work again once it moves', async () => {
    const queue = workQueue(2, 1);
    const started: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(started, name));
    const accepted = gates.map((g) => queue.run(g.task));
    const refused = await queue.run(async () => 'd').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'rate_limited', message: HASHING_BUSY_MESSAGE });
    gates[0]!.finish();
    await settle();
    // 'a' done, 'c' took its slot: the line has room again.
    const later = queue.run(async () => 'e');
    for (const g of gates) g.finish();
    await expect(Promise.all([...accepted, later])).resolves.toEqual(['a', 'b', 'c', 'e']);
  });
});
