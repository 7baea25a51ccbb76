import { renderCalendarFeed, type FeedReminder } from '#core/calendar/domain/calendar-feed';
import { toFeedReminder } from '#core/calendar/domain/feed-reminder';
import type { Reminder } from '#core/reminders/domain/reminder';
import {
  addDays,
  nextOccurrence,
  type Occurrence,
  occurrenceDatesFrom,
  recurrenceRuleOf,
  type Repeat,
} from '#core/reminders/domain/recurrence';
import { wallTimeToInstant } from '#core/kernel/wall-time';
import { hasDateutil, readWithDateutil } from '../../../support/dateutil-reader';
import { eventOf, expandOccurrences, parseCalendar, propertyTexts, uidOf, veventsOf } from './ical-js-expansion';

const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const SYDNEY = 'Australia/Sydney';

function reminder(
  zone: string,
  fields: Pick<FeedReminder, 'repeat' | 'anchorDate' | 'wallTime'> & Partial<FeedReminder>,
): FeedReminder {
  const occurrenceDate = fields.occurrenceDate ?? fields.anchorDate;
  return {
    id: 'rem-1',
    ref: '7',
    task: 'Water the plants',
    status: 'pending',
    occurrenceDate,
    occurrenceAt: wallTimeToInstant(occurrenceDate, fields.wallTime, zone).toISOString(),
    closedDates: [],
    version: 3,
    createdAt: '2025-12-01T12:00:00.000Z', // before every start below: the series start where they are anchored
    updatedAt: '2026-01-02T08:30:15.250Z',
    ...fields,
  };
}

const render = (zone: string, reminders: FeedReminder[], calendarName = 'NagText reminders') =>
  renderCalendarFeed({ reminders, timezone: zone, calendarName });

/** Our own series: the anchor, then nextOccurrence after nextOccurrence, closed dates left out. */
function ourOccurrences(r: FeedReminder, zone: string, until: Date): string[] {
  if (r.repeat === 'once') return [wallTimeToInstant(r.occurrenceDate, r.wallTime, zone).toISOString()];
  const rule = { repeat: r.repeat, anchorDate: r.anchorDate, wallTime: r.wallTime };
  const closed = new Set(r.closedDates);
  const instants: string[] = [];
  let occurrence: Occurrence | null = { date: r.anchorDate, at: wallTimeToInstant(r.anchorDate, r.wallTime, zone) };
  while (occurrence && occurrence.at < until) {
    if (!closed.has(occurrence.date)) instants.push(occurrence.at.toISOString());
    occurrence = nextOccurrence(rule, occurrence.date, zone);
  }
  return instants;
}

const theirOccurrences = (feed: string, id: string, until: Date) =>
  expandOccurrences(parseCalendar(feed), `${id}@nagtext`, until).map((ms) => new Date(ms).toISOString());

type SeriesCase = [name: string, zone: string, repeat: Repeat, anchorDate: string, wallTime: string, until: string];

// DST in 2026-2028. New York: spring forward 03-08, 03-14, 03-12 (02:00 -> 03:00), fall back 11-01, 11-07, 11-05
// (01:00-01:59 twice). Berlin: 03-29, 03-28, 03-26 (02:00 -> 03:00) and 10-25, 10-31, 10-29 (02:00-02:59 twice).
// Sydney: fall back 04-05, 04-04 (02:00-02:59 twice), spring forward 10-04, 10-03 (02:00 -> 03:00). All Sundays.
const seriesCases: SeriesCase[] = [
  ['NY daily at 09:00 over both changes', NY, 'daily', '2026-02-20', '09:00', '2027-12-01'],
  ['NY daily at 02:30, skipped each spring', NY, 'daily', '2026-02-20', '02:30', '2028-04-01'],
  ['NY daily at 01:30, repeated each fall', NY, 'daily', '2026-10-20', '01:30', '2028-12-01'],
  ['NY daily at 02:30 anchored on the skipped day', NY, 'daily', '2026-03-08', '02:30', '2027-04-01'],
  ['NY daily at 01:30 anchored on the repeated day', NY, 'daily', '2026-11-01', '01:30', '2027-12-01'],
  ['NY weekly on Sundays at 02:30', NY, 'weekly', '2026-03-01', '02:30', '2028-04-01'],
  ['NY weekly on Sundays at 01:30', NY, 'weekly', '2026-10-04', '01:30', '2028-12-01'],
  ['NY weekly on Wednesdays at 23:45', NY, 'weekly', '2026-01-07', '23:45', '2027-06-01'],
  ['NY monthly on the 8th at 02:30 (2026-03-08 skipped)', NY, 'monthly', '2026-01-08', '02:30', '2027-06-01'],
  ['NY monthly on the 1st at 01:30 (2026-11-01 repeated)', NY, 'monthly', '2026-01-01', '01:30', '2027-06-01'],
  ['NY monthly on the 31st through a leap February', NY, 'monthly', '2026-01-31', '09:00', '2029-01-01'],
  ['NY monthly on the 30th through a leap February', NY, 'monthly', '2027-01-30', '18:15', '2029-06-01'],
  ['NY monthly on the 29th', NY, 'monthly', '2027-01-29', '07:00', '2029-06-01'],
  [
    'Berlin daily at 02:30, skipped in spring and repeated in fall',
    BERLIN,
    'daily',
    '2026-03-01',
    '02:30',
    '2028-12-01',
  ],
  ['Berlin weekly on Sundays at 02:30', BERLIN, 'weekly', '2026-03-01', '02:30', '2028-12-01'],
  ['Berlin monthly on the 29th at 02:30 (2026-03-29 skipped)', BERLIN, 'monthly', '2026-01-29', '02:30', '2029-01-01'],
  ['Berlin monthly on the 31st at 02:30 (2027-10-31 repeated)', BERLIN, 'monthly', '2027-01-31', '02:30', '2029-01-01'],
  ['Berlin monthly on the 30th through February', BERLIN, 'monthly', '2026-01-30', '08:00', '2029-01-01'],
  [
    'Sydney daily at 02:30, repeated in April and skipped in October',
    SYDNEY,
    'daily',
    '2026-03-20',
    '02:30',
    '2027-12-01',
  ],
  ['Sydney weekly on Sundays at 02:30', SYDNEY, 'weekly', '2026-03-01', '02:30', '2027-12-01'],
  [
    'Sydney monthly on the 4th at 02:30 (2026-10-04 skipped, 2027-04-04 repeated)',
    SYDNEY,
    'monthly',
    '2026-01-04',
    '02:30',
    '2028-01-01',
  ],
  ['Sydney monthly on the 31st through a leap February', SYDNEY, 'monthly', '2027-10-31', '09:00', '2029-01-01'],
];

