import { SignJWT } from 'jose';
import { contracts, type ContractName } from '../../../shared/contracts';
import { routes, type AuthLevel } from '../../../infra/routes';
import { createTestAdmin } from '../../support/create-test-admin';
import { request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';

/**
 * Every route of infra/routes.ts against every kind of caller, over HTTP through the local runtime
 * (the real handlers, the real middy stack). Routes still without a handler get the same auth check
 * before their 501, so a route is covered from the day it is declared.
 */
type Caller = 'none' | 'malformed' | 'otherKey' | 'expired' | 'algNone' | 'user' | 'otherUser' | 'deactivated' | 'admin';
/** `open`: past the auth check (any status but 401, 403 and 5xx other than 501). `notFound`: 404. */
type Expected = 401 | 403 | 'open' | 'notFound';

// The expected table, one row per auth level. Reading across: who gets in.
const EXPECTED: Record<AuthLevel, Record<Caller, Expected>> = {
  //       none  malformed otherKey expired algNone user    otherUser  deactivated admin
  public: { none: 'open', malformed: 'open', otherKey: 'open', expired: 'open', algNone: 'open', user: 'open', otherUser: 'open', deactivated: 'open', admin: 'open' },
  user: { none: 401, malformed: 401, otherKey: 401, expired: 401, algNone: 401, user: 'open', otherUser: 'open', deactivated: 401, admin: 403 },
  admin: { none: 401, malformed: 401, otherKey: 401, expired: 401, algNone: 401, user: 403, otherUser: 403, deactivated: 401, admin: 'open' },
};
/** User routes that name one of the user's own resources: another user reaching for it finds nothing. */
const OWNED_RESOURCE_ROUTES: ContractName[] = ['updateTask', 'deleteTask', 'updateTaskStatus'];

const CALLERS = Object.keys(EXPECTED.public) as Caller[];
const NAMES = Object.keys(contracts) as ContractName[];

let app: LocalApp;
const tokens = {} as Record<Caller, string | undefined>;
let ownerTaskId = 'task-of-user';

beforeAll(async () => {
  app = await startLocalApp();
  const owner = await signUpOverHttp(app.baseUrl);
  const other = await signUpOverHttp(app.baseUrl);
  const deactivated = await signUpOverHttp(app.baseUrl);
  await app.runtime.deps().users.update(deactivated.user.id, { isActive: false }, new Date().toISOString());
  await createTestAdmin('matrix-admin', 'matrix-admin-password');
  const adminLogin = await request(app.baseUrl, 'POST', '/api/auth/admin/login', { body: { username: 'matrix-admin', password: 'matrix-admin-password' } });
  expect(adminLogin.status).toBe(200);

  const tokenService = app.runtime.deps().tokens;
  const foreignKey = new TextEncoder().encode('a-different-signing-key-that-is-long-enough');
  const unsigned = (claims: object) =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  Object.assign(tokens, {
    none: undefined,
    malformed: 'not-a-jwt',
    otherKey: await new SignJWT({ role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setSubject(owner.user.id).setIssuer('nagtext').setExpirationTime('1h').sign(foreignKey),
    expired: (await tokenService.issue({ sub: owner.user.id, role: 'user' }, -60)).token,
    algNone: unsigned({ sub: owner.user.id, role: 'admin', iss: 'nagtext', exp: Math.floor(Date.now() / 1000) + 3600 }),
    user: owner.token,
    otherUser: other.token,
    deactivated: deactivated.token,
    admin: adminLogin.body.token,
  });
  // Once tasks exist, the owner's own task is the resource the other user reaches for.
  const created = await request(app.baseUrl, 'POST', '/api/tasks', { token: owner.token, body: { task: 'Matrix task', scheduledDate: '2030-01-01', scheduledTime: '09:00', repeat: 'once' } });
  if (created.status === 201) ownerTaskId = created.body.id;
}, 60_000);

afterAll(() => app?.stop());

function pathFor(name: ContractName): string {
  // Admin routes get an id nobody has, so an admitted admin can never change a real account here.
  return `/api${contracts[name].path.replace('{id}', ownerTaskId).replace('{userId}', 'matrix-no-such-user')}`;
}

function check(name: ContractName, expected: Expected, status: number): void {
  const hasHandler = Boolean(routes[name].handler);
  const label = `${contracts[name].method} ${contracts[name].path}`;
  if (typeof expected === 'number') {
    expect({ label, status }).toEqual({ label, status: expected });
  } else if (expected === 'notFound' && hasHandler) {
    expect({ label, status }).toEqual({ label, status: 404 });
  } else {
    expect({ label, admitted: status !== 401 && status !== 403 && (status < 500 || status === 501) }).toEqual({ label, admitted: true });
  }
}

describe('the route table', () => {
  it.each(NAMES)('%s has an auth level the matrix knows', (name) => {
    expect(Object.keys(EXPECTED)).toContain(routes[name]?.auth);
  });

  it('declares no route that has no contract', () => {
    expect(Object.keys(routes).sort()).toEqual([...NAMES].sort());
  });
});

describe('authorization matrix', () => {
  const cells = NAMES.flatMap((name) => CALLERS.map((caller) => [name, caller] as const));

  it.each(cells)('%s as %s', async (name, caller) => {
    const level = routes[name].auth;
    let expected = EXPECTED[level][caller];
    if (caller === 'otherUser' && level === 'user' && OWNED_RESOURCE_ROUTES.includes(name)) expected = 'notFound';
    const { method } = contracts[name];
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const result = await request(app.baseUrl, method, pathFor(name), { token: tokens[caller], body });
    check(name, expected, result.status);
  });
});

describe('account changes apply on the next request', () => {
  it('a user promoted to admin reaches admin routes at once, and loses them when demoted', async () => {
    const user = await signUpOverHttp(app.baseUrl);
    const users = app.runtime.deps().users;
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: user.token })).status).toBe(403);
    await users.update(user.user.id, { role: 'admin' }, new Date().toISOString());
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: user.token })).status).toBe(200);
    await users.update(user.user.id, { role: 'user' }, new Date().toISOString());
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: user.token })).status).toBe(403);
  });

  it('a deactivated user is refused with the same token that worked a moment ago', async () => {
    const user = await signUpOverHttp(app.baseUrl);
    expect((await request(app.baseUrl, 'GET', '/api/user/profile', { token: user.token })).status).toBe(200);
    await app.runtime.deps().users.update(user.user.id, { isActive: false }, new Date().toISOString());
    const refused = await request(app.baseUrl, 'GET', '/api/user/profile', { token: user.token });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/no longer active/);
  });
});
