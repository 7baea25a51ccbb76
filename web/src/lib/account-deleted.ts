/**
 * A person who has just deleted their account lands on the home page, which says so once. The marker travels
 * in the history entry's state (never in the address: a link cannot make the page claim an account was
 * deleted) and is dropped once read, so a reload or a later visit from history does not repeat it.
 */
const MARKER = 'accountDeleted';

export const ACCOUNT_DELETED_NOTICE = "Your account has been deleted. We're sorry to see you go.";

/** The navigation state that asks the home page for the notice. */
export const accountDeletedState = { [MARKER]: true } as const;

/** Whether a location's state carries the marker. */
export const saysAccountDeleted = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARKER] === true;
