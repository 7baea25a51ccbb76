// Test glue: reads a feed back with ical.js, as a calendar client would, and expands a reminder's occurrences.
import ICAL from 'ical.js';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Recur = InstanceType<typeof ICAL.Recur>;

/** The VCALENDAR; ical.js resolves every TZID from the VTIMEZONE inside it (Component#getTimeZoneByID). */
export const parseCalendar = (text: string): Component => new ICAL.Component(ICAL.parse(text));

export const veventsOf = (calendar: Component): Component[] => calendar.getAllSubcomponents('vevent');

export const uidOf = (vevent: Component): string => String(vevent.getFirstPropertyValue('uid'));

/** The series (or one-time event) of a UID with its overrides related explicitly, by UID. */
export function eventOf(calendar: Component, uid: string) {
  const components = veventsOf(calendar).filter((c) => uidOf(c) === uid);
  const master = components.find((c) => !c.hasProperty('recurrence-id'));
  if (!master) throw new Error(`No event ${uid}`);
  const overrides = components.filter((c) => c.hasProperty('recurrence-id'));
  return new ICAL.Event(master, { exceptions: overrides, strictExceptions: true });
}

/**
 * ical.js 2.2.1 applies BYSETPOS only together with BYDAY: FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1 comes
 * out as every day 28-31 (a test pins that). Those rules get BYSETPOS applied here, in RFC 5545's order: the
 * month's set, then BYSETPOS, then EXDATE.
 */
function needsSetPosEmulation(rule: Recur | null): rule is Recur {
  return !!rule && rule.freq === 'MONTHLY' && !!rule.parts.BYSETPOS && !rule.parts.BYDAY;
}

function applySetPos(occurrences: Time[], positions: number[]): Time[] {
  const months = new Map<string, Time[]>();
  for (const t of occurrences) {
    const key = `${t.year}-${t.month}`;
    months.set(key, [...(months.get(key) ?? []), t]);
  }
  return [...months.values()].flatMap((set) =>
    positions.map((p) => set[p > 0 ? p - 1 : set.length + p]).filter((t): t is Time => t !== undefined),
  );
}

/** The occurrences' start instants (ms) before `until`, overrides applied and EXDATEs removed. */
export function expandOccurrences(calendar: Component, uid: string, until: Date): number[] {
  const event = eventOf(calendar, uid);
  const rule = event.component.getFirstPropertyValue('rrule') as Recur | null;
  const emulate = needsSetPosEmulation(rule);
  const excluded = new Set<number>();
  if (emulate) {
    for (const exdate of event.component.getAllProperties('exdate')) {
      for (const value of exdate.getValues() as Time[]) excluded.add(value.toUnixTime());
    }
    event.component.removeAllProperties('exdate');
  }
  const iterator = event.iterator();
  let occurrences: Time[] = [];
  for (let next: Time | undefined = iterator.next(); next && next.toJSDate() < until; next = iterator.next()) occurrences.push(next);
  if (emulate) {
    occurrences = applySetPos(occurrences, rule.parts.BYSETPOS as number[]).filter((t) => !excluded.has(t.toUnixTime()));
  }
  return occurrences.map((t) => event.getOccurrenceDetails(t).startDate.toJSDate().getTime());
}

/** Every `name` property's first value in the calendar's VEVENTs, as text. */
export const propertyTexts = (calendar: Component, name: string): string[] =>
  veventsOf(calendar).map((c) => String(c.getFirstPropertyValue(name)));
