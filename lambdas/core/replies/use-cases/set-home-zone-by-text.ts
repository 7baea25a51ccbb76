import type { User } from '../../users/domain/user';
import { zoneForPlace, zoneName } from '../../users/domain/place-zone';
import type { RepliesPorts } from '../replies-ports';
import { reconcileUserNags } from '../../reminders';
import { setWeeklySummarySchedule } from '../../summaries';
import { replyAnswers } from '../domain/reply-answers';
import { travelAnswers } from '../domain/travel-answers';
import { tripOn } from '../../users/domain/travel';

/**
 * TZ alone: the home zone (and the trip on, if any) and how to change each. TZ <place>: the account's home zone, as
 * Settings' Time Zone sets it; its reminders are planned again in it and the weekly summary follows. A place naming no zone changes nothing and says so. Safe to run twice: a zone already set
 * changes nothing more, and the answer reads the same.
 */
export async function setHomeZoneByText(
  deps: Pick<RepliesPorts, 'users' | 'reminders' | 'scheduler' | 'clock' | 'sms' | 'optOuts'>,
  user: User,
  place: string,
): Promise<string> {
  if (!place) {
    const trip = tripOn(user, deps.clock.now());
    const homeName = zoneName(user.timezone);
    return trip ? travelAnswers.zonesWhileAway({ ...trip, homeName }) : replyAnswers.homeZoneNow(homeName);
  }
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
