import { randomUUID } from 'node:crypto';
import { keys } from '#shared/db/keys';
import { adminApi } from '../../support/admin-api';
import { uniquePhone } from '../../support/unique-phone';

/** A word nobody else's users have: scopes a search to this test's users (test files share one database). */
const tagWord = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

describe('GET /admin/users on DynamoDB Local', () => {
  const api = adminApi();
  let token: string;
  beforeAll(async () => {
    token = (await api.adminToken()).token;
  });
  const list = (query: Record<string, string>) => api.call('adminListUsers', { token, query });

  it('finds users by any word of their name, email or phone digits, newest first, with the total', async () => {
    const tag = tagWord();
    const phone = uniquePhone();
    const ada = await api.createUser({
      firstName: 'Ada',
      lastName: `Lovelace ${tag}`,
      email: `ada.${tag}@analytical.example`,
      phoneNumber: phone,
      createdAt: '2024-01-01T10:00:00.000Z',
    });
    const alan = await api.createUser({
      firstName: 'Alan',
      lastName: `Turing ${tag}`,
      email: `alan@${tag}.example`,
      createdAt: '2024-02-01T10:00:00.000Z',
    });
    const grace = await api.createUser({
      firstName: 'Grace',
      lastName: `Hopper ${tag}`,
      email: 'grace@navy.example',
      createdAt: '2024-03-01T10:00:00.000Z',
    });
    const names = (body: { users: { id: string }[] }) => body.users.map((u) => u.id);

    expect(names((await list({ search: tag })).body)).toEqual([grace.id, alan.id, ada.id]);
    expect((await list({ search: tag })).body.total).toBe(3);
    expect(names((await list({ search: `ada ${tag}` })).body)).toEqual([ada.id]);
    expect(names((await list({ search: `  LOVELACE   ${tag} ` })).body)).toEqual([ada.id]);
    expect(names((await list({ search: `lov ${tag}` })).body)).toEqual([ada.id]);
    expect(names((await list({ search: `ada.${tag}@analytical.example` })).body)).toEqual([ada.id]);
    expect(names((await list({ search: `analytical ${tag}` })).body)).toEqual([ada.id]);
    expect(names((await list({ search: `${tag}.example` })).body)).toEqual([alan.id]);
    expect(names((await list({ search: phone.slice(1) })).body)).toEqual([ada.id]);
    expect(names((await list({ search: phone.slice(2) })).body)).toEqual([ada.id]);
    const typed = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    expect(names((await list({ search: typed })).body)).toEqual([ada.id]);
    expect(names((await list({ search: `${phone.slice(-4)} ${tag}` })).body)).toEqual([ada.id]);
    expect(await list({ search: `${tag} nobody` })).toMatchObject({ status: 200, body: { users: [], total: 0 } });
    expect(await list({ search: '!!! ???' })).toMatchObject({ status: 200, body: { users: [], total: 0 } });
    expect((await list({ search: '   ' })).body.total).toBeGreaterThanOrEqual(3); // blank: everyone

    const first = (await list({ search: tag })).body.users[0];
    expect(first).toEqual({
      id: grace.id,
      firstName: 'Grace',
      lastName: `Hopper ${tag}`,
      fullName: `Grace Hopper ${tag}`,
      email: 'grace@navy.example',
      phoneNumber: grace.phoneNumber,
      timezone: 'America/New_York',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      smsOptedOut: false,
      smsOptIn: true,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
      nagStyle: 'standard',
      weeklySummaryOptIn: false,
      isPhoneVerified: true,
      emailVerified: false,
      subscriptionStatus: 'none',
      role: 'user',
      isActive: true,
      createdAt: '2024-03-01T10:00:00.000Z',
      updatedAt: '2024-03-01T10:00:00.000Z',
    });
  });

  it('pages a search: limit, page edges, past the end', async () => {
    const tag = tagWord();
    const made = [];
    for (let i = 0; i < 12; i += 1)
      made.push(
        await api.createUser({
          firstName: `Pat${i}`,
          lastName: tag,
          createdAt: `2023-05-${String(i + 1).padStart(2, '0')}T08:00:00.000Z`,
        }),
      );
    const newestFirst = made.map((u) => u.id).reverse();
    const page = async (p: string, limit?: string) =>
      (await list({ search: tag, page: p, ...(limit ? { limit } : {}) })).body;
    expect(await page('1')).toMatchObject({ total: 12 });
    expect((await page('1')).users.map((u: { id: string }) => u.id)).toEqual(newestFirst.slice(0, 10));
    expect((await page('2')).users.map((u: { id: string }) => u.id)).toEqual(newestFirst.slice(10));
    expect(await page('3')).toEqual({ users: [], total: 12 });
    expect((await page('3', '5')).users.map((u: { id: string }) => u.id)).toEqual(newestFirst.slice(10, 12));
    expect((await page('1', '100')).users).toHaveLength(12);
    expect((await page('12', '1')).users.map((u: { id: string }) => u.id)).toEqual([newestFirst[11]]);
  });

  it('pages the whole list newest first: the oldest users are on the last page, found without reading every newer user', async () => {
    // Users from long ago, on days nobody else uses, so they are the list's last 15 whatever other tests add.
    const oldest = [];
    for (let i = 0; i < 15; i += 1) {
      oldest.push(
        await api.createUser({
          firstName: 'Old',
          lastName: `Timer${i}`,
          createdAt: `1990-01-${String(1 + Math.floor(i / 4)).padStart(2, '0')}T0${i % 4}:00:00.000Z`,
        }),
      );
    }
    const expectedTail = oldest.map((u) => u.id).reverse(); // newest first
    const { body: first } = await list({ page: '1', limit: '10' });
    expect(first.total).toBeGreaterThanOrEqual(15);
    expect(first.users).toHaveLength(10);
    const createdAts = first.users.map((u: { createdAt: string }) => u.createdAt);
    expect([...createdAts].sort().reverse()).toEqual(createdAts);

    for (const limit of [10, 7, 100]) {
      const lastPage = Math.ceil(first.total / limit);
      const { body } = await list({ page: String(lastPage), limit: String(limit) });
      // Positions counted from the end, in the answer's own total (other files may add users meanwhile).
      body.users.forEach((user: { id: string }, i: number) => {
        const fromEnd = body.total - ((lastPage - 1) * limit + i);
        if (fromEnd <= 15) expect(user.id).toBe(expectedTail[15 - fromEnd]);
      });
      expect(body.users.at(-1)?.id).toBe(expectedTail[14]);
      expect((await list({ page: String(lastPage + 1), limit: String(limit) })).body.users).toEqual([]);
    }
  });

  it.each(
    [
      [{ page: '0' }, /page must be from 1 to 100000/],
      [{ page: String(10 ** 9) }, /page must be from 1 to 100000/],
      [{ page: '-1' }, /page must be from 1 to 100000/],
      [{ page: '1.5' }, /page must be a whole number/],
      [{ page: 'abc' }, /page/],
      [{ limit: '10000' }, /limit must be from 1 to 100/],
      [{ limit: '0' }, /limit must be from 1 to 100/],
      [{ search: 'x'.repeat(5000) }, /Search must be at most 100 characters/], // 5,000 characters
      [{ sort: 'name' }, /Unrecognized key/],
    ].map(([query, message]) => [JSON.stringify(query).slice(0, 40), query, message]) as [
      string,
      Record<string, string>,
      RegExp,
    ][],
  )('refuses %s with 400 and says why', async (_label, query, message) => {
    const result = await list(query);
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('validation_failed');
    expect(result.body.error.message).toMatch(message);
  });

  it('is for admins only', async () => {
    const user = await api.createUser();
    expect((await api.call('adminListUsers', {})).status).toBe(401);
    expect((await api.call('adminListUsers', { token: 'nope' })).status).toBe(401);
    expect((await api.call('adminListUsers', { token: await api.tokenFor(user) })).status).toBe(403);
    expect(
      (await api.call('adminGetUser', { token: await api.tokenFor(user), pathParameters: { userId: user.id } })).status,
    ).toBe(403);
  });
});

