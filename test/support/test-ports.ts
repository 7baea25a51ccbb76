import { composePorts } from '../../lambdas/composition/compose-ports';
import type { PortResources, PortSettings } from '../../lambdas/composition/ports';
import type { Deps } from '#core/deps';
import { LocalNagScheduler } from '../../local/adapters/local-nag-scheduler';
import { fakeBilling } from './fake-billing';
import { TEST_JWT_SECRET } from './memory-auth-deps';
import { memoryMetrics } from './memory/memory-metrics';
import { memoryProviderOptOutList } from './memory/memory-opt-outs';
import { recordingSmsSender } from './recording-sms-sender';
import { recordingVoiceCaller } from './recording-voice-caller';
import { recordingEmailSender } from './recording-email-sender';
import { TEST_PASSWORD_COST } from './test-password-cost';

/** Every setting unset (the defaults), the cloud's send pace, and the tests' password cost. */
export const DEFAULT_TEST_SETTINGS: PortSettings = {
  smsAllowedCountries: undefined,
  codeTextsPerMinute: undefined,
  textingBudget: undefined,
  escalationCaps: undefined,
  sendPace: { perSecond: 3, maxWaitSeconds: 20 },
  passwordCost: TEST_PASSWORD_COST,
};

export type TestPortResources = Pick<PortResources, 'doc' | 'tables' | 'clock'> &
  Partial<Omit<PortResources, 'settings'>> & {
    settings?: Partial<PortSettings>;
  };

/**
 * Every port as the production composition builds it (compose-ports.ts): the DynamoDB repositories over the given
 * tables, with test stand-ins for what the world provides unless given: metrics in memory, the tests' signing
 * secret, a recording SMS provider and voice caller, the provider's opt-out list in memory, the local scheduler in
 * memory (never started), a fake billing provider; the default settings, with any given replaced.
 */
export function testPorts({ settings, ...given }: TestPortResources): Deps {
  return composePorts({
    metrics: memoryMetrics(),
    secret: async () => TEST_JWT_SECRET,
    smsProvider: recordingSmsSender(),
    voiceProvider: recordingVoiceCaller(),
    providerOptOutList: memoryProviderOptOutList(),
    mailProvider: recordingEmailSender(),
    appBaseUrl: () => 'http://localhost:3000',
    ...given,
    scheduler: given.scheduler ?? new LocalNagScheduler(null, given.clock, () => undefined),
    billing: given.billing ?? fakeBilling(() => given.clock.now()),
    settings: { ...DEFAULT_TEST_SETTINGS, ...settings },
  });
}
