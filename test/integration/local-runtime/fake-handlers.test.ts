import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, SNSEvent } from 'aws-lambda';
import { createLocalRuntime } from '../../../local/local-runtime';
import { createLocalServer, type LocalServer } from '../../../local/local-server';
import { routes } from '#shared/runtime/routes';
import { eventHandlers } from '#shared/runtime/event-handlers';
import { TABLE_ENV } from '#shared/db/tables';
import { postJson } from './local-http';

/**
 * The dispatch itself, seen from inside a handler: a repository root of our own whose handler files
 * echo what they receive, so the events' exact shape can be checked.
 */
const ECHO_API_HANDLER = `
exports.makeHandler = (deps) => async (event, context) => ({
  statusCode: 202,
  headers: { 'content-type': 'application/json', 'x-echo': 'yes' },
  cookies: ['a=1; Path=/', 'b=2; Path=/'],
  body: JSON.stringify({ event, functionName: context.functionName, clockWorks: deps().clock.now() instanceof Date }),
});
`;
const RECORDING_INBOUND_HANDLER = `
exports.makeHandler = () => async (event) => { (globalThis.__inboundEvents ??= []).push(event); };
`;

function localServerAt(rootDir: string): LocalServer {
  const runtime = createLocalRuntime({
    dataDir: null,
    dynamoEndpoint: process.env.DYNAMODB_ENDPOINT!,
    tables: { data: process.env[TABLE_ENV.Data]!, auth: process.env[TABLE_ENV.Auth]! },
  });
  return createLocalServer({ rootDir, runtime, webDistDir: join(rootDir, 'no-dist') });
}

describe('with handler files that echo their event', () => {
  let root: string;
  let server: LocalServer;
  let baseUrl: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nagtext-local-'));
    for (const [entry, source] of [
      [routes.login.handler, ECHO_API_HANDLER],
      [eventHandlers.inboundSms.handler, RECORDING_INBOUND_HANDLER],
    ] as const) {
      mkdirSync(join(root, entry, '..'), { recursive: true });
      writeFileSync(join(root, entry), source);
    }
    server = localServerAt(root);
    baseUrl = `http://127.0.0.1:${await server.listen(0)}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('builds an API Gateway HTTP API payload 2.0 event and writes the result back as given', async () => {
    const response = await fetch(`${baseUrl}/api/auth/login?b=2&a=1&a=3&plus=%2B1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Custom-Header': 'Mixed', cookie: 'c1=x; c2=y' },
      body: JSON.stringify({ phoneNumber: '+15551234567' }),
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const { event, functionName, clockWorks } = (await response.json()) as {
      event: APIGatewayProxyEventV2;
      functionName: string;
      clockWorks: boolean;
    };
    expect(functionName).toBe('login');
    expect(clockWorks).toBe(true);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /auth/login',
      rawPath: '/auth/login',
      rawQueryString: 'b=2&a=1&a=3&plus=%2B1',
      queryStringParameters: { a: '1,3', b: '2', plus: '+1' },
      cookies: ['c1=x', 'c2=y'],
      body: '{"phoneNumber":"+15551234567"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/auth/login', sourceIp: '127.0.0.1' }, stage: '$default' },
    });
    expect(event.headers['x-custom-header']).toBe('Mixed');
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves out body and query string parameters when there are none', async () => {
    const response = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST' });
    const { event } = (await response.json()) as { event: APIGatewayProxyEventV2 };
    expect(event.body).toBeUndefined();
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.rawQueryString).toBe('');
  });

  it('delivers a reply as the production SNS event carrying the two-way SMS JSON', async () => {
    const phone = '+15557654321';
    const response = await postJson(baseUrl, '/dev/sms/reply', { from: '(555) 765-4321', body: '  snooze 10  ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      reply: {
        messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        channel: 'sms',
        to: '+15550000000',
        from: phone,
        body: 'snooze 10',
        sentAt: expect.any(String),
        status: 'received',
      },
    });
    const events = (globalThis as { __inboundEvents?: SNSEvent[] }).__inboundEvents ?? [];
    expect(events).toHaveLength(1);
    const record = events[0]!.Records[0]!;
    expect(record.EventSource).toBe('aws:sns');
    expect(JSON.parse(record.Sns.Message)).toEqual({
      originationNumber: phone,
      destinationNumber: '+15550000000',
      messageBody: 'snooze 10',
      messageKeyword: 'SNOOZE',
      inboundMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      previousPublishedMessageId: '',
    });
    expect(Number.isNaN(Date.parse(record.Sns.Timestamp))).toBe(false);
  });
});

describe('with no handler files at all', () => {
  let root: string;
  let server: LocalServer;
  let baseUrl: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nagtext-local-'));
    server = localServerAt(root);
    baseUrl = `http://127.0.0.1:${await server.listen(0)}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 501 for a route whose handler is not built yet', async () => {
    const response = await postJson(baseUrl, '/api/auth/login', { phoneNumber: '+15551234567' });
    expect(response.status).toBe(501);
    expect(await response.json()).toEqual({
      error: { code: 'not_implemented', message: 'This endpoint is not available yet' },
    });
  });

  it('refuses a reply it cannot deliver, and does not pretend it arrived', async () => {
    const response = await postJson(baseUrl, '/dev/sms/reply', { from: '+15551234567', body: 'DONE' });
    expect(response.status).toBe(501);
    const texts = (await (await fetch(`${baseUrl}/dev/sms?phone=%2B15551234567`)).json()) as { messages: unknown[] };
    expect(texts.messages).toEqual([]);
  });

  it('shows how to build the web app when web/dist is missing', async () => {
    const response = await fetch(`${baseUrl}/reminders`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('npm run build:web');
  });
});
