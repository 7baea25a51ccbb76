import { fitTaskToOneSegment } from '../../texting/domain/fit-task';
import { zoneCity } from '#shared/timezones';

/** The answers to a trip by text that name no reminder (the trip set and BACK: reminders/domain/travel-texts.ts). */
export const travelAnswers = {
  /** "I'm in Narnia": a question back; nothing changed. */
  unknownPlace: (place: string) =>
    fitTaskToOneSegment(
      (p) => `Where is "${p}"? I don't know its time zone, so nothing changed. Reply like: I'm in Tokyo until Friday`,
      place,
    ),
  /** "I'm in Tokyo until someday". */
  unreadableDay: (zone: string) =>
    `I couldn't read the last day of your ${zoneCity(zone)} trip, so nothing changed. Reply like: I'm in ${zoneCity(zone)} until Friday, or for 2 weeks`,
  /** A trip refused (over before it starts, longer than a year): why, and that nothing changed. */
  refused: (zone: string, why: string) => `${why} (your ${zoneCity(zone)} trip), so nothing changed.`,
  /** BACK at home. */
  alreadyHome: (home: string) => `You're on ${zoneCity(home)} time already: nothing changed.`,
};
