/** At most n values of a sequence (an open-ended series never ends by itself). */
export function take<T>(values: Iterable<T>, n: number): T[] {
  const taken: T[] = [];
  for (const value of values) {
    if (taken.length >= n) break;
    taken.push(value);
  }
  return taken;
}
