import type { NagContextReader } from './ports/nag-context';
import type { BillingPorts } from '../billing/billing-ports';
import type { CalendarPorts } from '../calendar/calendar-ports';
import type { EscalationPorts } from '../escalation/escalation-ports';
import type { SummariesPorts } from '../summaries/summaries-ports';

/** What nags' use cases may ask for: its own ports and those of the layers below (billing, calendar, escalation, summaries and theirs). */
export interface NagsPorts extends BillingPorts, CalendarPorts, EscalationPorts, SummariesPorts {
  nagContext: NagContextReader;
}
