import { movePersonClock, type LiveLink } from '../../reminders-for-people';
import { zoneForPlace, zoneName } from '../../users/domain/place-zone';
import type { RepliesPorts } from '../replies-ports';
import { clockAnswers } from '../domain/clock-answers';
import type { QuietRequest } from '../domain/quiet-request';
import { replyAnswers } from '../domain/reply-answers';

type Deps = Pick<RepliesPorts, 'people' | 'reminders' | 'scheduler' | 'clock'>;
export type PersonClockRequest = { kind: 'home_zone'; place: string } | QuietRequest;

/**
 * A person's ZONE or QUIET text: their zone or quiet hours on every live link of their number (the newest link's are
 * the ones shown), and every reminder addressed to them re-planned on it. A place naming no zone, or hours that read
 * as none, change nothing and say so. Safe to run twice: the same clock again moves nothing.
 */
export async function personClockByText(deps: Deps, links: LiveLink[], request: PersonClockRequest): Promise<string> {
  const { person } = links[links.length - 1]!;
  if (request.kind === 'quiet_invalid') return clockAnswers.quietUnreadable(request.words);
  if (request.kind === 'quiet') {
    if (!request.hours) return clockAnswers.quietNow(person.quietHoursStart, person.quietHoursEnd);
    const { start, end } = request.hours;
    await movePersonClock(deps, links, { quietHoursStart: start, quietHoursEnd: end });
    return clockAnswers.quietSet(start, end);
  }
  if (!request.place) return clockAnswers.personZoneNow(zoneName(person.timezone));
  const zone = zoneForPlace(request.place);
  if (!zone) return replyAnswers.homeZoneUnknown(request.place);
  await movePersonClock(deps, links, { timezone: zone });
  return clockAnswers.personZoneSet(zoneName(zone));
}
