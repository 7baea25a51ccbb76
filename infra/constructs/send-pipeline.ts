import { Aws, Duration, Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';

export interface SendPipelineProps {
  config: StageConfig;
  /** send-nag's timeout: the queue hides a message six times as long while it is being sent. */
  sendTimeout: Duration;
}

/**
 * reminder saved -> one-time schedule in this stage's group -> (scheduler role) -> send queue -> send-nag.
 * A message send-nag fails on five times lands in the dead-letter queue (alarmed), never lost.
 * A recovery's wait end takes the same road to a queue of its own -> complete-recovery (the only function that moves an
 * account at a wait's end, and so the only scheduled one holding the Stripe key).
 */
export class SendPipeline extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly recoveryQueue: Queue;
  readonly recoveryDeadLetterQueue: Queue;
  readonly scheduleGroup: ScheduleGroup;
  readonly schedulerRole: Role;
  /** Every schedule of this stage's group. */
  readonly scheduleArnPattern: string;

  constructor(scope: Construct, id: string, props: SendPipelineProps) {
    super(scope, id);
    const { config } = props;

    this.deadLetterQueue = new Queue(this, 'SendDeadLetters', {
      queueName: `${config.prefix}send-dlq`,
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: config.removalPolicy,
    });
    this.queue = new Queue(this, 'SendQueue', {
      queueName: `${config.prefix}send`,
      visibilityTimeout: Duration.seconds(props.sendTimeout.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 5 },
      removalPolicy: config.removalPolicy,
    });

    this.recoveryDeadLetterQueue = new Queue(this, 'RecoveryDeadLetters', {
      queueName: `${config.prefix}recovery-dlq`,
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: config.removalPolicy,
    });
    this.recoveryQueue = new Queue(this, 'RecoveryQueue', {
      queueName: `${config.prefix}recovery`,
      visibilityTimeout: Duration.seconds(props.sendTimeout.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.recoveryDeadLetterQueue, maxReceiveCount: 5 },
      removalPolicy: config.removalPolicy,
    });

    this.scheduleGroup = new ScheduleGroup(this, 'ScheduleGroup', {
      scheduleGroupName: `${config.prefix}nags`,
      removalPolicy: config.removalPolicy,
    });
    this.scheduleArnPattern = Stack.of(this).formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.scheduleGroup.scheduleGroupName}/*`,
    });

    // Assumed by EventBridge Scheduler only for this account's schedules in this group; it can do one thing.
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      description: "EventBridge Scheduler delivers due nags to the send queue and recoveries' wait ends to theirs.",
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'aws:SourceArn': this.scheduleGroup.scheduleGroupArn },
        },
      }),
    });
    this.schedulerRole.addToPrincipalPolicy(
      new PolicyStatement({
        sid: 'SendDueNags',
        effect: Effect.ALLOW,
        actions: ['sqs:SendMessage'],
        // The dead-letter queue too: a schedule that cannot deliver after its retries lands there, never lost.
        resources: [this.queue.queueArn, this.deadLetterQueue.queueArn],
      }),
    );
    this.schedulerRole.addToPrincipalPolicy(
      new PolicyStatement({
        sid: 'SendRecoveryWaitEnds',
        effect: Effect.ALLOW,
        actions: ['sqs:SendMessage'],
        resources: [this.recoveryQueue.queueArn, this.recoveryDeadLetterQueue.queueArn],
      }),
    );
  }
}
