import type { PeoplePorts } from '../people/people-ports';
import type { RemindersPorts } from '../reminders/reminders-ports';

/** What reminders for people may ask for: the ports of reminders and of people (and of the layers below theirs). */
export interface RemindersForPeoplePorts extends RemindersPorts, PeoplePorts {}
