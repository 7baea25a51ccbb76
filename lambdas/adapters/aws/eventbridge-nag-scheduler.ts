import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
  type SchedulerClient,
} from '@aws-sdk/client-scheduler';
import type { Clock } from '../../core/kernel/clock';
import type { NagScheduler } from '../../core/nags/ports/nag-scheduler';

export interface EventBridgeSchedulerConfig {
  groupName: string;
  /** The send queue the schedule delivers its payload to, and the role EventBridge Scheduler assumes to do so. */
  targetArn: string;
  roleArn: string;
  deadLetterArn: string;
}

/** EventBridge refuses an at() in the past; a nag already due is sent a few seconds from now instead. */
const MIN_LEAD_MS = 5_000;

/** `at(yyyy-mm-ddThh:mm:ss)` in UTC, as EventBridge Scheduler's one-time expression wants it. */
export function atExpression(at: Date): string {
  return `at(${at.toISOString().slice(0, 19)})`;
}

/**
 * One-time EventBridge Scheduler schedules (deleted by the service after they fire) delivering the payload
 * to the send queue. Scheduling an existing name updates it; cancelling a missing one is not an error.
 */
export function eventBridgeNagScheduler(client: SchedulerClient, config: EventBridgeSchedulerConfig, clock: Clock): NagScheduler {
  return {
    async scheduleAt(name, at, payload) {
      const when = new Date(Math.max(at.getTime(), clock.now().getTime() + MIN_LEAD_MS));
      const input: CreateScheduleCommandInput = {
        Name: name,
        GroupName: config.groupName,
        ScheduleExpression: atExpression(when),
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        State: 'ENABLED',
        Target: {
          Arn: config.targetArn,
          RoleArn: config.roleArn,
          Input: JSON.stringify(payload),
          DeadLetterConfig: { Arn: config.deadLetterArn },
          RetryPolicy: { MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 10 },
        },
      };
      try {
        await client.send(new CreateScheduleCommand(input));
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
        await client.send(new UpdateScheduleCommand(input));
      }
    },

    async cancel(name) {
      try {
        await client.send(new DeleteScheduleCommand({ Name: name, GroupName: config.groupName }));
      } catch (error) {
        if (!(error instanceof ResourceNotFoundException)) throw error;
      }
    },
  };
}
