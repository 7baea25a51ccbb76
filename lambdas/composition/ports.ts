import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoCallerDirectory } from '../adapters/aws/caller-directory';
import { dynamoAdminAccounts } from '../adapters/aws/dynamo-admin-accounts';
import { dynamoBuddies } from '../adapters/aws/dynamo-buddies';
import { dynamoInvites } from '../adapters/aws/dynamo-invites';
import { dynamoPeople } from '../adapters/aws/dynamo-people';
import { dynamoCalendarFeedSource } from '../adapters/aws/dynamo-calendar-feed-source';
import { dynamoContactMessages } from '../adapters/aws/dynamo-contact-messages';
import { dynamoEmailOwners } from '../adapters/aws/dynamo-email-owners';
import { dynamoSecurityEvents } from '../adapters/aws/dynamo-security-events';
import { dynamoRecoveries } from '../adapters/aws/dynamo-recoveries';
import { recoveryWaitHours } from '#core/recovery/domain/recovery';
import { dynamoEmailSuppressions } from '../adapters/aws/dynamo-email-suppressions';
import { dynamoEscalationUsage } from '../adapters/aws/dynamo-escalation-usage';
import { dynamoFailedTexts } from '../adapters/aws/dynamo-failed-texts';
import { dynamoMessages } from '../adapters/aws/dynamo-messages';
import { dynamoNagContext } from '../adapters/aws/dynamo-nag-context';
import { dynamoNagRecords } from '../adapters/aws/dynamo-nag-records';
import { dynamoNumberOptOuts } from '../adapters/aws/dynamo-number-opt-outs';
import { dynamoNumberTrials } from '../adapters/aws/dynamo-number-trials';
import { dynamoOncePerWindow } from '../adapters/aws/dynamo-once-per-window';
import { dynamoOtpStore } from '../adapters/aws/dynamo-otp-store';
import { dynamoProcessedEvents } from '../adapters/aws/dynamo-processed-events';
import { dynamoQueryHistory } from '../adapters/aws/dynamo-query-history';
import { dynamoRateLimiter } from '../adapters/aws/dynamo-rate-limiter';
import { dynamoReminders } from '../adapters/aws/dynamo-reminders';
import { dynamoSendPacer, type SendPacerConfig } from '../adapters/aws/dynamo-send-pacer';
import { dynamoSessions } from '../adapters/aws/dynamo-sessions';
import { dynamoStats } from '../adapters/aws/dynamo-stats';
import { dynamoEffectiveness } from '../adapters/aws/dynamo-effectiveness';
import { dynamoUserData } from '../adapters/aws/dynamo-user-data';
import { dynamoUserDirectory } from '../adapters/aws/dynamo-user-directory';
import { dynamoUsers } from '../adapters/aws/dynamo-users';
import { partiqlConsole } from '../adapters/aws/partiql-console';
import { deriveOtpPepper } from '../adapters/crypto/derive-otp-pepper';
import { hmacCodeHasher } from '../adapters/crypto/hmac-code-hasher';
import { randomCodeGenerator } from '../adapters/crypto/random-code-generator';
import { randomIds } from '../adapters/crypto/random-ids';
import { scryptHasher, scryptPasswordHasher, type ScryptCost } from '../adapters/crypto/scrypt-password-hasher';
import { destinationGuardedSms } from '../adapters/destination-guarded-sms';
import { destinationGuardedVoice } from '../adapters/destination-guarded-voice';
import { joseTokenService } from '../adapters/jwt/jose-token-service';
import { systemRandomness } from '../adapters/system-randomness';
import { configuredRateLimits, type RateLimits } from '#core/abuse/domain/rate-limits';
import type { Deps } from '#core/deps';
import { configuredEscalationCaps } from '#core/escalation/domain/escalation-caps';
import { parseCountryList } from '#core/texting/domain/destination-policy';
import { configuredTextingBudget } from '#core/texting/domain/texting-budget';
import { memoAsync } from './memo';

/**
 * Which adapter serves each port of Deps, given what the place it runs in provides: one factory per port, named
 * after it. The cloud (aws.ts) calls a factory the first time a function asks for its port, so a function's bundle
 * carries only the factories it calls and their adapters; the local runtime and the tests build every port at
 * once (compose-ports.ts). Each factory takes only the resources it reads.
 *
 * The same in every place: the DynamoDB repositories, the destination policy in front of texts and calls, the
 * tokens and code hashes keyed by one secret, the configured budgets and caps. What differs is what the place
 * gives: the SMS and voice providers and the provider's opt-out list, the settings, and four ports it gives as they
 * are (the clock, the metrics, the scheduler, billing), which have no factory here.
 */

/** The physical names of the two tables. */
export interface Tables {
  readonly data: string;
  readonly auth: string;
}

/**
 * The configuration the ports read: in the cloud from the environment the stack sets, locally from `npm start`'s.
 * Unset (undefined) means the default; a factory names the settings it reads, and each is one the caller must give.
 */
