import { SignJWT } from 'jose';
import { contracts, type ContractName } from '#shared/contracts';
import { routes, type AuthLevel } from '#shared/runtime/routes';
import { createTestAdmin } from '../../support/create-test-admin';
import { lastCodeTo, request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';

/**
 * Every route of shared/runtime/routes.ts against every kind of caller, over HTTP through the local runtime
 * (the real handlers, the real middy stack). Routes still without a handler get the same auth check
 * before their 501, so a route is covered from the day it is declared.
 */
type Caller =
  'none' | 'malformed' | 'otherKey' | 'expired' | 'algNone' | 'user' | 'otherUser' | 'deactivated' | 'admin';
/** `open`: past the auth check (any status but 401, 403 and 5xx other than 501). `notFound`: 404. */
type Expected = 401 | 403 | 'open' | 'notFound';

// The expected table, one row per auth level. Reading across: who gets in.
const EXPECTED: Record<AuthLevel, Record<Caller, Expected>> = {
  //       none  malformed otherKey expired algNone user    otherUser  deactivated admin
  public: {
    none: 'open',
    malformed: 'open',
    otherKey: 'open',
    expired: 'open',
    algNone: 'open',
    user: 'open',
    otherUser: 'open',
    deactivated: 'open',
    admin: 'open',
  },
  user: {
    none: 401,
    malformed: 401,
    otherKey: 401,
    expired: 401,
    algNone: 401,
    user: 'open',
    otherUser: 'open',
    deactivated: 401,
    admin: 403,
  },
  admin: {
    none: 401,
    malformed: 401,
    otherKey: 401,
    expired: 401,
    algNone: 401,
    user: 403,
    otherUser: 403,
    deactivated: 401,
    admin: 'open',
  },
  session: {
    none: 401,
    malformed: 401,
    otherKey: 401,
    expired: 401,
    algNone: 401,
    user: 'open',
    otherUser: 'open',
    deactivated: 401,
    admin: 'open',
  },
};
/** Routes that end the session they are called with (or all of the account's): each cell gets sessions of its own. */
const SESSION_ENDING_ROUTES: ContractName[] = ['logout', 'logoutEverywhere'];
/** User routes that name one of the user's own resources: another user reaching for it finds nothing. */
const OWNED_RESOURCE_ROUTES: ContractName[] = ['updateTask', 'deleteTask', 'updateTaskStatus', 'getTaskHistory'];
/** Bodies that pass validation, so the owned-resource routes get as far as looking the resource up. */
const VALID_BODIES: Partial<Record<ContractName, unknown>> = {
  updateTask: { task: 'Taken over', scheduledDate: '2030-01-01', scheduledTime: '10:00', repeat: 'once' },
  updateTaskStatus: { status: 'done' },
};

const CALLERS = Object.keys(EXPECTED.public) as Caller[];
const NAMES = Object.keys(contracts) as ContractName[];

let app: LocalApp;
const tokens = {} as Record<Caller, string | undefined>;
let ownerTaskId = 'task-of-user';

beforeAll(async () => {
  app = await startLocalApp();
  const owner = await signUpOverHttp(app.baseUrl);
  const other = await signUpOverHttp(app.baseUrl);
  // Reminders need a running subscription: without one every task route answers 402 before looking at ownership.
  for (const account of [owner, other])
    await app.runtime
      .deps()
      .users.update(account.user.id, { subscriptionStatus: 'trialing' }, new Date().toISOString());
  const deactivated = await signUpOverHttp(app.baseUrl);
  await app.runtime.deps().users.update(deactivated.user.id, { isActive: false }, new Date().toISOString());
  const adminToken = await adminSession('matrix-admin');

  const tokenService = app.runtime.deps().tokens;
  const foreignKey = new TextEncoder().encode('a-different-signing-key-that-is-long-enough');
  const unsigned = (claims: object) =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  Object.assign(tokens, {
    none: undefined,
    malformed: 'not-a-jwt',
    otherKey: await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.user.id)
      .setIssuer('nagtext')
      .setExpirationTime('1h')
      .sign(foreignKey),
    expired: (await tokenService.issue({ sub: owner.user.id, role: 'user', sv: 0 }, -60)).token,
    algNone: unsigned({ sub: owner.user.id, role: 'admin', iss: 'nagtext', exp: Math.floor(Date.now() / 1000) + 3600 }),
    user: owner.token,
    otherUser: other.token,
    deactivated: deactivated.token,
    admin: adminToken,
  });
  // Once tasks exist, the owner's own task is the resource the other user reaches for.
  const created = await request(app.baseUrl, 'POST', '/api/tasks', {
    token: owner.token,
    body: { task: 'Matrix task', scheduledDate: '2030-01-01', scheduledTime: '09:00', repeat: 'once' },
  });
  if (created.status === 201) ownerTaskId = created.body.id;
});

