/**
 * The RFC 5545 RRULE subset NagText runs (the iCalendar and Google Calendar convention): FREQ, INTERVAL, BYDAY
 * (with an ordinal in monthly and yearly-by-month rules: 2TU, -1FR), BYMONTHDAY (1..31, -1..-31 from the end),
 * BYMONTH, BYSETPOS (in weekly, monthly and yearly rules), WKST, COUNT and UNTIL (a date, or an instant as RFC 5545
 * has it). Two deliberate differences from the RFC: a BYMONTHDAY past a month's end falls back to its last day (the
 * 31st is Feb 28 or 29, then Mar 31), as a monthly reminder always has; and what a rule leaves to its start (the
 * weekday, the day of the month, a yearly rule's month) comes from the reminder's date.
 * Shared by the API (validation, storage) and the web (the custom repeat dialog and summaries).
 */

export const FREQS = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Freq = (typeof FREQS)[number];
/** Monday first (RFC 5545's default week start); index 0 is Monday. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface ByDay {
  weekday: Weekday;
  /** 1..5 or -1..-5: the nth (from the end when negative) such weekday of the month. */
  ordinal?: number;
}

export interface Rrule {
  freq: Freq;
  interval: number;
  byDay?: ByDay[];
  byMonthDay?: number[];
  byMonth?: number[];
  /** Positions within each period's set of dates (1 the first, -1 the last): which of them the rule keeps. */
  bySetPos?: number[];
  /** The day weeks start on (RFC 5545's WKST), kept only where it changes the dates: absent is Monday. */
  wkst?: Weekday;
  count?: number;
  /**
   * UNTIL's date ('YYYY-MM-DD'). Without `untilTime`, the last local date an occurrence may fall on (inclusive).
   * With it, UNTIL is an instant (RFC 5545 3.3.10, inclusive): the last occurrence is the last at or before it.
   */
  until?: string;
  /** UNTIL's time of day ('HH:MM:SS') when it has one: UTC when `untilUtc`, else the reminder's wall clock. */
  untilTime?: string;
  untilUtc?: true;
}

export const RRULE_MAX_LENGTH = 300;
export const MAX_INTERVAL = 999;
export const MAX_COUNT = 1000;
/** RFC 5545's bound on BYSETPOS (a year's days). */
export const MAX_SET_POS = 366;
/** The most dates one period of each FREQ holds: a BYSETPOS further out never names a date. */
const PERIOD_DATES = { WEEKLY: 7, MONTHLY: 31, YEARLY: 366 } as const;

export type RruleParse = { ok: true; rule: Rrule } | { ok: false; message: string };

const SUPPORTED = ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'WKST', 'COUNT', 'UNTIL'];
const integer = (text: string) => (/^[+-]?\d{1,6}$/.test(text) ? Number(text) : NaN);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

class RruleError extends Error {}
const refuse = (message: string): never => {
  throw new RruleError(message);
};

function listOf(
  name: string,
  value: string,
  parse: (item: string) => number,
  min: number,
  max: number,
  noZero = false,
): number[] {
  const items = value.split(',').map((item) => {
    const n = parse(item);
    if (!Number.isInteger(n) || n < min || n > max || (noZero && n === 0)) {
      refuse(
        `${name}=${value} is not allowed: each value must be ${noZero ? `${min}..-1 or 1..${max}` : `${min}..${max}`}`,
      );
    }
    return n;
  });
  return [...new Set(items)].sort((a, b) => a - b);
}

function byDayOf(value: string): ByDay[] {
  const days = value.split(',').map((item) => {
    const match = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
    if (!match)
      return refuse(
        `BYDAY=${item} is not a day: use MO, TU, WE, TH, FR, SA or SU, optionally after 1..5 or -1..-5 (2TU, -1FR)`,
      );
    if (match[1] === undefined) return { weekday: match[2] as Weekday };
    const ordinal = Number(match[1]);
    if (ordinal === 0 || Math.abs(ordinal) > 5)
      refuse(`BYDAY=${item}: the number before the day must be 1..5 or -1..-5`);
    return { weekday: match[2] as Weekday, ordinal };
  });
  const seen = new Set<string>();
  return days
    .filter((d) => !seen.has(`${d.ordinal ?? ''}${d.weekday}`) && seen.add(`${d.ordinal ?? ''}${d.weekday}`))
    .sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || (a.ordinal ?? 0) - (b.ordinal ?? 0));
}

