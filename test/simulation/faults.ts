/** Faults injected, by kind: the report prints them, and the CI run checks every kind happened. */
export class FaultLog {
  readonly counts = new Map<string, number>();

  count(kind: string): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
  }
}

/** The thrown "crash" between two steps of a handler: the platform retries the whole event. */
export class InjectedCrash extends Error {
  constructor(step: number) {
    super(`injected crash before port call ${step}`);
  }
}

/**
 * Wraps every port of `deps` so that, when armed, the N-th port call of a handler run throws before it happens:
 * a crash between any two steps (a claim and a send, a send and its record, a record and the plan's save...).
 */
export function crashableDeps<T extends object>(deps: T): { deps: T; arm(step: number): void; disarm(): number } {
  let calls = 0;
  let crashAt = 0;
  const wrapped = Object.fromEntries(
    Object.entries(deps).map(([name, port]) => {
      if (!port || typeof port !== 'object') return [name, port];
      const proxy = new Proxy(port as object, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls += 1;
            if (crashAt > 0 && calls === crashAt) throw new InjectedCrash(calls);
            return value.apply(target, args);
          };
        },
      });
      return [name, proxy];
    }),
  ) as T;
  return {
    deps: wrapped,
    arm(step) {
      calls = 0;
      crashAt = step;
    },
    disarm() {
      const made = calls;
      calls = 0;
      crashAt = 0;
      return made;
    },
  };
}
