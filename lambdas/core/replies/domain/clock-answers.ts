import { fitTaskToOneSegment } from '../../texting/domain/fit-task';
import { wallTimeText } from '../../texting/domain/local-time-text';

/** Any date: a wall time's words ("10:00 PM") do not depend on it. */
const hoursText = (start: string, end: string) =>
  `${wallTimeText('2026-01-01', start)}-${wallTimeText('2026-01-01', end)}`;

/** The answers to QUIET (anyone with reminders) and to a person's ZONE: one segment each. */
export const clockAnswers = {
  quietSet: (start: string, end: string) =>
    `Got it: quiet hours are ${hoursText(start, end)}. No reminder texts then; they wait until it ends.`,
  quietNow: (start: string, end: string) =>
    `Your quiet hours are ${hoursText(start, end)}. To change them, reply e.g. QUIET 10pm-7am.`,
  quietUnreadable: (words: string) =>
    fitTaskToOneSegment(
      (w) => `I couldn't read "${w}" as quiet hours, so nothing changed. Reply e.g. QUIET 10pm-7am.`,
      words,
    ),
  /** A person's ZONE <place>: their reminders' times are read there now. */
  personZoneSet: (name: string) => `Got it: your reminders now text at their set times in ${name}.`,
  personZoneNow: (name: string) =>
    `Your reminders text at their set times in ${name}. To change it, reply e.g. ZONE Chicago.`,
} as const;
