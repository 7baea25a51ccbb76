import type { Recovery } from '../domain/recovery';
import type { RecoveryState } from '#shared/vocabulary';

/** What a transition writes besides the new state. */
export type RecoveryChanges = Partial<
  Pick<Recovery, 'newPhone' | 'waitEndsAt' | 'cancelTokenHash' | 'endedAt' | 'endedBy'>
>;

/**
 * The recoveries, by id, and each account's one open recovery. Every write that decides something is conditional on
 * the state read, so two requests (or a cancel and the wait's end) never both act on one recovery.
 */
export interface Recoveries {
  get(id: string): Promise<Recovery | null>;
  /** The account's open recovery (the last one started, whatever its state now), or null. */
  openOf(userId: string): Promise<Recovery | null>;
  /**
   * Stores a new recovery as the account's open one, only while the account's open one is still `open` as read (none
   * when null); an open one not ended is cancelled (`replaced`) in the same transaction, only while still in the state
   * read. False when another start or step won the race.
   */
  start(recovery: Recovery, open: Pick<Recovery, 'id' | 'state'> | null, at: string): Promise<boolean>;
  /**
   * Moves the recovery from `from` to `to` with the changes, only while it is still in `from`; an ended state then
   * lets the account's open slot go (while it names this recovery). A claim given back (from an ended state to one
   * not ended) takes the slot back in the same write, so the state and the slot always agree: only while the slot is
   * free or names this recovery. False when it was no longer in `from`, or (given back) when another recovery holds
   * the slot by then.
   */
  transition(id: string, from: RecoveryState, to: RecoveryState, changes?: RecoveryChanges): Promise<boolean>;
}
