import { memoryRecoveries } from './memory/memory-recoveries';
import { recordingEmailSender, type RecordingEmailSender } from './recording-email-sender';
import { memoryEmailOwners, memoryEmailSuppressions } from './memory/memory-email';
import { memorySecurityEvents } from './memory/memory-security-events';
import { memoryOtpStore } from './memory/memory-otp-store';
import { randomCodeGenerator } from '../../lambdas/adapters/crypto/random-code-generator';
import { hmacCodeHasher } from '../../lambdas/adapters/crypto/hmac-code-hasher';
import { TEST_PEPPER } from './memory-auth-deps';
import { systemRandomness } from '../../lambdas/adapters/system-randomness';
import { randomIds } from '../../lambdas/adapters/crypto/random-ids';
import { memoryMessages } from './memory/memory-messages';
import { memoryMetrics, type MemoryMetrics } from './memory/memory-metrics';
import { memoryNagContext } from './memory/memory-nag-context';
import { DEFAULT_TEXTING_BUDGET } from '#core/texting/domain/texting-budget';
import { memoryNagRecords } from './memory/memory-nag-records';
import { memoryOncePerWindow } from './memory/memory-once-per-window';
import { memoryReminders } from './memory/memory-reminders';
import { memoryUsers } from './memory/memory-users';
import { newUser, type User } from '#core/users/domain/user';
import type { Deps } from '#core/deps';
import type { NagScheduler, SchedulePayload } from '#core/reminders/ports/nag-scheduler';
import type { WeeklyWallTime } from '#core/kernel/weekly-time';
import type { StatCounter } from '#core/kernel/stat-counters';
import { fakeBilling, type FakeBilling } from './fake-billing';
import { fakeClock, type FakeClock } from './fake-clock';
import { memoryRateLimiter } from './memory/memory-rate-limiter';
import { recordingSmsSender, type RecordingSmsSender } from './recording-sms-sender';
import { recordingVoiceCaller, type RecordingVoiceCaller } from './recording-voice-caller';
import { memoryEscalationUsage } from './memory/memory-escalation-usage';
import { memoryBuddies } from './memory/memory-buddies';
import { memoryInvites } from './memory/memory-invites';
import { memoryPeople } from './memory/memory-people';
import { memoryOptOuts, memoryProviderOptOutList } from './memory/memory-opt-outs';
import { memoryNumberTrials } from './memory/memory-number-trials';
import { configuredEscalationCaps } from '#core/escalation/domain/escalation-caps';

export interface RecordingScheduler extends NagScheduler {
  /** The one-time schedules not yet fired or cancelled. */
  live: Map<string, { at: Date; payload: SchedulePayload }>;
  /** The weekly schedules, kept apart: they never fire in unit tests (a test fires their payload itself). */
  weekly: Map<string, { weekly: WeeklyWallTime; payload: SchedulePayload; spreadMinutes?: number }>;
}

export function recordingScheduler(): RecordingScheduler {
  const live = new Map<string, { at: Date; payload: SchedulePayload }>();
  const weekly: RecordingScheduler['weekly'] = new Map();
  return {
    live,
    weekly,
    async scheduleAt(name, at, payload) {
      live.set(name, { at, payload });
    },
    async scheduleWeekly(name, when, payload, options) {
      weekly.set(name, {
        weekly: when,
        payload,
        ...(options?.spreadMinutes ? { spreadMinutes: options.spreadMinutes } : {}),
      });
    },
    async cancel(name) {
      live.delete(name);
      weekly.delete(name);
    },
  };
}

export type NagTestDeps = Pick<
  Deps,
  | 'users'
  | 'reminders'
  | 'nagRecords'
  | 'messages'
  | 'ids'
  | 'randomness'
  | 'nagTextNumber'
  | 'sendPacer'
  | 'stats'
  | 'oncePerWindow'
  | 'nagContext'
  | 'textingBudget'
  | 'rateLimiter'
  | 'escalationUsage'
  | 'escalationCaps'
  | 'destinations'
  | 'otps'
  | 'codes'
  | 'codeHasher'
  | 'emailOwners'
  | 'securityEvents'
  | 'appLinks'
  | 'recoverySettings'
