import { AppendOnlyJournal } from '../adapters/append-only-journal';
import type { EventLog, EventLogRecord } from './event-log';
import type { IdempotencyMemory, IdempotencyRecord } from './idempotency';
import type { ObjectRecord, ObjectStore } from './object-store';

/** One line of `stripe-sandbox.jsonl`. */
type JournalRecord = ObjectRecord | EventLogRecord | IdempotencyRecord;

interface JournaledParts {
  objects: ObjectStore;
  events: EventLog;
  idempotency: IdempotencyMemory;
}

/**
 * The sandbox's state as one line appended per change, read back at start into the parts it came from,
 * and compacted at start when mostly superseded.
 */
export class SandboxJournal {
  private readonly file: AppendOnlyJournal<JournalRecord>;

  constructor(path: string | null) {
    this.file = new AppendOnlyJournal(path);
  }

  append(record: JournalRecord): void {
    this.file.append(record);
  }

  replayInto(parts: JournaledParts): void {
    this.file.replay((record) => {
      switch (record.kind) {
        case 'object':
          parts.objects.index(record.object);
          break;
        case 'idempotency':
          parts.idempotency.restore(record);
          break;
        case 'event':
        case 'delivered':
        case 'chaos':
          parts.events.restore(record);
          break;
      }
    });
  }

  /** Rewrites the journal with only what is live when superseded lines outnumber live ones by far. */
  compactIfMostlySuperseded(parts: JournaledParts): void {
    const answers = parts.idempotency.prune();
    const { events, delivered } = parts.events.live();
    const live = parts.objects.size + answers.length + events.length + 1;
    if (this.file.records <= 2 * live + 1000) return;
    this.file.rewrite([
      ...parts.objects.all().map((object) => ({ kind: 'object' as const, object })),
      ...events.map((event) => ({ kind: 'event' as const, event })),
      ...delivered.map((id) => ({ kind: 'delivered' as const, id })),
      ...answers,
      { kind: 'chaos' as const, ...parts.events.chaos },
    ]);
  }

  /** Stops writing (the file is released). */
  close(): void {
    this.file.close();
  }
}
