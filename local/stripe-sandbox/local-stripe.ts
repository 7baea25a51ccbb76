import Stripe from 'stripe';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalRuntime } from '../local-runtime';
import { log } from '../../lambdas/observability/log';
import { createSandboxApi } from './sandbox-api';
import { createSandboxPages } from './sandbox-pages';
import { StripeSandbox } from './stripe-sandbox';
import { WebhookDelivery } from './webhook-delivery';
import { errorStack } from '../../lambdas/observability/error-stack';

/** Real time passes too: a trial that ends while nobody moves the clock still ends. */
const TICK_MS = 5000;

export interface LocalStripe {
  sandbox: StripeSandbox;
  /** `/dev/stripe/*`. */
  pages: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  /** Starts the API on its own port and the webhook delivery to the app on `appPort`. */
  start(appPort: number): Promise<void>;
  /** Runs what the clock has passed (trial ends, renewals, retries) and waits for its webhooks to go out. */
  advance(): Promise<number>;
  /** When the sandbox next has something to run (trial end, renewal, retry), app clock; null when nothing is booked. */
  nextDueAt(): Date | null;
  /** Resolves true once every event so far is delivered (false after the timeout). */
  settled(timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
}

/** The local Stripe: the sandbox's state, its API (for the SDK), its pages (for the browser) and its webhooks. */
export function createLocalStripe(rootDir: string, runtime: LocalRuntime): LocalStripe {
  const endpoint = runtime.stripe;
  let appPort: number | null = null;
  const sandbox = new StripeSandbox({
    journalPath: endpoint.journalPath,
    clock: runtime.clock,
    pageBaseUrl: () => endpoint.appBaseUrl(),
    apiVersion: Stripe.API_VERSION,
  });
  const delivery = new WebhookDelivery({
    secret: endpoint.webhookSecret,
    clock: runtime.clock,
    target: () => (appPort === null ? null : `http://127.0.0.1:${appPort}/api/webhooks/stripe`),
    delivered: (eventId) => sandbox.markDelivered(eventId),
    log,
  });
  const api = createSandboxApi(sandbox, endpoint.secretKey);
  let timer: NodeJS.Timeout | null = null;

  const advance = async () => {
    const steps = sandbox.advance();
    await delivery.settled();
    return steps;
  };

  return {
    sandbox,
    pages: createSandboxPages(rootDir, sandbox, () => delivery.settled()),
    async start(port) {
      const apiPort = await api.listen('127.0.0.1');
      appPort = port;
      endpoint.connect({ host: '127.0.0.1', port: apiPort, protocol: 'http' }, `http://localhost:${port}`);
      sandbox.onEvents((events, chaos) => delivery.enqueue(events, chaos));
      timer = setInterval(() => {
        try {
          sandbox.advance();
        } catch (error) {
          log('error', 'stripe_sandbox.tick_failed', { error: errorStack(error) });
        }
      }, TICK_MS);
      timer.unref();
    },
    advance,
    nextDueAt: () => sandbox.nextDueAt(),
    settled: (timeoutMs) => delivery.settled(timeoutMs),
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      delivery.stop();
      await api.close();
      sandbox.close();
    },
  };
}