> & {
  recoveries: ReturnType<typeof memoryRecoveries>;
  mail: RecordingEmailSender;
  emailSuppressions: ReturnType<typeof memoryEmailSuppressions>;
  buddies: ReturnType<typeof memoryBuddies>;
  invites: ReturnType<typeof memoryInvites>;
  people: ReturnType<typeof memoryPeople>;
  optOuts: ReturnType<typeof memoryOptOuts>;
  providerOptOuts: ReturnType<typeof memoryProviderOptOutList>;
  numberTrials: ReturnType<typeof memoryNumberTrials>;
  clock: FakeClock;
  sms: RecordingSmsSender;
  voice: RecordingVoiceCaller;
  scheduler: RecordingScheduler;
  metrics: MemoryMetrics;
  counted: { eventId: string; deltas: Partial<Record<StatCounter, number>> }[];
  /** The payment provider in memory (a move sets its customer's phone). */
  billing: FakeBilling;
};

/** The nag engine's ports in memory, on a fake clock, with a scheduler that shows what is live. */
export function nagTestDeps(startIso = '2026-11-23T12:00:00.000Z'): NagTestDeps {
  const counted: NagTestDeps['counted'] = [];
  const seen = new Set<string>();
  const users = memoryUsers();
  const invites = memoryInvites();
  const reminders = memoryReminders();
  const stats: NagTestDeps['stats'] = {
    async record(eventId, _at, deltas) {
      if (seen.has(eventId)) return false;
      seen.add(eventId);
      counted.push({ eventId, deltas });
      return true;
    },
    async totals() {
      return {};
    },
    async months(months) {
      return months.map((month) => ({ month, counters: {} }));
    },
  };
  const messages = memoryMessages(stats);
  const clock = fakeClock(startIso);
  return {
    clock,
    otps: memoryOtpStore(),
    codes: randomCodeGenerator,
    codeHasher: hmacCodeHasher(async () => TEST_PEPPER),
    mail: recordingEmailSender(),
    emailSuppressions: memoryEmailSuppressions(),
    emailOwners: memoryEmailOwners(),
    securityEvents: memorySecurityEvents(),
    recoveries: memoryRecoveries(),
    recoverySettings: { waitHours: 24 },
    billing: fakeBilling(() => clock.now()),
    appLinks: { appBaseUrl: () => 'http://localhost:3000' },
    sms: recordingSmsSender(),
    voice: recordingVoiceCaller(),
    nagTextNumber: '+15550000000',
    escalationUsage: memoryEscalationUsage(),
    escalationCaps: configuredEscalationCaps(),
    destinations: { allowedCountries: ['US', 'CA'] },
    scheduler: recordingScheduler(),
    users,
    reminders,
    nagRecords: memoryNagRecords(),
    messages,
    nagContext: memoryNagContext(users, reminders, messages),
    textingBudget: DEFAULT_TEXTING_BUDGET,
    oncePerWindow: memoryOncePerWindow(),
    rateLimiter: memoryRateLimiter(clock),
    buddies: memoryBuddies(users, invites.stored),
    invites,
    people: memoryPeople(invites.stored, stats),
    optOuts: memoryOptOuts(),
    providerOptOuts: memoryProviderOptOutList(),
    numberTrials: memoryNumberTrials(),
    ids: randomIds,
    randomness: systemRandomness,
    sendPacer: { acquire: async () => undefined, perUserPerSecond: 1 },
    counted,
    stats,
    metrics: memoryMetrics(),
  };
}

let counter = 0;
/** A subscribed, opted-in user stored in the deps. */
export async function nagUser(deps: NagTestDeps, overrides: Partial<User> = {}): Promise<User> {
  counter += 1;
  const user: User = {
    ...newUser({
      id: `user-${counter}`,
      phoneNumber: `+1415555${String(1000 + counter).padStart(4, '0')}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      timezone: 'America/New_York',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      now: deps.clock.now(),
    }),
    subscriptionStatus: 'trialing',
    ...overrides,
  };
  await deps.users.create(user);
  return user;
}
