import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { partiqlConsole } from '../../lambdas/adapters/aws/partiql-console';
import { LocalNagScheduler } from '../../local/adapters/local-nag-scheduler';
import { newUser, type User } from '#core/users/domain/user';
import { inviteExpiresAt, type StoredInvite } from '#core/people/domain/invite-rules';
import type { StoredPerson } from '#core/people/domain/person';
import { makeHandler as makeDatabaseQuery } from '../../lambdas/handlers/api/admin-run-query';
import { makeHandler as makeDatabaseQueryHistory } from '../../lambdas/handlers/api/admin-list-queries';
import { makeHandler as makeDatabaseTables } from '../../lambdas/handlers/api/admin-database-tables';
import { makeHandler as makeDeleteUser } from '../../lambdas/handlers/api/admin-delete-user';
import { makeHandler as makeFailedTexts } from '../../lambdas/handlers/api/admin-failed-texts';
import { makeHandler as makeGetUser } from '../../lambdas/handlers/api/admin-get-user';
import { makeHandler as makeListMessages } from '../../lambdas/handlers/api/admin-list-user-messages';
import { makeHandler as makeListNotifications } from '../../lambdas/handlers/api/admin-list-user-notifications';
import { makeHandler as makeListTasks } from '../../lambdas/handlers/api/admin-list-user-reminders';
import { makeHandler as makeListUsers } from '../../lambdas/handlers/api/admin-list-users';
import { makeHandler as makeStats } from '../../lambdas/handlers/api/admin-stats';
import { makeHandler as makeUpdateUser } from '../../lambdas/handlers/api/admin-update-user';
import type { ApiHandler } from '../../lambdas/http/api-handler';
import type { ContractName } from '#shared/contracts';
import { keys } from '#shared/db/keys';
import { apiEvent, lambdaContext, readResult, type ApiEventInit, type ApiResult } from './api-event';
import { fakeBilling } from './fake-billing';
import { fakeClock } from './fake-clock';
import { testClockStart } from './test-clock';
import { testDynamo } from './test-dynamo';
import { testPorts } from './test-ports';
import { uniquePhone } from './unique-phone';

export type AdminRoute =
  | 'adminListUsers'
  | 'adminGetUser'
  | 'adminUpdateUser'
  | 'adminDeleteUser'
  | 'adminListNotifications'
  | 'adminListTasks'
  | 'adminListMessages'
  | 'adminStats'
  | 'adminDatabaseTables'
  | 'adminDatabaseQuery'
  | 'adminDatabaseQueryHistory'
  | 'adminFailedTexts';

/**
 * Every admin handler, built with makeHandler over DynamoDB Local and the production adapters (testPorts), with the
 * local scheduler (in memory, to see which schedules exist), a fake billing provider and a fake clock.
 */
