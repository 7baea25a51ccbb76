import { randomUUID } from 'node:crypto';
import type { SNSEvent, SNSEventRecord } from 'aws-lambda';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { sendNag } from '#core/nags/use-cases/send-nag';
import { makeHandler } from '../../../lambdas/handlers/sms/handle-reply';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../support/nag-test-deps';
import { twoWayInbound } from '../../support/aws-sms-samples';
import { lambdaContext } from '../../support/api-event';

const OUR_NUMBER = '+18885550100';
const TOPIC = 'arn:aws:sns:us-east-1:000000000000:inbound';

function snsRecord(message: unknown, timestamp = '2026-11-23T14:10:00.000Z'): SNSEventRecord {
  return {
    EventSource: 'aws:sns',
    EventVersion: '1.0',
    EventSubscriptionArn: `${TOPIC}:sub`,
    Sns: {
      Type: 'Notification',
      MessageId: randomUUID(),
      TopicArn: TOPIC,
      Subject: '',
      Message: typeof message === 'string' ? message : JSON.stringify(message),
      Timestamp: timestamp,
      SignatureVersion: '1',
      Signature: 'x',
      SigningCertUrl: 'x',
      UnsubscribeUrl: 'x',
      MessageAttributes: {},
    },
  };
}
const snsEvent = (...records: SNSEventRecord[]): SNSEvent => ({ Records: records });

/** The End User Messaging two-way payload (the documented shape), as the SNS message text. */
const twoWay = (from: string, overrides: Record<string, unknown> = {}) => ({
  ...twoWayInbound({
    from,
    to: OUR_NUMBER,
    body: 'Done!',
    inboundMessageId: randomUUID(),
    previousPublishedMessageId: '',
  }),
  ...overrides,
});

/** A user with a one-time reminder nagged at 09:00 New York; the clock at 09:10. */
async function setup() {
  const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
  const user = await nagUser(deps);
  const { id } = await createReminder(deps, user.id, {
    task: 'Take out the trash',
    scheduledDate: '2026-11-23',
    scheduledTime: '09:00',
    repeat: 'once',
  });
  deps.clock.set('2026-11-23T14:10:00.000Z');
  const [schedule] = [...deps.scheduler.live.entries()];
  deps.scheduler.live.delete(schedule![0]);
  await sendNag(deps, schedule![1].payload as never);
  const logs: string[] = [];
  const keep = (line: unknown) => {
    logs.push(String(line));
  };
  jest.spyOn(console, 'log').mockImplementation(keep);
  jest.spyOn(console, 'warn').mockImplementation(keep);
  jest.spyOn(console, 'error').mockImplementation(keep);
  const handler = makeHandler(() => deps);
  const snapshot = async (d: NagTestDeps = deps) => ({
    reminder: await d.reminders.get(user.id, id),
    user: await d.users.get(user.id),
    messages: await d.messages.listForUser(user.id),
    texts: d.sms.sent.length,
  });
  return { deps, user, reminderId: id, handler, logs, snapshot };
}

