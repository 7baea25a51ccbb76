import { randomUUID } from 'node:crypto';
import { keys } from '#shared/db/keys';
import { adminApi } from '../../support/admin-api';

// Small read limits so "reads too much" is reached on the test database (production: 1,000 items x 10 reads).
const api = adminApi({ console: { itemsPerRead: 50, maxReads: 3 } });
let token: string;
let callerId: string;
beforeAll(async () => {
  ({ token, callerId } = await api.adminToken());
});
const query = (text: string) => api.call('adminDatabaseQuery', { token, body: { query: text } });
const DATA = () => api.tables.data;

describe('GET /admin/database/tables', () => {
  it('lists the Data table only, never the Auth table', async () => {
    expect(await api.call('adminDatabaseTables', { token })).toMatchObject({
      status: 200,
      body: { tables: [{ table_name: api.tables.data }] },
    });
    expect(JSON.stringify((await api.call('adminDatabaseTables', { token })).body)).not.toContain(api.tables.auth);
    expect((await api.call('adminDatabaseTables', {})).status).toBe(401);
  });
});

describe('POST /admin/database/query', () => {
  it('answers a SELECT with columns (pk and sk first) and rows; nested values as JSON text, missing ones as null', async () => {
    const user = await api.createUser({ firstName: 'Query', lastName: 'Target' });
    await api.deps.reminders.create({
      id: 'r1',
      userId: user.id,
      ref: '1',
      task: 'Stretch',
      repeat: 'daily',
      anchorDate: '2030-01-01',
      wallTime: '09:00',
      status: 'pending',
      occurrenceDate: '2030-01-01',
      occurrenceAt: '2030-01-01T14:00:00.000Z',
      nagCount: 0,
      nextNag: { id: 'r1.x.1', attempt: 1, at: '2030-01-01T14:00:00.000Z' },
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
      version: 1,
    });
    const { status, body } = await query(`SELECT * FROM "${DATA()}" WHERE pk = 'USER#${user.id}'`);
    expect(status).toBe(200);
    expect(body.columns.slice(0, 2)).toEqual(['pk', 'sk']);
    expect(body.columns).toEqual(expect.arrayContaining(['firstName', 'task', 'nextNag', 'isActive']));
    expect(body.rows.map((r: { sk: string }) => r.sk).sort()).toEqual(['PROFILE', 'REMINDER#r1']);
    const profile = body.rows.find((r: { sk: string }) => r.sk === 'PROFILE');
    const reminder = body.rows.find((r: { sk: string }) => r.sk === 'REMINDER#r1');
    expect(profile).toMatchObject({ firstName: 'Query', isActive: true, task: null, nextNag: null });
    expect(reminder).toMatchObject({ task: 'Stretch', firstName: null, nagCount: 0 });
    expect(JSON.parse(reminder.nextNag)).toEqual({ id: 'r1.x.1', attempt: 1, at: '2030-01-01T14:00:00.000Z' });
    expect(body).toMatchObject({ truncated: false, limit: 100 });

    const projected = await query(
      `select firstName, lastName from "${DATA()}" where pk = 'USER#${user.id}' and sk = 'PROFILE'`,
    );
    expect(projected.body).toEqual({
      columns: ['firstName', 'lastName'],
      rows: [{ firstName: 'Query', lastName: 'Target' }],
      truncated: false,
      limit: 100,
    });
  });

  it('reads at most 100 rows by default, at most LIMIT n when given, and says when there were more', async () => {
    const user = await api.createUser();
    for (let i = 0; i < 105; i += 1) {
      await api.deps.messages.record({
        id: `m${i}`,
        userId: user.id,
        direction: 'inbound',
        from: user.phoneNumber,
        to: '+18005550100',
        body: `text ${i}`,
        status: 'delivered',
        receivedAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
      });
    }
    const all = await query(`SELECT * FROM "${DATA()}" WHERE pk = 'USER#${user.id}' AND begins_with(sk, 'MSG#')`);
    expect(all.body.rows).toHaveLength(100);
    expect(all.body).toMatchObject({ truncated: true, limit: 100 });
    const three = await query(
      `SELECT body FROM "${DATA()}" WHERE pk = 'USER#${user.id}' AND begins_with(sk, 'MSG#') LIMIT 3`,
    );
    expect(three.body).toEqual({
      columns: ['body'],
      rows: [{ body: 'text 0' }, { body: 'text 1' }, { body: 'text 2' }],
      truncated: true,
      limit: 3,
    });
    const many = await query(`SELECT body FROM "${DATA()}" WHERE pk = 'USER#${user.id}' LIMIT 1000;`);
    expect(many.body.rows).toHaveLength(106);
    expect(many.body.truncated).toBe(false);
  });

  it.each([
    [
      'UPDATE',
      (t: string, id: string) => `UPDATE "${t}" SET firstName = 'Hacked' WHERE pk = 'USER#${id}' AND sk = 'PROFILE'`,
      /read-only/,
    ],
    [
      'update, lower case',
      (t: string, id: string) => `update "${t}" set firstName = 'Hacked' where pk = 'USER#${id}' and sk = 'PROFILE'`,
      /read-only/,
    ],
    [
      'DELETE, mixed case',
      (t: string, id: string) => `DeLeTe FROM "${t}" WHERE pk = 'USER#${id}' AND sk = 'PROFILE'`,
      /read-only/,
    ],
    ['INSERT', (t: string) => `INSERT INTO "${t}" VALUE {'pk': 'HACK', 'sk': 'HACK'}`, /read-only/],
    ['insert, lower case', (t: string) => `insert into "${t}" value {'pk': 'HACK', 'sk': 'HACK'}`, /read-only/],
    [
      'a write behind a line comment',
      (t: string, id: string) =>
        `-- just looking\nUPDATE "${t}" SET firstName = 'Hacked' WHERE pk = 'USER#${id}' AND sk = 'PROFILE'`,
      /Comments/,
    ],
    [
      'a write behind a block comment',
      (t: string, id: string) => `/* SELECT */ DELETE FROM "${t}" WHERE pk = 'USER#${id}' AND sk = 'PROFILE'`,
      /Comments/,
    ],
    [
      'a write inside a comment after a SELECT',
      (t: string, id: string) => `SELECT * FROM "${t}" /* ; DELETE FROM "${t}" WHERE pk = 'USER#${id}' */`,
      /Comments/,
    ],
    [
      'a write after a semicolon',
      (t: string, id: string) => `SELECT * FROM "${t}"; DELETE FROM "${t}" WHERE pk = 'USER#${id}' AND sk = 'PROFILE'`,
      /Only one statement/,
    ],
    [
      'a write after a semicolon, lower case',
      (t: string, id: string) =>
        `select * from "${t}" where pk = 'x';update "${t}" set firstName = 'Hacked' where pk = 'USER#${id}' and sk = 'PROFILE'`,
      /Only one statement/,
    ],
  ])('refuses %s with 400 and changes nothing', async (_what, statement, reason) => {
    const user = await api.createUser({ firstName: 'Untouched' });
    const before = await api.read(keys.user(user.id));
    const result = await query(statement(DATA(), user.id));
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(reason) });
    expect(await api.read(keys.user(user.id))).toEqual(before);
    expect(await api.read({ pk: 'HACK', sk: 'HACK' })).toBeNull();
  });

  it.each([
    ['quoted', (a: string) => `SELECT * FROM "${a}"`],
    ['bare', (a: string) => `SELECT * FROM ${a}`],
    ['upper case', (a: string) => `SELECT * FROM "${a.toUpperCase()}"`],
    ['as an index of it', (a: string) => `SELECT * FROM "${a}"."gsi1"`],
    ['named in a condition', (a: string) => `SELECT * FROM "${api.tables.data}" WHERE pk = '${a}'`],
  ])('never reads the Auth table (%s)', async (_how, statement) => {
    const result = await query(statement(api.tables.auth));
    expect(result.status).toBe(400);
    expect(result.body.error.message).toMatch(/Auth table cannot be read/);
  });

  it('refuses other tables, a LIMIT over 1000, and says what DynamoDB disliked', async () => {
    expect((await query('SELECT * FROM "Users"')).body.error.message).toMatch(/Only the Data table can be queried/);
    expect((await query(`SELECT * FROM "${DATA()}" LIMIT 1001`)).body.error.message).toBe(
      'LIMIT must be a whole number from 1 to 1000.',
    );
    const bad = await query(`SELECT * FROM "${DATA()}" WHERE pk = `);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^DynamoDB refused the statement: /);
  });

  it('stops a statement that reads too much, with what to do instead', async () => {
    const result = await query(`SELECT * FROM "${DATA()}" WHERE sk = 'nothing-has-this-${randomUUID()}'`);
    expect(result.status).toBe(400);
    expect(result.body.error.message).toMatch(
      /^This query reads too much data \(it looked at 150 items and found 0 rows so far\): add a WHERE on pk/,
    );
  });

  it('refuses a 100 KB statement (413) and a statement over 10,000 characters (400) before reading anything', async () => {
    const huge = `SELECT * FROM "${DATA()}" WHERE pk = '${'x'.repeat(100 * 1024)}'`;
    expect((await query(huge)).status).toBe(413);
    const long = await query(`SELECT * FROM "${DATA()}" WHERE pk = '${'x'.repeat(10_001)}'`);
    expect(long).toMatchObject({ status: 400, body: { error: { message: 'Query is too long' } } });
    expect(await query('   ')).toMatchObject({ status: 400, body: { error: { message: 'Query is required' } } });
  });

  it('records every statement (who, when, what, rows or why refused) and lists them newest first', async () => {
    const tag = randomUUID();
    await query(`SELECT pk FROM "${DATA()}" WHERE pk = 'nobody-${tag}'`);
    api.clock.advanceSeconds(1);
    await query(`DELETE FROM "${DATA()}" WHERE pk = 'nobody-${tag}'`);
    const { status, body } = await api.call('adminDatabaseQueryHistory', { token, query: { limit: '100' } });
    expect(status).toBe(200);
    const mine = body.queries.filter((q: { statement: string }) => q.statement.includes(tag));
    expect(mine).toEqual([
      {
        id: expect.any(String),
        adminId: callerId,
        at: expect.any(String),
        statement: `DELETE FROM "${DATA()}" WHERE pk = 'nobody-${tag}'`,
        outcome: 'refused',
        rowCount: 0,
        message: expect.stringMatching(/read-only/),
      },
      {
        id: expect.any(String),
        adminId: callerId,
        at: expect.any(String),
        statement: `SELECT pk FROM "${DATA()}" WHERE pk = 'nobody-${tag}'`,
        outcome: 'ok',
        rowCount: 0,
      },
    ]);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect((await api.call('adminDatabaseQueryHistory', { token, query: { page: '0' } })).status).toBe(400);
  });

  it('is for admins only', async () => {
    const user = await api.createUser();
    expect((await api.call('adminDatabaseQuery', { body: { query: 'SELECT 1' } })).status).toBe(401);
    expect(
      (
        await api.call('adminDatabaseQuery', {
          token: await api.tokenFor(user),
          body: { query: `SELECT * FROM "${DATA()}"` },
        })
      ).status,
    ).toBe(403);
    expect((await api.call('adminDatabaseQueryHistory', { token: await api.tokenFor(user) })).status).toBe(403);
  });
});
