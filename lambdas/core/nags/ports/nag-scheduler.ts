/** What a schedule hands back when it fires: plain JSON, so it survives EventBridge and the local file alike. */
export type SchedulePayload = { [key: string]: string | number | boolean | null };

/**
 * One-time schedules by name (EventBridge Scheduler in the cloud, a local loop under `npm start`).
 * Scheduling an existing name replaces it; cancelling a name that does not exist is not an error.
 */
export interface NagScheduler {
  scheduleAt(scheduleName: string, at: Date, payload: SchedulePayload): Promise<void>;
  cancel(scheduleName: string): Promise<void>;
}
