// The use cases of billing that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) and ports (ports/) they may import directly.
export { syncSubscription, type SyncSubscriptionDeps } from './use-cases/sync-subscription';
