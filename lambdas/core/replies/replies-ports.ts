import type { BillingPorts } from '../billing/billing-ports';
import type { CalendarPorts } from '../calendar/calendar-ports';
import type { EscalationPorts } from '../escalation/escalation-ports';
import type { SummariesPorts } from '../summaries/summaries-ports';
import type { RecoveryPorts } from '../recovery/recovery-ports';

/** What replies' use cases may ask for: it has no port of its own, only those of the layers below (billing, calendar, escalation, summaries, recovery and theirs). */
export type RepliesPorts = BillingPorts & CalendarPorts & EscalationPorts & SummariesPorts & RecoveryPorts;
