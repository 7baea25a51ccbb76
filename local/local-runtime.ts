import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { RUNTIME_ENV } from '#shared/runtime/env-names';
import { createDocumentClient } from '../lambdas/adapters/aws/document-client';
import { stripeBilling } from '../lambdas/adapters/stripe/stripe-billing';
import { systemClock } from '../lambdas/adapters/system-clock';
import { composePorts } from '../lambdas/composition/compose-ports';
import type { PortSettings, Tables } from '../lambdas/composition/ports';
import type { Billing } from '#core/billing/ports/billing';
import type { Clock } from '#core/kernel/clock';
import type { Deps } from '#core/deps';
import { log } from '../lambdas/observability/log';
import { ControllableClock } from './adapters/controllable-clock';
import { loadOrCreateJwtSecret } from './adapters/jwt-secret-file';
import { LocalNagScheduler } from './adapters/local-nag-scheduler';
import { LocalSmsSender } from './adapters/local-sms-sender';
import { LocalOptOutList } from './adapters/local-opt-out-list';
import { LocalStripeEndpoint } from './adapters/local-stripe-endpoint';
import { LocalVoiceCaller } from './adapters/local-voice-caller';
import { loggedMetrics } from './adapters/logged-metrics';
import { PhoneOutbox } from './adapters/phone-outbox';
import { LocalMailbox } from './adapters/local-mailbox';
import { LocalEmailSender } from './adapters/local-email-sender';
import { recordEmailFeedback } from '#core/mailing';

/** The settings as `npm start` reads them from its environment (see PortSettings), and where things are. */
export interface LocalRuntimeOptions extends Partial<Omit<PortSettings, 'sendPace'>> {
  /** Where texts, the clock offset, schedules and the signing secret persist (`.data/`); null keeps them in memory (tests). */
  dataDir: string | null;
  /** DynamoDB Local's endpoint and the physical table names on it. */
  dynamoEndpoint: string;
  tables: Tables;
  /** The send budget (SMS_MAX_PER_SECOND); 3 unless given. */
  smsMaxPerSecond?: number;
  /** Where a fresh app clock starts (tests choose their instant); real time unless given. */
  startAt?: Date;
}

/** The local deps plus the handles the /dev tools and the process wiring need. */
export interface LocalRuntime {
  deps: () => Deps;
  outbox: PhoneOutbox;
  /** The local SMS provider: the local server sets its delivery-receipt listener. */
  sms: LocalSmsSender;
  /** The local voice provider: the local server sets its voice-event listener; the phone simulator answers its calls. */
  voice: LocalVoiceCaller;
  /** The local provider's opt-out list (what AWS's list attached to our number is in the cloud). */
  optOutList: LocalOptOutList;
  clock: ControllableClock;
  /** The /dev/mail mailbox, and the local email provider that fills it (SES's stand-in). */
  mailbox: LocalMailbox;
  mail: LocalEmailSender;
  /** Marks an address as bouncing and reports the bounce as SES's event would: the address is suppressed. */
  bounce: (address: string) => Promise<void>;
  scheduler: LocalNagScheduler;
  /** The Stripe sandbox's address, key and webhook secret: the local server starts the sandbox and connects it. */
  stripe: LocalStripeEndpoint;
}

/**
 * The local composition root: the production DynamoDB repositories against DynamoDB Local, and local
 * stand-ins for SMS (the phone simulator's outbox), the clock (movable with /dev/clock) and the scheduler.
 */
