// The use cases of reminders that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) and ports (ports/) they may import directly.
export { createReminder } from './use-cases/create-reminder';
export type { ReminderDeps, ReminderRequest } from './use-cases/reminder-request';
export { deleteReminder } from './use-cases/delete-reminder';
export { recordDone } from './use-cases/record-done';
export { updateReminder } from './use-cases/update-reminder';
export { setReminderStatus } from './use-cases/set-reminder-status';
export { loadReminderOwner } from './use-cases/load-reminder-owner';
export { reconcileUserNags } from './use-cases/reconcile-user-nags';
export {
  advanceAfterNag,
  askToDrop,
  closeOccurrence,
  closeChoreOccurrence,
  deferNag,
  pauseForGonePerson,
  reclockForPerson,
  resumeReminder,
  snoozeReminder,
  withholdNag,
} from './use-cases/reminder-transitions';
export { endTravel, endTripOnSchedule, setTravel, tripEffectsFor } from './use-cases/travel';
