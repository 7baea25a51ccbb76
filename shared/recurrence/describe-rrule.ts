import { WEEKDAYS, type ByDay, type Rrule, type Weekday } from './rrule';

/** A rule in words, for cards, dialogs and texts: "Every weekday", "Every 2 weeks on Mon and Thu", "Monthly on the last Fri". */

const DAY_NAMES: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ORDINAL_WORDS: Record<string, string> = {
  '1': 'first',
  '2': 'second',
  '3': 'third',
  '4': 'fourth',
  '5': 'fifth',
  '-1': 'last',
  '-2': 'second-to-last',
};
const WEEKDAYS_MON_FRI = 'MO,TU,WE,TH,FR';

export function ordinalNumber(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const dayOfMonth = (n: number) =>
  n === -1 ? 'last day' : n < 0 ? `${ordinalNumber(-n)}-to-last day` : ordinalNumber(n);

function byDayWords(byDay: ByDay[]): string {
  return list(
    byDay.map((d) =>
      d.ordinal === undefined
        ? DAY_NAMES[d.weekday]
        : `${ORDINAL_WORDS[String(d.ordinal)] ?? ordinalNumber(Math.abs(d.ordinal))} ${DAY_NAMES[d.weekday]}`,
    ),
  );
}

const positionWord = (p: number) =>
  p === -1
    ? 'last'
    : p < 0
      ? `${ORDINAL_WORDS[String(p)] ?? `${ordinalNumber(-p)}-to-last`}`
      : (ORDINAL_WORDS[String(p)] ?? ordinalNumber(p));
const PERIOD_WORDS: Record<Rrule['freq'], string> = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' };

/** BYSETPOS in words: ", only the first and last of those each month". */
const setPositionWords = (rule: Rrule) =>
  `, only the ${list(rule.bySetPos!.map(positionWord))} of those each ${PERIOD_WORDS[rule.freq]}`;

/** A monthly pick of one weekday among Monday to Friday: "the last weekday". */
function weekdayPick(rule: Rrule): string | null {
  const [only, ...more] = rule.bySetPos ?? [];
  const weekdays =
    rule.byDay?.every((d) => d.ordinal === undefined) &&
    rule.byDay.map((d) => d.weekday).join(',') === WEEKDAYS_MON_FRI;
  return only !== undefined && !more.length && weekdays && !rule.byMonthDay
    ? `the ${positionWord(only)} weekday`
    : null;
}

function every(rule: Rrule, unit: string, plural: string): string {
  return rule.interval === 1 ? `Every ${unit}` : `Every ${rule.interval} ${plural}`;
}

function whichDays(rule: Rrule, anchor: { day: number; month: number; weekday: Weekday }): string {
  const parts: string[] = [];
  if (rule.byDay) parts.push(`the ${byDayWords(rule.byDay)}`);
  if (rule.byMonthDay) parts.push(`the ${list(rule.byMonthDay.map(dayOfMonth))}`);
  if (!parts.length) parts.push(`the ${ordinalNumber(anchor.day)}`);
  return parts.join(' that is ');
}

/** The rule in words; `anchorDate` supplies the day a rule without BYDAY or BYMONTHDAY falls on. */
export function describeRrule(rule: Rrule, anchorDate: string): string {
  const [year, month, day] = anchorDate.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(2000, month - 1, day));
  probe.setUTCFullYear(year);
  const anchor = { day, month, weekday: WEEKDAYS[(probe.getUTCDay() + 6) % 7]! };
  const months = rule.byMonth ? ` in ${list(rule.byMonth.map((m) => MONTH_NAMES[m - 1]!))}` : '';
  let text: string;
  switch (rule.freq) {
    case 'DAILY':
      if (rule.byDay && !rule.byMonthDay && rule.interval === 1) {
        text =
          rule.byDay.map((d) => d.weekday).join(',') === WEEKDAYS_MON_FRI
            ? 'Every weekday'
            : `Every ${byDayWords(rule.byDay)}`;
      } else {
        text = every(rule, 'day', 'days');
        if (rule.byDay) text += ` on ${byDayWords(rule.byDay)}`;
        if (rule.byMonthDay) text += ` on the ${list(rule.byMonthDay.map(dayOfMonth))}`;
      }
      text += months;
      break;
    case 'WEEKLY': {
      const days = rule.byDay ?? [{ weekday: anchor.weekday }];
      const named = days.map((d) => d.weekday).join(',') === WEEKDAYS_MON_FRI ? 'weekdays' : byDayWords(days);
      text =
        rule.interval === 1 && named === 'weekdays' ? 'Every weekday' : `${every(rule, 'week', 'weeks')} on ${named}`;
      text += months;
      break;
    }
    case 'MONTHLY': {
      const picked = weekdayPick(rule);
      text = `${rule.interval === 1 ? 'Monthly' : `Every ${rule.interval} months`} on ${picked ?? whichDays(rule, anchor)}${months}`;
      if (picked) return ending(rule, text);
      break;
    }
    case 'YEARLY': {
      const inMonths = rule.byMonth ?? [anchor.month];
      const monthWords = list(inMonths.map((m) => MONTH_NAMES[m - 1]!));
      text =
        !rule.byDay && !rule.byMonthDay
          ? `${rule.interval === 1 ? 'Yearly' : `Every ${rule.interval} years`} on ${monthWords} ${anchor.day}`
          : `${rule.interval === 1 ? 'Yearly' : `Every ${rule.interval} years`} on ${whichDays(rule, anchor)} of ${monthWords}`;
      break;
    }
  }
  if (rule.bySetPos) text += setPositionWords(rule);
  if (rule.wkst && rule.wkst !== 'MO') text += `, weeks starting ${DAY_NAMES[rule.wkst]}`;
  return ending(rule, text);
}

/** COUNT and UNTIL in words: ", 10 times", ", until Dec 31, 2026" (with its time when it has one: "2:00 PM UTC"). */
function ending(rule: Rrule, text: string): string {
  let words = text;
  if (rule.count !== undefined) words += `, ${rule.count} ${rule.count === 1 ? 'time' : 'times'}`;
  if (rule.until) {
    const [uy, um, ud] = rule.until.split('-').map(Number) as [number, number, number];
    words += `, until ${MONTH_NAMES[um - 1]!.slice(0, 3)} ${ud}, ${uy}`;
    if (rule.untilTime) {
      const [hour, minute] = rule.untilTime.split(':').map(Number) as [number, number];
      words += ` ${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}${rule.untilUtc ? ' UTC' : ''}`;
    }
  }
  return words;
}
