/** How many of the account's reminders would not text even once the payment goes through. */
export interface RestingReminders {
  /** Paused until resumed (by the person, or after days with no answer). */
  paused: number;
  /** Over: done or missed. */
  finished: number;
}

const AFTER_PAYMENT = 'once your payment goes through';

/** "1 is paused and 2 are done or missed" */
const states = ({ paused, finished }: RestingReminders) =>
  [
    paused > 0 && `${paused} ${paused === 1 ? 'is' : 'are'} paused`,
    finished > 0 && `${finished} ${finished === 1 ? 'is' : 'are'} done or missed`,
  ]
    .filter(Boolean)
    .join(' and ');

/**
 * The Subscribe page's sentence while a payment failed and no reminder is waiting to text, true to what the account
 * has: no reminders at all, or only paused and finished ones (saying how many of each). `resting` is undefined when
 * the server did not say (an older one).
 */
export function nothingWaitingText(resting: RestingReminders | undefined): string {
  if (!resting) return `No reminder is waiting to text. New ones will text ${AFTER_PAYMENT}.`;
  const { paused, finished } = resting;
  const then =
    paused > 0 ? `New ones, and any you resume, will text ${AFTER_PAYMENT}.` : `New ones will text ${AFTER_PAYMENT}.`;
  if (paused + finished === 0) return `You have no reminders yet: new ones will text ${AFTER_PAYMENT}.`;
  if (paused + finished === 1)
    return `Your one reminder is ${paused ? 'paused' : 'done or missed'}, so nothing is waiting to text. ${then}`;
  return `None of your reminders is waiting to text: ${states(resting)}. ${then}`;
}

/** Under the list of the reminders that wait for the payment: the others, or null when there are none. */
export function alsoRestingText(resting: RestingReminders | undefined): string | null {
  if (!resting || resting.paused + resting.finished === 0) return null;
  const resume = resting.paused > 0 ? ` Paused ones text again once you resume them.` : '';
  return `Of your other reminders, ${states(resting)}.${resume}`;
}
