import type { User } from '../../users/domain/user';
import type { SummariesPorts } from '../summaries-ports';
import type { Completion } from '../../reminders/domain/completion';
import { deferOutOfQuietHours, isInQuietHours } from '../../reminders/domain/quiet-hours';
import { zoneWhereTheyAre } from '../../users/domain/travel';
import { summaryTexts } from '../domain/summary-texts';
import { INSIGHT_WINDOW } from '../../reminders/domain/reminder-insights';
import { textingBlock } from '../../users/domain/texting-block';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import {
  WEEKLY_SUMMARY_CLAIM_SECONDS,
  heldSummaryScheduleName,
  summaryWeekAt,
  weeklySummaryClaimKey,
  weeklySummaryPayload,
  weeklySummaryScheduleName,
  type SummaryWeek,
  type WeeklySummaryPayload,
} from '../domain/summary-schedule';
import { weeklySummaryOf, type WeeklySummary } from '../domain/weekly-summary';

export type SendWeeklySummaryDeps = SendUserTextDeps &
  Pick<SummariesPorts, 'users' | 'reminders' | 'oncePerWindow' | 'scheduler'>;

export type WeeklySummaryOutcome =
  'sent' | 'failed' | 'duplicate' | 'nothing_due' | 'deferred' | 'held' | 'too_late' | 'off' | 'no_user';

const quietHoursOf = (user: Pick<User, 'quietHoursStart' | 'quietHoursEnd'>) => ({
  start: user.quietHoursStart,
  end: user.quietHoursEnd,
});
const DAY_MS = 86_400_000;

/**
 * A reminder's ended occurrences, newest first: its latest INSIGHT_WINDOW (for its pattern) and all from `sinceDate`
 * on (for the week), a page of INSIGHT_WINDOW at a time until older ones start: one Query, unless more than that
 * many ended since `sinceDate`.
 */
async function historySince(
  deps: Pick<SummariesPorts, 'reminders'>,
  userId: string,
  reminderId: string,
  sinceDate: string,
): Promise<Completion[]> {
  const found: Completion[] = [];
  let cursor: string | undefined;
  do {
    const page = await deps.reminders.listHistory(userId, reminderId, {
      limit: INSIGHT_WINDOW,
      ...(cursor ? { cursor } : {}),
    });
    found.push(...page.items);
    if (page.items.some((c) => c.occurrenceDate < sinceDate)) break;
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

/** The week's summary of the user's reminders: one Query for them, one (rarely two) per reminder for its history. */
async function summaryOfWeek(
  deps: Pick<SummariesPorts, 'reminders'>,
  userId: string,
  zone: string,
  week: SummaryWeek,
): Promise<WeeklySummary | null> {
  const reminders = (await deps.reminders.listForUser(userId)).filter(
    (r) => Date.parse(r.createdAt) < week.to.getTime(),
  );
  // Occurrence dates are local dates: two days of margin before the week covers every zone (and a zone changed since).
  const sinceDate = new Date(week.from.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
  const completions = (await Promise.all(reminders.map((r) => historySince(deps, userId, r.id, sinceDate)))).flat();
  return weeklySummaryOf({ reminders, completions, zone, from: week.from, to: week.to });
}

/**
 * A user's weekly summary schedule fired (or a quiet-hours hold of it ended). One text per user per week however
 * often and in whatever order the event arrives: the week is read from the clock in the user's zone (the seven
 * days up to the latest Sunday 6 PM), and claimed once per week before the text goes. Nothing is sent to a user
 * who opted out of the summary, replied STOP, turned reminder texts off, paused texts, is deactivated or has no
 * active subscription or trial; inside quiet hours it waits for their end. Nothing fails for any of those.
 */
export async function sendWeeklySummary(
  deps: SendWeeklySummaryDeps,
  payload: Pick<WeeklySummaryPayload, 'userId'>,
): Promise<WeeklySummaryOutcome> {
  const now = deps.clock.now();
  const user = await deps.users.get(payload.userId);
  if (!user) {
    // The account is gone: its weekly schedule goes too (erasing an account cancels it; this catches a race).
    await deps.scheduler.cancel(weeklySummaryScheduleName(payload.userId));
    return 'no_user';
  }
  if (!user.weeklySummaryOptIn) return 'off';
  const week = summaryWeekAt(now, user.timezone);
  if (!week) return 'too_late';
  if (textingBlock(user, now)) return 'held';
  // Its week is the home week; its quiet hours are where the person is.
  const here = zoneWhereTheyAre(user, now);
  if (isInQuietHours(now, quietHoursOf(user), here)) {
    const at = deferOutOfQuietHours(now, quietHoursOf(user), here);
    await deps.scheduler.scheduleAt(heldSummaryScheduleName(user.id, at), at, weeklySummaryPayload(user.id));
    return 'deferred';
  }

  const claim = weeklySummaryClaimKey(user.id, week.sunday);
  if (!(await deps.oncePerWindow.claim(claim, now, WEEKLY_SUMMARY_CLAIM_SECONDS))) return 'duplicate';
  try {
    const summary = await summaryOfWeek(deps, user.id, user.timezone, week);
    if (!summary) return 'nothing_due';
    const outcome = await sendUserText(deps, user, summaryTexts.weeklySummary(summary));
    return outcome.sent ? 'sent' : 'failed';
  } catch (error) {
    // Not sent (a read failed, or the provider throttled past its retries): the queue's retry may try again.
    await deps.oncePerWindow.release(claim);
    throw error;
  }
}
