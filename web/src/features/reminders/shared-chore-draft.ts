import type { SharedChoreInput, Task } from '@shared/contracts';
import type { ChoreMode, ChoreTurn } from '@shared/vocabulary';

/**
 * The dialog's shared-chore controls: how it goes round (none: not shared), when a rotating one's turn passes, and
 * who is in it, in turn order. Kept whole while "For" changes, so going back to a household choice finds them as left.
 */
export interface SharedChoreDraft {
  mode: ChoreMode | null;
  turn: ChoreTurn;
  memberIds: string[];
}

/** The controls as a dialog opens: a reminder's own sharing (Edit, or a refused add), else not shared. */
export const sharedDraftOf = (shared: SharedChoreInput | undefined): SharedChoreDraft => ({
  mode: shared?.mode ?? null,
  turn: shared?.turn ?? 'occurrence',
  memberIds: shared ? [...shared.memberIds] : [],
});

/** The sharing as the contract wants it: a turn only for a rotating chore; nothing when not shared. */
export function sharedInputOf(draft: SharedChoreDraft): SharedChoreInput | undefined {
  if (!draft.mode) return undefined;
  return draft.mode === 'rotate'
    ? { mode: 'rotate', turn: draft.turn, memberIds: draft.memberIds }
    : { mode: 'anyone', memberIds: draft.memberIds };
}

/** A saved chore's sharing in the contract's words (its members by id, in turn order). */
export const sharedInputOfTask = (shared: NonNullable<Task['shared']>): SharedChoreInput => ({
  mode: shared.mode,
  ...(shared.turn ? { turn: shared.turn } : {}),
  memberIds: shared.members.map((member) => member.id),
});