export function createLocalRuntime(options: LocalRuntimeOptions): LocalRuntime {
  const { dataDir } = options;
  const file = (name: string) => (dataDir ? join(dataDir, name) : null);

  const clock = new ControllableClock(file('clock.json'), { startAt: options.startAt });
  const outbox = new PhoneOutbox(file('phone-outbox.jsonl'));
  const optOutList = new LocalOptOutList(file('opt-out-list.jsonl'), clock);
  const sms = new LocalSmsSender(outbox, clock, log, { optOutList });
  const voice = new LocalVoiceCaller(outbox, clock, optOutList, log);
  const mailbox = new LocalMailbox(file('mailbox.jsonl'));
  const mail = new LocalEmailSender(mailbox, clock);
  const scheduler = new LocalNagScheduler(file('schedules.jsonl'), clock, log);
  const secret = dataDir ? loadOrCreateJwtSecret(join(dataDir, 'jwt-secret')) : randomBytes(48).toString('base64url');
  const stripe = new LocalStripeEndpoint(
    `whsec_${dataDir ? loadOrCreateJwtSecret(join(dataDir, 'stripe-webhook-secret')) : randomBytes(32).toString('base64url')}`,
    file('stripe-sandbox.jsonl'),
  );

  // The production adapters (ports.ts); DynamoDB Local has no IAM, so the PartiQL guard in the use case is the
  // database console's only gate here.
  const deps = composePorts({
    doc: createDocumentClient({ endpoint: options.dynamoEndpoint }),
    tables: options.tables,
    clock,
    metrics: loggedMetrics,
    secret: async () => secret,
    smsProvider: sms,
    voiceProvider: voice,
    providerOptOutList: optOutList,
    mailProvider: mail,
    appBaseUrl: () => {
      try {
        return stripe.appBaseUrl();
      } catch {
        return 'http://localhost:3000';
      }
    },
    scheduler,
    billing: localBilling(stripe, clock, dataDir !== null),
    settings: {
      smsAllowedCountries: options.smsAllowedCountries,
      codeTextsPerMinute: options.codeTextsPerMinute,
      rateLimits: options.rateLimits,
      textingBudget: options.textingBudget,
      escalationCaps: options.escalationCaps,
      recoveryWaitHours: options.recoveryWaitHours,
      passwordCost: options.passwordCost,
      // Locally a booked-up budget waits longer in the sender: one process, no Lambda time limit.
      sendPace: { perSecond: options.smsMaxPerSecond ?? 3, maxWaitSeconds: 60 },
    },
  });
  // SES reports a bounce on the configuration set's topic; here the stand-in reports it straight to the same use case.
  const reportBounce = async (address: string, at: Date) => {
    await recordEmailFeedback(deps, { kind: 'bounce', addresses: [address], at: at.toISOString() });
  };
  mail.onBounce(reportBounce);
  const bounce = async (address: string) => {
    const at = clock.now();
    mailbox.markBouncing(address, at.toISOString());
    await reportBounce(address, at);
  };
  return { deps: () => deps, outbox, sms, voice, optOutList, clock, mailbox, mail, bounce, scheduler, stripe };
}

/**
 * The local Stripe sandbox; or, for `npm start` with STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET from
 * `stripe listen`) set, Stripe's own test mode, whose signatures are dated by the real clock
 * (docs/features/billing.md).
 */
function localBilling(stripe: LocalStripeEndpoint, clock: Clock, readsEnvironment: boolean): Billing {
  const testModeKey = readsEnvironment ? process.env[RUNTIME_ENV.stripeSecretKey] : undefined;
  if (testModeKey) {
    return stripeBilling({
      secretKey: async () => testModeKey,
      webhookSecret: async () => {
        const secret = process.env[RUNTIME_ENV.stripeWebhookSecret];
        if (!secret)
          throw new Error('STRIPE_WEBHOOK_SECRET is not set: copy the whsec_... that `stripe listen` prints');
        return secret;
      },
      appBaseUrl: () => stripe.appBaseUrl(),
      clock: systemClock,
    });
  }
  return stripeBilling({
    secretKey: async () => stripe.secretKey,
    webhookSecret: async () => stripe.webhookSecret,
    appBaseUrl: () => stripe.appBaseUrl(),
    api: () => stripe.api(),
    clock,
  });
}
