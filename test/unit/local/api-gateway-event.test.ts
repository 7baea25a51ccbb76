import type { IncomingMessage } from 'node:http';
import { toApiGatewayEvent } from '../../../local/api-gateway-event';

function request(headers: IncomingMessage['headers'], method = 'PUT'): IncomingMessage {
  return {
    method,
    headers,
    httpVersion: '1.1',
    socket: { remoteAddress: '::ffff:10.0.0.7' },
  } as unknown as IncomingMessage;
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
        http: {
          method: 'PUT',
          path: '/tasks/a%20b/status',
          sourceIp: '10.0.0.7',
          protocol: 'HTTP/1.1',
          userAgent: 'test',
        },
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

  describe('the client address', () => {
    const eventFrom = (peer: string, forwardedFor: string | undefined, trustedProxies?: string[]) =>
      toApiGatewayEvent({
        req: {
          method: 'GET',
          httpVersion: '1.1',
          headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
          socket: { remoteAddress: peer },
        } as unknown as IncomingMessage,
        routeKey: 'GET /tasks',
        rawPath: '/tasks',
        rawQueryString: '',
        pathParameters: {},
        body: Buffer.alloc(0),
        requestId: 'r',
        trustedProxies,
      }).requestContext.http.sourceIp;

    it.each([
      ['the socket peer, IPv4-mapped form unwrapped', '::ffff:127.0.0.2', undefined, undefined, '127.0.0.2'],
      [
        'the socket peer, X-Forwarded-For ignored without a trusted proxy',
        '127.0.0.3',
        '203.0.113.9',
        undefined,
        '127.0.0.3',
      ],
      ['the socket peer when it is not the trusted proxy', '127.0.0.3', '203.0.113.9', ['127.0.0.1'], '127.0.0.3'],
      [
        'the right-most forwarded address from a trusted proxy',
        '127.0.0.1',
        '198.51.100.1, 203.0.113.9',
        ['127.0.0.1'],
        '203.0.113.9',
      ],
      [
        'past a chain of trusted proxies',
        '127.0.0.1',
        '203.0.113.9, 10.0.0.5',
        ['127.0.0.1', '10.0.0.5'],
        '203.0.113.9',
      ],
      ['the proxy itself when it forwarded nothing', '127.0.0.1', undefined, ['127.0.0.1'], '127.0.0.1'],
      ['the proxy itself when the forwarded value is no address', '127.0.0.1', 'not-an-ip', ['127.0.0.1'], '127.0.0.1'],
    ])('is %s', (_what, peer, forwardedFor, trusted, expected) =>
      expect(eventFrom(peer, forwardedFor, trusted)).toBe(expected),
    );
  });
});
