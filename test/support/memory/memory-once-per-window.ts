import type { OncePerWindow } from '#core/texting/ports/once-per-window';

/** In-memory marks for unit tests; same contract as the DynamoDB adapter. */
export function memoryOncePerWindow(): OncePerWindow {
  const marks = new Map<string, number>();
  return {
    async claim(key, now, windowSeconds) {
      const last = marks.get(key);
      if (last !== undefined && last > now.getTime() - windowSeconds * 1000) return false;
      marks.set(key, now.getTime());
      return true;
    },
    async release(key) {
      marks.delete(key);
    },
  };
}
