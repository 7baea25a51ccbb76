import type { DestinationPolicy } from './texting/domain/destination-policy';
import type { AdminAccountRepository } from './admin/ports/admin-accounts';
import type { Billing } from './billing/ports/billing';
import type { CalendarFeedSource } from './calendar/ports/calendar-feed-source';
import type { CallerDirectory } from './auth/ports/caller-directory';
import type { Clock } from './kernel/clock';
import type { ContactMessageRepository } from './contact/ports/contact-messages';
import type { DatabaseConsole } from './admin/ports/database-console';
import type { FailedTexts } from './admin/ports/failed-texts';
import type { CodeGenerator, CodeHasher } from './auth/ports/codes';
import type { Ids } from './kernel/ids';
import type { Metrics } from './kernel/metrics';
import type { Randomness } from './kernel/randomness';
import type { MessageRepository } from './texting/ports/messages';
import type { NagScheduler } from './reminders/ports/nag-scheduler';
import type { NagRecordRepository } from './reminders/ports/nag-records';
import type { NagContextReader } from './nags/ports/nag-context';
import type { TextingBudget } from './texting/domain/texting-budget';
import type { OncePerWindow } from './texting/ports/once-per-window';
import type { OtpStore } from './auth/ports/otp-store';
import type { PasswordHasher } from './admin/ports/password-hasher';
import type { QueryHistory } from './admin/ports/query-history';
import type { ProcessedEvents } from './billing/ports/processed-events';
import type { NumberTrials } from './billing/ports/number-trials';
import type { RateLimiter } from './abuse/ports/rate-limiter';
import type { ReminderRepository } from './reminders/ports/reminders';
import type { SendPacer } from './texting/ports/send-pacer';
import type { SessionStore } from './auth/ports/sessions';
import type { SmsSender } from './texting/ports/sms-sender';
import type { NumberOptOuts, ProviderOptOutList } from './texting/ports/opt-outs';
import type { StatsCounters } from './kernel/stat-counters';
import type { TokenService } from './auth/ports/tokens';
import type { UserDataEraser } from './accounts/ports/user-data';
import type { UserDirectory } from './admin/ports/user-directory';
import type { UserRepository } from './users/ports/users';
import type { VoiceCaller } from './escalation/ports/voice-caller';
import type { EscalationUsage } from './escalation/ports/escalation-usage';
import type { EscalationCaps } from './escalation/domain/escalation-caps';
import type { BuddyDirectory } from './escalation/ports/buddies';
import type { EmailSender } from './mailing/ports/email-sender';
import type { EmailSuppressions } from './mailing/ports/email-suppressions';
import type { AppLinks } from './mailing/ports/app-links';
import type { EmailOwners } from './auth/ports/email-owners';

/**
 * Every port a use case may ask for. Use cases take `Pick<Deps, ...>` of what they need; handlers get
 * a factory of exactly those from a composition root (aws or local). Add new ports here.
 */
export interface Deps {
  clock: Clock;
  ids: Ids;
  randomness: Randomness;
  /** Business metrics: what happened, counted (see kernel/metrics). */
  metrics: Metrics;
  tokens: TokenService;
  callers: CallerDirectory;
  sms: SmsSender;
  /** The numbers that replied STOP (per number, outliving accounts and links): every send path reads it. */
  optOuts: NumberOptOuts;
  /** The provider's opt-out list, kept in step with ours on STOP and START (the reply handler's alone). */
  providerOptOuts: ProviderOptOutList;
  /** Calls (the last rung of a ladder, a failing number's fallback): guarded by the destination policy like texts. */
  voice: VoiceCaller;
  /** Calls and buddy texts booked per user and month, and their caps (configuration). */
  escalationUsage: EscalationUsage;
  escalationCaps: EscalationCaps;
  /** The accountability buddy on its owner, and the way from the buddy's number back to its owners. */
  buddies: BuddyDirectory;
  users: UserRepository;
  otps: OtpStore;
  codes: CodeGenerator;
  codeHasher: CodeHasher;
  messages: MessageRepository;
  scheduler: NagScheduler;
  reminders: ReminderRepository;
  nagRecords: NagRecordRepository;
  nagContext: NagContextReader;
  /** What one user may cost in texts a month and a day (configuration; see texting-budget). */
  textingBudget: TextingBudget;
  stats: StatsCounters;
  sendPacer: SendPacer;
  oncePerWindow: OncePerWindow;
  adminAccounts: AdminAccountRepository;
  passwords: PasswordHasher;
  contactMessages: ContactMessageRepository;
  /** Which countries may be texted (configuration; see destination-policy). */
  destinations: DestinationPolicy;
  rateLimiter: RateLimiter;
  sessions: SessionStore;
  billing: Billing;
  processedEvents: ProcessedEvents;
  /** The numbers that had the free trial (per number, outliving accounts): one trial per number. */
  numberTrials: NumberTrials;
  /** The admin area: users across the table, the rest of a user's data, the read-only console and its history. */
  userDirectory: UserDirectory;
  userData: UserDataEraser;
  /** The private calendar feed's one read: the owner and their reminders. */
  calendarFeedSource: CalendarFeedSource;
  databaseConsole: DatabaseConsole;
  queryHistory: QueryHistory;
  failedTexts: FailedTexts;
  /** Email as the provider sends it (SES; locally the /dev/mail mailbox). Every send goes through mailing's sendEmail. */
  mail: EmailSender;
  /** The addresses that bounced or complained: never emailed again (per address, outliving accounts). */
  emailSuppressions: EmailSuppressions;
  /** Which account holds a verified address (one account per verified email). */
  emailOwners: EmailOwners;
  /** The web app's address, for the links in emails. */
  appLinks: AppLinks;
}
