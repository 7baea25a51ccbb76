import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import {
  atExpression,
  eventBridgeNagScheduler,
  weeklyCronExpression,
} from '../../../lambdas/adapters/aws/eventbridge-nag-scheduler';

describe('eventBridgeNagScheduler', () => {
  const mock = mockClient(SchedulerClient);
  const config = {
    groupName: 'nagtext-test-nags',
    targets: {
      sendQueue: {
        arn: 'arn:aws:sqs:us-east-1:111122223333:nagtext-test-send',
        deadLetterArn: 'arn:aws:sqs:us-east-1:111122223333:nagtext-test-send-dlq',
      },
      recoveryQueue: {
        arn: 'arn:aws:sqs:us-east-1:111122223333:nagtext-test-recovery',
        deadLetterArn: 'arn:aws:sqs:us-east-1:111122223333:nagtext-test-recovery-dlq',
      },
    },
    roleArn: 'arn:aws:iam::111122223333:role/scheduler',
  };
  const clock = { now: () => new Date('2026-11-23T12:00:00.000Z') };
  const scheduler = () => eventBridgeNagScheduler(new SchedulerClient({ region: 'us-east-1' }), config, clock);
  const payload = { userId: 'u1', reminderId: 'r1', nagId: 'r1.abc.1' };
  afterEach(() => mock.reset());

  it('creates a one-time at() schedule in the group that delivers the payload to the send queue', async () => {
    mock.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    await scheduler().scheduleAt('nag-r1.abc.1', new Date('2026-11-24T14:00:00.000Z'), payload);
    expect(mock).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: 'nag-r1.abc.1',
      GroupName: 'nagtext-test-nags',
      ScheduleExpression: 'at(2026-11-24T14:00:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      State: 'ENABLED',
      Target: {
        Arn: config.targets.sendQueue.arn,
        RoleArn: config.roleArn,
        Input: JSON.stringify(payload),
        DeadLetterConfig: { Arn: config.targets.sendQueue.deadLetterArn },
        RetryPolicy: { MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 10 },
      },
    });
    expect(mock).toHaveReceivedCommandTimes(UpdateScheduleCommand, 0);
  });

  it.each([
    ["a recovery's wait end: the recovery queue", { kind: 'completeRecovery', recoveryId: 'rec-1' }, 'recoveryQueue'],
    ['a nag: the send queue', payload, 'sendQueue'],
    ["a failed nag's retry: the send queue", { kind: 'retryNag', userId: 'u1', nagId: 'n1' }, 'sendQueue'],
    ['a weekly summary: the send queue', { kind: 'weeklySummary', userId: 'u1' }, 'sendQueue'],
  ] as const)('delivers %s (its dead letters there too)', async (_what, carried, queue) => {
    mock.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    await scheduler().scheduleAt('some-name', new Date('2026-11-24T14:00:00.000Z'), carried);
    expect(mock).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Target: expect.objectContaining({
        Arn: config.targets[queue].arn,
        DeadLetterConfig: { Arn: config.targets[queue].deadLetterArn },
        Input: JSON.stringify(carried),
      }) as unknown,
    });
  });

  it('updates a schedule that already exists under the name', async () => {
    mock
      .on(CreateScheduleCommand)
      .rejects(new ConflictException({ message: 'exists', Message: 'exists', $metadata: {} }));
    mock.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    await scheduler().scheduleAt('nag-r1.abc.1', new Date('2026-11-24T14:00:00.000Z'), payload);
    expect(mock).toHaveReceivedCommandWith(UpdateScheduleCommand, {
      Name: 'nag-r1.abc.1',
      ScheduleExpression: 'at(2026-11-24T14:00:00)',
    });
  });

  it('moves a nag already due a few seconds ahead (EventBridge refuses the past)', async () => {
    mock.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    await scheduler().scheduleAt('nag-x', new Date('2026-11-23T11:00:00.000Z'), payload);
    expect(mock).toHaveReceivedCommandWith(CreateScheduleCommand, { ScheduleExpression: 'at(2026-11-23T12:00:05)' });
  });

  it("creates a weekly cron schedule read in the user's zone, kept after it fires, fired within a flexible window", async () => {
    mock.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    const summary = { kind: 'weeklySummary', userId: 'u1' };
    await scheduler().scheduleWeekly(
      'weekly-summary-u1',
      { weekday: 7, time: '18:00', zone: 'America/New_York' },
      summary,
      { spreadMinutes: 15 },
    );
    expect(mock).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: 'weekly-summary-u1',
      GroupName: 'nagtext-test-nags',
      ScheduleExpression: 'cron(0 18 ? * SUN *)',
      ScheduleExpressionTimezone: 'America/New_York',
      FlexibleTimeWindow: { Mode: 'FLEXIBLE', MaximumWindowInMinutes: 15 },
      ActionAfterCompletion: 'NONE',
      State: 'ENABLED',
      Target: {
        Arn: config.targets.sendQueue.arn,
        RoleArn: config.roleArn,
        Input: JSON.stringify(summary),
        DeadLetterConfig: { Arn: config.targets.sendQueue.deadLetterArn },
        RetryPolicy: { MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 10 },
      },
    });
  });

  it('moves an existing weekly schedule (a new zone) by updating it', async () => {
    mock
      .on(CreateScheduleCommand)
      .rejects(new ConflictException({ message: 'exists', Message: 'exists', $metadata: {} }));
    mock.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    await scheduler().scheduleWeekly('weekly-summary-u1', { weekday: 7, time: '18:00', zone: 'Asia/Tokyo' }, {});
    expect(mock).toHaveReceivedCommandWith(UpdateScheduleCommand, {
      ScheduleExpressionTimezone: 'Asia/Tokyo',
      FlexibleTimeWindow: { Mode: 'OFF' },
    });
  });

  it.each([
    [{ weekday: 7, time: '18:00' }, 'cron(0 18 ? * SUN *)'],
    [{ weekday: 1, time: '07:05' }, 'cron(5 7 ? * MON *)'],
    [{ weekday: 6, time: '00:00' }, 'cron(0 0 ? * SAT *)'],
  ])('weekly %o is %s', (weekly, expected) => expect(weeklyCronExpression(weekly)).toBe(expected));

  it('refuses a weekday outside 1-7', () =>
    expect(() => weeklyCronExpression({ weekday: 0, time: '18:00' })).toThrow(RangeError));

  it('deletes by name, and a schedule already gone (fired, or cancelled twice) is not an error', async () => {
    mock
      .on(DeleteScheduleCommand)
      .resolvesOnce({})
      .rejectsOnce(new ResourceNotFoundException({ message: 'gone', Message: 'gone', $metadata: {} }));
    await scheduler().cancel('nag-x');
    await scheduler().cancel('nag-x');
    expect(mock).toHaveReceivedCommandWith(DeleteScheduleCommand, { Name: 'nag-x', GroupName: 'nagtext-test-nags' });
    expect(mock).toHaveReceivedCommandTimes(DeleteScheduleCommand, 2);
  });

  it('rethrows other failures', async () => {
    mock.on(DeleteScheduleCommand).rejects(new Error('boom'));
    await expect(scheduler().cancel('nag-x')).rejects.toThrow('boom');
  });

  it.each([
    ['2026-03-08T07:00:00.000Z', 'at(2026-03-08T07:00:00)'],
    ['2026-12-31T23:59:59.999Z', 'at(2026-12-31T23:59:59)'],
  ])('at() of %s is %s', (iso, expected) => expect(atExpression(new Date(iso))).toBe(expected));
});
