// The use cases of accounts that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) and ports (ports/) they may import directly.
export { eraseAccount, type EraseAccountDeps } from './use-cases/erase-account';
