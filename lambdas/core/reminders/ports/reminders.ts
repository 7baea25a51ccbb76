import type { Reminder } from '../domain/reminder';
import type { Completion, NewCompletion } from '../domain/completion';

export interface ReminderRepository {
  /** A new short reference for this user's next reminder ("1", "2", ...), from an atomic counter. */
  allocateRef(userId: string): Promise<string>;
  /** Raises this user's counter so the next reference is past `atLeast` (never lowers it). */
  raiseRefCounter(userId: string, atLeast: number): Promise<void>;
  /** Stores a new reminder (version 1). */
  create(reminder: Reminder): Promise<void>;
  get(userId: string, id: string): Promise<Reminder | null>;
  /** Every reminder of the user, in one Query (paged by DynamoDB, never a scan). */
  listForUser(userId: string): Promise<Reminder[]>;
  /**
   * Stores `reminder` (whose version the caller has already incremented) only if the stored version still
   * equals `expectedVersion`; false when someone else changed or deleted it meanwhile.
   */
  save(reminder: Reminder, expectedVersion: number): Promise<boolean>;
  /** Deletes it; true when it existed. */
  delete(userId: string, id: string): Promise<boolean>;
  /**
   * Records one ended occurrence (done, skipped or missed) and, in the same write, adds it to the effectiveness
   * counters (domain/effectiveness): false, and nothing counted, when that occurrence was already recorded.
   */
  recordCompletion(completion: NewCompletion): Promise<boolean>;
  listCompletions(userId: string): Promise<Completion[]>;
  /** One reminder's occurrences, newest first, a page at a time (one Query per page); `cursor` from the last page. */
  /** The reminder's ended occurrences, newest first, each with `calls` when it had its call. */
  listHistory(
    userId: string,
    reminderId: string,
    page: { limit: number; cursor?: string },
  ): Promise<{ items: Completion[]; nextCursor?: string }>;
  /** Deletes one reminder's history (with the reminder). */
  deleteHistory(userId: string, reminderId: string): Promise<void>;
  /**
   * Marks that an occurrence had its call (idempotent): kept apart from the history item, which is written when the
   * occurrence ends, often after the call. listHistory reads the marks back as each item's `calls`; deleteHistory
   * removes them with the history.
   */
  noteCall(userId: string, reminderId: string, occurrenceDate: string, at: string): Promise<void>;
}