function untilOf(value: string): Pick<Rrule, 'until' | 'untilTime' | 'untilUtc'> {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value);
  if (!match) return refuse(`UNTIL=${value} is not a date: use YYYYMMDD, or an instant YYYYMMDDTHHMMSSZ`);
  const [, y, m, d, hh, mm, ss, z] = match;
  const probe = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (probe.getUTCMonth() !== Number(m) - 1 || probe.getUTCDate() !== Number(d))
    refuse(`UNTIL=${value} is not a real date`);
  if (hh === undefined) return { until: `${y}-${m}-${d}` };
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) refuse(`UNTIL=${value} is not a real time of day`);
  return { until: `${y}-${m}-${d}`, untilTime: `${hh}:${mm}:${ss}`, ...(z ? { untilUtc: true as const } : {}) };
}

/** The day before a 'YYYY-MM-DD' date. */
function dayBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(2000, m - 1, d - 1));
  probe.setUTCFullYear(y);
  return formatIsoDate(probe.getUTCFullYear(), probe.getUTCMonth() + 1, probe.getUTCDate());
}

/**
 * Reads a rule (with or without the `RRULE:` prefix). A failure's message names the part at fault
 * ("BYMONTHDAY=32 is not allowed: ..."); `anchorDate` (the reminder's first date) lets UNTIL before it be refused.
 * An UNTIL with a time is an instant (RFC 5545): in UTC (the Z form, what calendars send) it may fall on the day
 * before the anchor's in UTC and still be later in the reminder's zone, so only a day earlier than that is refused
 * here; the reminder's zone decides the rest (the last date is where its wall time is still at or before UNTIL).
 */
export function parseRrule(text: string, anchorDate?: string): RruleParse {
  try {
    return { ok: true, rule: readRrule(text, anchorDate) };
  } catch (error) {
    if (error instanceof RruleError) return { ok: false, message: error.message };
    throw error;
  }
}

