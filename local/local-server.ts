import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { LocalRuntime } from './local-runtime';
import { log } from '../lambdas/observability/log';
import { API_PREFIX, createApiDispatcher } from './api-dispatcher';
import { deliveryReceiptTarget, voiceEventTarget } from './dev/delivery-receipt-target';
import { createDevRouter } from './dev/dev-router';
import { HandlerLoader } from './handler-loader';
import { BodyTooLargeError } from './read-body';
import { SECURITY_HEADERS } from './security-headers';
import { sendError } from './send-json';
import { sendQueueTarget } from './send-queue-target';
import { createStaticSite } from './static-site';
import { createLocalStripe } from './stripe-sandbox/local-stripe';
import { errorStack } from '../lambdas/observability/error-stack';

export interface LocalServerConfig {
  /** The repository root: handler entries in shared/runtime/routes.ts and the phone simulator's files are found from here. */
  rootDir: string;
  runtime: LocalRuntime;
  /** The built SPA; `<rootDir>/web/dist` unless given. */
  webDistDir?: string;
  /** API calls wait for this (DynamoDB Local up, tables in place); the server may listen before. */
  ready?: Promise<void>;
  /** Proxies in front of this server (TRUSTED_PROXIES): only their X-Forwarded-For names the client. */
  trustedProxies?: readonly string[];
}

export interface LocalServer {
  server: Server;
  /** Resolves with the bound port (0 picks a free one); rejects with PortInUseError when it is taken. */
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is in use. Stop the other process or run PORT=${port + 1} npm start`);
  }
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * DNS rebinding: a site whose name is made to resolve to 127.0.0.1 would be same-origin with this server
 * in the developer's browser, so only the loopback names are answered (with any port).
 */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;
const isLoopbackHost = (host: string | undefined) => host !== undefined && LOOPBACK_HOST.test(host);

/** The `npm start` HTTP server, built in-process from injected parts so tests run the very same thing. */
export function createLocalServer(config: LocalServerConfig): LocalServer {
  const loader = new HandlerLoader(config.rootDir, config.runtime.deps);
  const dispatchApi = createApiDispatcher(loader, {
    trustedProxies: config.trustedProxies,
    clock: config.runtime.clock,
  });
  // Fired schedules run the send-nag Lambda, as EventBridge Scheduler -> send queue -> Lambda does in the cloud.
  config.runtime.scheduler.setTarget(sendQueueTarget(loader));
  // Carrier receipts run the delivery-receipt Lambda, as the configuration set's event destination -> SNS does.
  config.runtime.sms.setReceiptListener(deliveryReceiptTarget(loader));
  // A call's voice events run the same Lambda from the same topic.
  config.runtime.voice.setEventListener(voiceEventTarget(loader));
  // The Stripe sandbox: its API on a port of its own (for the SDK), its pages and JSON under /dev/stripe.
  const stripe = createLocalStripe(config.rootDir, config.runtime);
  const dispatchDev = createDevRouter(config.rootDir, config.runtime, loader, stripe);
  const serveStatic = createStaticSite(config.webDistDir ?? join(config.rootDir, 'web/dist'));

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (isUnder(url.pathname, API_PREFIX)) {
      await config.ready;
      // Billing return addresses follow the origin the browser used (localhost or 127.0.0.1).
      return config.runtime.stripe.withRequestOrigin(req.headers.host, () => dispatchApi(req, res, url));
    }
    if (isUnder(url.pathname, '/dev')) return dispatchDev(req, res, url);
    return serveStatic(req, res, url);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (!isLoopbackHost(req.headers.host)) {
      sendError(
        res,
        403,
        'forbidden',
        'This local server answers only http://localhost, http://127.0.0.1 or http://[::1] (any port): open it by one of those names',
      );
      return;
    }
    let url: URL;
    try {
      url = new URL(`http://local${req.url ?? '/'}`);
    } catch {
      sendError(res, 400, 'validation_failed', 'Malformed request URL');
      return;
    }
    try {
      await route(req, res, url);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        // Answered at once; Node discards the rest of the body as it arrives (never buffered), so a
        // client still sending is not cut off mid-write before it can read this answer.
        sendError(res, 413, 'payload_too_large', `Request body is too large (limit ${error.limit / 1024} KB)`);
      } else {
        log('error', 'local.request_failed', { path: url.pathname, error: errorStack(error) });
        if (res.headersSent) res.destroy();
        else sendError(res, 500, 'internal', 'Something went wrong on our side. Please try again later.');
      }
    }
    if (isUnder(url.pathname, API_PREFIX) || (isUnder(url.pathname, '/dev') && req.method === 'POST')) {
      // The path only: query strings may carry phone numbers.
      log('info', 'local.request', {
        method: req.method,
        path: url.pathname,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      });
    }
  }

  // Requests still being handled, so close() lets them finish before the stand-ins and the tables they use go away.
  const handling = new Set<Promise<void>>();
  const server = createServer((req, res) => {
    const done: Promise<void> = handle(req, res).finally(() => handling.delete(done));
    handling.add(done);
  });

  return {
    server,
    listen(port, host = '127.0.0.1') {
      return new Promise<number>((resolve, reject) => {
        const onError = (error: NodeJS.ErrnoException) =>
          reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
        server.once('error', onError);
        server.listen(port, host, () => {
          server.off('error', onError);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }).then(async (bound) => {
        await stripe.start(bound);
        return bound;
      });
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A request whose client has gone (a load test's timeout) still runs to its end on the tables.
      await Promise.allSettled([...handling]);
      // Receipts still on their way are reported now, while their handler's dependencies are still up.
      await config.runtime.sms.flush();
      await stripe.stop();
      server.closeAllConnections();
      await closed;
    },
  };
}
