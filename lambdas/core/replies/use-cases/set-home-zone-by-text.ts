import type { User } from '../../users/domain/user';
import { zoneForPlace, zoneName } from '../../users/domain/place-zone';
import type { RepliesPorts } from '../replies-ports';
import { reconcileUserNags } from '../../reminders';
import { setWeeklySummarySchedule } from '../../summaries';
import { replyAnswers } from '../domain/reply-answers';

/**
 * TZ <place>: the account's home zone, as Settings' Time Zone sets it; its reminders are planned again in it and the
 * weekly summary follows. A place naming no zone changes nothing and says so. Safe to run twice: a zone already set
 * changes nothing more, and the answer reads the same.
 */
export async function setHomeZoneByText(
  deps: Pick<RepliesPorts, 'users' | 'reminders' | 'scheduler' | 'clock' | 'sms' | 'optOuts'>,
  user: User,
  place: string,
): Promise<string> {
  if (!place) return replyAnswers.homeZoneNow(zoneName(user.timezone));
  const zone = zoneForPlace(place);
  if (!zone) return replyAnswers.homeZoneUnknown(place);
  if (zone !== user.timezone) {
    const updated = await deps.users.update(user.id, { timezone: zone }, deps.clock.now().toISOString());
    if (updated) {
      await reconcileUserNags(deps, user.id);
      await setWeeklySummarySchedule(deps, updated);
    }
  }
  return replyAnswers.homeZoneSet(zoneName(zone));
}
