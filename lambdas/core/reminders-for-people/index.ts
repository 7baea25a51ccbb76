// The use cases of reminders for people that other capabilities call: they reach them only through this file.
export {
  liveLinksOf,
  remindersOfLinks,
  remindersOfNumber,
  type LiveLink,
  type ReminderOfNumber,
} from './use-cases/reminders-of-number';
export { endPersonReminders } from './use-cases/end-person-reminders';
export { tellOwnerIgnored, type TellOwnerIgnoredDeps } from './use-cases/tell-owner-ignored';
export { movePersonClock } from './use-cases/move-person-clock';
export { continueNumbering } from './use-cases/continue-numbering';
export { tellChoreDone, type TellChoreDoneDeps } from './use-cases/tell-chore-done';
