import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { dynamoCallerDirectory } from '../../../lambdas/adapters/aws/caller-directory';
import { dynamoContactMessages } from '../../../lambdas/adapters/aws/dynamo-contact-messages';
import { dynamoRateLimiter } from '../../../lambdas/adapters/aws/dynamo-rate-limiter';
import { randomIds } from '../../../lambdas/adapters/crypto/random-ids';
import { joseTokenService } from '../../../lambdas/adapters/jwt/jose-token-service';
import { makeHandler as makeAdminList } from '../../../lambdas/handlers/api/list-contact-messages';
import { makeHandler as makeSubmit } from '../../../lambdas/handlers/api/submit-contact';
import { DEFAULT_RATE_LIMITS } from '#core/abuse/domain/rate-limits';
import { keys } from '#shared/db/keys';
import { apiEvent, lambdaContext, readResult, type ApiEventInit } from '../../support/api-event';
import { fakeClock } from '../../support/fake-clock';
import { testClockStart } from '../../support/test-clock';
import { GENEROUS_RATE_LIMITS } from '../../support/generous-rate-limits';
import { TEST_JWT_KEY } from '../../support/memory-auth-deps';
import { testDynamo } from '../../support/test-dynamo';
import { memoryMetrics } from '../../support/memory/memory-metrics';

describe('the contact form through its handlers on DynamoDB Local', () => {
  const { doc, tables } = testDynamo();
  const clock = fakeClock(testClockStart().toISOString());
  const tokens = joseTokenService({ key: async () => TEST_JWT_KEY, clock });
  const deps = {
    clock,
    tokens,
    ids: randomIds,
    callers: dynamoCallerDirectory(doc, tables.data),
    contactMessages: dynamoContactMessages(doc, tables.data),
    rateLimiter: dynamoRateLimiter(doc, tables.auth, clock, GENEROUS_RATE_LIMITS),
    metrics: memoryMetrics(),
  };
  const submit = makeSubmit(() => deps);
  const adminList = makeAdminList(() => deps);

  const send = async (init: ApiEventInit) => readResult(await submit(apiEvent('submitContact', init), lambdaContext));
  const list = async (init: ApiEventInit) =>
    readResult(await adminList(apiEvent('adminListContactMessages', init), lambdaContext));

  async function adminToken(): Promise<string> {
    const username = `admin-${randomUUID()}`;
    await doc.send(
      new PutCommand({
        TableName: tables.data,
        Item: { ...keys.adminAccount(username), type: 'admin_account', username, isActive: true },
      }),
    );
    return (await tokens.issue({ sub: `admin:${username}`, role: 'admin', sv: 0 }, 3600)).token;
  }
  async function userToken(): Promise<string> {
    const id = `user-${randomUUID()}`;
    await doc.send(
      new PutCommand({
        TableName: tables.data,
        Item: { ...keys.user(id), type: 'user', id, role: 'user', isActive: true },
      }),
    );
    return (await tokens.issue({ sub: id, role: 'user', sv: 0 }, 3600)).token;
  }

  it('stores a message from anyone (201) and shows it to an admin, newest first', async () => {
    const subject = `Billing ${randomUUID()}`;
    clock.advanceMinutes(1);
    expect(
      await send({
        body: { name: 'Grace Hopper', email: 'grace@example.com', subject, message: 'Where is my receipt?' },
      }),
    ).toMatchObject({
      status: 201,
      body: { message: 'Thanks! Your message has been sent.' },
    });
    clock.advanceMinutes(1);
    expect(
      (
        await send({
          body: { name: 'Alan Turing', email: 'alan@example.com', subject: '', message: 'No subject here' },
        })
      ).status,
    ).toBe(201);

    // Other test files write to the same inbox at the same time: find this test's two messages in it.
    const result = await list({ token: await adminToken(), query: { page: '1', limit: '100' } });
    expect(result.status).toBe(200);
    expect(result.body.total).toBeGreaterThanOrEqual(2);
    const mine = result.body.messages.filter(
      (m: { subject: string; message: string }) => m.subject === subject || m.message === 'No subject here',
    );
    expect(mine).toEqual([
      {
        id: expect.any(String),
        name: 'Alan Turing',
        email: 'alan@example.com',
        subject: '',
        message: 'No subject here',
        createdAt: clock.now().toISOString(),
      },
      {
        id: expect.any(String),
        name: 'Grace Hopper',
        email: 'grace@example.com',
        subject,
        message: 'Where is my receipt?',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('refuses a bad message with 400 and the field at fault, storing nothing', async () => {
    const token = await adminToken();
    const before = (await list({ token })).body.total;
    const missing = await send({ body: { name: '', email: 'not-an-email', message: '   ' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('validation_failed');
    expect(missing.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'message', 'name']);
    expect((await send({ body: { name: 'A', email: 'a@example.com', message: 'x', extra: 'field' } })).status).toBe(
      400,
    );
    expect((await send({ rawBody: '{not json' })).status).toBe(400);
    expect((await send({ body: { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) } })).status).toBe(400);
    expect((await list({ token })).body.total).toBe(before);
  });

  it('lets only admins read the messages', async () => {
    expect((await list({})).status).toBe(401);
    expect((await list({ token: 'not-a-token' })).status).toBe(401);
    expect((await list({ token: await userToken() })).status).toBe(403);
    expect((await list({ token: await adminToken(), query: { page: '0' } })).status).toBe(400);
  });

  it('counts messages per client address too: new email addresses from one client stop at 5 an hour (429, Retry-After)', async () => {
    const strict = makeSubmit(() => ({
      ...deps,
      rateLimiter: dynamoRateLimiter(doc, tables.auth, clock, DEFAULT_RATE_LIMITS),
    }));
    const client = `127.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const from = (i: number, sourceIp = client) =>
      strict(
        apiEvent('submitContact', { body: { name: 'Rate', email: `rate+${i}@example.com`, message: 'Hi' }, sourceIp }),
        lambdaContext,
      ).then(readResult);
    for (let i = 0; i < 5; i += 1) expect((await from(i)).status).toBe(201);
    const refused = await from(5);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(refused.body.retryAfterSeconds);
    expect(refused.body.error.message).toMatch(/^You have sent several messages from this network recently\./);
    expect((await from(6, '127.0.0.3')).status).toBe(201);
  });

  it('refuses control characters and direction overrides in every stored field, storing nothing', async () => {
    const token = await adminToken();
    const before = (await list({ token })).body.total;
    const good = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Line one\nLine two' };
    for (const [field, value, message] of [
      ['name', 'Ada\u0000', 'Name contains control characters (line breaks and tabs included)'],
      ['name', '\u200B\u200B', 'Name must contain visible characters'],
      ['email', 'ada\u202E@example.com', 'Email contains text-direction control characters'],
      ['subject', 'Hi\u0007', 'Subject contains control characters (line breaks and tabs included)'],
      ['subject', 'Hi\u2066there', 'Subject contains text-direction control characters'],
      ['message', 'bell\u0007', 'Message contains control characters'],
      ['message', 'broken \uD83D here', 'Message contains an incomplete character (a lone surrogate)'],
    ] as const) {
      const refused = await send({ rawBody: JSON.stringify({ ...good, [field]: value }) });
      expect({ field, status: refused.status, message: refused.body.error.message }).toEqual({
        field,
        status: 400,
        message,
      });
    }
    expect((await list({ token })).body.total).toBe(before);
  });
});
