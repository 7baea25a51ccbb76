import type { IncomingMessage } from 'node:http';
import { toApiGatewayEvent } from '../../../infra/local/api-gateway-event';

function request(headers: IncomingMessage['headers'], method = 'PUT'): IncomingMessage {
  return { method, headers, httpVersion: '1.1', socket: { remoteAddress: '::ffff:10.0.0.7' } } as unknown as IncomingMessage;
}

describe('toApiGatewayEvent', () => {
  it('carries path parameters, the route key and the body as text', () => {
    const event = toApiGatewayEvent({
      req: request({ host: 'localhost:3000', 'content-type': 'application/json', 'user-agent': 'test' }),
      routeKey: 'PUT /tasks/{id}/status',
      rawPath: '/tasks/a%20b/status',
      rawQueryString: '',
      pathParameters: { id: 'a b' },
      body: Buffer.from('{"status":"completed"}'),
      requestId: 'req-1',
    });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PUT /tasks/{id}/status',
      rawPath: '/tasks/a%20b/status',
      pathParameters: { id: 'a b' },
      body: '{"status":"completed"}',
      isBase64Encoded: false,
      headers: { host: 'localhost:3000', 'content-type': 'application/json', 'user-agent': 'test' },
      requestContext: {
        requestId: 'req-1',
        routeKey: 'PUT /tasks/{id}/status',
        domainName: 'localhost:3000',
        http: { method: 'PUT', path: '/tasks/a%20b/status', sourceIp: '10.0.0.7', protocol: 'HTTP/1.1', userAgent: 'test' },
      },
    });
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.cookies).toBeUndefined();
  });

  it('joins repeated headers with commas, as API Gateway does', () => {
    const event = toApiGatewayEvent({
      req: request({ 'x-forwarded-for': ['1.1.1.1', '2.2.2.2'] }, 'GET'),
      routeKey: 'GET /tasks',
      rawPath: '/tasks',
      rawQueryString: 'x=1',
      pathParameters: {},
      body: Buffer.alloc(0),
      requestId: 'req-2',
    });
    expect(event.headers['x-forwarded-for']).toBe('1.1.1.1,2.2.2.2');
    expect(event.queryStringParameters).toEqual({ x: '1' });
    expect(event.pathParameters).toBeUndefined();
    expect(event.body).toBeUndefined();
  });
});
