import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { keys } from '../../../shared/db/keys';
import { createTestAdmin } from '../../support/create-test-admin';
import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { testDynamo } from '../../support/test-dynamo';

let app: LocalApp;
beforeAll(async () => { app = await startLocalApp(); });
afterAll(() => app?.stop());

const login = (username: unknown, password: unknown) =>
  request(app.baseUrl, 'POST', '/api/auth/admin/login', { body: { username, password } });

describe('POST /auth/admin/login', () => {
  it('gives an admin token valid for at most 12 hours that opens admin routes', async () => {
    await createTestAdmin('ops-lead', 'a long admin password');
    const ok = await login('ops-lead', 'a long admin password');
    expect(ok.status).toBe(200);
    const claims = decodeJwt(ok.body.token);
    expect(claims).toMatchObject({ sub: 'admin:ops-lead', role: 'admin' });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(12 * 3600);
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: ok.body.token })).status).toBe(200);
  });

  it('locks the account for 15 minutes after 5 wrong passwords, then lets the right one in', async () => {
    await createTestAdmin('locked-admin', 'the right password!');
    for (let i = 1; i <= 4; i += 1) {
      expect(await login('locked-admin', `wrong ${i}`)).toMatchObject({ status: 401, body: { error: { message: 'Invalid username or password' } } });
    }
    const fifth = await login('locked-admin', 'wrong 5');
    expect(fifth).toMatchObject({ status: 429, body: { error: { message: 'Too many failed attempts. This account is locked for 15 minutes. Try again later.' } } });
    expect((await login('locked-admin', 'the right password!')).status).toBe(429);

    app.runtime.clock.advance(15);
    expect((await login('locked-admin', 'the right password!')).status).toBe(200);
  });

  it.each([
    ['a missing password', { username: 'x' }, 'Password is required'],
    ['a number for a username', { username: 42, password: 'x' }, expect.any(String)],
    ['an extra field', { username: 'x', password: 'y', role: 'admin' }, expect.stringContaining('Unrecognized key')],
  ])('refuses %s with 400', async (_what, body, message) => {
    const result = await request(app.baseUrl, 'POST', '/api/auth/admin/login', { body });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toEqual(message);
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    expect(await login('nobody-here', 'whatever')).toMatchObject({ status: 401, body: { error: { message: 'Invalid username or password' } } });
  });

  it('refuses a deactivated admin account on its next request', async () => {
    await createTestAdmin('soon-gone', 'soon gone password');
    const { body } = await login('soon-gone', 'soon gone password');
    const { doc, tables } = testDynamo();
    await doc.send(new UpdateCommand({ TableName: tables.data, Key: keys.adminAccount('soon-gone'), UpdateExpression: 'SET isActive = :no', ExpressionAttributeValues: { ':no': false } }));
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: body.token })).status).toBe(401);
  });
});
