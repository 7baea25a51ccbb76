import type { ProcessedEvents } from '#core/billing/ports/processed-events';

/** In-memory handled-event marks for unit tests. */
export function memoryProcessedEvents(): ProcessedEvents & { count(): number } {
  const marks = new Set<string>();
  return {
    async has(source, eventId) {
      return marks.has(`${source}#${eventId}`);
    },
    async record(source, eventId) {
      marks.add(`${source}#${eventId}`);
    },
    count: () => marks.size,
  };
}