export interface PortSettings {
  /** SMS_ALLOWED_COUNTRIES (ISO codes); the defaults of destination-policy when unset. */
  smsAllowedCountries: string | undefined;
  /** SMS_CODE_TEXTS_PER_MINUTE: the overall ceiling on code texts a minute; the default when unset. */
  codeTextsPerMinute: string | undefined;
  /** Rate rules replaced (tests that are not about limits run with ceilings they never reach). */
  rateLimits?: Partial<RateLimits>;
  /** TEXTING_BUDGET_PER_MONTH and _PER_DAY (the defaults of texting-budget when unset). */
  textingBudget: { perMonth?: string; perDay?: string } | undefined;
  /** MONTHLY_CALL_CAP and MONTHLY_BUDDY_TEXT_CAP (the defaults when unset). */
  escalationCaps: { callsPerMonth?: string; buddyTextsPerMonth?: string } | undefined;
  /** The origination number's send budget (SMS_MAX_PER_SECOND) and how long a sender may wait for a slot. */
  sendPace: SendPacerConfig;
  /** RECOVERY_WAIT_HOURS: how long a recovery waits before the account moves (24 when unset). */
  recoveryWaitHours?: string;
  /**
   * The cost new admin password hashes are made at; OWASP's (SCRYPT_COST) when unset, as the cloud and `npm start`
   * leave it. Tests of the log-in's rules, not of the hash's cost, make theirs cheap.
   */
  passwordCost?: ScryptCost;
}

/** Everything the ports are built from. */
export interface PortResources {
  doc: DynamoDBDocumentClient;
  tables: Tables;
  clock: Deps['clock'];
  metrics: Deps['metrics'];
  /** The one secret tokens are signed with and the one-time codes' pepper is derived from. */
  secret: () => Promise<string>;
  /** Texts and calls as the provider sends them; the destination policy is put in front here. */
  smsProvider: Deps['sms'];
  voiceProvider: Deps['voice'];
  /** Email as the provider sends it (SES; locally the /dev/mail mailbox). */
  mailProvider: Deps['mail'];
  /** The web app's address, for the links in emails (APP_BASE_URL; locally the server's own). */
  appBaseUrl: () => string;
  /** The provider's own opt-out list (AWS's attached to our number, the local stand-in's), kept in step with ours. */
  providerOptOutList: Deps['providerOptOuts'];
  scheduler: Deps['scheduler'];
  billing: Deps['billing'];
  settings: PortSettings;
}

type Given<K extends keyof PortResources> = Pick<PortResources, K>;
type Stored = Given<'doc' | 'tables'>;
type Configured<K extends keyof PortSettings> = { settings: Pick<PortSettings, K> };

// The same everywhere.
export const ids = (): Deps['ids'] => randomIds;
export const randomness = (): Deps['randomness'] => systemRandomness;
export const passwords = (r: Configured<'passwordCost'>): Deps['passwords'] =>
  r.settings.passwordCost ? scryptHasher(r.settings.passwordCost) : scryptPasswordHasher;
export const codes = (): Deps['codes'] => randomCodeGenerator;
export const tokens = (r: Given<'secret' | 'clock'>): Deps['tokens'] =>
  joseTokenService({ key: memoAsync(async () => new TextEncoder().encode(await r.secret())), clock: r.clock });
/** The codes' pepper is derived from the signing secret, never the secret itself. */
export const codeHasher = (r: Given<'secret'>): Deps['codeHasher'] =>
  hmacCodeHasher(memoAsync(async () => deriveOtpPepper(await r.secret())));

// Configuration.
export const destinations = (r: Configured<'smsAllowedCountries'>): Deps['destinations'] => ({
  allowedCountries: parseCountryList(r.settings.smsAllowedCountries),
});
export const textingBudget = (r: Configured<'textingBudget'>): Deps['textingBudget'] =>
  configuredTextingBudget(r.settings.textingBudget?.perMonth, r.settings.textingBudget?.perDay);
export const escalationCaps = (r: Configured<'escalationCaps'>): Deps['escalationCaps'] =>
  configuredEscalationCaps(r.settings.escalationCaps?.callsPerMonth, r.settings.escalationCaps?.buddyTextsPerMonth);

// Texts and calls go only where the destination policy allows.
export const sms = (r: Given<'smsProvider'> & Configured<'smsAllowedCountries'>): Deps['sms'] =>
  destinationGuardedSms(r.smsProvider, destinations(r));
/** NagText's own number: the one calls give to call back, and the one an invite tells people to text JOIN to. */
export const nagTextNumber = (r: { voiceProvider: Pick<Deps['voice'], 'callbackNumber'> }): Deps['nagTextNumber'] =>
  r.voiceProvider.callbackNumber;
export const voice = (r: Given<'voiceProvider'> & Configured<'smsAllowedCountries'>): Deps['voice'] =>
  destinationGuardedVoice(r.voiceProvider, destinations(r));
// Email: the provider as given; the suppressed addresses and the verified ones' guards on the Data table.
export const mail = (r: Given<'mailProvider'>): Deps['mail'] => r.mailProvider;
export const appLinks = (r: Given<'appBaseUrl'>): Deps['appLinks'] => ({ appBaseUrl: r.appBaseUrl });
export const emailSuppressions = (r: Stored): Deps['emailSuppressions'] =>
  dynamoEmailSuppressions(r.doc, r.tables.data);
