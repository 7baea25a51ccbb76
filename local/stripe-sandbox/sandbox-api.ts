import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { BodyTooLargeError, readBody } from '../read-body';
import { parseFormParams, type Params } from './form-params';
import { SandboxError } from './sandbox-error';
import type { StripeSandbox } from './stripe-sandbox';

/** Answers with a Stripe object or list, sent as JSON. */
type Operation = (params: Params, id?: string) => object;

/**
 * Exactly the Stripe API calls the Stripe adapter makes (lambdas/adapters/stripe/stripe-billing.ts), on
 * their own port so the SDK reaches them through its host/port/protocol options with its usual /v1 paths.
 */
function operations(sandbox: StripeSandbox): Record<string, Operation> {
  return {
    'POST /v1/customers': (params) => sandbox.createCustomer(params),
    'GET /v1/customers/:id': (_params, id) => sandbox.retrieve('customer', id!),
    'POST /v1/customers/:id': (params, id) => sandbox.updateCustomer(id!, params),
    'GET /v1/prices': (params) => sandbox.listPrices(params),
    'POST /v1/prices': (params) => sandbox.createPrice(params),
    'GET /v1/prices/:id': (_params, id) => sandbox.retrieve('price', id!),
    'POST /v1/checkout/sessions': (params) => sandbox.createCheckoutSession(params),
    'GET /v1/checkout/sessions': (params) => sandbox.listCheckoutSessions(params),
    'GET /v1/checkout/sessions/:id': (_params, id) => sandbox.retrieve('checkout.session', id!),
    'GET /v1/subscriptions/:id': (_params, id) => sandbox.retrieve('subscription', id!),
    'DELETE /v1/subscriptions/:id': (_params, id) => sandbox.cancelSubscription(id!),
    'POST /v1/billing_portal/sessions': (params) => sandbox.createPortalSession(params),
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': `req_sandbox_${Date.now()}`,
    ...headers,
  });
  res.end(text);
}

const masked = (key: string) =>
  key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(Math.max(4, key.length - 12))}${key.slice(-4)}` : '****';

export interface SandboxApi {
  server: Server;
  listen(host?: string): Promise<number>;
  close(): Promise<void>;
}

export function createSandboxApi(sandbox: StripeSandbox, secretKey: string): SandboxApi {
  const table = operations(sandbox);
  const routes = Object.entries(table).map(([route, run]) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const regex = new RegExp(`^${pattern.replace(':id', '([^/]+)')}$`);
    return { method, pattern, regex, run };
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const method = req.method ?? 'GET';
    const key = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!key)
      throw new SandboxError(
        401,
        'invalid_request_error',
        'You did not provide an API key. Provide it in the Authorization header (Bearer auth).',
      );
    if (key !== secretKey)
      throw new SandboxError(401, 'invalid_request_error', `Invalid API Key provided: ${masked(key)}`);

    const path = url.pathname.replace(/\/+$/, '');
    const matching = routes.filter((route) => route.regex.test(path));
    const route = matching.find((r) => r.method === method);
    if (!route) {
      throw new SandboxError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${path}). This sandbox serves only the calls NagText makes.`,
      );
    }
    const body = (await readBody(req, 256 * 1024)).toString('utf8');
    const params = { ...parseFormParams(url.search.slice(1)), ...parseFormParams(body) };
    const id = decodeURIComponent(route.regex.exec(path)![1] ?? '');

    const idempotencyKey = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (typeof idempotencyKey === 'string' && idempotencyKey) {
      const fingerprint = createHash('sha256')
        .update(`${method} ${path}\n${JSON.stringify(params)}`)
        .digest('hex');
      const earlier = sandbox.idempotentAnswer(idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          throw new SandboxError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
        }
        send(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true', 'idempotency-key': idempotencyKey });
        return;
      }
      try {
        const result = route.run(params, id);
        sandbox.rememberAnswer(idempotencyKey, { fingerprint, status: 200, body: result });
        send(res, 200, result, { 'idempotency-key': idempotencyKey });
      } catch (error) {
        // Stripe replays 4xx answers to the same key too; server errors are not remembered.
        if (error instanceof SandboxError && error.status < 500)
          sandbox.rememberAnswer(idempotencyKey, { fingerprint, status: error.status, body: error.body });
        throw error;
      }
      return;
    }
    send(res, 200, route.run(params, id));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof SandboxError) send(res, error.status, error.body);
      else if (error instanceof BodyTooLargeError)
        send(res, 413, new SandboxError(413, 'invalid_request_error', 'Request body is too large.').body);
      else
        send(res, 500, new SandboxError(500, 'api_error', error instanceof Error ? error.message : String(error)).body);
    });
  });

  return {
    server,
    listen(host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, host, () => {
          server.off('error', reject);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : 0);
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
