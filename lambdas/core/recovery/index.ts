// The use cases of recovery that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) and ports (ports/) they may import directly.
export {
  cancelRecoveryByOldNumber,
  type CancelDeps,
  type CompleteDeps,
  completeRecovery,
  type CompleteOutcome,
  type Completion,
  type NoReply,
} from './use-cases/end-recovery';
export { type RecoveryDeps } from './use-cases/recovery-steps';
export { isNo } from './domain/recovery';
