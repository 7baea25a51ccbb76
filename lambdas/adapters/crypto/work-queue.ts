import { fail } from '#core/kernel/errors';

export interface WorkQueue {
  /** Runs the task when a slot is free; refuses (429) when `maxWaiting` tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export const HASHING_BUSY_MESSAGE = 'Too many log-in attempts right now. Try again in a few seconds.';

/**
 * At most `concurrency` tasks at once, the rest waiting in order: a burst of expensive work (scrypt at 128 MiB a
 * hash) waits its turn instead of filling the thread pool and memory and starving every other request.
 */
export function workQueue(concurrency: number, maxWaiting: number): WorkQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting)
          fail('rate_limited', HASHING_BUSY_MESSAGE, { retryAfterSeconds: 5, limit: 'passwordHashingQueue' });
        // The slot passes straight from the releasing task to this one, so nobody can overtake the queue.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        if (waiting.length > 0) waiting.shift()!();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
