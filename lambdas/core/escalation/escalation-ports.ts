import type { EscalationCaps } from './domain/escalation-caps';
import type { BuddyDirectory } from './ports/buddies';
import type { EscalationUsage } from './ports/escalation-usage';
import type { VoiceCaller } from './ports/voice-caller';
import type { AuthPorts } from '../auth/auth-ports';
import type { RemindersPorts } from '../reminders/reminders-ports';
import type { PeoplePorts } from '../people/people-ports';

/** What escalation's use cases may ask for: its own ports and those of the layers below (auth, reminders, people and theirs). */
export interface EscalationPorts extends AuthPorts, RemindersPorts, PeoplePorts {
  /** Calls (the last rung of a ladder, a failing number's fallback): guarded by the destination policy like texts. */
  voice: VoiceCaller;
  /** Calls and buddy texts booked per user and month, and their caps (configuration). */
  escalationUsage: EscalationUsage;
  escalationCaps: EscalationCaps;
  /** The accountability buddy on its owner, and the way from the buddy's number back to its owners. */
  buddies: BuddyDirectory;
}