export const emailOwners = (r: Stored): Deps['emailOwners'] => dynamoEmailOwners(r.doc, r.tables.data);
export const securityEvents = (r: Stored): Deps['securityEvents'] => dynamoSecurityEvents(r.doc, r.tables.data);
export const recoveries = (r: Stored): Deps['recoveries'] => dynamoRecoveries(r.doc, r.tables.data);
export const recoverySettings = (r: Configured<'recoveryWaitHours'>): Deps['recoverySettings'] => ({
  waitHours: recoveryWaitHours(r.settings.recoveryWaitHours),
});
// A STOP holds for the number: our own list (read by every send path), and the provider's beside it.
export const optOuts = (r: Stored): Deps['optOuts'] => dynamoNumberOptOuts(r.doc, r.tables.data);
export const providerOptOuts = (r: Given<'providerOptOutList'>): Deps['providerOptOuts'] => r.providerOptOutList;

// DynamoDB: the Data table, but for one-time codes and rate counters (the Auth table).
export const callers = (r: Stored): Deps['callers'] => dynamoCallerDirectory(r.doc, r.tables.data);
export const users = (r: Stored): Deps['users'] => dynamoUsers(r.doc, r.tables.data);
export const buddies = (r: Stored): Deps['buddies'] => dynamoBuddies(r.doc, r.tables.data);
export const invites = (r: Stored): Deps['invites'] => dynamoInvites(r.doc, r.tables.data);
export const people = (r: Stored): Deps['people'] => dynamoPeople(r.doc, r.tables.data);
export const sessions = (r: Stored): Deps['sessions'] => dynamoSessions(r.doc, r.tables.data);
export const otps = (r: Stored): Deps['otps'] => dynamoOtpStore(r.doc, r.tables.auth);
export const rateLimiter = (
  r: Stored & Given<'clock'> & Configured<'codeTextsPerMinute' | 'rateLimits'>,
): Deps['rateLimiter'] =>
  dynamoRateLimiter(
    r.doc,
    r.tables.auth,
    r.clock,
    configuredRateLimits(r.settings.codeTextsPerMinute, r.settings.rateLimits),
  );
export const reminders = (r: Stored): Deps['reminders'] => dynamoReminders(r.doc, r.tables.data);
export const nagRecords = (r: Stored): Deps['nagRecords'] => dynamoNagRecords(r.doc, r.tables.data);
export const nagContext = (r: Stored): Deps['nagContext'] => dynamoNagContext(r.doc, r.tables.data);
export const messages = (r: Stored): Deps['messages'] => dynamoMessages(r.doc, r.tables.data);
export const oncePerWindow = (r: Stored): Deps['oncePerWindow'] => dynamoOncePerWindow(r.doc, r.tables.data);
export const sendPacer = (r: Stored & Given<'clock'> & Configured<'sendPace'>): Deps['sendPacer'] =>
  dynamoSendPacer(r.doc, r.tables.data, r.clock, r.settings.sendPace);
export const escalationUsage = (r: Stored): Deps['escalationUsage'] => dynamoEscalationUsage(r.doc, r.tables.data);
export const stats = (r: Stored & Given<'clock'>): Deps['stats'] => dynamoStats(r.doc, r.tables.data, r.clock);
export const effectivenessCounters = (r: Stored): Deps['effectivenessCounters'] =>
  dynamoEffectiveness(r.doc, r.tables.data);
export const contactMessages = (r: Stored): Deps['contactMessages'] => dynamoContactMessages(r.doc, r.tables.data);
export const processedEvents = (r: Stored): Deps['processedEvents'] => dynamoProcessedEvents(r.doc, r.tables.data);
export const numberTrials = (r: Stored): Deps['numberTrials'] => dynamoNumberTrials(r.doc, r.tables.data);
export const calendarFeedSource = (r: Stored): Deps['calendarFeedSource'] =>
  dynamoCalendarFeedSource(r.doc, r.tables.data);
export const userData = (r: Stored): Deps['userData'] => dynamoUserData(r.doc, r.tables.data);
export const userDirectory = (r: Stored): Deps['userDirectory'] => dynamoUserDirectory(r.doc, r.tables.data);
export const adminAccounts = (r: Stored): Deps['adminAccounts'] =>
  dynamoAdminAccounts(r.doc, { data: r.tables.data, auth: r.tables.auth });
export const queryHistory = (r: Stored): Deps['queryHistory'] => dynamoQueryHistory(r.doc, r.tables.data);
export const failedTexts = (r: Stored): Deps['failedTexts'] => dynamoFailedTexts(r.doc, r.tables.data);
/** The console reads the Data table and names the Auth table only to refuse it. */
export const databaseConsole = (r: Stored): Deps['databaseConsole'] =>
  partiqlConsole(r.doc, { data: r.tables.data, auth: r.tables.auth });
