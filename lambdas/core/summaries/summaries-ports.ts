import type { AuthPorts } from '../auth/auth-ports';
import type { RemindersPorts } from '../reminders/reminders-ports';

/** What summaries' use cases may ask for: it has no port of its own, only those of the layers below (auth, reminders and theirs). */
export type SummariesPorts = AuthPorts & RemindersPorts;
