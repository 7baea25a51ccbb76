import type { Billing } from './ports/billing';
import type { NumberTrials } from './ports/number-trials';
import type { ProcessedEvents } from './ports/processed-events';
import type { AuthPorts } from '../auth/auth-ports';
import type { RemindersPorts } from '../reminders/reminders-ports';

/** What billing's use cases may ask for: its own ports and those of the layers below (auth, reminders and theirs). */
export interface BillingPorts extends AuthPorts, RemindersPorts {
  billing: Billing;
  processedEvents: ProcessedEvents;
  /** The numbers that had the free trial (per number, outliving accounts): one trial per number. */
  numberTrials: NumberTrials;
}