afterAll(() => app?.stop());

/** A new admin log-in account (replacing any of that name) and a session of it. */
async function adminSession(username: string, password = `${username}-password`): Promise<string> {
  await createTestAdmin(username, password);
  const answer = await request(app.baseUrl, 'POST', '/api/auth/admin/login', { body: { username, password } });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

/** Logs a number in again through the API: a second session of the same account. */
async function logInOverHttp(phone: string): Promise<string> {
  // The clock moves past the 30 s a number waits between codes (no sleeping).
  app.runtime.clock.advance(1);
  const sent = await request(app.baseUrl, 'POST', '/api/auth/login', { body: { phoneNumber: phone } });
  expect(sent.status).toBe(200);
  const session = await request(app.baseUrl, 'POST', '/api/auth/verify-login-otp', {
    body: { phoneNumber: phone, code: await lastCodeTo(app.baseUrl, phone) },
  });
  expect(session.status).toBe(200);
  return session.body.token as string;
}

/** For the routes that end sessions: the caller's kind of token, from an account of its own. */
async function throwawayToken(caller: Caller): Promise<string | undefined> {
  if (caller === 'user' || caller === 'otherUser') return (await signUpOverHttp(app.baseUrl)).token;
  if (caller === 'admin') return adminSession(`matrix-admin-${Math.random().toString(36).slice(2, 8)}`);
  return tokens[caller];
}

const profileStatus = async (token: string) =>
  (await request(app.baseUrl, 'GET', '/api/user/profile', { token })).status;

function pathFor(name: ContractName): string {
  // Admin routes get an id nobody has, so an admitted admin can never change a real account here.
  return `/api${contracts[name].path.replace('{id}', ownerTaskId).replace('{userId}', 'matrix-no-such-user')}`;
}

function check(name: ContractName, expected: Expected, status: number): void {
  const label = `${contracts[name].method} ${contracts[name].path}`;
  if (typeof expected === 'number') {
    expect({ label, status }).toEqual({ label, status: expected });
  } else if (expected === 'notFound') {
    expect({ label, status }).toEqual({ label, status: 404 });
  } else {
    expect({ label, admitted: status !== 401 && status !== 403 && (status < 500 || status === 501) }).toEqual({
      label,
      admitted: true,
    });
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
    const body = method === 'GET' || method === 'DELETE' ? undefined : (VALID_BODIES[name] ?? {});
    const token = SESSION_ENDING_ROUTES.includes(name) ? await throwawayToken(caller) : tokens[caller];
    const result = await request(app.baseUrl, method, pathFor(name), { token, body });
    check(name, expected, result.status);
  });
});