function readRrule(text: string, anchorDate?: string): Rrule {
  if (text.length > RRULE_MAX_LENGTH) refuse(`The rule is too long: at most ${RRULE_MAX_LENGTH} characters`);
  const body = text
    .trim()
    .replace(/^RRULE:/i, '')
    .toUpperCase();
  if (!body) refuse('The rule is empty: start with FREQ=DAILY, WEEKLY, MONTHLY or YEARLY');
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    if (!SUPPORTED.includes(name))
      refuse(
        `${name} is not supported: use FREQ, INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, WKST, COUNT or UNTIL`,
      );
    if (parts.has(name)) refuse(`${name} appears twice`);
    if (!value) refuse(`${name} has no value`);
    parts.set(name, value);
  }
  const freq = parts.get('FREQ');
  if (!freq) return refuse('FREQ is required: DAILY, WEEKLY, MONTHLY or YEARLY');
  if (!(FREQS as readonly string[]).includes(freq))
    refuse(`FREQ=${freq} is not supported: use DAILY, WEEKLY, MONTHLY or YEARLY`);
  const wkst = parts.get('WKST');
  if (wkst !== undefined && !(WEEKDAYS as readonly string[]).includes(wkst))
    refuse(`WKST=${wkst} is not a day: use MO, TU, WE, TH, FR, SA or SU`);

  const rule: Rrule = { freq: freq as Freq, interval: 1 };
  const interval = parts.get('INTERVAL');
  if (interval !== undefined) {
    const n = integer(interval);
    if (!Number.isInteger(n) || n < 1 || n > MAX_INTERVAL)
      refuse(`INTERVAL=${interval} is not allowed: use 1..${MAX_INTERVAL}`);
    rule.interval = n;
  }
  const byMonth = parts.get('BYMONTH');
  if (byMonth !== undefined) rule.byMonth = listOf('BYMONTH', byMonth, integer, 1, 12);
  const byMonthDay = parts.get('BYMONTHDAY');
  if (byMonthDay !== undefined) rule.byMonthDay = listOf('BYMONTHDAY', byMonthDay, integer, -31, 31, true);
  const byDay = parts.get('BYDAY');
  if (byDay !== undefined) rule.byDay = byDayOf(byDay);
  const bySetPos = parts.get('BYSETPOS');
  if (bySetPos !== undefined) rule.bySetPos = listOf('BYSETPOS', bySetPos, integer, -MAX_SET_POS, MAX_SET_POS, true);
  const count = parts.get('COUNT');
  const until = parts.get('UNTIL');
  if (count !== undefined && until !== undefined)
    refuse('COUNT and UNTIL cannot both be set: end after a number of times or on a date');
  if (count !== undefined) {
    const n = integer(count);
    if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT) refuse(`COUNT=${count} is not allowed: use 1..${MAX_COUNT}`);
    rule.count = n;
  }
  if (until !== undefined) {
    Object.assign(rule, untilOf(until));
    const earliest = anchorDate && (rule.untilUtc ? dayBefore(anchorDate) : anchorDate);
    if (earliest && rule.until! < earliest)
      refuse(`UNTIL=${until} is before the reminder's first date (${anchorDate})`);
  }

  const ordinals = rule.byDay?.some((d) => d.ordinal !== undefined);
  if (rule.freq === 'WEEKLY' && rule.byMonthDay) refuse('BYMONTHDAY cannot be used with FREQ=WEEKLY: use FREQ=MONTHLY');
  if (ordinals && (rule.freq === 'DAILY' || rule.freq === 'WEEKLY')) {
    refuse(`BYDAY=${byDay} has a position (like 2TU), which needs FREQ=MONTHLY or YEARLY with BYMONTH`);
  }
  if (rule.freq === 'YEARLY' && rule.byDay && !rule.byMonth)
    refuse('BYDAY in a FREQ=YEARLY rule needs BYMONTH (the month it counts in)');
  if (rule.bySetPos) {
    if (rule.freq === 'DAILY')
      refuse(
        `BYSETPOS=${bySetPos} cannot be used with FREQ=DAILY: a day holds one date; pick among a week's, month's or year's with FREQ=WEEKLY, MONTHLY or YEARLY`,
      );
    if (!rule.byDay && !rule.byMonthDay && !rule.byMonth)
      refuse(
        `BYSETPOS=${bySetPos} needs BYDAY, BYMONTHDAY or BYMONTH: it picks among the dates they name in each period`,
      );
    const most = PERIOD_DATES[rule.freq as keyof typeof PERIOD_DATES];
    if (rule.bySetPos.every((p) => Math.abs(p) > most)) {
      refuse(
        `BYSETPOS=${bySetPos} never names a date: a ${rule.freq === 'WEEKLY' ? 'week' : rule.freq === 'MONTHLY' ? 'month' : 'year'} holds at most ${most} dates`,
      );
    }
    rule.bySetPos = rule.bySetPos.filter((p) => Math.abs(p) <= most);
  }
  // WKST only moves the dates of a weekly rule that counts weeks (INTERVAL) or picks within one (BYSETPOS).
  if (wkst !== undefined && wkst !== 'MO' && rule.freq === 'WEEKLY' && (rule.interval > 1 || rule.bySetPos))
    rule.wkst = wkst as Weekday;
  return rule;
}

const byDayText = (d: ByDay) => `${d.ordinal ?? ''}${d.weekday}`;

/** UNTIL's RRULE value: YYYYMMDD, or YYYYMMDDTHHMMSS with Z when in UTC. */
export const untilText = (rule: Pick<Rrule, 'until' | 'untilTime' | 'untilUtc'>): string =>
  `${rule.until!.replaceAll('-', '')}${rule.untilTime ? `T${rule.untilTime.replaceAll(':', '')}${rule.untilUtc ? 'Z' : ''}` : ''}`;

/** The canonical text of a rule (fixed part order, no RRULE: prefix, WKST only where it matters): what is stored and returned. */
export function formatRrule(rule: Rrule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byMonth?.length) parts.push(`BYMONTH=${rule.byMonth.join(',')}`);
  if (rule.byMonthDay?.length) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.byDay?.length) parts.push(`BYDAY=${rule.byDay.map(byDayText).join(',')}`);
  if (rule.bySetPos?.length) parts.push(`BYSETPOS=${rule.bySetPos.join(',')}`);
  if (rule.wkst && rule.wkst !== 'MO') parts.push(`WKST=${rule.wkst}`);
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until) parts.push(`UNTIL=${untilText(rule)}`);
  return parts.join(';');
}

/** Monday is 0 ... Sunday 6, of a 'YYYY-MM-DD' date. */
export function weekdayIndexOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(2000, m - 1, d));
  probe.setUTCFullYear(y);
  return (probe.getUTCDay() + 6) % 7;
}

export const formatIsoDate = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
