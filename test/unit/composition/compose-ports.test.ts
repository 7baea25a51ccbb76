import { recordingEmailSender } from '../../support/recording-email-sender';
import { createDocumentClient } from '../../../lambdas/adapters/aws/document-client';
import { deriveOtpPepper } from '../../../lambdas/adapters/crypto/derive-otp-pepper';
import { hmacCodeHasher } from '../../../lambdas/adapters/crypto/hmac-code-hasher';
import { scryptPasswordHasher } from '../../../lambdas/adapters/crypto/scrypt-password-hasher';
import { awsPasswords } from '../../../lambdas/composition/aws';
import { joseTokenService } from '../../../lambdas/adapters/jwt/jose-token-service';
import { composePorts } from '../../../lambdas/composition/compose-ports';
import type { PortResources } from '../../../lambdas/composition/ports';
import { fakeBilling } from '../../support/fake-billing';
import { fakeClock } from '../../support/fake-clock';
import { memoryMetrics } from '../../support/memory/memory-metrics';
import { recordingSmsSender } from '../../support/recording-sms-sender';
import { recordingVoiceCaller } from '../../support/recording-voice-caller';
import { memoryProviderOptOutList } from '../../support/memory/memory-opt-outs';
import { LocalNagScheduler } from '../../../local/adapters/local-nag-scheduler';

const SECRET = 'compose-ports-test-secret-0123456789abcdef';

/** The resources of one place, with a secret that counts its reads; nothing here touches the network. */
function resources(settings: Partial<PortResources['settings']> = {}) {
  const clock = fakeClock('2031-05-06T15:00:00.000Z');
  const secretReads = { count: 0 };
  const given = {
    doc: createDocumentClient({ endpoint: 'http://127.0.0.1:9' }),
    tables: { data: 'compose-Data', auth: 'compose-Auth' },
    clock,
    metrics: memoryMetrics(),
    secret: async () => {
      secretReads.count += 1;
      return SECRET;
    },
    smsProvider: recordingSmsSender(),
    voiceProvider: recordingVoiceCaller(),
    providerOptOutList: memoryProviderOptOutList(),
    mailProvider: recordingEmailSender(),
    appBaseUrl: () => 'http://localhost:3000',
    scheduler: new LocalNagScheduler(null, clock, () => undefined),
    billing: fakeBilling(() => clock.now()),
    settings: {
      smsAllowedCountries: undefined,
      codeTextsPerMinute: undefined,
      textingBudget: undefined,
      escalationCaps: undefined,
      sendPace: { perSecond: 3, maxWaitSeconds: 20 },
      ...settings,
    },
  } satisfies PortResources;
  return { given, secretReads };
}

describe("composePorts: every port from one place's resources", () => {
  afterEach(() => jest.restoreAllMocks());

  it('passes the clock, metrics, scheduler and billing through as the place gives them, and its opt-out list', () => {
    const { given } = resources();
    const deps = composePorts(given);
    expect(deps.providerOptOuts).toBe(given.providerOptOutList);
    expect(deps.clock).toBe(given.clock);
    expect(deps.metrics).toBe(given.metrics);
    expect(deps.scheduler).toBe(given.scheduler);
    expect(deps.billing).toBe(given.billing);
  });

  it('puts the destination policy in front of texts and calls: a refused country never reaches the provider', async () => {
    const warned: string[] = [];
    jest.spyOn(console, 'warn').mockImplementation((line: string) => {
      warned.push((JSON.parse(line) as { message: string }).message);
    });
    const { given } = resources({ smsAllowedCountries: 'US' });
    const deps = composePorts(given);
    expect(deps.destinations.allowedCountries).toEqual(['US']);

    await deps.sms.send({ to: '+14155550123', body: 'to the US' });
    await expect(deps.sms.send({ to: '+442079460000', body: 'to the UK' })).rejects.toMatchObject({
      reason: 'rejected',
    });
    expect(given.smsProvider.sent.map((sms) => sms.to)).toEqual(['+14155550123']);

    await deps.voice.call({ to: '+14155550123', ssml: '<speak>hi</speak>', words: 'hi' });
    await expect(
      deps.voice.call({ to: '+442079460000', ssml: '<speak>hi</speak>', words: 'hi' }),
    ).rejects.toMatchObject({ reason: 'rejected' });
    expect(given.voiceProvider.placed.map((call) => call.to)).toEqual(['+14155550123']);
    expect(warned).toEqual(['sms.destination_refused', 'voice.destination_refused']);
  });

  it('reads the budgets and caps from the settings, and the defaults when unset', () => {
    const configured = composePorts(
      resources({
        textingBudget: { perMonth: '250', perDay: '40' },
        escalationCaps: { callsPerMonth: '0', buddyTextsPerMonth: '7' },
      }).given,
    );
    expect(configured.textingBudget).toEqual({ perMonth: 250, perDay: 40 });
    expect(configured.escalationCaps).toEqual({ callsPerMonth: 0, buddyTextsPerMonth: 7 });

    const defaults = composePorts(resources().given);
    expect(defaults.textingBudget).toEqual({ perMonth: 400, perDay: 100 });
    expect(defaults.destinations.allowedCountries.length).toBeGreaterThan(0);
  });

  it("hashes admin passwords at OWASP's cost unless a cheaper one is given (the tests'), in the cloud too", () => {
    expect(composePorts(resources().given).passwords).toBe(scryptPasswordHasher);
    expect(awsPasswords()).toBe(scryptPasswordHasher);
    const cheap = composePorts(resources({ passwordCost: { N: 1024, r: 8, p: 1 } }).given).passwords;
    expect(cheap.decoy).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  it('signs tokens with the secret and peppers code hashes with a key derived from it, reading the secret once', async () => {
    const { given, secretReads } = resources();
    const deps = composePorts(given);

    const { token } = await deps.tokens.issue({ sub: 'u1', role: 'user', sv: 0 }, 60);
    await deps.tokens.issue({ sub: 'u2', role: 'user', sv: 0 }, 60);
    const sameKey = joseTokenService({ key: async () => new TextEncoder().encode(SECRET), clock: given.clock });
    await expect(sameKey.verify(token)).resolves.toMatchObject({ sub: 'u1', role: 'user', sv: 0 });

    const hash = await deps.codeHasher.hash('123456', 'login:+14155550123');
    await deps.codeHasher.hash('654321', 'login:+14155550123');
    await expect(
      hmacCodeHasher(async () => deriveOtpPepper(SECRET)).matches('123456', 'login:+14155550123', hash),
    ).resolves.toBe(true);
    expect(secretReads.count).toBe(2);
  });
});
