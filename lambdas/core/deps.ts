import type { KernelPorts } from './kernel/kernel-ports';
import type { TextingPorts } from './texting/texting-ports';
import type { AbusePorts } from './abuse/abuse-ports';
import type { MailingPorts } from './mailing/mailing-ports';
import type { UsersPorts } from './users/users-ports';
import type { ContactPorts } from './contact/contact-ports';
import type { AuthPorts } from './auth/auth-ports';
import type { RemindersPorts } from './reminders/reminders-ports';
import type { PeoplePorts } from './people/people-ports';
import type { BillingPorts } from './billing/billing-ports';
import type { CalendarPorts } from './calendar/calendar-ports';
import type { EscalationPorts } from './escalation/escalation-ports';
import type { SummariesPorts } from './summaries/summaries-ports';
import type { RecoveryPorts } from './recovery/recovery-ports';
import type { NagsPorts } from './nags/nags-ports';
import type { RepliesPorts } from './replies/replies-ports';
import type { AccountsPorts } from './accounts/accounts-ports';
import type { AdminPorts } from './admin/admin-ports';

/**
 * Every port, for the composition roots (aws, local) that build them. Each capability names its own ports in
 * `<capability>/<capability>-ports.ts`, extending the layers below it; its use cases take `Pick<...>` of those
 * alone, so nothing in the core imports this file. Add a new port to the capability that owns it.
 */
export interface Deps
  extends
    KernelPorts,
    TextingPorts,
    AbusePorts,
    MailingPorts,
    UsersPorts,
    ContactPorts,
    AuthPorts,
    RemindersPorts,
    PeoplePorts,
    BillingPorts,
    CalendarPorts,
    EscalationPorts,
    SummariesPorts,
    RecoveryPorts,
    NagsPorts,
    RepliesPorts,
    AccountsPorts,
    AdminPorts {}
