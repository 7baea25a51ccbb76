import { request as httpRequest } from 'node:http';
import { randomInt } from 'node:crypto';
import type { HttpResult } from './http-session';

/**
 * A loopback address no other test uses (all of 127.0.0.0/8 is this machine): per-address limits
 * counted for it start from zero, whatever other suites sent from 127.0.0.1 meanwhile.
 */
export function uniqueLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface FromOptions {
  token?: string;
  /** Sent as JSON with Content-Type application/json, unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface HttpResultWithHeaders extends HttpResult {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * An HTTP request to the local app whose socket is bound to `address`, so the server sees that client
 * address (the local runtime takes it from the socket, as API Gateway would give the caller's IP).
 */
export function requestFrom(
  address: string,
  baseUrl: string,
  method: string,
  path: string,
  options: FromOptions = {},
): Promise<HttpResultWithHeaders> {
  const url = new URL(path, baseUrl);
  const text = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = {
    ...(options.body !== undefined && options.rawBody === undefined ? { 'content-type': 'application/json' } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(text === undefined ? {} : { 'content-length': String(Buffer.byteLength(text)) }),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        localAddress: address,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = raw ? JSON.parse(raw) : undefined;
          } catch {
            body = raw;
          }
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