describe('renderCalendarFeed: ical.js expands our series', () => {
  it.each(seriesCases)('%s', (_name, zone, repeat, anchorDate, wallTime, until) => {
    const r = reminder(zone, { repeat, anchorDate, wallTime });
    const feed = render(zone, [r]);
    const ours = ourOccurrences(r, zone, new Date(`${until}T00:00:00Z`));
    expect(ours.length).toBeGreaterThan(9);
    expect(theirOccurrences(feed, r.id, new Date(`${until}T00:00:00Z`))).toEqual(ours);
  });

  it.each([
    ['NY at 09:00', NY, '2026-07-04', '09:00', '2026-07-04T13:00:00.000Z'],
    ['NY at 02:30 on the skipped day: 03:00 EDT', NY, '2026-03-08', '02:30', '2026-03-08T07:00:00.000Z'],
    ['NY at 01:30 on the repeated day: the first, EDT', NY, '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'],
    ['Berlin at 02:30 on the repeated day: the first, CEST', BERLIN, '2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    ['Sydney at 02:30 on the skipped day: 03:00 AEDT', SYDNEY, '2026-10-04', '02:30', '2026-10-03T16:00:00.000Z'],
  ])('a one-time reminder %s', (_name, zone, date, wallTime, expected) => {
    const r = reminder(zone, { repeat: 'once', anchorDate: date, wallTime });
    const feed = render(zone, [r]);
    expect(ourOccurrences(r, zone, new Date('2100-01-01'))).toEqual([expected]);
    expect(theirOccurrences(feed, r.id, new Date('2100-01-01'))).toEqual([expected]);
  });

  it('pins an occurrence DST skips with an override at our instant', () => {
    const feed = render(NY, [reminder(NY, { repeat: 'daily', anchorDate: '2026-03-01', wallTime: '02:30' })]);
    expect(feed).toContain('RECURRENCE-ID;TZID=America/New_York:20260308T023000\r\nDTSTART:20260308T070000Z\r\n');
  });

  it('writes unambiguous wall times in the zone and needs no override for them', () => {
    const feed = render(BERLIN, [reminder(BERLIN, { repeat: 'weekly', anchorDate: '2026-03-04', wallTime: '09:00' })]);
    expect(feed).toContain('DTSTART;TZID=Europe/Berlin:20260304T090000\r\nRRULE:FREQ=WEEKLY;BYDAY=WE\r\n');
    expect(feed).not.toContain('RECURRENCE-ID');
  });
});

describe('renderCalendarFeed: closed occurrences', () => {
  it.each([
    [
      'NY daily at 02:30, a skipped-hour day among them',
      NY,
      'daily',
      '2026-03-01',
      '02:30',
      ['2026-03-02', '2026-03-08', '2026-03-10', '2026-04-01'],
    ],
    ['NY daily at 01:30, the repeated-hour day', NY, 'daily', '2026-10-25', '01:30', ['2026-11-01', '2026-11-02']],
    ['Berlin weekly on Sundays', BERLIN, 'weekly', '2026-03-01', '02:30', ['2026-03-08', '2026-03-29', '2026-10-25']],
    [
      'NY monthly on the 31st, closed on the short months',
      NY,
      'monthly',
      '2026-01-31',
      '09:00',
      ['2026-02-28', '2026-04-30', '2026-05-31'],
    ],
    [
      'Sydney monthly on the 30th, closed in February',
      SYDNEY,
      'monthly',
      '2027-01-30',
      '08:00',
      ['2027-02-28', '2028-02-29'],
    ],
  ] as [string, string, Repeat, string, string, string[]][])(
    '%s',
    (_name, zone, repeat, anchorDate, wallTime, closedDates) => {
      const until = new Date('2029-01-01T00:00:00Z');
      const open = reminder(zone, { repeat, anchorDate, wallTime });
      const closed = { ...open, closedDates };
      const all = ourOccurrences(open, zone, until);
      const remaining = ourOccurrences(closed, zone, until);
      expect(all.length - remaining.length).toBe(closedDates.length);
      expect(theirOccurrences(render(zone, [closed]), closed.id, until)).toEqual(remaining);
    },
  );

  it('writes one EXDATE per closed date of the series at its wall time, oldest first, ignoring dates off the series', () => {
    const r = reminder(NY, {
      repeat: 'monthly',
      anchorDate: '2026-01-31',
      wallTime: '09:00',
      closedDates: ['2026-04-30', '2026-03-15', '2026-02-28', '2026-02-28'],
    });
    const exdates = render(NY, [r])
      .split('\r\n')
      .filter((line) => line.startsWith('EXDATE'));
    expect(exdates).toEqual([
      'EXDATE;TZID=America/New_York:20260228T090000',
      'EXDATE;TZID=America/New_York:20260430T090000',
    ]);
  });

  it('keeps a done date of a series in the calendar, marked done and without the reply hint; a skipped one leaves it', () => {
    const r = reminder(NY, {
      repeat: 'daily',
      anchorDate: '2026-03-01',
      wallTime: '09:00',
      closedDates: ['2026-03-02', '2026-03-03'],
      doneDates: ['2026-03-02'],
    });
    const feed = render(NY, [r]);
    const until = new Date('2026-03-06T00:00:00Z');
    expect(theirOccurrences(feed, r.id, until)).toEqual(
      ['2026-03-01', '2026-03-02', '2026-03-04', '2026-03-05'].map((d) => `${d}T14:00:00.000Z`),
    );
    expect(feed).toContain('EXDATE;TZID=America/New_York:20260303T090000');
    expect(feed).not.toContain('EXDATE;TZID=America/New_York:20260302T090000');
    const doneEvent = veventsOf(parseCalendar(feed)).find((e) => e.hasProperty('recurrence-id'))!;
    expect(String(doneEvent.getFirstPropertyValue('recurrence-id'))).toBe('2026-03-02T09:00:00');
    expect(doneEvent.getFirstPropertyValue('summary')).toBe('✓ Water the plants');
    expect(doneEvent.hasProperty('description')).toBe(false);
  });

  it('a done one-time reminder drops the reply hint too', () => {
    const r = reminder(NY, {
      repeat: 'once',
      anchorDate: '2026-05-01',
      wallTime: '09:00',
      status: 'done',
      closedDates: ['2026-05-01'],
    });
    expect(render(NY, [r])).not.toContain('Reply DONE');
  });

  it('starts a series on its first real occurrence: a start date whose time had passed when it was made was never texted', () => {
    // Made at 10:00 on Monday March 2 for 09:00 every weekday: the first text is Tuesday's.
    const r = reminder(NY, {
      repeat: 'custom',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      anchorDate: '2026-03-02',
      wallTime: '09:00',
      occurrenceDate: '2026-03-03',
      createdAt: '2026-03-02T15:00:00.000Z',
    });
    const feed = render(NY, [r]);
    expect(feed).toContain('DTSTART;TZID=America/New_York:20260303T090000');
    expect(theirOccurrences(feed, r.id, new Date('2026-03-05T00:00:00Z'))).toEqual([
      '2026-03-03T14:00:00.000Z',
      '2026-03-04T14:00:00.000Z',
    ]);
  });

  it('drops the override of a DST-skipped occurrence that was closed', () => {
    const r = reminder(NY, {
      repeat: 'daily',
      anchorDate: '2026-03-01',
      wallTime: '02:30',
      closedDates: ['2026-03-08'],
    });
    const feed = render(NY, [r]);
    expect(feed).toContain('EXDATE;TZID=America/New_York:20260308T023000');
    expect(feed).not.toContain('RECURRENCE-ID;TZID=America/New_York:20260308T023000');
  });

  it.each([
    ['pending', 'Water the plants'],
    ['snoozed', 'Water the plants'],
    ['done', '✓ Water the plants'],
  ] as const)('a one-time reminder that is %s stays, titled %s', (status, summary) => {
    const r = reminder(NY, {
      repeat: 'once',
      anchorDate: '2026-05-01',
      wallTime: '09:00',
      status,
      closedDates: status === 'done' ? ['2026-05-01'] : [],
    });
    const calendar = parseCalendar(render(NY, [r]));
    expect(propertyTexts(calendar, 'summary')).toEqual([summary]);
    expect(propertyTexts(calendar, 'dtstart').length).toBe(1);
    expect(calendar.getFirstSubcomponent('vevent')!.hasProperty('exdate')).toBe(false);
  });
});

describe('renderCalendarFeed: one override per occurrence (RFC 5545: one RECURRENCE-ID each)', () => {
  type DayState = 'done' | 'skipped' | 'open';
  type Case = [name: string, repeat: Repeat, anchor: string, wall: string, date: string, state: DayState, at: string];
  // New York 2026: 02:00-02:59 do not exist on Sunday March 8 (the text goes at 03:00 EDT, 07:00Z); 01:00-01:59 come
  // twice on Sunday November 1 (the text goes at the first, EDT). A done day there is both DST-moved and done: its one
  // override carries the ✓ and our instant.
  const SPRING = '2026-03-08';
  const FALL = '2026-11-01';
  const CASES: Case[] = [
    ['daily 02:30, done on the skipped day', 'daily', '2026-03-01', '02:30', SPRING, 'done', '2026-03-08T07:00:00Z'],
    ['daily 02:00, done on the skipped day', 'daily', '2026-03-01', '02:00', SPRING, 'done', '2026-03-08T07:00:00Z'],
    ['daily 02:59, done on the skipped day', 'daily', '2026-03-01', '02:59', SPRING, 'done', '2026-03-08T07:00:00Z'],
    ['daily 01:30, done on the repeated day', 'daily', '2026-10-25', '01:30', FALL, 'done', '2026-11-01T05:30:00Z'],
    ['daily 01:00, done on the repeated day', 'daily', '2026-10-25', '01:00', FALL, 'done', '2026-11-01T05:00:00Z'],
    ['Sundays 02:30, done on the skipped day', 'weekly', '2026-03-01', '02:30', SPRING, 'done', '2026-03-08T07:00:00Z'],
    ['Sundays 01:30, done on the repeated day', 'weekly', '2026-10-04', '01:30', FALL, 'done', '2026-11-01T05:30:00Z'],
    ['daily 02:30, open on the skipped day', 'daily', '2026-03-01', '02:30', SPRING, 'open', '2026-03-08T07:00:00Z'],
    ['daily 01:30, open on the repeated day', 'daily', '2026-10-25', '01:30', FALL, 'open', '2026-11-01T05:30:00Z'],
    ['daily 02:30, skipped on the skipped day', 'daily', '2026-03-01', '02:30', SPRING, 'skipped', ''],
    ['daily 01:30, skipped on the repeated day', 'daily', '2026-10-25', '01:30', FALL, 'skipped', ''],
  ];
  const feedOf = ([, repeat, anchorDate, wallTime, date, state]: Case) => {
    const closed = state === 'open' ? {} : { closedDates: [date], doneDates: state === 'done' ? [date] : [] };
    const r = reminder(NY, { repeat, anchorDate, wallTime, occurrenceDate: '2026-12-01', ...closed });
    return { r, feed: render(NY, [r]) };
  };
  /** A week past the day, and our occurrences to then (a done day stays in the calendar). */
  const untilOf = (at: string) => new Date(Date.parse(at) + 7 * 86_400_000);
  const oursOf = (r: FeedReminder, at: string) => ourOccurrences({ ...r, closedDates: [] }, NY, untilOf(at));
  const local = (date: string, wallTime: string) => `${date.replaceAll('-', '')}T${wallTime.replace(':', '')}00`;

  it.each(CASES)('%s', (...c) => {
    const [, , , wallTime, date, state, at] = c;
    const { r, feed } = feedOf(c);
    const recurrenceId = `RECURRENCE-ID;TZID=America/New_York:${local(date, wallTime)}`;
    const ids = feed.split('\r\n').filter((line) => line.startsWith('RECURRENCE-ID'));
    expect(ids.length - new Set(ids).size).toBe(0);
    if (state === 'skipped') {
      expect(ids).not.toContain(recurrenceId);
      expect(feed).toContain(`EXDATE;TZID=America/New_York:${local(date, wallTime)}`);
      return;
    }
    const theDay = veventsOf(parseCalendar(feed)).filter((e) =>
      String(e.getFirstPropertyValue('recurrence-id') ?? '').startsWith(date),
    );
    expect(theDay).toHaveLength(1);
    expect(theDay[0]!.getFirstPropertyValue('summary')).toBe(
      state === 'done' ? '✓ Water the plants' : 'Water the plants',
    );
    expect(theDay[0]!.hasProperty('description')).toBe(state === 'open');
    expect(feed).toContain(`${recurrenceId}\r\nDTSTART:${at.replace(/[-:]/g, '')}\r\n`);
    // ical.js puts the day's one event at our instant, the done day included.
    const ours = oursOf(r, at);
    expect(ours).toContain(new Date(at).toISOString());
    expect(theirOccurrences(feed, r.id, untilOf(at))).toEqual(ours);
  });

  (hasDateutil() ? it : it.skip)('python-dateutil reads each of those feeds as the texts go', () => {
    const cases = CASES.filter((c) => c[5] !== 'skipped').map((c) => ({ c, ...feedOf(c) }));
    const jobs = cases.map(({ c, r, feed }) => ({
      key: c[0],
      text: feed,
      uid: `${r.id}@nagtext`,
      untilMs: untilOf(c[6]).getTime(),
      max: 500,
    }));
    const answers = readWithDateutil(jobs);
    const read = (answer: (typeof answers)[string] | undefined) =>
      Array.isArray(answer) ? answer.map((ms) => new Date(ms).toISOString()) : answer;
    expect(cases.map(({ c }) => [c[0], read(answers[c[0]])])).toEqual(cases.map(({ c, r }) => [c[0], oursOf(r, c[6])]));
  });
});

describe('renderCalendarFeed: the calendar', () => {
  const reminders = [
    reminder(NY, {
      id: 'b-weekly',
      ref: '2',
      repeat: 'weekly',
      anchorDate: '2026-03-01',
      wallTime: '02:30',
      closedDates: ['2026-03-08'],
    }),
    reminder(NY, {
      id: 'a-once',
      ref: '1',
      repeat: 'once',
      anchorDate: '2026-05-01',
      wallTime: '09:00',
      status: 'done',
    }),
    reminder(NY, { id: 'c-monthly', ref: '3', repeat: 'monthly', anchorDate: '2026-01-31', wallTime: '01:30' }),
  ];

  it('starts with the calendar properties and one VTIMEZONE for the zone', () => {
    const feed = render(NY, reminders, 'Nag, Text; reminders');
    expect(feed.split('\r\n').slice(0, 11)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//NagText//Reminders//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Nag\\, Text\\; reminders',
      'X-WR-TIMEZONE:America/New_York',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
    ]);
    const calendar = parseCalendar(feed);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    // X- properties are TEXT (RFC 5545 3.8.8.2) and escaped as such; ical.js hands their value back raw.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Nag\\, Text\\; reminders');
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('gives every event its UID, stamps, sequence, duration, transparency and reply hint', () => {
    const calendar = parseCalendar(render(NY, reminders));
    const masters = veventsOf(calendar).filter((e) => !e.hasProperty('recurrence-id'));
    expect(masters.map(uidOf)).toEqual(['a-once@nagtext', 'b-weekly@nagtext', 'c-monthly@nagtext']);
    for (const event of veventsOf(calendar)) {
      expect(String(event.getFirstPropertyValue('dtstamp'))).toBe('2026-01-02T08:30:15Z');
      expect(String(event.getFirstPropertyValue('last-modified'))).toBe('2026-01-02T08:30:15Z');
      expect(event.getFirstPropertyValue('sequence')).toBe(3);
      expect(String(event.getFirstPropertyValue('duration'))).toBe('PT15M');
      expect(event.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    }
    // The done one-time reminder (#1) asks nothing more.
    expect(masters.map((e) => e.getFirstPropertyValue('description'))).toEqual([
      null,
      ...['2', '3'].map((ref) => `Reply DONE ${ref} to the nag text when it's done.`),
    ]);
    expect(masters.map((e) => String(e.getFirstPropertyValue('rrule') ?? ''))).toEqual([
      '',
      'FREQ=WEEKLY;BYDAY=SU',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
    ]);
  });

  it('is byte-identical for the same input, whatever the order of the reminders', () => {
    const feed = render(NY, reminders);
    expect(render(NY, reminders)).toBe(feed);
    expect(render(NY, [...reminders].reverse())).toBe(feed);
  });

  it('keeps the UIDs across edits, with a higher SEQUENCE', () => {
    const uids = (feed: string) => [...new Set(veventsOf(parseCalendar(feed)).map(uidOf))];
    const before = render(NY, reminders);
    const edited = reminders.map((r) => ({
      ...r,
      task: `${r.task}!`,
      version: r.version + 1,
      updatedAt: '2026-02-01T00:00:00.000Z',
      closedDates: [...r.closedDates, '2026-03-15'],
    }));
    const after = render(NY, edited);
    expect(uids(after)).toEqual(uids(before));
    expect(after).toContain('SEQUENCE:4');
    expect(after).not.toContain('SEQUENCE:3');
  });

  it('folds every line to 75 octets and ends every line with CRLF', () => {
    const long = reminder(NY, {
      repeat: 'daily',
      anchorDate: '2026-03-01',
      wallTime: '02:30',
      task: `${'長いタスク 🙂 مهمة طويلة, '.repeat(20)}`,
    });
    const feed = render(NY, [...reminders, { ...long, id: 'd-long' }]);
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of feed.split('\r\n').slice(0, -1)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(feed).toContain('\r\n ');
  });

  it.each([
    ['commas, semicolons, backslashes and newlines', 'Buy milk, eggs; bread\nthen call C:\\Mum'],
    ['emoji', '💊 Take meds 👍🏽 👨‍👩‍👧 🇯🇵'],
    ['CJK and Arabic', '薬を飲む、水を買う。 خذ الدواء، واشترِ الماء؛ شكراً'],
    ['everything at once, long enough to fold many times', `Pay rent, 家賃; دفع الإيجار\n🙂 \\ done? `.repeat(12)],
  ])('a task with %s comes back from ical.js unchanged', (_name, task) => {
    const r = reminder(NY, { repeat: 'daily', anchorDate: '2026-03-01', wallTime: '02:30', task });
    const calendar = parseCalendar(render(NY, [r]));
    expect(new Set(propertyTexts(calendar, 'summary'))).toEqual(new Set([task]));
  });

  it('renders a calendar without reminders: no events and no VTIMEZONE', () => {
    const calendar = parseCalendar(render(BERLIN, []));
    expect(veventsOf(calendar)).toEqual([]);
    expect(calendar.getAllSubcomponents('vtimezone')).toEqual([]);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(BERLIN);
  });

  // The VTIMEZONE search is per zone and span; these zones are used nowhere else in this file (no cached answer).
  // How fast: `npm run bench` (no wall-clock assertion in a test).
  it('renders 100 reminders in each of three zones', () => {
    const repeats: Repeat[] = ['once', 'daily', 'weekly', 'monthly'];
    for (const zone of ['America/Chicago', 'Europe/Paris', 'Australia/Melbourne']) {
      const many = Array.from({ length: 100 }, (_, i) =>
        reminder(zone, {
          id: `rem-${i}`,
          repeat: repeats[i % 4]!,
          anchorDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
          wallTime: `${String(i % 24).padStart(2, '0')}:30`,
          closedDates: [],
        }),
      );
      expect(render(zone, many)).toContain('END:VCALENDAR');
    }
  });
});

describe('renderCalendarFeed: a series that began long ago is shown from the year before the latest edit', () => {
  // The feed's work follows what it shows: a series from 1990 (or the year 100, stored before starts were bounded)
  // restarts on its first date in the window, with COUNT less the dates left behind and the same dates after.
  const until = new Date('2036-01-01T00:00:00Z');
  const ours = (r: FeedReminder, zone: string, from: string) => {
    const rule = recurrenceRuleOf(r, zone);
    const instants: string[] = [];
    for (const date of occurrenceDatesFrom(rule, from)) {
      const at = wallTimeToInstant(date, r.wallTime, zone);
      if (at >= until) break;
      if (!r.closedDates.includes(date)) instants.push(at.toISOString());
    }
    return instants;
  };

  it.each([
    [
      'NY daily at 02:30 since 1990',
      NY,
      { repeat: 'daily', anchorDate: '1990-03-01', wallTime: '02:30', closedDates: ['2025-03-09', '2026-01-05'] },
      'DTSTART;TZID=America/New_York:20250101T023000',
    ],
    [
      'Berlin monthly on the 31st since 1970',
      BERLIN,
      { repeat: 'monthly', anchorDate: '1970-01-31', wallTime: '02:30' },
      'DTSTART;TZID=Europe/Berlin:20250131T023000',
    ],
    [
      'NY first Sundays of March every other year, COUNT=1000, since the year 100',
      NY,
      {
        repeat: 'custom',
        recurrence: 'FREQ=YEARLY;INTERVAL=2;BYMONTH=3;BYDAY=1SU;COUNT=1000',
        anchorDate: '0100-03-01',
        wallTime: '09:00',
      },
      'DTSTART;TZID=America/New_York:20260301T090000',
    ],
    [
      'NY weekly every other week without BYDAY since 2001',
      NY,
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;INTERVAL=2;COUNT=700', anchorDate: '2001-01-02', wallTime: '07:15' },
      'DTSTART;TZID=America/New_York:20250114T071500',
    ],
  ] as [string, string, Partial<FeedReminder> & Pick<FeedReminder, 'repeat' | 'anchorDate' | 'wallTime'>, string][])(
    '%s',
    (_name, zone, fields, dtstart) => {
      // Made back then (the year 1 stands for any time before its start).
      const r = reminder(zone, {
        ...fields,
        occurrenceDate: '2026-11-30',
        createdAt: '0001-01-01T00:00:00.000Z',
        updatedAt: '2026-11-29T10:00:00.000Z',
      });
      const feed = render(zone, [r]);
      expect(feed).toContain(dtstart);
      const shown = ours(r, zone, '2025-01-01');
      expect(shown.length).toBeGreaterThan(3);
      expect(theirOccurrences(feed, r.id, until)).toEqual(shown);
    },
  );

  it('writes the rule restarted (weekday written out, COUNT less the dates before 2025)', () => {
    const r = reminder(NY, {
      repeat: 'custom',
      recurrence: 'FREQ=WEEKLY;INTERVAL=2;COUNT=700',
      anchorDate: '2001-01-02',
      wallTime: '07:15',
      occurrenceDate: '2026-11-30',
      createdAt: '2001-01-01T00:00:00.000Z',
      updatedAt: '2026-11-29T10:00:00.000Z',
    });
    // 627 fortnightly Tuesdays from 2001-01-02 to 2025-01-14, the first shown.
    expect(render(NY, [r])).toContain(
      'DTSTART;TZID=America/New_York:20250114T071500\r\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=73\r\n',
    );
  });

  it('writes a one-time reminder outside the VTIMEZONE\u2019s years in UTC', () => {
    const old = reminder(NY, {
      id: 'old',
      repeat: 'once',
      anchorDate: '0100-03-01',
      wallTime: '09:00',
      status: 'done',
    });
    const recent = reminder(NY, {
      id: 'recent',
      repeat: 'once',
      anchorDate: '2026-03-01',
      wallTime: '09:00',
      updatedAt: '2026-11-29T10:00:00.000Z',
    });
    const feed = render(NY, [old, recent]);
    expect(feed).toContain(
      `DTSTART:${wallTimeToInstant('0100-03-01', '09:00', NY).toISOString().replace(/[-:]/g, '').replace('.000', '')}`,
    );
    expect(feed).toContain('DTSTART;TZID=America/New_York:20260301T090000');
  });
});

describe('renderCalendarFeed: custom rules read by ical.js as the texts go', () => {
  /** Our occurrences from the anchor through `until`: occurrenceDatesFrom, the engine the nag path steps with. */
  const ours = (r: FeedReminder, zone: string, until: Date) => {
    const instants: string[] = [];
    for (const date of occurrenceDatesFrom(recurrenceRuleOf(r, zone), r.anchorDate)) {
      const at = wallTimeToInstant(date, r.wallTime, zone);
      if (at >= until) break;
      instants.push(at.toISOString());
    }
    return instants;
  };
  const custom = (zone: string, recurrence: string, anchorDate: string, wallTime: string) =>
    reminder(zone, { repeat: 'custom', recurrence, anchorDate, wallTime, updatedAt: '2026-11-29T10:00:00.000Z' });

  it.each([
    [
      'the 29th and 30th, 24 times: February\u2019s fallback as RDATE',
      NY,
      'FREQ=MONTHLY;BYMONTHDAY=29,30;COUNT=24',
      '2027-01-29',
      '09:00',
      'RDATE;TZID=America/New_York:20270228T090000',
    ],
    [
      'the 30th that is a Monday, to 2034: February 28th, 2033 as RDATE, at a wall time DST skips elsewhere',
      BERLIN,
      'FREQ=MONTHLY;BYMONTHDAY=30;BYDAY=MO;UNTIL=20340101',
      '2027-01-01',
      '02:30',
      'RDATE;TZID=Europe/Berlin:20330228T023000',
    ],
    [
      'the 15th and the 30th: the first and last of 15, 28..30',
      SYDNEY,
      'FREQ=MONTHLY;BYMONTHDAY=15,30',
      '2027-01-15',
      '09:00',
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=15,28,29,30;BYSETPOS=-1,1',
    ],
    [
      'every other month from the 31st',
      NY,
      'FREQ=MONTHLY;INTERVAL=2',
      '2027-01-31',
      '09:00',
      'RRULE:FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1',
    ],
    [
      'yearly on the 15th (of the start\u2019s month, as we read it)',
      NY,
      'FREQ=YEARLY;BYMONTHDAY=15',
      '2027-03-15',
      '09:00',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15',
    ],
    [
      'daily at 02:30 until an instant, over a skipped hour',
      NY,
      'FREQ=DAILY;UNTIL=20270320T063000Z',
      '2027-03-10',
      '02:30',
      'RRULE:FREQ=DAILY;UNTIL=20270320T063000Z',
    ],
    [
      'every other week on Tuesday and Sunday, weeks from Sunday',
      NY,
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU',
      '2027-01-05',
      '07:00',
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU',
    ],
    [
      'the last weekday of the month',
      'Pacific/Auckland',
      'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      '2027-01-01',
      '17:00',
      'RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
    ],
    [
      'every third year from February 29th, at a midnight DST skips',
      'America/Santiago',
      'FREQ=YEARLY;INTERVAL=3',
      '2028-02-29',
      '00:30',
      'RRULE:FREQ=YEARLY;INTERVAL=3;BYMONTH=2;BYMONTHDAY=-1',
    ],
  ])('%s', (_name, zone, recurrence, anchorDate, wallTime, line) => {
    const r = custom(zone, recurrence, anchorDate, wallTime);
    const feed = render(zone, [r]);
    expect(feed).toContain(`${line}\r\n`);
    const until = new Date('2039-01-01T00:00:00Z');
    expect(theirOccurrences(feed, r.id, until)).toEqual(ours(r, zone, until));
  });

  it('an UNTIL with a time is read in the zone, not cut to its UTC date: Kiritimati\u2019s 10:00 on the 15th is the 14th in UTC', () => {
    const r = custom('Pacific/Kiritimati', 'FREQ=DAILY;UNTIL=20270114T200000Z', '2027-01-10', '09:00');
    const until = new Date('2028-01-01T00:00:00Z');
    const theirs = theirOccurrences(render('Pacific/Kiritimati', [r]), r.id, until);
    expect(theirs.at(-1)).toBe('2027-01-14T19:00:00.000Z');
    expect(theirs).toEqual(ours(r, 'Pacific/Kiritimati', until));
  });

  // Before, the VTIMEZONE listed 14 years of changes and stopped: past them, calendars put every occurrence an hour off.
  it.each([NY, SYDNEY, 'America/Santiago', 'Asia/Kolkata'])(
    '%s: a yearly series at 09:00 is where the texts go through 2080',
    (zone) => {
      const r = custom(zone, 'FREQ=YEARLY;BYMONTH=1,4,7,10;BYMONTHDAY=1', '2027-01-01', '09:00');
      const until = new Date('2081-01-01T00:00:00Z');
      const theirs = theirOccurrences(render(zone, [r]), r.id, until);
      expect(theirs.length).toBeGreaterThanOrEqual(4 * 54);
      expect(theirs).toEqual(ours(r, zone, until));
    },
  );
});

describe('renderCalendarFeed: a deadline window is one event from its first day to the deadline', () => {
  const windowed = (zone: string, fields: Partial<FeedReminder> & Pick<FeedReminder, 'anchorDate'>, days: number) =>
    reminder(zone, {
      repeat: 'custom',
      wallTime: '09:00',
      updatedAt: '2026-11-29T10:00:00.000Z',
      ...fields,
      windowDays: days,
    });
  /** Each deadline's window as [start, end] instants: `days` before it at its wall time, to it. */
  const ourWindows = (r: FeedReminder, zone: string, until: Date) => {
    const windows: [string, string][] = [];
    const closed = new Set(r.closedDates.filter((d) => !(r.doneDates ?? []).includes(d)));
    for (const date of occurrenceDatesFrom(recurrenceRuleOf(r, zone), r.anchorDate)) {
      const start = wallTimeToInstant(addDays(date, -r.windowDays!), r.wallTime, zone);
      if (start >= until) break;
      if (!closed.has(date))
        windows.push([start.toISOString(), wallTimeToInstant(date, r.wallTime, zone).toISOString()]);
    }
    return windows;
  };
  /** ical.js's events of the reminder as [start, end] instants, overrides applied. */
  const theirWindows = (feed: string, until: Date) => {
    const event = eventOf(parseCalendar(feed), 'rem-1@nagtext');
    // A single event's DTEND as it is (ical.js's occurrence details add it back as elapsed time, an hour off across DST).
    if (!event.isRecurring()) return [[event.startDate, event.endDate].map((t) => t.toJSDate().toISOString())];
    const iterator = event.iterator();
    const windows: [string, string][] = [];
    for (let next = iterator.next(); next && next.toJSDate() < until; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      windows.push([details.startDate.toJSDate().toISOString(), details.endDate.toJSDate().toISOString()]);
    }
    return windows;
  };

  type WindowCase = [
    name: string,
    zone: string,
    fields: Partial<FeedReminder>,
    anchorDate: string,
    days: number,
    rule: string,
  ];
  const CASES: WindowCase[] = [
    [
      'monthly rent on the 1st, 6 days: the 6th from the end',
      NY,
      { repeat: 'monthly' },
      '2027-01-01',
      6,
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=-6',
    ],
    [
      'monthly on the 14th, 3 days: the 11th',
      NY,
      { repeat: 'monthly' },
      '2027-01-14',
      3,
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=11',
    ],
    [
      'monthly on the last day, 2 days: the 3rd from the end',
      BERLIN,
      { recurrence: 'FREQ=MONTHLY;BYMONTHDAY=-1' },
      '2027-01-31',
      2,
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=-3',
    ],
    [
      'the 1st and 15th, 3 days: in two months',
      NY,
      { recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1,15' },
      '2027-01-01',
      3,
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=-3,12',
    ],
    [
      'every other month on the 2nd, 5 days: the previous month, every other',
      NY,
      { recurrence: 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=2' },
      '2027-01-02',
      5,
      'RRULE:FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-4',
    ],
    ['weekly on Tuesdays, 3 days: Saturdays', NY, { repeat: 'weekly' }, '2027-01-05', 3, 'RRULE:FREQ=WEEKLY;BYDAY=SA'],
    [
      'every other week Mon and Fri, 2 days: Sat and Wed, weeks from Saturday',
      SYDNEY,
      { recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR' },
      '2027-01-04',
      2,
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,WE;WKST=SA',
    ],
    [
      'every 10 days, 4 days',
      NY,
      { recurrence: 'FREQ=DAILY;INTERVAL=10;COUNT=30' },
      '2027-01-10',
      4,
      'RRULE:FREQ=DAILY;INTERVAL=10;COUNT=30',
    ],
    [
      'quarterly on the 1st, 10 days: December, March, June, September',
      NY,
      { recurrence: 'FREQ=YEARLY;BYMONTH=1,4,7,10;BYMONTHDAY=1' },
      '2027-01-01',
      10,
      'RRULE:FREQ=MONTHLY;BYMONTH=3,6,9,12;BYMONTHDAY=-10',
    ],
    [
      'monthly on the 10th until Dec 10, 2027, 2 days: UNTIL moves too',
      NY,
      { recurrence: 'FREQ=MONTHLY;BYMONTHDAY=10;UNTIL=20271210' },
      '2027-01-10',
      2,
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=8;UNTIL=20271208T140000Z',
    ],
    [
      'the 2nd Tuesday, 3 days: no rule says it, each window listed',
      NY,
      { recurrence: 'FREQ=MONTHLY;BYDAY=2TU' },
      '2027-01-12',
      3,
      'RDATE;TZID=America/New_York:20270206T090000',
    ],
    [
      'monthly on the 30th, 2 days: the fallback, listed',
      NY,
      { repeat: 'monthly' },
      '2027-01-30',
      2,
      'RDATE;TZID=America/New_York:20270226T090000',
    ],
    [
      'weekly on Sundays at 02:30, 6 days: Mondays, the deadline on a day DST skips',
      NY,
      { repeat: 'weekly', wallTime: '02:30' },
      '2027-01-03',
      6,
      'RRULE:FREQ=WEEKLY;BYDAY=MO',
    ],
    [
      'monthly on the 14th at 02:30, 6 days: the window opens on a day DST skips',
      NY,
      { repeat: 'monthly', wallTime: '02:30' },
      '2027-01-14',
      6,
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=8',
    ],
  ];

  it.each(CASES)('%s', (_name, zone, fields, anchorDate, days, told) => {
    const r = windowed(zone, { ...fields, anchorDate }, days);
    const feed = render(zone, [r]);
    expect(feed).toContain(`\r\n${told}\r\n`);
    expect(feed).toContain(`\r\nDURATION:P${days}D\r\n`);
    expect(feed).toContain(
      `\r\nDTSTART;TZID=${zone}:${addDays(anchorDate, -days).replaceAll('-', '')}T${(fields.wallTime ?? '09:00').replace(':', '')}00\r\n`,
    );
    const until = new Date('2029-06-01T00:00:00Z');
    const ours = ourWindows(r, zone, until);
    expect(ours.length).toBeGreaterThan(9);
    expect(theirWindows(feed, until)).toEqual(ours);
    if (hasDateutil()) {
      const theirs = readWithDateutil([
        { key: 'k', text: feed, uid: 'rem-1@nagtext', untilMs: until.getTime(), max: 500 },
      ]);
      expect((theirs.k as number[]).map((ms) => new Date(ms).toISOString())).toEqual(ours.map(([start]) => start));
    }
  });

  it('keeps closed deadlines out and done ones marked, at their windows', () => {
    const r = windowed(
      NY,
      {
        repeat: 'monthly',
        anchorDate: '2027-01-01',
        closedDates: ['2027-02-01', '2027-03-01'],
        doneDates: ['2027-03-01'],
      },
      6,
    );
    const feed = render(NY, [r]);
    expect(feed).toContain('\r\nEXDATE;TZID=America/New_York:20270126T090000\r\n');
    expect(feed).toContain('\r\nRECURRENCE-ID;TZID=America/New_York:20270223T090000\r\n');
    expect(feed).toContain('\r\nDTEND:20270301T140000Z\r\n');
    const until = new Date('2027-06-01T00:00:00Z');
    expect(theirWindows(feed, until)).toEqual(ourWindows(r, NY, until));
  });

  it.each([
    [
      'a one-time deadline: from the window’s first day at its time to the deadline',
      NY,
      '2027-03-12',
      5,
      'DTSTART;TZID=America/New_York:20270307T090000',
      'DTEND;TZID=America/New_York:20270312T090000',
    ],
    [
      'a one-time deadline whose window crosses the spring change',
      SYDNEY,
      '2027-10-05',
      3,
      'DTSTART;TZID=Australia/Sydney:20271002T090000',
      'DTEND;TZID=Australia/Sydney:20271005T090000',
    ],
  ])('%s', (_name, zone, deadline, days, start, end) => {
    const r = windowed(zone, { repeat: 'once', anchorDate: deadline }, days);
    const feed = render(zone, [r]);
    expect(feed).toContain(`\r\n${start}\r\n`);
    expect(feed).toContain(`\r\n${end}\r\n`);
    expect(feed).not.toContain('\r\nDURATION:');
    expect(theirWindows(feed, new Date('2030-01-01T00:00:00Z'))).toEqual([
      [
        wallTimeToInstant(addDays(deadline, -days), '09:00', zone).toISOString(),
        wallTimeToInstant(deadline, '09:00', zone).toISOString(),
      ],
    ]);
  });
});

describe('renderCalendarFeed: a reminder on a fixed clock keeps its own zone', () => {
  const CHICAGO = 'America/Chicago';
  const call = {
    ...reminder(NY, { repeat: 'weekly', anchorDate: '2026-03-02', wallTime: '15:00' }),
    id: 'call',
    zone: NY,
  };
  const pills = { ...reminder(CHICAGO, { repeat: 'daily', anchorDate: '2026-03-02', wallTime: '21:00' }), id: 'pills' };
  const feed = render(CHICAGO, [call, pills]);

  it("takes a stored reminder's zone from its clock: a fixed one's own, none for home or where I am", () => {
    const stored = { id: 'r', anchorDate: '2026-03-02', wallTime: '15:00', repeat: 'weekly' } as Reminder;
    expect(toFeedReminder({ ...stored, clock: 'fixed', clockZone: NY }).zone).toBe(NY);
    expect(toFeedReminder({ ...stored, clock: 'home' })).not.toHaveProperty('zone');
    expect(toFeedReminder({ ...stored, clock: 'where_i_am' })).not.toHaveProperty('zone');
    expect(toFeedReminder({ ...stored, clock: 'where_i_am' }).floating).toBe(true);
    expect(toFeedReminder({ ...stored, clock: 'home' })).not.toHaveProperty('floating');
    expect(toFeedReminder({ ...stored, clock: 'fixed', clockZone: NY })).not.toHaveProperty('floating');
  });

  it('describes both zones and writes each event in its own', () => {
    const unfolded = feed.replace(/\r\n /g, '');
    expect(unfolded.match(/^TZID:.*$/gm)).toEqual([`TZID:${CHICAGO}`, `TZID:${NY}`]);
    expect(unfolded).toContain('DTSTART;TZID=America/New_York:20260302T150000');
    expect(unfolded).toContain('DTSTART;TZID=America/Chicago:20260302T210000');
  });

  it("reads back at 3 PM New York every week, across New York's spring change (Mar 8 2026)", () => {
    const until = new Date('2026-03-20T00:00:00Z');
    expect(theirOccurrences(feed, 'call', until)).toEqual(ourOccurrences(call, NY, until));
    expect(theirOccurrences(feed, 'call', until)).toEqual([
      '2026-03-02T20:00:00.000Z',
      '2026-03-09T19:00:00.000Z',
      '2026-03-16T19:00:00.000Z',
    ]);
  });
});

describe('renderCalendarFeed: a where-I-am reminder is written in floating time', () => {
  const gym: FeedReminder = {
    ...reminder(NY, { repeat: 'daily', anchorDate: '2026-03-02', wallTime: '02:30' }),
    id: 'gym',
    floating: true,
    closedDates: ['2026-03-04'],
  };
  const pills = { ...reminder(NY, { repeat: 'daily', anchorDate: '2026-03-02', wallTime: '21:00' }), id: 'pills' };
  const unfolded = render(NY, [gym, pills]).replace(/\r\n /g, '');
  const gymLines = unfolded.split('\r\n').filter(
    (_, i, lines) =>
      lines
        .slice(0, i + 1)
        .reverse()
        .find((l) => l.startsWith('UID:')) === 'UID:gym@nagtext',
  );

  it('its start and exceptions name no zone and no UTC: 2:30 AM wherever the calendar is', () => {
    expect(gymLines).toContain('DTSTART:20260302T023000');
    expect(gymLines).toContain('RRULE:FREQ=DAILY');
    expect(gymLines).toContain('EXDATE:20260304T023000');
    expect(gymLines.filter((l) => /TZID|^(?:DTSTART|EXDATE|RDATE|RECURRENCE-ID).*Z$/.test(l))).toEqual([]);
  });

  it("is not pinned across the home zone's spring change (2:30 AM on Mar 8 2026 does not exist in New York)", () => {
    expect(gymLines.some((l) => l.startsWith('RECURRENCE-ID'))).toBe(false);
  });

  it('needs no VTIMEZONE of its own; the home-time reminder beside it keeps the zone', () => {
    expect(unfolded.match(/^TZID:.*$/gm)).toEqual([`TZID:${NY}`]);
    expect(unfolded).toContain('DTSTART;TZID=America/New_York:20260302T210000');
    expect(unfolded).not.toContain('TZID=UTC');
  });

  it('a one-time where-I-am deadline window spans floating times', () => {
    const trip: FeedReminder = {
      ...reminder(NY, { repeat: 'once', anchorDate: '2026-03-10', wallTime: '09:00' }),
      id: 'visa',
      floating: true,
      windowDays: 3,
    };
    const lines = render(NY, [trip]).replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('DTSTART:20260307T090000');
    expect(lines).toContain('DTEND:20260310T090000');
  });
});

describe('renderCalendarFeed: a reminder for someone else is marked, in their zone', () => {
  const CHICAGO = 'America/Chicago';
  const LA = 'America/Los_Angeles';
  const mom = { personId: 'p1', firstName: 'Mom', phoneNumber: '+15555550101', timezone: LA, ref: '3' };
  const stored = { id: 'r', anchorDate: '2026-03-02', wallTime: '21:00', repeat: 'daily' } as Reminder;
  const forMom = { ...stored, forPerson: { ...mom, quietHoursStart: '22:00', quietHoursEnd: '07:00' } };

  it('takes their zone (a fixed clock keeps its own), never floating, and who with their own number', () => {
    expect(toFeedReminder({ ...forMom, clock: 'home' })).toMatchObject({
      zone: LA,
      forPerson: { firstName: 'Mom', ref: '3' },
    });
    expect(toFeedReminder({ ...forMom, clock: 'where_i_am' }).zone).toBe(LA);
    expect(toFeedReminder({ ...forMom, clock: 'where_i_am' })).not.toHaveProperty('floating');
    expect(toFeedReminder({ ...forMom, clock: 'fixed', clockZone: NY }).zone).toBe(NY);
    expect(toFeedReminder({ ...stored, clock: 'home' })).not.toHaveProperty('forPerson');
  });

  it('titles it "For Mom:", tells how she finishes it, at her wall time in her zone; done, marked and asking nothing', () => {
    const open = {
      ...reminder(CHICAGO, { repeat: 'daily', anchorDate: '2026-03-02', wallTime: '21:00' }),
      id: 'pills',
    };
    const feed = render(CHICAGO, [{ ...open, zone: LA, forPerson: { firstName: 'Mom', ref: '3' } }]).replace(
      /\r\n /g,
      '',
    );
    expect(feed).toContain('SUMMARY:For Mom: ');
    expect(feed).toContain("DESCRIPTION:Mom replies DONE 3 to the nag text when it's done.");
    expect(feed).toContain('DTSTART;TZID=America/Los_Angeles:20260302T210000');
    const once = reminder(CHICAGO, {
      repeat: 'once',
      anchorDate: '2026-03-02',
      wallTime: '21:00',
      status: 'done',
      closedDates: ['2026-03-02'],
    });
    const done = render(CHICAGO, [{ ...once, forPerson: { firstName: 'Mom', ref: '3' } }]);
    expect(done).toContain('SUMMARY:✓ For Mom: ');
    expect(done).not.toContain('DONE 3');
  });

  it('a household chore: on the owner’s clock whoever’s turn it is, titled as the household’s, with how it goes round', () => {
    const members = [
      { id: 'me', firstName: 'Ada' },
      { id: 'p1', firstName: 'Mom', recipient: { ...mom, quietHoursStart: '22:00', quietHoursEnd: '07:00' } },
    ];
    const turns = {
      ...forMom,
      clock: 'home' as const,
      shared: { mode: 'rotate' as const, turn: 'week' as const, members, turnIndex: 1 },
    };
    const feedTurns = toFeedReminder(turns);
    expect(feedTurns).not.toHaveProperty('zone');
    expect(feedTurns).not.toHaveProperty('forPerson');
    expect(feedTurns.shared).toEqual({ mode: 'rotate', names: ['Ada', 'Mom'] });
    const anyone = { ...stored, clock: 'home' as const, shared: { mode: 'anyone' as const, members, turnIndex: 0 } };
    const open = {
      ...reminder(CHICAGO, { repeat: 'daily', anchorDate: '2026-03-02', wallTime: '21:00' }),
      id: 'trash',
    };
    const lines = (feed: FeedReminder) => render(CHICAGO, [{ ...open, shared: feed.shared! }]).replace(/\r\n /g, '');
    expect(lines(feedTurns)).toContain('SUMMARY:Household: ');
    expect(lines(feedTurns)).toContain(
      "DESCRIPTION:Taken in turns by Ada\\, Mom: whoever's turn it is replies DONE to the nag text.",
    );
    expect(lines(toFeedReminder(anyone))).toContain(
      'DESCRIPTION:Shared by Ada\\, Mom: the first to reply DONE to the nag text closes it for all.',
    );
    expect(lines(feedTurns)).toContain('DTSTART;TZID=America/Chicago:20260302T210000');
  });
});
