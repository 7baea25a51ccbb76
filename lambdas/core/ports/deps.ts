import type { DestinationPolicy } from '../domain/destination-policy';
import type { AdminAccountRepository } from './admin-accounts';
import type { Billing } from './billing';
import type { CallerDirectory } from './caller-directory';
import type { Clock } from './clock';
import type { ContactMessageRepository } from './contact-messages';
import type { DatabaseConsole } from './database-console';
import type { FailedTexts } from './failed-texts';
import type { CodeGenerator, CodeHasher } from './codes';
import type { Ids } from './ids';
import type { MessageRepository } from './messages';
import type { NagScheduler } from './nag-scheduler';
import type { NotificationRepository } from './notifications';
import type { OncePerWindow } from './once-per-window';
import type { OtpStore } from './otp-store';
import type { PasswordHasher } from './password-hasher';
import type { QueryHistory } from './query-history';
import type { ProcessedEvents } from './processed-events';
import type { RateLimiter } from './rate-limiter';
import type { ReminderRepository } from './reminders';
import type { SendPacer } from './send-pacer';
import type { SessionStore } from './sessions';
import type { SmsSender } from './sms-sender';
import type { StatsCounters } from './stats';
import type { TokenService } from './tokens';
import type { UserDataEraser } from './user-data';
import type { UserDirectory } from './user-directory';
import type { UserRepository } from './users';

/**
 * Every port a use case may ask for. Use cases take `Pick<Deps, ...>` of what they need; handlers get
 * a factory of exactly those from a composition root (aws or local). Add new ports here.
 */
export interface Deps {
  clock: Clock;
  ids: Ids;
  tokens: TokenService;
  callers: CallerDirectory;
  sms: SmsSender;
  users: UserRepository;
  otps: OtpStore;
  codes: CodeGenerator;
  codeHasher: CodeHasher;
  messages: MessageRepository;
  scheduler: NagScheduler;
  reminders: ReminderRepository;
  notifications: NotificationRepository;
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
  /** The admin area: users across the table, the rest of a user's data, the read-only console and its history. */
  userDirectory: UserDirectory;
  userData: UserDataEraser;
  databaseConsole: DatabaseConsole;
  queryHistory: QueryHistory;
  failedTexts: FailedTexts;
}
