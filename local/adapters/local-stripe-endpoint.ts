import { AsyncLocalStorage } from 'node:async_hooks';
import type { StripeApiAddress } from '../../lambdas/adapters/stripe/stripe-billing';

/** The local sandbox's API key; it opens nothing outside this machine. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_nagtext_local_sandbox';

const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/;

/**
 * Where the local Stripe sandbox listens and what the app's address is, known only once the local
 * server listens (`connect`). Return addresses follow the browser: an API request made through
 * http://127.0.0.1:3000 gets its checkout and portal pages, and its way back, on that same origin
 * (the session token lives in that origin's storage), so both localhost and 127.0.0.1 work.
 */
export class LocalStripeEndpoint {
  readonly secretKey = LOCAL_STRIPE_SECRET_KEY;
  private address: StripeApiAddress | null = null;
  private fallbackBaseUrl: string | null = null;
  private readonly requestOrigin = new AsyncLocalStorage<string>();

  constructor(
    /** The endpoint signing secret the sandbox signs webhooks with and the app verifies them with. */
    readonly webhookSecret: string,
    /** The sandbox's journal under `.data/`, or null (tests: memory only). */
    readonly journalPath: string | null,
  ) {}

  connect(address: StripeApiAddress, appBaseUrl: string): void {
    this.address = address;
    this.fallbackBaseUrl = appBaseUrl;
  }

  api(): StripeApiAddress {
    if (!this.address) throw new Error('The local Stripe sandbox is not listening yet');
    return this.address;
  }

  appBaseUrl(): string {
    const origin = this.requestOrigin.getStore();
    if (origin) return origin;
    if (!this.fallbackBaseUrl) throw new Error('The local server is not listening yet');
    return this.fallbackBaseUrl;
  }

  /** Runs an API request with its browser origin (from the Host header) as the app's address, when it is a loopback one. */
  withRequestOrigin<T>(host: string | undefined, run: () => T): T {
    const origin = `http://${host ?? ''}`;
    return LOOPBACK_ORIGIN.test(origin) ? this.requestOrigin.run(origin, run) : run();
  }
}
