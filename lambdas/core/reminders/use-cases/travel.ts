import type { Profile } from '#shared/contracts/user';
import type { User } from '../../users/domain/user';
import { toProfile } from '../../users/domain/user-profile';
import {
  planTrip,
  tripEndPayload,
  tripEndScheduleName,
  tripOn,
  type StoredTravel,
  type TripEndPayload,
} from '../../users/domain/travel';
import { textingBlock } from '../../users/domain/texting-block';
import { fail } from '../../kernel/errors';
import { sendUserText } from '../../texting';
import type { RemindersPorts } from '../reminders-ports';
import { reconcileUserNags, type ReplannedReminder } from './reconcile-user-nags';
import { movedMoreThanAnHour, tripEffects, type TripEffect } from '../domain/travel-moves';
import { travelTexts } from '../domain/travel-texts';
import { onClock } from '../domain/reminder-clock';
import { replannedReminder } from '../domain/reminder-plan';

export type TravelDeps = Pick<RemindersPorts, 'users' | 'reminders' | 'scheduler' | 'clock'>;

/** A trip set or ended: the user as it is now, and the reminders it re-planned. */
export interface TravelChange {
  user: User;
  replanned: ReplannedReminder[];
  /** The trip on now (undefined: home). */
  trip?: StoredTravel;
  /** The zone the person left (an ended trip's). */
  left?: string;
}

const userOf = async (deps: Pick<TravelDeps, 'users'>, userId: string) =>
  (await deps.users.get(userId)) ?? fail('not_found', 'User not found');

/**
 * PUT /user/travel, "I'm in Tokyo until Friday": the person is in `zone` until the end of `until` there (null: until
 * BACK). A zone that does not exist, a last day already over there, or a trip past MAX_TRIP_DAYS is refused (400
 * naming the field) before anything changes; the home zone itself is being home (the trip, if any, ends). The trip
 * replaces any other, its end gets its one schedule (made before the old trip's is removed), and every reminder is
 * re-planned on its clock, each in one write. The same trip asked again changes nothing.
 */
export async function setTravel(
  deps: TravelDeps,
  userId: string,
  ask: { zone: string; until?: string | null },
): Promise<TravelChange> {
  const user = await userOf(deps, userId);
  const now = deps.clock.now();
  const planned = planTrip(ask, user.timezone, now);
  if (planned.kind === 'problem')
    fail('validation_failed', planned.message, { issues: [{ path: planned.field, message: planned.message }] });
  if (planned.kind === 'home') return endTravel(deps, userId);
  const current = tripOn(user, now);
  const same = current?.zone === planned.travel.zone && current.until === planned.travel.until;
  // A trip's setAt names it (its end's schedule and claim): a newer trip's is always later than the one it replaces.
  const previous = user.travel ? Date.parse(user.travel.setAt) : -Infinity;
  const fresh = { ...planned.travel, setAt: new Date(Math.max(now.getTime(), previous + 1)).toISOString() };
  const travel = same ? current : fresh;
  if (!same) {
    if (travel.endsAt)
      await deps.scheduler.scheduleAt(
        tripEndScheduleName(userId, travel),
        new Date(travel.endsAt),
        tripEndPayload(userId, travel),
      );
    const updated = await deps.users.update(userId, { travel }, now.toISOString());
    if (!updated) fail('not_found', 'User not found');
    if (user.travel) await deps.scheduler.cancel(tripEndScheduleName(userId, user.travel));
  }
  const replanned = await reconcileUserNags(deps, userId);
  return { user: await userOf(deps, userId), replanned, trip: travel };
}

/**
 * DELETE /user/travel, BACK: home time again. Every reminder is re-planned on its clock; the trip's end schedule
 * goes. Safe to run any number of times: at home it changes nothing.
 */
export async function endTravel(deps: TravelDeps, userId: string): Promise<TravelChange> {
  const user = await userOf(deps, userId);
  const now = deps.clock.now();
  const left = user.travel;
  if (left) {
    await deps.users.endTravel(userId, left.setAt, now.toISOString());
    await deps.scheduler.cancel(tripEndScheduleName(userId, left));
  }
  const replanned = left ? await reconcileUserNags(deps, userId) : [];
  return { user: await userOf(deps, userId), replanned, ...(left ? { left: left.zone } : {}) };
}

