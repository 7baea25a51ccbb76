import { CHORE_OWNER_ID } from '#shared/vocabulary';
import type { z } from 'zod';
import type { Task, UpdateTaskStatusRequest } from '#shared/contracts/tasks';
import { loadReminderOwner, setReminderStatus } from '../../reminders';
import { tellChoreDone, type TellChoreDoneDeps } from './tell-chore-done';

/**
 * PUT /tasks/{id}/status, as setReminderStatus has it; a household chore marked done there was done by its owner, and
 * the other members who were texted about it hear so once ("Ada did it"), as after a DONE by text.
 */
export async function markReminderStatus(
  deps: Parameters<typeof setReminderStatus>[0] & TellChoreDoneDeps,
  ownerId: string,
  reminderId: string,
  request: z.output<typeof UpdateTaskStatusRequest>,
): Promise<Task> {
  return setReminderStatus(deps, ownerId, reminderId, request, async (was) => {
    if (was.shared) await tellChoreDone(deps, await loadReminderOwner(deps, ownerId), was, CHORE_OWNER_ID);
  });
}
