import type { SNSEvent } from 'aws-lambda';
import { memoryMessages } from '../../../lambdas/adapters/memory/memory-messages';
import { memoryUsers } from '../../../lambdas/adapters/memory/memory-users';
import { newUser } from '../../../lambdas/core/domain/user';
import { makeHandler } from '../../../lambdas/handlers/sms/inbound';

const PHONE = '+14155550123';
const OUR_NUMBER = '+18885550100';

function snsEvent(message: unknown, timestamp = '2026-11-21T15:00:00.000Z'): SNSEvent {
  return {
    Records: [{
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      EventSubscriptionArn: 'arn:aws:sns:us-east-1:000000000000:inbound:sub',
      Sns: {
        Type: 'Notification', MessageId: 'sns-1', TopicArn: 'arn:aws:sns:us-east-1:000000000000:inbound', Subject: '',
        Message: typeof message === 'string' ? message : JSON.stringify(message),
        Timestamp: timestamp, SignatureVersion: '1', Signature: 'x', SigningCertUrl: 'x', UnsubscribeUrl: 'x', MessageAttributes: {},
      },
    }],
  };
}

const twoWay = (overrides: Record<string, unknown> = {}) => ({
  originationNumber: PHONE,
  destinationNumber: OUR_NUMBER,
  messageKeyword: 'DONE',
  messageBody: 'Done!',
  inboundMessageId: 'in-1',
  previousPublishedMessageId: 'out-9',
  ...overrides,
});

async function setup() {
  const users = memoryUsers();
  const messages = memoryMessages();
  const user = newUser({
    id: 'user-1', phoneNumber: PHONE, firstName: 'Ada', lastName: 'L', email: 'a@example.com', timezone: 'America/New_York',
    smsTransactionalOptIn: true, smsMarketingOptIn: false, now: new Date('2026-11-01T00:00:00Z'),
  });
  await users.create(user);
  const logs: string[] = [];
  jest.spyOn(console, 'log').mockImplementation((line: string) => { logs.push(line); });
  jest.spyOn(console, 'warn').mockImplementation((line: string) => { logs.push(line); });
  const handler = makeHandler(() => ({ users, messages }));
  return { handler, messages, logs };
}

describe('inbound SMS handler', () => {
  const quiet = process.env.NAGTEXT_QUIET_LOGS;
  beforeAll(() => { delete process.env.NAGTEXT_QUIET_LOGS; });
  afterAll(() => { if (quiet !== undefined) process.env.NAGTEXT_QUIET_LOGS = quiet; });
  afterEach(() => jest.restoreAllMocks());

  it('records a text from a user on their message list, once even if delivered twice', async () => {
    const { handler, messages } = await setup();
    await handler(snsEvent(twoWay()));
    await handler(snsEvent(twoWay()));
    expect(await messages.listForUser('user-1')).toEqual([{
      id: 'in-1', userId: 'user-1', direction: 'inbound', from: PHONE, to: OUR_NUMBER, body: 'Done!',
      status: 'delivered', receivedAt: '2026-11-21T15:00:00.000Z', providerMessageId: 'in-1',
    }]);
  });

  it('drops a text from a number with no account, logging it masked', async () => {
    const { handler, messages, logs } = await setup();
    await handler(snsEvent(twoWay({ originationNumber: '+14155550999' })));
    expect(await messages.listForUser('user-1')).toEqual([]);
    const line = logs.find((l) => l.includes('sms.inbound.unknown_sender'))!;
    expect(line).toContain('*******0999');
    expect(line).not.toContain('4155550999');
    expect(line).not.toContain('Done!');
  });

  it.each([
    ['not JSON', 'hello'],
    ['no origination number', { ...twoWay(), originationNumber: undefined }],
    ['no message id', { ...twoWay(), inboundMessageId: '' }],
  ])('drops an unreadable payload (%s) without throwing', async (_name, message) => {
    const { handler, messages, logs } = await setup();
    await expect(handler(snsEvent(message))).resolves.toBeUndefined();
    expect(await messages.listForUser('user-1')).toEqual([]);
    expect(logs.some((l) => l.includes('sms.inbound.unreadable'))).toBe(true);
  });
});
