import type { User } from '../../users/domain/user';
import { DomainError } from '../../kernel/errors';
import type { RepliesPorts } from '../replies-ports';
import { endTravel, setTravel, tripEffectsFor } from '../../reminders';
import { travelTexts } from '../../reminders/domain/travel-texts';
import { movedMoreThanAnHour } from '../../reminders/domain/travel-moves';
import type { TravelReply } from '../domain/reply-travel';
import { travelAnswers } from '../domain/travel-answers';

export type TravelByTextDeps = Pick<RepliesPorts, 'users' | 'reminders' | 'scheduler' | 'clock'>;

/**
 * "I'm in Tokyo until Friday", "in London for 2 weeks", "I'm in Denver", "BACK": sets or ends the trip (setTravel,
 * endTravel: each reminder re-planned in one write) and says what moves. A place naming no zone, an unreadable last
 * day, a trip over before it starts or longer than a year change nothing and say so. Safe to run twice: the same
 * trip again changes nothing, and the answer reads the same.
 */
export async function travelByText(deps: TravelByTextDeps, user: User, reply: TravelReply): Promise<string> {
  if (reply.kind === 'travel_unknown') return travelAnswers.unknownPlace(reply.place);
  if (reply.kind === 'travel_until_unreadable') return travelAnswers.unreadableDay(reply.zone);
  if (reply.kind === 'travel_back') {
    const ended = await endTravel(deps, user.id);
    if (!ended.left) return travelAnswers.alreadyHome(user.timezone);
    return travelTexts.backHome({
      home: ended.user.timezone,
      moved: movedMoreThanAnHour(ended.replanned),
      tripZone: ended.left,
    });
  }
  try {
    const change = await setTravel(deps, user.id, { zone: reply.zone, until: reply.lastDay });
    if (!change.trip)
      return travelTexts.backHome({ home: change.user.timezone, moved: movedMoreThanAnHour(change.replanned) });
    const effects = await tripEffectsFor(deps, change.user, change.trip);
    return travelTexts.tripSet({ zone: change.trip.zone, until: change.trip.until, effects });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'validation_failed')
      return travelAnswers.refused(reply.zone, error.message);
    throw error;
  }
}
