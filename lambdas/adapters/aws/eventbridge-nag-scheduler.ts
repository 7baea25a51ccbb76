import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
  type SchedulerClient,
  type Target,
} from '@aws-sdk/client-scheduler';
import type { Clock } from '#core/kernel/clock';
import type { WeeklyWallTime } from '#core/kernel/weekly-time';
import type { NagScheduler, SchedulePayload } from '#core/reminders/ports/nag-scheduler';
import { scheduleQueueOf, type ScheduleQueue } from '#shared/runtime/event-handlers';

/** A queue a schedule delivers to, and where its deliveries go when they cannot get there after their retries. */
export interface ScheduleQueueTarget {
  arn: string;
  deadLetterArn: string;
}

export interface EventBridgeSchedulerConfig {
  groupName: string;
  /**
   * The queues a schedule delivers its payload to, chosen by what it carries (`scheduleQueueOf`: a recovery's wait end
   * to the recovery queue, the rest to the send queue), and the role EventBridge Scheduler assumes to do so.
   */
  targets: Record<ScheduleQueue, ScheduleQueueTarget>;
  roleArn: string;
}

/** EventBridge refuses an at() in the past; a nag already due is sent a few seconds from now instead. */
const MIN_LEAD_MS = 5_000;

/** `at(yyyy-mm-ddThh:mm:ss)` in UTC, as EventBridge Scheduler's one-time expression wants it. */
export function atExpression(at: Date): string {
  return `at(${at.toISOString().slice(0, 19)})`;
}

const CRON_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

/** `cron(minute hour ? * DAY *)`: every week on the ISO weekday at the wall time, read in the schedule's time zone. */
export function weeklyCronExpression(weekly: Pick<WeeklyWallTime, 'weekday' | 'time'>): string {
  const [hour, minute] = weekly.time.split(':').map(Number);
  const day = CRON_DAYS[weekly.weekday - 1];
  if (day === undefined || !Number.isInteger(hour) || !Number.isInteger(minute))
    throw new RangeError(`Not a weekly wall time: ${weekly.weekday} ${weekly.time}`);
  return `cron(${minute} ${hour} ? * ${day} *)`;
}

/**
 * EventBridge Scheduler schedules delivering the payload to its queue (the send queue, or a recovery's own): one-time ones (deleted by the service
 * after they fire) and weekly cron ones in the user's zone (kept until cancelled). Scheduling an existing name
 * updates it; cancelling a missing one is not an error.
 */
export function eventBridgeNagScheduler(
  client: SchedulerClient,
  config: EventBridgeSchedulerConfig,
  clock: Clock,
): NagScheduler {
  const target = (payload: SchedulePayload): Target => {
    const queue = config.targets[scheduleQueueOf(payload)];
    return {
      Arn: queue.arn,
      RoleArn: config.roleArn,
      Input: JSON.stringify(payload),
      DeadLetterConfig: { Arn: queue.deadLetterArn },
      RetryPolicy: { MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 10 },
    };
  };
  const put = async (input: CreateScheduleCommandInput) => {
    try {
      await client.send(new CreateScheduleCommand(input));
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
      await client.send(new UpdateScheduleCommand(input));
    }
  };
  return {
    async scheduleAt(name, at, payload) {
      const when = new Date(Math.max(at.getTime(), clock.now().getTime() + MIN_LEAD_MS));
      await put({
        Name: name,
        GroupName: config.groupName,
        ScheduleExpression: atExpression(when),
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        State: 'ENABLED',
        Target: target(payload),
      });
    },

    async scheduleWeekly(name, weekly, payload, options = {}) {
      const spread = options.spreadMinutes ?? 0;
      await put({
        Name: name,
        GroupName: config.groupName,
        ScheduleExpression: weeklyCronExpression(weekly),
        ScheduleExpressionTimezone: weekly.zone,
        FlexibleTimeWindow: spread > 0 ? { Mode: 'FLEXIBLE', MaximumWindowInMinutes: spread } : { Mode: 'OFF' },
        ActionAfterCompletion: 'NONE',
        State: 'ENABLED',
        Target: target(payload),
      });
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