export function adminApi(options: { console?: { itemsPerRead: number; maxReads: number } } = {}) {
  const { doc, tables } = testDynamo();
  const clock = fakeClock(testClockStart().toISOString());
  const scheduler = new LocalNagScheduler(null, clock, () => undefined);
  const billing = fakeBilling(() => clock.now());
  const deps = {
    ...testPorts({ doc, tables, clock, scheduler, billing }),
    // Pages as small as a test needs to reach the console's read limit.
    databaseConsole: partiqlConsole(doc, tables, options.console),
  };
  const { tokens } = deps;
  const handlers: Record<AdminRoute, ApiHandler> = {
    adminListUsers: makeListUsers(() => deps),
    adminGetUser: makeGetUser(() => deps),
    adminUpdateUser: makeUpdateUser(() => deps),
    adminDeleteUser: makeDeleteUser(() => deps),
    adminListNotifications: makeListNotifications(() => deps),
    adminListTasks: makeListTasks(() => deps),
    adminListMessages: makeListMessages(() => deps),
    adminStats: makeStats(() => deps),
    adminDatabaseTables: makeDatabaseTables(() => deps),
    adminDatabaseQuery: makeDatabaseQuery(() => deps),
    adminDatabaseQueryHistory: makeDatabaseQueryHistory(() => deps),
    adminFailedTexts: makeFailedTexts(() => deps),
  };

  async function call(route: AdminRoute, init: ApiEventInit = {}): Promise<ApiResult> {
    return readResult(await handlers[route](apiEvent(route as ContractName, init), lambdaContext));
  }

  /** A fresh admin log-in account and a token for it. */
  async function adminToken(): Promise<{ token: string; callerId: string }> {
    const username = `admin-${randomUUID()}`;
    await doc.send(
      new PutCommand({
        TableName: tables.data,
        Item: {
          ...keys.adminAccount(username),
          ...keys.adminListEntry(username),
          type: 'admin_account',
          username,
          isActive: true,
        },
      }),
    );
    return {
      token: (await tokens.issue({ sub: `admin:${username}`, role: 'admin', sv: 0 }, 3600)).token,
      callerId: `admin:${username}`,
    };
  }

  /** A token for a stored user (as their log-in would give). */
  async function tokenFor(user: Pick<User, 'id' | 'role' | 'sessionVersion'>): Promise<string> {
    return (await tokens.issue({ sub: user.id, role: user.role, sv: user.sessionVersion }, 3600)).token;
  }

  /** A user stored the way sign-up stores one (with the admin list's index entries). */
  async function createUser(
    fields: Partial<Pick<User, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'timezone'>> & {
      createdAt?: string;
    } = {},
  ): Promise<User> {
    const user = newUser({
      id: randomUUID(),
      phoneNumber: fields.phoneNumber ?? uniquePhone(),
      firstName: fields.firstName ?? 'Test',
      lastName: fields.lastName ?? 'User',
      email: fields.email ?? `test.${randomUUID().slice(0, 8)}@example.com`,
      timezone: fields.timezone ?? 'America/New_York',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      now: new Date(fields.createdAt ?? clock.now().toISOString()),
    });
    await deps.users.create(user);
    await deps.stats.record(`user-created#${user.id}`, new Date(user.createdAt), { users: 1, newUsers: 1 });
    return user;
  }

  /** Every item stored under a partition key. */
  async function partition(pk: string): Promise<Record<string, unknown>[]> {
    const { Items = [] } = await doc.send(
      new QueryCommand({
        TableName: tables.data,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      }),
    );
    return Items;
  }

  /** An open invite for a person of the owner's, as POST /user/people/invite stores one (valid 7 days from `at`). */
  async function invitePerson(owner: Pick<User, 'id'>, firstName: string, at = clock.now()): Promise<StoredInvite> {
    const invite: StoredInvite = {
      code: randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase(),
      ownerId: owner.id,
      createdAt: at.toISOString(),
      expiresAt: inviteExpiresAt(at),
      shareTaskWords: false,
      person: { firstName, timezone: 'America/New_York', quietHoursStart: '22:00', quietHoursEnd: '08:00' },
      message: 'Text JOIN to get reminders on NagText',
    };
    if (!(await deps.invites.createInvite(invite))) throw new Error('The invite code was taken: draw again');
    return invite;
  }

  /** A person joined to the owner's reminders at `at`, as their JOIN makes the link (a fresh invite, used). */
  async function joinPerson(owner: Pick<User, 'id'>, firstName: string, at = clock.now()): Promise<StoredPerson> {
    const invite = await invitePerson(owner, firstName, at);
    const person: StoredPerson = {
      id: randomUUID(),
      ownerId: owner.id,
      firstName,
      phoneNumber: uniquePhone(),
      timezone: 'America/New_York',
      quietHoursStart: '22:00',
      quietHoursEnd: '08:00',
      status: 'joined',
      joinedAt: at.toISOString(),
      joinedBy: { code: invite.code, messageId: randomUUID(), afterStop: false },
    };
    const outcome = await deps.people.join(invite, person, at.toISOString());
    if (outcome !== 'joined') throw new Error(`The JOIN came to ${outcome}`);
    return person;
  }

  const read = async (key: { pk: string; sk: string }) =>
    (await doc.send(new GetCommand({ TableName: tables.data, Key: key, ConsistentRead: true }))).Item ?? null;

  return {
    call,
    deps,
    clock,
    scheduler,
    billing,
    doc,
    tables,
    adminToken,
    tokenFor,
    createUser,
    invitePerson,
    joinPerson,
    partition,
    read,
  };
}
