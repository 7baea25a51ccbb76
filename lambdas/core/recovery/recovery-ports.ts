import type { Recoveries } from './ports/recoveries';
import type { AuthPorts } from '../auth/auth-ports';
import type { RemindersPorts } from '../reminders/reminders-ports';

/** The stage's waiting period, read from its setting (RECOVERY_WAIT_HOURS). */
export interface RecoverySettings {
  waitHours: number;
}

/** What recovery's use cases may ask for: its own ports and those of the layers below (auth, reminders and theirs). */
export interface RecoveryPorts extends AuthPorts, RemindersPorts {
  recoveries: Recoveries;
  recoverySettings: RecoverySettings;
}
