import type { WeeklyWallTime } from '../../kernel/weekly-time';

/** What a schedule hands back when it fires: plain JSON, so it survives EventBridge and the local file alike. */
export type SchedulePayload = { [key: string]: string | number | boolean | null };

/**
 * Schedules by name (EventBridge Scheduler in the cloud, a local loop under `npm start`): one-time ones, and
 * weekly ones at a wall time in a zone. Scheduling an existing name replaces it; cancelling a name that does
 * not exist is not an error.
 */
export interface NagScheduler {
  scheduleAt(scheduleName: string, at: Date, payload: SchedulePayload): Promise<void>;
  /**
   * Fires every week at the wall time in its zone (DST kept) until cancelled; `spreadMinutes` lets the
   * scheduler fire up to that much later, so everyone's 6 PM in one zone is not one burst.
   */
  scheduleWeekly(
    scheduleName: string,
    weekly: WeeklyWallTime,
    payload: SchedulePayload,
    options?: { spreadMinutes?: number },
  ): Promise<void>;
  cancel(scheduleName: string): Promise<void>;
}
