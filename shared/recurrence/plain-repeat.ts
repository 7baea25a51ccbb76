import { WEEKDAYS, weekdayIndexOf, type Rrule } from './rrule';

/**
 * The spec's repeat a rule amounts to from this start date (FREQ=DAILY is daily, FREQ=WEEKLY;BYDAY=<its weekday>
 * weekly, FREQ=MONTHLY;BYMONTHDAY=<its day> monthly), or null when it is a custom one. The server stores such a
 * rule as that repeat; the web shows it so.
 */
export function plainRepeatOf(rule: Rrule, startDate: string): 'daily' | 'weekly' | 'monthly' | null {
  if (rule.interval !== 1 || rule.count !== undefined || rule.until || rule.byMonth) return null;
  const onlyDay = rule.byDay?.length === 1 && rule.byDay[0]!.ordinal === undefined ? rule.byDay[0]!.weekday : undefined;
  switch (rule.freq) {
    case 'DAILY':
      return !rule.byDay && !rule.byMonthDay ? 'daily' : null;
    case 'WEEKLY':
      return !rule.byMonthDay && (!rule.byDay || onlyDay === WEEKDAYS[weekdayIndexOf(startDate)]) ? 'weekly' : null;
    case 'MONTHLY': {
      const onlyMonthDay = rule.byMonthDay?.length === 1 ? rule.byMonthDay[0] : undefined;
      return !rule.byDay && (!rule.byMonthDay || onlyMonthDay === Number(startDate.slice(8, 10))) ? 'monthly' : null;
    }
    default:
      return null;
  }
}
