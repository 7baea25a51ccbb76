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
 * ical.js 2.2.1 applies BYSETPOS only together with BYDAY in a monthly rule: FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;
 * BYSETPOS=-1 comes out as every day 28-31 (a test pins that). The feed writes that form (the 30th, or a shorter
 * month's last day), so those rules get BYSETPOS applied here, in RFC 5545's order: the month's set, then BYSETPOS,
 * then UNTIL and COUNT, then EXDATE. BYSETPOS in weekly or yearly rules, or beside BYMONTHDAY, ical.js does not implement.
 */
function needsSetPosEmulation(rule: Recur | null): rule is Recur {
  return !!rule && rule.freq === 'MONTHLY' && !!rule.parts.BYSETPOS && !rule.parts.BYDAY;
}

/**
 * Whether ical.js 2.2.1 implements the rule as RFC 5545 has it (here or with the emulation above). It does not:
 * BYSETPOS but in a monthly rule with BYDAY or BYMONTHDAY alone; a daily or weekly rule's BYMONTHDAY from the end
 * (-5 is read as the day it was in DTSTART's month, in every month); a yearly rule's BYDAY position beside
 * BYMONTHDAY and BYMONTH (counted over the year, not the month).
 */
export function icalJsImplements(rule: Recur | null): boolean {
  if (!rule) return true;
  const { BYSETPOS, BYDAY, BYMONTHDAY, BYMONTH } = rule.parts as Record<string, (string | number)[] | undefined>;
  if (BYSETPOS && !(rule.freq === 'MONTHLY' && (!BYDAY || !BYMONTHDAY))) return false;
  if ((rule.freq === 'DAILY' || rule.freq === 'WEEKLY') && BYMONTHDAY?.some((v) => Number(v) < 0)) return false;
  if (rule.freq === 'YEARLY' && BYMONTH && BYMONTHDAY && BYDAY?.some((d) => /^[+-]?\d/.test(String(d)))) return false;
  return true;
}

function applySetPos(occurrences: Time[], positions: number[]): Time[] {
  const months = new Map<string, Time[]>();
  for (const t of occurrences) {
    const key = `${t.year}-${t.month}`;
    months.set(key, [...(months.get(key) ?? []), t]);
  }
  return [...months.values()].flatMap((set) =>
    [
      ...new Set(positions.map((p) => set[p > 0 ? p - 1 : set.length + p]).filter((t): t is Time => t !== undefined)),
    ].sort((a, b) => a.compare(b)),
  );
}

/**
 * Some rules send ical.js 2.2.1 into a loop it never leaves (FREQ=DAILY;INTERVAL=4;BYMONTHDAY=-5;BYDAY=MO): every
 * step of its search passes check_contracting_rules, so that is where a reading is given up, with an error.
 */
const LOOP_BUDGET = 2_000_000;
let loopBudget = Infinity;
const iteratorPrototype = ICAL.RecurIterator.prototype as unknown as { check_contracting_rules: () => boolean };
const checkContractingRules = iteratorPrototype.check_contracting_rules;
iteratorPrototype.check_contracting_rules = function guarded(this: unknown) {
  if (--loopBudget < 0) throw new Error('ical.js looped without end on this rule');
  return checkContractingRules.call(this);
};

/** The occurrences' start instants (ms) before `until` (at most `max` of them), overrides applied and EXDATEs removed. */
export function expandOccurrences(calendar: Component, uid: string, until: Date, max = Infinity): number[] {
  const event = eventOf(calendar, uid);
  const rule = event.component.getFirstPropertyValue('rrule') as Recur | null;
  const emulate = needsSetPosEmulation(rule);
  const excluded = new Set<number>();
  let count = Infinity;
  let untilRule = Infinity;
  if (emulate) {
    for (const exdate of event.component.getAllProperties('exdate')) {
      for (const value of exdate.getValues() as Time[]) excluded.add(value.toUnixTime());
    }
    event.component.removeAllProperties('exdate');
    if (rule.count) {
      count = rule.count;
      rule.count = null as unknown as number;
    }
    if (rule.until) {
      untilRule = rule.until.toJSDate().getTime();
      rule.until = null as unknown as Time;
    }
  }
  // RFC 5545 picks among the whole month's set, days before DTSTART included: read from the month's first day, and
  // keep only the days the rule names (ical.js gives DTSTART itself first, named or not).
  const dtstart = event.startDate.clone();
  const days = emulate ? (rule.parts.BYMONTHDAY as number[]) : [];
  if (emulate) {
    const first = dtstart.clone();
    first.day = 1;
    event.startDate = first;
  }
  loopBudget = LOOP_BUDGET;
  try {
    const iterator = event.iterator();
    let occurrences: Time[] = [];
    // With BYSETPOS to apply, whole months are read first (a month's last candidate decides its set).
    const slack = emulate ? 31 * 86_400_000 : 0;
    for (
      let next: Time | undefined = iterator.next();
      next && next.toJSDate().getTime() < until.getTime() + slack && occurrences.length < (emulate ? Infinity : max);
      next = iterator.next()
    ) {
      occurrences.push(next);
    }
    if (emulate) {
      occurrences = applySetPos(
        occurrences.filter((t) =>
          days.some((v) => (v > 0 ? v : ICAL.Time.daysInMonth(t.month, t.year) + 1 + v) === t.day),
        ),
        rule.parts.BYSETPOS as number[],
      )
        .filter((t) => t.compare(dtstart) >= 0 && t.toJSDate().getTime() <= untilRule)
        .slice(0, count)
        .filter((t) => !excluded.has(t.toUnixTime()));
    }
    return occurrences
      .map((t) => event.getOccurrenceDetails(t).startDate.toJSDate().getTime())
      .filter((ms) => ms < until.getTime())
      .slice(0, max);
  } finally {
    loopBudget = Infinity;
  }
}

/** The RRULE of a UID's series, as ical.js reads it. */
export const ruleOf = (calendar: Component, uid: string): Recur | null =>
  eventOf(calendar, uid).component.getFirstPropertyValue('rrule') as Recur | null;
/** Every `name` property's first value in the calendar's VEVENTs, as text. */
export const propertyTexts = (calendar: Component, name: string): string[] =>
  veventsOf(calendar).map((c) => String(c.getFirstPropertyValue(name)));
