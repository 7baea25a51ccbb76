import type { User } from '../../users/domain/user';
import type { SummariesPorts } from '../summaries-ports';
import {
  WEEKLY_SUMMARY_SPREAD_MINUTES,
  weeklySummaryPayload,
  weeklySummaryScheduleName,
  weeklySummaryTime,
} from '../domain/summary-schedule';

/**
 * The user's one weekly schedule as their settings say: Sundays 6 PM in their zone while they are opted in,
 * none otherwise. Whether a text may go (STOP, pause, subscription, quiet hours) is asked when it fires, so a
 * held user keeps the schedule and gets the summary again once the hold ends. Safe to run any number of times.
 */
export async function setWeeklySummarySchedule(
  deps: Pick<SummariesPorts, 'scheduler'>,
  user: Pick<User, 'id' | 'timezone' | 'weeklySummaryOptIn'>,
): Promise<void> {
  const name = weeklySummaryScheduleName(user.id);
  if (!user.weeklySummaryOptIn) {
    await deps.scheduler.cancel(name);
    return;
  }
  await deps.scheduler.scheduleWeekly(name, weeklySummaryTime(user.timezone), weeklySummaryPayload(user.id), {
    spreadMinutes: WEEKLY_SUMMARY_SPREAD_MINUTES,
  });
}
