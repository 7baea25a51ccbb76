import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { Contract, ContractName, Contracts, Schema } from '#shared/contracts';
import { routes } from '#shared/runtime/routes';
import { DomainError } from '#core/kernel/errors';
import { maskPhone } from '#shared/phone';
import { authenticate, type AuthDeps, type AuthenticatedCaller } from './authenticate';
import {
  calendarResponse,
  compressedIfLarge,
  errorResponse,
  internalErrorResponse,
  jsonResponse,
} from './http-response';
import { observed } from '../observability/invocation';
import { log } from '../observability/log';
import { maskAddress } from '../observability/mask-address';
import { checkOrigin, clientAddress } from './origin-check';
import { parseRequest, readRawBody } from './parse-request';
import { errorStack } from '../observability/error-stack';

type Out<S> = S extends Schema ? z.output<S> : undefined;
type C<N extends ContractName> = Contracts[N];

export interface ApiRequest<N extends ContractName, D> {
  body: Out<C<N> extends { body: infer B } ? B : undefined>;
  query: Out<C<N> extends { query: infer Q } ? Q : undefined>;
  params: Out<C<N> extends { params: infer P } ? P : undefined>;
  /** The raw body text, for routes whose contract says rawBody (signature checks). */
  rawBody: string;
  headers: Record<string, string | undefined>;
  /** Null only on public routes. */
  caller: (typeof routes)[N]['auth'] extends 'public' ? AuthenticatedCaller | null : AuthenticatedCaller;
  deps: D;
  requestId: string;
  /** The client's address (CloudFront's view of it in the cloud, the socket's locally). */
  sourceIp?: string;
}

/** The number a request was about, masked, for the log line of a refusal. */
function maskedPhoneOf(parsed: { body: unknown }): string | undefined {
  const phone = (parsed.body as { phoneNumber?: unknown } | undefined)?.phoneNumber;
  return typeof phone === 'string' ? maskPhone(phone) : undefined;
}

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The one middy stack for every API Lambda: auth by the route table's level, contract parsing, the use
 * case, the response checked against the contract (so nothing undeclared leaks), errors mapped to statuses
 * in one place, and one log line per request carrying its correlation id (observed). The handler passes its own
 * contract (from shared/contracts/api/) so its bundle carries no other route's schemas; the types make it the one named.
 */
export function apiHandler<N extends ContractName, D extends AuthDeps>(
  name: N,
  routeContract: C<N>,
  deps: () => D,
  run: (request: ApiRequest<N, D>) => Promise<z.input<C<N>['response']>>,
): ApiHandler {
  const contract: Contract = routeContract;
  const level = routes[name].auth;

  const base = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const d = deps();
    const throughCloudFront = await checkOrigin(event, d.originSecret);
    const sourceIp = clientAddress(event, throughCloudFront);
    const caller = await authenticate(level, event, d);
    const parsed = parseRequest(contract, event);
    const result = await run({
      ...parsed,
      rawBody: readRawBody(event),
      headers: event.headers ?? {},
      caller,
      deps: d,
      requestId: event.requestContext?.requestId ?? '',
      sourceIp,
    } as ApiRequest<N, D>).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'rate_limited') {
        d.metrics.count('RateLimitRefusals', { Limit: error.extras.limit ?? 'other' });
        // Who hit which limit, masked: the address to its network, the number to its last 4 digits.
        log('warn', 'rate_limit.refused', {
          route: name,
          limit: error.extras.limit,
          ip: maskAddress(sourceIp),
          phone: maskedPhoneOf(parsed),
        });
      }
      throw error;
    });
    const body = contract.response.parse(result);
    const response =
      contract.produces === 'text/calendar'
        ? calendarResponse(body as { calendar: string; etag: string }, event.headers ?? {})
        : compressedIfLarge(
            jsonResponse(
              contract.successStatus,
              body,
              contract.cacheSeconds ? { 'cache-control': `public, max-age=${contract.cacheSeconds}` } : {},
            ),
            event.headers ?? {},
          );
    log('info', 'request.handled', { route: name, status: response.statusCode });
    return response;
  };

  const stack = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use({
      onError: async (request) => {
        const error = request.error;
        if (error instanceof DomainError) {
          request.response = errorResponse(error);
          log('info', 'request.rejected', { route: name, status: request.response.statusCode, code: error.code });
        } else {
          request.response = internalErrorResponse();
          log('error', 'request.failed', {
            route: name,
            status: request.response.statusCode,
            error: errorStack(error),
          });
        }
      },
    })
    .handler(base);
  // API Gateway's request id is the correlation id: the client sees it in the apigw-requestid header.
  return observed(
    (event, context) => stack(event, context as Context),
    (event) => event.requestContext?.requestId,
  );
}
