import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { contracts } from '#shared/contracts';
import { internalErrorResponse } from '../lambdas/http/http-response';
import type { ApiHandler } from '../lambdas/http/api-handler';
import { log } from '../lambdas/observability/log';
import { routes } from '#shared/runtime/routes';
import { toApiGatewayEvent } from './api-gateway-event';
import { HandlerNotBuiltError, type HandlerLoader } from './handler-loader';
import { lambdaContext } from './lambda-context';
import { readBody } from './read-body';
import { matchRoute } from './route-matcher';
import { sendError } from './send-json';
import { errorStack } from '../lambdas/observability/error-stack';

export const API_PREFIX = '/api';

const NOT_IMPLEMENTED = 'This endpoint is not available yet';

/**
 * Writes a Lambda's API Gateway v2 result the way API Gateway would, dated by the app's clock (as API Gateway's
 * Date header is by the real one): the web reads the app's time from it.
 */
function writeResult(res: ServerResponse, result: APIGatewayProxyResultV2, now: Date): void {
  res.setHeader('date', now.toUTCString());
  if (typeof result !== 'object' || result === null) {
    // A bare value: API Gateway answers 200 with it as a JSON body.
    const text = typeof result === 'string' ? result : JSON.stringify(result);
    res.writeHead(200, { 'content-type': 'application/json' }).end(text);
    return;
  }
  const body =
    result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, String(value));
  if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
  res.setHeader('content-length', body.length);
  res.writeHead(result.statusCode ?? 200);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * `/api/*`: finds the contract by method and path, then runs the route's real handler module with an
 * API Gateway HTTP API (payload 2.0) event, exactly as the deployed Lambda would be invoked.
 */
export function createApiDispatcher(
  loader: HandlerLoader,
  options: { trustedProxies?: readonly string[]; clock?: { now(): Date } } = {},
) {
  return async function dispatchApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const rawPath = url.pathname.slice(API_PREFIX.length) || '/';
    const match = matchRoute(method, rawPath);
    if (match.kind === 'not_found') {
      sendError(res, 404, 'not_found', `No API endpoint at ${rawPath}`);
      return;
    }
    if (match.kind === 'method_not_allowed') {
      sendError(
        res,
        405,
        'method_not_allowed',
        `${method} is not allowed on ${rawPath} (allowed: ${match.allow.join(', ')})`,
        {
          headers: { allow: match.allow.join(', ') },
        },
      );
      return;
    }
    const entry = routes[match.name].handler;
    const body = await readBody(req);
    const requestId = randomUUID();
    const contract = contracts[match.name];
    const event = toApiGatewayEvent({
      req,
      routeKey: `${contract.method} ${contract.path}`,
      rawPath,
      rawQueryString: url.search.slice(1),
      pathParameters: match.pathParameters,
      body,
      requestId,
      trustedProxies: options.trustedProxies,
    });
    let result: APIGatewayProxyResultV2;
    try {
      const handler = entry && loader.exists(entry) ? await loader.load<ApiHandler>(entry) : loader.unbuilt(match.name);
      result = await handler(event, lambdaContext(match.name, requestId));
    } catch (error) {
      if (error instanceof HandlerNotBuiltError) {
        sendError(res, 501, 'not_implemented', NOT_IMPLEMENTED);
        return;
      }
      // What API Gateway does when the function itself fails: a bare 500, no internals.
      log('error', 'local.handler_crashed', { route: match.name, requestId, error: errorStack(error) });
      result = internalErrorResponse();
    }
    writeResult(res, result, options.clock?.now() ?? new Date());
  };
}
