import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { newUser } from '#core/users/domain/user';
import type { Message } from '#core/texting/domain/message';
import type { MessageRepository } from '#core/texting/ports/messages';
import type { NagContextReader } from '#core/nags/ports/nag-context';
import type { UserRepository } from '#core/users/ports/users';
import { dynamoMessages } from '../../../lambdas/adapters/aws/dynamo-messages';
import { dynamoNagContext } from '../../../lambdas/adapters/aws/dynamo-nag-context';
import { dynamoUsers } from '../../../lambdas/adapters/aws/dynamo-users';
import { memoryMessages } from '../../support/memory/memory-messages';
import { memoryNagContext } from '../../support/memory/memory-nag-context';
import { memoryUsers } from '../../support/memory/memory-users';
import { memoryReminders } from '../../support/memory/memory-reminders';
import { testDynamo } from '../../support/test-dynamo';
import { uniquePhone } from '../../support/unique-phone';

interface UsagePorts {
  users: UserRepository;
  messages: MessageRepository;
  nagContext: NagContextReader;
}

// 7 PM on November 30 in Los Angeles: December 1 in UTC.
const EVENING = new Date('2026-12-01T03:00:00.000Z');

async function losAngelesUser(ports: UsagePorts) {
  const user = newUser({
    id: `usage-${randomUUID()}`,
    phoneNumber: uniquePhone(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    timezone: 'America/Los_Angeles',
    smsTransactionalOptIn: true,
    smsMarketingOptIn: false,
    now: EVENING,
  });
  await ports.users.create(user);
  return user;
}

const nagMessage = (userId: string, overrides: Partial<Message> = {}): Message => ({
  id: `provider-${randomUUID()}`,
  userId,
  direction: 'outbound',
  from: 'NagText',
  to: '+12135550123',
  body: 'NagText: time for: Stretch (#1).',
  status: 'pending',
  receivedAt: EVENING.toISOString(),
  providerMessageId: `provider-${randomUUID()}`,
  nagId: `nag-${randomUUID()}`,
  budgetDay: '2026-11-30',
  ...overrides,
});

/** What the texting usage must do on any store: counted once per nag, on the account's own day and month. */
function textingUsageContract(makePorts: () => UsagePorts) {
  let ports: UsagePorts;
  beforeEach(() => {
    ports = makePorts();
  });

  it("counts a nag on the account's day, once however often it is recorded, and reads it in the owner's zone", async () => {
    const user = await losAngelesUser(ports);
    const nag = nagMessage(user.id);
    expect(await ports.messages.record(nag)).toBe(true);
    expect(await ports.messages.record({ ...nag })).toBe(false);
    // An earlier nag that day (November 30 in UTC too), and an answer to a reply, which never counts.
    await ports.messages.record(nagMessage(user.id, { receivedAt: '2026-11-30T18:00:00.000Z' }));
    await ports.messages.record(nagMessage(user.id, { nagId: undefined, budgetDay: undefined, body: 'Got it' }));

    expect(await ports.nagContext.usageOf(user.id, '2026-11-30')).toEqual({ month: 2, today: 2 });
    expect(await ports.nagContext.usageOf(user.id, '2026-12-01')).toEqual({ month: 0, today: 0 });
    const context = await ports.nagContext.load(user.id, 'no-such-reminder', EVENING);
    expect(context.owner?.timezone).toBe('America/Los_Angeles');
    expect(context.reminder).toBeNull();
    expect(context.usage).toEqual({ month: 2, today: 2 });
    // Midnight there: a new day and a new month.
    expect((await ports.nagContext.load(user.id, 'x', new Date('2026-12-01T08:00:00.000Z'))).usage).toEqual({
      month: 0,
      today: 0,
    });
  });

  it('reads no usage for an owner who is not there', async () => {
    expect((await ports.nagContext.load(`gone-${randomUUID()}`, 'x', EVENING)).usage).toEqual({ month: 0, today: 0 });
  });
}

describe('texting usage: memory', () =>
  textingUsageContract(() => {
    const users = memoryUsers();
    const messages = memoryMessages();
    return { users, messages, nagContext: memoryNagContext(users, memoryReminders(), messages) };
  }));

describe('texting usage: DynamoDB Local', () => {
  const { doc, tables } = testDynamo();
  const makePorts = () => ({
    users: dynamoUsers(doc, tables.data),
    messages: dynamoMessages(doc, tables.data),
    nagContext: dynamoNagContext(doc, tables.data),
  });
  textingUsageContract(makePorts);

  it("keeps the account's month on the user's USAGE#<month> item: `count`, and `dNN` for its day", async () => {
    const ports = makePorts();
    const user = await losAngelesUser(ports);
    await ports.messages.record(nagMessage(user.id));
    const item = (key: { pk: string; sk: string }) =>
      doc.send(new GetCommand({ TableName: tables.data, Key: key, ConsistentRead: true })).then((r) => r.Item);
    expect(await item(keys.textingUsage(user.id, '2026-11'))).toMatchObject({
      type: 'texting_usage',
      count: 1,
      d30: 1,
      expiresAt: expect.any(Number),
    });
    expect(await item(keys.textingUsage(user.id, '2026-12'))).toBeUndefined();
  });

  it('reads a counter written before the budget was the account’s (keyed by the UTC month) as the month of its name', async () => {
    const ports = makePorts();
    const user = await losAngelesUser(ports);
    // What the UTC budget wrote for 7 PM on November 30 in Los Angeles: December's item, its day 01.
    await doc.send(
      new PutCommand({
        TableName: tables.data,
        Item: { ...keys.textingUsage(user.id, '2026-12'), type: 'texting_usage', count: 5, d01: 5 },
      }),
    );
    // Still November 30 there: November's (none) is read, nothing fails.
    expect((await ports.nagContext.load(user.id, 'x', EVENING)).usage).toEqual({ month: 0, today: 0 });
    // From December 1 there, the old item is December's and its d01 the 1st's.
    const december = new Date('2026-12-01T09:00:00.000Z');
    expect((await ports.nagContext.load(user.id, 'x', december)).usage).toEqual({ month: 5, today: 5 });
    expect(await ports.nagContext.usageOf(user.id, '2026-12-01')).toEqual({ month: 5, today: 5 });
  });

  it('refuses to count a nag that does not say which day of the account it went on', async () => {
    const ports = makePorts();
    const user = await losAngelesUser(ports);
    await expect(ports.messages.record(nagMessage(user.id, { budgetDay: undefined }))).rejects.toThrow(
      /has no budgetDay/,
    );
    expect(await ports.messages.listForUser(user.id)).toEqual([]);
  });
});
