import type { NagRecordRepository } from './ports/nag-records';
import type { NagScheduler } from './ports/nag-scheduler';
import type { ReminderRepository } from './ports/reminders';
import type { EffectivenessCounters } from './ports/effectiveness-counters';
import type { UsersPorts } from '../users/users-ports';
import type { ContactPorts } from '../contact/contact-ports';

/** What reminders' use cases may ask for: its own ports and those of the layers below (users, contact and theirs). */
export interface RemindersPorts extends UsersPorts, ContactPorts {
  scheduler: NagScheduler;
  reminders: ReminderRepository;
  nagRecords: NagRecordRepository;
  /** What works across the service: counters kept with each completion (the admin's section, the public figure). */
  effectivenessCounters: EffectivenessCounters;
}
