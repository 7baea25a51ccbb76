import type { RecoveryDeps } from './recovery-steps';
import { completionScheduleName } from '../domain/recovery';

/** The schedule a leftover wait end is forwarded by: a name of its own (the one delivered is its original's). */
export const forwardedScheduleName = (recoveryId: string) => `${completionScheduleName(recoveryId)}-forwarded`;

/**
 * A recovery's wait end that reached the send queue: one scheduled before the wait end had its own queue and function.
 * It is scheduled again, at once, under a name of its own, and the scheduler delivers it by what it carries to the
 * recovery queue, whose function moves the account (or finds it cancelled, moved or not yet due: that function decides,
 * and acts once however many deliveries come). The send queue's function holds no recovery powers: this is all it does.
 */
export async function forwardWaitEnd(deps: Pick<RecoveryDeps, 'scheduler' | 'clock'>, recoveryId: string) {
  await deps.scheduler.scheduleAt(forwardedScheduleName(recoveryId), deps.clock.now(), {
    kind: 'completeRecovery',
    recoveryId,
  });
  return 'forwarded' as const;
}