describe('inbound SMS handler', () => {
  const quiet = process.env.NAGTEXT_QUIET_LOGS;
  beforeAll(() => {
    delete process.env.NAGTEXT_QUIET_LOGS;
  });
  afterAll(() => {
    if (quiet !== undefined) process.env.NAGTEXT_QUIET_LOGS = quiet;
  });
  afterEach(() => jest.restoreAllMocks());

  it("records the text on the user's list, acts on it and answers once", async () => {
    const { deps, user, reminderId, handler } = await setup();
    const payload = twoWay(user.phoneNumber, { inboundMessageId: 'in-1' });
    await handler(snsEvent(snsRecord(payload)));
    expect((await deps.reminders.get(user.id, reminderId))!.status).toBe('done');
    expect(deps.sms.sent.at(-1)).toEqual({ to: user.phoneNumber, body: 'Nice work! "Take out the trash" is done.' });
    expect((await deps.messages.listForUser(user.id)).filter((m) => m.direction === 'inbound')).toEqual([
      {
        id: 'in-1',
        userId: user.id,
        direction: 'inbound',
        from: user.phoneNumber,
        to: OUR_NUMBER,
        body: 'Done!',
        status: 'delivered',
        receivedAt: '2026-11-23T14:10:00.000Z',
        providerMessageId: 'in-1',
      },
    ]);
  });

  it('the same inbound message delivered twice, even published again with another timestamp, has one effect and one answer', async () => {
    const { deps, user, handler, snapshot } = await setup();
    const payload = twoWay(user.phoneNumber, { messageBody: 'snooze' });
    await handler(snsEvent(snsRecord(payload)));
    const once = await snapshot();
    await handler(snsEvent(snsRecord(payload)));
    await handler(snsEvent(snsRecord(payload, '2026-11-23T14:10:07.000Z')));
    await handler(snsEvent(snsRecord(payload), snsRecord(payload)));
    expect(await snapshot()).toEqual(once);
    expect(deps.sms.sent.filter((s) => s.body.startsWith('Snoozed '))).toHaveLength(1);
  });

  it('targets the reminder whose nag the reply answers (previousPublishedMessageId)', async () => {
    const { deps, user, reminderId, handler } = await setup();
    const other = await createReminder(deps, user.id, {
      task: 'Feed the cat',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:12',
      repeat: 'once',
    });
    deps.clock.set('2026-11-23T14:12:00.000Z');
    for (const [name, s] of [...deps.scheduler.live.entries()].filter(([, s]) => s.at <= deps.clock.now())) {
      deps.scheduler.live.delete(name);
      await sendNag(deps, s.payload as never);
    }
    const trashNag = (await deps.nagRecords.listForUser(user.id)).find((n) => n.reminderId === reminderId)!;
    await handler(
      snsEvent(snsRecord(twoWay(user.phoneNumber, { previousPublishedMessageId: trashNag.providerMessageId }))),
    );
    expect((await deps.reminders.get(user.id, reminderId))!.status).toBe('done');
    expect((await deps.reminders.get(user.id, other.id))!.status).toBe('pending');
  });

  it('an unknown number is logged masked (never the text), answered with the sign-up hint once a day, never an error', async () => {
    const { deps, user, handler, logs } = await setup();
    const stranger = '+14155550999';
    await handler(snsEvent(snsRecord(twoWay(stranger, { messageBody: 'my secret words' }))));
    await handler(snsEvent(snsRecord(twoWay(stranger, { messageBody: 'hello?' }))));
    expect(deps.sms.sent.filter((s) => s.to === stranger)).toEqual([
      { to: stranger, body: replyAnswers.unknownNumber() },
    ]);
    expect(await deps.messages.listForUser(user.id)).not.toContainEqual(
      expect.objectContaining({ direction: 'inbound' }),
    );
    const lines = logs.filter((l) => l.includes('sms.inbound.unknown_sender'));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain('*******0999');
      expect(line).not.toContain('4155550999');
      expect(line).not.toContain('secret');
    }
  });

  it('never logs what a user wrote or their full number; the line carries the function and the inbound id as correlation id', async () => {
    const { deps, user, handler, logs } = await setup();
    const payload = twoWay(user.phoneNumber, { messageBody: 'done, my pin is 4321' });
    await handler(snsEvent(snsRecord(payload)), lambdaContext);
    const line = logs.find((l) => l.includes('sms.inbound.handled'))!;
    expect(JSON.parse(line)).toMatchObject({
      message: 'sms.inbound.handled',
      reply: 'done',
      answered: true,
      userId: user.id,
      function_name: 'test',
      correlation_id: payload.inboundMessageId,
    });
    expect(line).not.toContain('4321');
    expect(line).not.toContain(user.phoneNumber.slice(1));
    expect(deps.metrics.counted('Replies', { Command: 'done' })).toBe(1);
    // The next invocation starts without this one's correlation id.
    await handler(snsEvent(snsRecord('not json')), lambdaContext);
    expect(JSON.parse(logs.at(-1)!)).not.toHaveProperty('correlation_id');
  });

  it.each<[string, unknown]>([
    ['not JSON', 'hello'],
    ['JSON null', 'null'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"done"'],
    ['no origination number', { originationNumber: undefined }],
    ['an empty inbound id', { inboundMessageId: '' }],
    ['no inbound id', { inboundMessageId: undefined }],
    ['a numeric body', { messageBody: 12345 }],
    ['no body', { messageBody: undefined }],
    ['a body over 10,000 characters', { messageBody: 'done '.repeat(2001) }],
    ['a 1,000-character inbound id', { inboundMessageId: 'x'.repeat(1000) }],
  ])(
    "drops an unreadable payload (%s): no throw, logged, nobody's data touched, nothing sent",
    async (_name, change) => {
      const { user, handler, logs, snapshot } = await setup();
      const before = await snapshot();
      const message = typeof change === 'string' ? change : { ...twoWay(user.phoneNumber), ...(change as object) };
      await expect(handler(snsEvent(snsRecord(message)))).resolves.toBeUndefined();
      expect(await snapshot()).toEqual(before);
      expect(logs.some((l) => l.includes('sms.inbound.unreadable'))).toBe(true);
    },
  );

  it.each([
    ['national form', (e164: string) => e164.slice(2)],
    ['typed form', (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`],
    ['without the plus', (e164: string) => e164.slice(1)],
    ['with a trailing space', (e164: string) => `${e164} `],
  ])('a sender number that is not E.164 (%s) never reaches the account it resembles', async (_label, form) => {
    const { user, handler, snapshot } = await setup();
    const before = await snapshot();
    await expect(
      handler(
        snsEvent(
          snsRecord(twoWay(user.phoneNumber, { originationNumber: form(user.phoneNumber), messageBody: 'STOP' })),
        ),
      ),
    ).resolves.toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an event without Records', {}],
    ['Records that is not a list', { Records: 'nope' }],
    ['a record without Sns', { Records: [{ EventSource: 'aws:sns' }] }],
    [
      'a record whose Message is not text',
      { Records: [{ Sns: { Message: { originationNumber: '+14155550123' }, Timestamp: '2026-11-23T14:10:00.000Z' } }] },
    ],
    ['an unreadable timestamp', { Records: [{ Sns: { Message: '{}', Timestamp: 'yesterday' } }] }],
    ['null', null],
  ])('a malformed SNS event (%s) is dropped without throwing', async (_label, event) => {
    const { handler, snapshot } = await setup();
    const before = await snapshot();
    await expect(handler(event as unknown as SNSEvent)).resolves.toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('one unreadable record does not stop the good one next to it', async () => {
    const { deps, user, reminderId, handler } = await setup();
    await handler(snsEvent(snsRecord('garbage'), snsRecord(twoWay(user.phoneNumber))));
    expect((await deps.reminders.get(user.id, reminderId))!.status).toBe('done');
  });

  it.each([
    ['an empty', ''],
    ['a 2,000-character', 'z'.repeat(2000)],
    ['a binary', '\u0000\u0001\u0002\u0007\u001b\u007f\uFFFE'],
    ['an emoji-only', '🙃🙃🙃'],
    ['a zero-width-only', '\u200B\u200D\uFEFF'],
  ])('%s body is handled without error and changes nothing but the message list', async (_label, body) => {
    const { deps, user, handler, snapshot } = await setup();
    const before = await snapshot();
    await expect(
      handler(snsEvent(snsRecord(twoWay(user.phoneNumber, { messageBody: body })))),
    ).resolves.toBeUndefined();
    const after = await snapshot();
    expect(after.reminder).toEqual(before.reminder);
    expect(after.user).toEqual(before.user);
    expect(after.messages.filter((m) => m.direction === 'inbound').map((m) => m.body)).toEqual([body]);
    expect(deps.sms.sent.slice(before.texts).map((s) => s.body)).toEqual([replyAnswers.didNotUnderstand()]);
  });

  it('a storage failure is not swallowed: the invocation fails, so it shows and SNS retries it', async () => {
    const { deps, user } = await setup();
    const broken = {
      ...deps,
      users: {
        ...deps.users,
        getByPhone: async () => {
          throw new Error('DynamoDB is down');
        },
      },
    };
    await expect(makeHandler(() => broken)(snsEvent(snsRecord(twoWay(user.phoneNumber))))).rejects.toThrow(
      'DynamoDB is down',
    );
  });
});
