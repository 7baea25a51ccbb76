// The use cases of the weekly summary that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) they may import directly.
export { setWeeklySummarySchedule } from './use-cases/set-weekly-summary-schedule';
