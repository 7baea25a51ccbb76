import * as z from 'zod';
import { cleanText, IsoDate, WallTime } from './common';

export const Repeat = z.enum(['once', 'daily', 'weekly', 'monthly']);
export type Repeat = z.infer<typeof Repeat>;
export const TaskStatus = z.enum(['pending', 'done', 'snoozed']);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** How far ahead a reminder may start, in years from the owner's today (the server checks it with its clock). */
export const REMINDER_HORIZON_YEARS = 5;

/** Create and update payload: the user's wall date and time, in the user's time zone. */
export const ReminderInput = z
  .object({
    task: z.string({ error: 'Task is required' }).trim().min(1, 'Task is required').max(500, 'Task must be at most 500 characters')
      .superRefine(cleanText('Task')),
    scheduledDate: IsoDate,
    scheduledTime: WallTime,
    repeat: Repeat.default('once'),
  })
  .strict();
export type ReminderInput = z.input<typeof ReminderInput>;

export const Task = z.object({
  id: z.string(),
  /** A short per-user reference ("3") carried by every nag, so a reply like "DONE 3" can name this reminder. */
  ref: z.string(),
  task: z.string(),
  /** The current occurrence's instant, UTC ISO-8601. */
  scheduledTime: z.string(),
  /** The same instant as the user's wall date and time in `timezone` (what the edit dialog shows). */
  localDate: IsoDate,
  localTime: WallTime,
  timezone: z.string(),
  repeat: Repeat,
  status: TaskStatus,
  snoozedUntil: z.string().optional(),
  nextNagAt: z.string().optional(),
  /** Nags sent for the current occurrence. */
  nagCount: z.number().int(),
  /** When an occurrence of this reminder was last marked done (recurring reminders move on to the next). */
  lastCompletedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof Task>;

export const TaskList = z.array(Task);
export const TaskIdParams = z.object({ id: z.string().min(1).max(64) });
export const UpdateTaskStatusRequest = z.object({ status: z.enum(['pending', 'done']) }).strict();
export type UpdateTaskStatusRequest = z.input<typeof UpdateTaskStatusRequest>;
export const TaskDeleted = z.object({ id: z.string(), deleted: z.literal(true) });