describe('account changes apply on the next request', () => {
  it('a user promoted to admin must log in again, and the new session reaches admin routes until demoted', async () => {
    const user = await signUpOverHttp(app.baseUrl);
    const users = app.runtime.deps().users;
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: user.token })).status).toBe(403);
    await users.update(user.user.id, { role: 'admin' }, new Date().toISOString());
    const ended = await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: user.token });
    expect(ended).toMatchObject({
      status: 401,
      body: { error: { message: 'Your session has ended. Please log in again.' } },
    });
    const promoted = await logInOverHttp(user.phone);
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: promoted })).status).toBe(200);
    await users.update(user.user.id, { role: 'user' }, new Date().toISOString());
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: promoted })).status).toBe(401);
  });

  it('a deactivated user is refused with the same token that worked a moment ago, and reactivation does not revive it', async () => {
    const user = await signUpOverHttp(app.baseUrl);
    expect(await profileStatus(user.token)).toBe(200);
    await app.runtime.deps().users.update(user.user.id, { isActive: false }, new Date().toISOString());
    const refused = await request(app.baseUrl, 'GET', '/api/user/profile', { token: user.token });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/no longer active/);
    await app.runtime.deps().users.update(user.user.id, { isActive: true }, new Date().toISOString());
    expect(await profileStatus(user.token)).toBe(401);
    expect(await profileStatus(await logInOverHttp(user.phone))).toBe(200);
  });

  it('an admin edit that changes nothing of role or activity keeps the sessions', async () => {
    const user = await signUpOverHttp(app.baseUrl);
    await app.runtime
      .deps()
      .users.update(user.user.id, { role: 'user', isActive: true, firstName: 'Renamed' }, new Date().toISOString());
    expect(await profileStatus(user.token)).toBe(200);
  });
});

describe('sessions the server can end', () => {
  it("POST /auth/logout ends that session only; the same account's other sessions go on", async () => {
    const user = await signUpOverHttp(app.baseUrl);
    const other = await logInOverHttp(user.phone);
    const out = await request(app.baseUrl, 'POST', '/api/auth/logout', { token: user.token });
    expect(out).toMatchObject({ status: 200, body: { message: 'Logged out successfully' } });
    expect(await request(app.baseUrl, 'GET', '/api/user/profile', { token: user.token })).toMatchObject({
      status: 401,
      body: { error: { message: 'Your session has ended. Please log in again.' } },
    });
    expect(await profileStatus(other)).toBe(200);
    // Logging out a session that has ended already is refused like any ended session.
    expect((await request(app.baseUrl, 'POST', '/api/auth/logout', { token: user.token })).status).toBe(401);
  });

  it('POST /auth/logout-everywhere ends every session of the account; a new log-in works', async () => {
    const user = await signUpOverHttp(app.baseUrl);
    const other = await logInOverHttp(user.phone);
    expect((await request(app.baseUrl, 'POST', '/api/auth/logout-everywhere', { token: other })).status).toBe(200);
    expect(await profileStatus(user.token)).toBe(401);
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(await logInOverHttp(user.phone))).toBe(200);
  });

  it('a phone change ends every session; the device that proved the new number gets a fresh one', async () => {
    const user = await signUpOverHttp(app.baseUrl);
    const other = await logInOverHttp(user.phone);
    const newPhone = (await import('../../support/unique-phone')).uniquePhone();
    app.runtime.clock.advance(1); // past the 30 s the number on file waits after its log-in code
    expect(
      (
        await request(app.baseUrl, 'POST', '/api/auth/verify-phone/request', {
          token: user.token,
          body: { phoneNumber: newPhone },
        })
      ).status,
    ).toBe(200);
    const moved = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/verify', {
      token: user.token,
      body: {
        phoneNumber: newPhone,
        code: await lastCodeTo(app.baseUrl, newPhone),
        currentNumberCode: await lastCodeTo(app.baseUrl, user.phone),
      },
    });
    expect(moved).toMatchObject({ status: 200, body: { user: { phoneNumber: newPhone }, token: expect.any(String) } });
    expect(await profileStatus(user.token)).toBe(401);
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(moved.body.token)).toBe(200);
  });

  it("an admin password reset (admin:create --reset-password) ends that admin's sessions", async () => {
    const before = await adminSession('matrix-reset', 'the first password!');
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: before })).status).toBe(200);
    const after = await adminSession('matrix-reset', 'the second password!');
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: before })).status).toBe(401);
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token: after })).status).toBe(200);
  });

  it('an admin logs out with POST /auth/logout too', async () => {
    const token = await adminSession('matrix-logout');
    expect((await request(app.baseUrl, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await request(app.baseUrl, 'GET', '/api/admin/contact-messages', { token })).status).toBe(401);
  });
});
