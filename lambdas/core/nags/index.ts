// The use cases of nags that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) and ports (ports/) they may import directly.
export { reconcileUserNags } from './use-cases/reconcile-user-nags';
export { changeReminder, scheduleNag } from './use-cases/save-reminder-plan';
