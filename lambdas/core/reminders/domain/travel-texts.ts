import { zoneCity } from '#shared/timezones';
import { ELLIPSIS, toGsmTask } from '../../texting/domain/fit-task';
import { smsSegments } from '../../texting/domain/sms-segments';
import { dayAndTimeText, timeText, wallDayText, wallTimeText } from '../../texting/domain/local-time-text';
import type { Reminder } from './reminder';
import type { TripEffect } from './travel-moves';

/** A trip's texts name reminders as far as this many segments hold, then "+N more". */
const TRAVEL_TEXT_SEGMENTS = 2;
const TASK_CHARS = 30;
const ANY_DATE = '2000-01-01';

/** A task quoted in a trip's text: GSM-7, at most TASK_CHARS long. */
function quoted(task: string): string {
  const chars = [...toGsmTask(task)];
  const cut =
    chars.length <= TASK_CHARS
      ? chars.join('')
      : `${chars
          .slice(0, TASK_CHARS - 3)
          .join('')
          .trimEnd()}${ELLIPSIS}`;
  return `'${cut || ELLIPSIS}'`;
}

const wall = (time: string) => wallTimeText(ANY_DATE, time);

/** One reminder's fate on a trip, in words. */
export function effectText(effect: TripEffect): string {
  const place = zoneCity(effect.zone);
  if (effect.kind === 'follows') return `${quoted(effect.task)} follows you (${wall(effect.wallTime)} ${place})`;
  if (effect.kind === 'fixed')
    return `${quoted(effect.task)} stays at ${wall(effect.wallTime)} ${zoneCity(effect.fixedZone)} (${timeText(effect.localAt, effect.zone)} ${place})`;
  const waits = effect.waitsUntil ? `, in your quiet hours there: it waits until ${wall(effect.waitsUntil)}` : '';
  return `${quoted(effect.task)} stays on home time (${wall(effect.wallTime)} ${zoneCity(effect.home)} = ${timeText(effect.localAt, effect.zone)} ${place}${waits})`;
}

/** `lead`, then as many of `items` as fit TRAVEL_TEXT_SEGMENTS (joined by "; "), "+N more", then `tail`. */
function fitted(lead: string, items: readonly string[], tail: string): string {
  const build = (shown: number) => {
    const named = items.slice(0, shown).join('; ');
    const more = shown < items.length ? `${shown ? '; ' : ''}+${items.length - shown} more` : '';
    return [lead, named || more ? `${named}${more}.` : '', tail].filter(Boolean).join(' ');
  };
  let shown = 0;
  while (shown < items.length && smsSegments(build(shown + 1)) <= TRAVEL_TEXT_SEGMENTS) shown += 1;
  return build(shown);
}

export const travelTexts = {
  /** A trip set: where, until when, and what each reminder does. */
  tripSet: (p: { zone: string; until: string | null; effects: readonly TripEffect[] }) =>
    fitted(
      `Got it: ${zoneCity(p.zone)}${p.until ? ` until ${wallDayText(p.until)}` : ''}.`,
      p.effects.map(effectText),
      "Reply BACK when you're home.",
    ),
  /** The trip ended (BACK, or its last day passed): home time again, and the reminders whose next text moved. */
  backHome: (p: { home: string; moved: readonly Pick<Reminder, 'task' | 'nextNag'>[]; tripZone?: string }) =>
    fitted(
      `Welcome back${p.tripZone ? ` from ${zoneCity(p.tripZone)}` : ''}: your reminders are on ${zoneCity(p.home)} time again.`,
      p.moved.map((r) => `${quoted(r.task)} next ${dayAndTimeText(new Date(r.nextNag!.at), p.home)}`),
      'Reply LIST to see them.',
    ),
};
