import { fitTaskToOneSegment } from '../../texting/domain/fit-task';
import { zoneCity } from '#shared/timezones';
import { wallDayText } from '../../texting/domain/local-time-text';

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
  /** TZ alone while away: where they are until when, home, and how to end or change each. */
  zonesWhileAway: (p: { zone: string; until: string | null; homeName: string }) =>
    `You're on ${zoneCity(p.zone)} time${p.until ? ` until ${wallDayText(p.until)}` : ''}; home is ${p.homeName}. Reply BACK when home, or e.g. TZ London to change home.`,
  /** BACK at home. */
  alreadyHome: (home: string) => `You're on ${zoneCity(home)} time already: nothing changed.`,
};
