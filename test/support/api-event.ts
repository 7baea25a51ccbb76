import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { contracts, type ContractName } from '#shared/contracts';

export interface ApiEventInit {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent exactly as given (malformed JSON, huge bodies). Wins over `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  pathParameters?: Record<string, string>;
  token?: string;
  base64?: boolean;
  /** The client address API Gateway reports (127.0.0.1 unless given). */
  sourceIp?: string;
}

/** An API Gateway HTTP API (payload v2) event for a contract, as API Gateway would hand it to the Lambda. */
export function apiEvent(name: ContractName, init: ApiEventInit = {}): APIGatewayProxyEventV2 {
  const { method, path } = contracts[name];
  const rawPath = path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(init.pathParameters?.[key] ?? key));
  const text = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    ...init.headers,
  };
  const rawQueryString = new URLSearchParams(init.query ?? {}).toString();
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath,
    rawQueryString,
    headers,
    ...(init.query ? { queryStringParameters: init.query } : {}),
    ...(init.pathParameters ? { pathParameters: init.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'test.local',
      domainPrefix: 'test',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: init.sourceIp ?? '127.0.0.1', userAgent: 'jest' },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(text === undefined ? {} : { body: init.base64 ? Buffer.from(text).toString('base64') : text }),
    isBase64Encoded: Boolean(init.base64),
  };
}

export const lambdaContext = {
  awsRequestId: 'test',
  functionName: 'test',
  getRemainingTimeInMillis: () => 30_000,
} as unknown as Context;

export interface ApiResult {
  status: number;
  headers: Record<string, string>;
  body: any;
}

/** Reads a handler's structured result: status, headers and the JSON body. */
export function readResult(result: APIGatewayProxyStructuredResultV2): ApiResult {
  return {
    status: result.statusCode ?? 200,
    headers: (result.headers ?? {}) as Record<string, string>,
    body: result.body ? JSON.parse(result.body) : undefined,
  };
}