describe('GET and PUT /admin/users/{userId}', () => {
  const api = adminApi();
  let token: string;
  beforeAll(async () => {
    token = (await api.adminToken()).token;
  });
  const get = (userId: string) => api.call('adminGetUser', { token, pathParameters: { userId } });
  const put = (userId: string, body: unknown) =>
    api.call('adminUpdateUser', { token, pathParameters: { userId }, body });
  const search = async (words: string) =>
    (await api.call('adminListUsers', { token, query: { search: words } })).body.users.map((u: { id: string }) => u.id);

  it('shows one user, or 404', async () => {
    const user = await api.createUser({ firstName: 'Katherine', lastName: 'Johnson' });
    expect(await get(user.id)).toMatchObject({
      status: 200,
      body: { id: user.id, fullName: 'Katherine Johnson', isActive: true, role: 'user' },
    });
    expect(await get('no-such-user')).toMatchObject({ status: 404, body: { error: { message: 'User not found' } } });
    expect((await put('no-such-user', { firstName: 'X' })).status).toBe(404);
  });

  it('shows the people linked to the user’s reminders, each with their status and when, and the open invites for people without their codes', async () => {
    const user = await api.createUser();
    const mom = await api.joinPerson(user, 'Mom');
    api.clock.advanceMinutes(1);
    const dad = await api.joinPerson(user, 'Dad');
    api.clock.advanceMinutes(1);
    const leftAt = api.clock.now().toISOString();
    expect(await api.deps.people.end(dad, 'left', leftAt)).not.toBeNull();
    const sis = await api.invitePerson(user, 'Sis');
    const { status, body } = await get(user.id);
    expect(status).toBe(200);
    expect(body.people).toEqual([
      {
        id: mom.id,
        firstName: 'Mom',
        phoneNumber: mom.phoneNumber,
        status: 'joined',
        joinedAt: mom.joinedAt,
        household: false,
      },
      {
        id: dad.id,
        firstName: 'Dad',
        phoneNumber: dad.phoneNumber,
        status: 'left',
        joinedAt: dad.joinedAt,
        endedAt: leftAt,
        household: false,
      },
    ]);
    expect(body.personInvites).toEqual([{ firstName: 'Sis', expiresAt: sis.expiresAt, household: false }]);
    expect(JSON.stringify(body)).not.toContain(sis.code);
    expect((await get((await api.createUser()).id)).body).toMatchObject({ people: [], personInvites: [] });
  });

  it('edits names, email, time zone and role; the search follows the new words and forgets the old ones', async () => {
    const tag = tagWord();
    const user = await api.createUser({
      firstName: 'Dorothy',
      lastName: `Vaughan ${tag}`,
      email: `dorothy.${tag}@nasa.example`,
    });
    const result = await put(user.id, {
      firstName: 'Dot',
      lastName: `Vaughn ${tag}`,
      email: `dv.${tag}@langley.example`,
      timezone: 'america/chicago',
      role: 'admin',
    });
    expect(result).toMatchObject({
      status: 200,
      body: {
        firstName: 'Dot',
        lastName: `Vaughn ${tag}`,
        email: `dv.${tag}@langley.example`,
        timezone: 'America/Chicago',
        role: 'admin',
        fullName: `Dot Vaughn ${tag}`,
      },
    });
    expect(await get(user.id)).toMatchObject({
      body: { firstName: 'Dot', timezone: 'America/Chicago', role: 'admin' },
    });
    expect(await search(`dot ${tag}`)).toEqual([user.id]);
    expect(await search(`langley ${tag}`)).toEqual([user.id]);
    expect(await search(`dorothy ${tag}`)).toEqual([]);
    expect(await search(`nasa ${tag}`)).toEqual([]);
    expect(await search(`vaughan ${tag}`)).toEqual([]);
    // No stale entries left behind: every entry of the user matches their current words.
    const item = await api.read(keys.user(user.id));
    expect(String(item?.indexTerms)).toContain(' dot ');
    expect(String(item?.indexTerms)).not.toContain('dorothy');
  });

  it('moves the phone number with its guard, and refuses a number another account holds (409, nothing changed)', async () => {
    const user = await api.createUser();
    const other = await api.createUser();
    const fresh = uniquePhone();
    expect(await put(user.id, { phoneNumber: fresh })).toMatchObject({ status: 200, body: { phoneNumber: fresh } });
    expect(await api.read(keys.phoneGuard(fresh))).toMatchObject({ userId: user.id });
    expect(await api.read(keys.phoneGuard(user.phoneNumber))).toBeNull();
    expect(await search(fresh.slice(1))).toEqual([user.id]);
    expect(await search(user.phoneNumber.slice(1))).toEqual([]);

    const taken = await put(user.id, { phoneNumber: other.phoneNumber, firstName: 'Changed' });
    expect(taken).toMatchObject({
      status: 409,
      body: { error: { message: 'This phone number is already used by another account.' } },
    });
    expect(await get(user.id)).toMatchObject({ body: { phoneNumber: fresh, firstName: 'Test' } });
    expect(await api.read(keys.phoneGuard(other.phoneNumber))).toMatchObject({ userId: other.id });
  });

  it.each([
    ['a premium-rate range', '+979123456789'],
    ['a UK pager', '+447640123456'],
    ['a country we do not text', '+18765550123'],
  ])('refuses %s as sign-up does (400 naming the phone number, nothing changed)', async (_what, phoneNumber) => {
    const user = await api.createUser();
    const refused = await put(user.id, { phoneNumber, firstName: 'Changed' });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', issues: [{ path: 'phoneNumber' }] } },
    });
    expect(await get(user.id)).toMatchObject({ body: { phoneNumber: user.phoneNumber, firstName: 'Test' } });
    expect(await api.read(keys.phoneGuard(phoneNumber))).toBeNull();
  });

  it('deactivates at once: the user\u2019s token stops working and their reminder schedules are cancelled', async () => {
    const user = await api.createUser();
    const userToken = await api.tokenFor(user);
    // The user's own session works before (any user route would do; an admin route answers 403, not 401).
    expect((await api.call('adminStats', { token: userToken })).status).toBe(403);
    const reminder = {
      id: randomUUID(),
      userId: user.id,
      ref: '1',
      task: 'Stretch',
      repeat: 'daily' as const,
      anchorDate: '2030-01-01',
      wallTime: '09:00',
      status: 'pending' as const,
      occurrenceDate: '2030-01-01',
      occurrenceAt: '2030-01-01T14:00:00.000Z',
      nagCount: 0,
      nextNag: { id: `${randomUUID()}.n.1`, attempt: 1, at: '2030-01-01T14:00:00.000Z' },
      createdAt: api.clock.now().toISOString(),
      updatedAt: api.clock.now().toISOString(),
      version: 1,
    };
    await api.deps.reminders.create(reminder);
    await api.deps.scheduler.scheduleAt(`nag-${reminder.nextNag.id}`, new Date(reminder.nextNag.at), {
      userId: user.id,
      reminderId: reminder.id,
      nagId: reminder.nextNag.id,
    });

    expect(await put(user.id, { isActive: false })).toMatchObject({ status: 200, body: { isActive: false } });
    expect((await api.call('adminStats', { token: userToken })).status).toBe(401);
    expect(api.scheduler.list().filter((s) => s.payload.userId === user.id)).toEqual([]);
  });

  it('keeps the active admin-role users listed as they are promoted and deactivated (the last-admin rule reads them)', async () => {
    const admin = await api.createUser({ firstName: 'Promoted' });
    expect(await put(admin.id, { role: 'admin' })).toMatchObject({ status: 200, body: { role: 'admin' } });
    expect(await api.deps.userDirectory.activeAdminUserIds()).toContain(admin.id);
    // Other admins (this file's admin log-in account at least) remain, so this one may go.
    expect(await put(admin.id, { isActive: false })).toMatchObject({ status: 200, body: { isActive: false } });
    expect(await api.deps.userDirectory.activeAdminUserIds()).not.toContain(admin.id);
    expect(await api.deps.userDirectory.activeAdminAccountCount()).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [{ role: 'owner' }, /role/i],
    [{ isActive: 'yes' }, /isActive|boolean/i],
    [{ email: 'not-an-email' }, /valid email/],
    [{ firstName: '' }, /First name is required/],
    [{ timezone: 'Mars/Olympus' }, /Unknown time zone/],
    [{ phoneNumber: '12' }, /Invalid phone number/],
    [{ password: 'x' }, /Unrecognized key/],
  ])('refuses %j with 400', async (body, message) => {
    const user = await api.createUser();
    const result = await put(user.id, body);
    expect(result.status).toBe(400);
    expect(result.body.error.message).toMatch(message);
  });
});
