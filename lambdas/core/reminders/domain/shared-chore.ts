import { CHORE_OWNER_ID } from '#shared/vocabulary';
import type { ChoreMember, Reminder, SharedChore } from './reminder';

const DAY_MS = 86_400_000;
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
/** Whole weeks (Monday to Sunday) from the week of `from` to the week of `to`. */
const weeksBetween = (from: string, to: string) => {
  const monday = (day: number) => day - ((day + 3) % 7); // 1970-01-01 was a Thursday
  return Math.floor((monday(utcDay(to)) - monday(utcDay(from))) / 7);
};
const wrap = (index: number, size: number) => ((index % size) + size) % size;

/**
 * Whose turn an occurrence on `date` is: by week, the weeks since the chore's first date, round the members; by
 * occurrence, the next member after the one before (an occurrence re-armed on its own date keeps its member).
 */
export function turnFor(chore: SharedChore, anchorDate: string, previousDate: string, date: string): number {
  if (chore.turn === 'week') return wrap(weeksBetween(anchorDate, date), chore.members.length);
  // A new chore (turnIndex -1) starts with its first member.
  return date > previousDate || chore.turnIndex < 0 ? wrap(chore.turnIndex + 1, chore.members.length) : chore.turnIndex;
}

/** The recipient of a rotating chore's turn (absent: the owner's own turn). */
const withRecipient = (reminder: Reminder, member: ChoreMember): Reminder => {
  const { forPerson: _previous, ...rest } = reminder;
  return member.recipient ? { ...rest, forPerson: member.recipient } : rest;
};

/**
 * The reminder as it moves to the occurrence on `date`: a rotating chore's turn passes (and its texts go to the
 * member whose turn it is). Anything else is unchanged.
 */
export function withTurn(reminder: Reminder, previousDate: string, date: string): Reminder {
  const chore = reminder.shared;
  if (chore?.mode !== 'rotate') return reminder;
  const turnIndex = turnFor(chore, reminder.anchorDate, previousDate, date);
  return withRecipient({ ...reminder, shared: { ...chore, turnIndex } }, chore.members[turnIndex]!);
}

/** The member whose turn the current occurrence is (rotate only). */
export const memberUp = (chore: SharedChore): ChoreMember | undefined =>
  chore.mode === 'rotate' ? chore.members[chore.turnIndex] : undefined;

/** A member's number for the chore: a person's own, or the reminder's ref for the owner. */
export const memberRef = (reminder: Pick<Reminder, 'ref'>, member: ChoreMember): string =>
  member.recipient?.ref ?? reminder.ref;

/** The member of a chore a number of the owner's people is (by person id); the owner is CHORE_OWNER_ID. */
export const memberById = (chore: SharedChore, id: string): ChoreMember | undefined =>
  chore.members.find((member) => member.id === id);

/** Whether the owner is among a chore's members. */
export const ownerShares = (chore: SharedChore): boolean => chore.members.some((m) => m.id === CHORE_OWNER_ID);

/** The chore with the occurrence `date` recorded as done by `memberId`. */
export const doneBy = (chore: SharedChore, memberId: string, date: string): SharedChore => ({
  ...chore,
  lastDone: { memberId, occurrenceDate: date },
});
