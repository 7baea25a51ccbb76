/**
 * A reminder and its status as the API sends them. The contract keeps the spec's wire name, Task (`/tasks`,
 * the `task` field); the web's code says Reminder, as docs/ARCHITECTURE.md's glossary does.
 */
export type { Task as Reminder, TaskStatus as ReminderStatus } from '@shared/contracts';
