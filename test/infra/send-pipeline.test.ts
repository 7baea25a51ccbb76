import { Match } from 'aws-cdk-lib/assertions';
import { grantsOf } from './function-policy';
import { buildStacks, logicalId } from './stacks-under-test';

describe('send pipeline', () => {
  const build = buildStacks();
  const { sendPipeline } = build.stateless;
  const template = build.statelessTemplate;

  test('the scheduler role can only send to the send and recovery queues and their dead-letter queues, and only EventBridge Scheduler for this group can assume it', () => {
    const roleId = logicalId(sendPipeline.schedulerRole);
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`),
    );
    expect(policies.flatMap((p) => p.Properties.PolicyDocument.Statement)).toEqual([
      {
        Sid: 'SendDueNags',
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Resource: [
          { 'Fn::GetAtt': [logicalId(sendPipeline.queue), 'Arn'] },
          { 'Fn::GetAtt': [logicalId(sendPipeline.deadLetterQueue), 'Arn'] },
        ],
      },
      {
        Sid: 'SendRecoveryWaitEnds',
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Resource: [
          { 'Fn::GetAtt': [logicalId(sendPipeline.recoveryQueue), 'Arn'] },
          { 'Fn::GetAtt': [logicalId(sendPipeline.recoveryDeadLetterQueue), 'Arn'] },
        ],
      },
    ]);
    const role = template.toJSON().Resources[roleId].Properties;
    expect(role.ManagedPolicyArns).toBeUndefined();
    expect(role.Policies).toBeUndefined();
    expect(role.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRole',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: {
          StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
          ArnLike: { 'aws:SourceArn': { 'Fn::GetAtt': [logicalId(sendPipeline.scheduleGroup), 'Arn'] } },
        },
      },
    ]);
  });

  test('the schedule group is per stage', () => {
    template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'nagtext-dev-nags' });
  });

  test('the send queue has a dead-letter queue and send-nag drains it with bounded concurrency', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'nagtext-dev-send',
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(sendPipeline.deadLetterQueue), 'Arn'] },
        maxReceiveCount: 5,
      },
      VisibilityTimeout: 180,
      SqsManagedSseEnabled: true,
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId(build.stateless.eventFunctions.sendNag!.fn) },
      EventSourceArn: { 'Fn::GetAtt': [logicalId(sendPipeline.queue), 'Arn'] },
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: 2 },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(Object.keys(template.findResources('AWS::Lambda::EventSourceMapping'))).toHaveLength(2);
  });

  test("a recovery's wait end has its own queue (with a dead-letter queue) and function, apart from the send queue's", () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'nagtext-dev-recovery',
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(sendPipeline.recoveryDeadLetterQueue), 'Arn'] },
        maxReceiveCount: 5,
      },
      SqsManagedSseEnabled: true,
    });
    template.hasResourceProperties('AWS::SQS::Queue', { QueueName: 'nagtext-dev-recovery-dlq' });
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).map((m) => ({
      fn: (m.Properties.FunctionName as { Ref: string }).Ref,
      queue: (m.Properties.EventSourceArn as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0],
    }));
    expect(mappings).toEqual(
      expect.arrayContaining([
        { fn: logicalId(build.stateless.eventFunctions.sendNag!.fn), queue: logicalId(sendPipeline.queue) },
        {
          fn: logicalId(build.stateless.eventFunctions.recoveryWaitEnd!.fn),
          queue: logicalId(sendPipeline.recoveryQueue),
        },
      ]),
    );
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId(build.stateless.eventFunctions.recoveryWaitEnd!.fn) },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  test("inbound SMS, delivery receipts and SES's feedback are subscribed to their topics, with a dead-letter queue each", () => {
    const { sms, email } = build.stateful;
    for (const [name, topic] of [
      ['inboundSms', sms.inboundTopic],
      ['deliveryReceipt', sms.deliveryReceiptTopic],
      ['emailFeedback', email.feedbackTopic],
    ] as const) {
      const fn = build.stateless.eventFunctions[name]!;
      template.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'lambda',
        Endpoint: { 'Fn::GetAtt': [logicalId(fn.fn), 'Arn'] },
        TopicArn: { 'Fn::ImportValue': Match.stringLikeRegexp(logicalId(topic)) },
        RedrivePolicy: { deadLetterTargetArn: Match.anyValue() },
      });
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: logicalId(fn.fn) },
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      });
      template.hasResourceProperties('AWS::SQS::Queue', { QueueName: `nagtext-dev-${name}-dlq` });
    }
  });

  test("the delivery-receipt function updates the Data table and schedules a failed nag's retry and call; it never texts or calls", () => {
    const pairs = grantsOf(build, build.stateless.eventFunctions.deliveryReceipt!).flatMap((g) =>
      g.actions.map((a) => `${a} ${g.resources.join(',')}`),
    );
    expect(pairs.filter((p) => /sms-voice|secretsmanager|AuthTable/.test(p))).toEqual([]);
    expect(pairs.filter((p) => /^scheduler:/.test(p))).not.toEqual([]);
  });
});
