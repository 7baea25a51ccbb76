// A reminder's recurrence, one module: this file is what code outside it imports (a dependency rule says so). Inside:
//   reminder-schedule.ts  the schedule as the API sets it and as it is stored (a rule checked, read back, shown)
//   occurrences.ts        a reminder's occurrences: local dates of its series and the instants of their wall time
//   series-dates.ts       the engine: the dates an RRULE names, counted in day numbers, a period at a time
//   calendar-rules.ts     the series as RFC 5545 says it to calendars (the feed's RRULE, RDATE and EXDATE), and
//                         the rules a calendar cannot be told exactly (refused when new)
export {
  assertSayableInCalendars,
  resolveSchedule,
  recurrenceRuleOf,
  recurrenceTextOf,
  stepOf,
  storedRrule,
  type ReminderSchedule,
} from './reminder-schedule';
export {
  addDays,
  firstOccurrenceAtOrAfter,
  nextOccurrence,
  occurrenceDateAfter,
  occurrenceDateOnOrAfter,
  occurrenceDatesFrom,
  type Occurrence,
  type RecurrenceRule,
  type Repeat,
  type RepeatKind,
} from './occurrences';
export { rruleCountEndBy, rruleFirstDate, rruleNamesDate } from './series-dates';
export { calendarSeriesOf, windowCalendarSeriesOf } from './calendar-rules';