/** What a trip means for each open reminder, as the answer to setting it names them. */
export async function tripEffectsFor(
  deps: Pick<TravelDeps, 'reminders'>,
  user: User,
  trip: Pick<StoredTravel, 'zone'>,
): Promise<TripEffect[]> {
  const reminders = await deps.reminders.listForUser(user.id);
  return tripEffects(reminders, {
    zone: trip.zone,
    home: user.timezone,
    quiet: { start: user.quietHoursStart, end: user.quietHoursEnd },
  });
}

export type TripEndDeps = TravelDeps &
  Pick<RemindersPorts, 'oncePerWindow' | 'sms' | 'sendPacer' | 'messages' | 'ids' | 'optOuts'>;

/** The claim that makes a trip's end text at most once, whatever the deliveries. */
const tripEndClaimKey = (userId: string, setAt: string) => `trip-end#${userId}#${setAt}`;
const TRIP_END_CLAIM_SECONDS = 3 * 24 * 3600;

export type TripEndOutcome = 'no_user' | 'stale' | 'early' | 'ended_quietly' | 'held' | 'duplicate' | 'texted';

/**
 * The schedule of a trip's end fired: the trip it names ends (one conditional write: a trip set since is left alone,
 * and a second delivery finds nothing to end), every reminder is re-planned on home time, and the person is texted
 * only when some reminder's next text moved by more than an hour, naming them. A delivery before the end (a clock
 * that ran early) sets the schedule again.
 */
export async function endTripOnSchedule(deps: TripEndDeps, payload: TripEndPayload): Promise<TripEndOutcome> {
  const user = await deps.users.get(payload.userId);
  if (!user) return 'no_user';
  const trip = user.travel;
  if (trip?.setAt !== payload.setAt || !trip.endsAt) return 'stale';
  const now = deps.clock.now();
  if (now.getTime() < Date.parse(trip.endsAt)) {
    await deps.scheduler.scheduleAt(tripEndScheduleName(user.id, trip), new Date(trip.endsAt), payload);
    return 'early';
  }
  // Re-planned before the trip is cleared (its end has passed, so the plans are on home time already): a crash
  // between the two leaves no reminder on the trip's clock, and the redelivery finishes the end.
  await reconcileUserNags(deps, user.id);
  const ended = await deps.users.endTravel(user.id, trip.setAt, now.toISOString());
  if (!ended) return 'stale';
  // What moved, read from the plans now beside the trip going on: the same on a redelivery that re-planned nothing.
  const plans = (await deps.reminders.listForUser(user.id)).map((r) => ({ was: r, now: r }));
  const moved = movedMoreThanAnHour(asIfStillAway(plans, ended, trip, now));
  if (!moved.length) return 'ended_quietly';
  if (textingBlock(ended, now)) return 'held';
  const claim = tripEndClaimKey(user.id, trip.setAt);
  if (!(await deps.oncePerWindow.claim(claim, now, TRIP_END_CLAIM_SECONDS))) return 'duplicate';
  const text = travelTexts.backHome({ home: ended.timezone, moved, tripZone: trip.zone });
  const sent = await sendUserText(deps, ended, text);
  return sent.sent ? 'texted' : 'held';
}

/**
 * Each re-planned reminder as it would have been planned had the trip gone on, beside its plan now: what the trip's
 * end itself moved (a plan moved on by time alone, a missed occurrence skipped, is no news).
 */
export function asIfStillAway(
  replanned: readonly ReplannedReminder[],
  home: User,
  trip: StoredTravel,
  now: Date,
): ReplannedReminder[] {
  const away = { ...home, travel: { ...trip, until: null, endsAt: null } };
  return replanned.map(({ was, now: after }) => ({
    was: onClock(was, away, now, (owner) => replannedReminder(was, owner, now)),
    now: after,
  }));
}

/** PUT /user/travel: the trip set (setTravel), answered with the profile. */
export const setTravelForProfile = async (
  deps: TravelDeps,
  userId: string,
  ask: { zone: string; until?: string | null },
): Promise<Profile> => toProfile((await setTravel(deps, userId, ask)).user, deps.clock.now());

/** DELETE /user/travel: home again (endTravel), answered with the profile. */
export const endTravelForProfile = async (deps: TravelDeps, userId: string): Promise<Profile> =>
  toProfile((await endTravel(deps, userId)).user, deps.clock.now());
