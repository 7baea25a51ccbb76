import { existsSync, rmSync } from 'node:fs';
import { AppendOnlyJournal } from './append-only-journal';
import { JsonFile } from './json-file';

/**
 * The stores that became journals (`schedules.jsonl`, `phone-outbox.jsonl`) used to be one JSON array
 * (`schedules.json`, `phone-outbox.json`). On the first start after the change, the array is written as
 * the journal's first records and the old file removed, so pending schedules and texts survive.
 */
export function migrateLegacyJsonArray<T, R>(journalPath: string | null, toRecord: (item: T) => R): void {
  if (!journalPath?.endsWith('.jsonl') || existsSync(journalPath)) return;
  const legacyPath = journalPath.slice(0, -1);
  if (!existsSync(legacyPath)) return;
  const items = new JsonFile<T[]>(legacyPath).read([]);
  const journal = new AppendOnlyJournal<R>(journalPath);
  journal.rewrite(Array.isArray(items) ? items.map(toRecord) : []);
  rmSync(legacyPath, { force: true });
}
