/** Makes on first call and keeps it: a composition root's way to build an adapter only when something asks for it. */
export function memo<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Like memo, but a failed load is retried on the next call instead of cached. */
export function memoAsync<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
