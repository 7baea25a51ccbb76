import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface EventInput {
  req: IncomingMessage;
  routeKey: string;
  /** The path API Gateway sees: the browser's path without `/api`. */
  rawPath: string;
  rawQueryString: string;
  pathParameters: Record<string, string>;
  body: Buffer;
  requestId: string;
  /** Addresses of proxies we run in front of this server; only they may say who the client is (X-Forwarded-For). */
  trustedProxies?: readonly string[];
}

const plainAddress = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);

/**
 * The client, as API Gateway's sourceIp would name it: the socket's peer. X-Forwarded-For counts only
 * when that peer is a configured trusted proxy, and then only its right-most entry that is not itself a
 * trusted proxy (anything left of it was written by the client and proves nothing).
 */
function sourceIp(req: IncomingMessage, trustedProxies: readonly string[] = []): string {
  const peer = plainAddress(req.socket.remoteAddress ?? '127.0.0.1');
  if (!trustedProxies.includes(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    if (!trustedProxies.includes(hops[i]!)) return isIP(hops[i]!) ? hops[i]! : peer;
  }
  return peer;
}

/** Headers as API Gateway passes them: lower-case names, repeated values joined by commas, cookies apart. */
function headersOf(req: IncomingMessage): { headers: Record<string, string>; cookies?: string[] } {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookie = req.headers.cookie;
  return cookie ? { headers, cookies: cookie.split(/;\s*/).filter(Boolean) } : { headers };
}

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  const params = new URLSearchParams(rawQueryString);
  const joined: Record<string, string> = {};
  for (const key of new Set(params.keys())) joined[key] = params.getAll(key).join(',');
  return Object.keys(joined).length > 0 ? joined : undefined;
}

/** The API Gateway HTTP API payload (version 2.0) a Lambda behind the production API receives. */
export function toApiGatewayEvent(input: EventInput): APIGatewayProxyEventV2 {
  const { req, rawPath, rawQueryString, body } = input;
  const now = new Date();
  const method = req.method ?? 'GET';
  const { headers, cookies } = headersOf(req);
  const queryStringParameters = queryParameters(rawQueryString);
  const hasParams = Object.keys(input.pathParameters).length > 0;
  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(hasParams ? { pathParameters: input.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method,
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: sourceIp(req, input.trustedProxies),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: input.requestId,
      routeKey: input.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: body.toString('utf8') } : {}),
    isBase64Encoded: false,
  };
}
