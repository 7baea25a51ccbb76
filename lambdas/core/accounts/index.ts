// The use cases of accounts that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) and ports (ports/) they may import directly.
export { assertAnotherAdminRemains, type AdminRosterDeps } from './use-cases/assert-another-admin-remains';
export { eraseAccount, type EraseAccountDeps } from './use-cases/erase-account';
export { sayLastText, type AccountDeletion } from './use-cases/delete-account';
