import { DateTime } from 'luxon';
import {
  parseReminderRequest,
  REFUSAL_MESSAGES,
  type RefusalReason,
  type ReminderRequestReading,
} from '#core/replies/domain/parse-reminder-request';
import { wallTimeToInstant } from '#core/kernel/wall-time';
import { accountTexts } from '#core/accounts/domain/account-texts';
import { codeTexts } from '#core/auth/domain/code-texts';
import { nagTexts } from '#core/nags/domain/nag-texts';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { textingTexts } from '#core/texting/domain/texting-texts';
import { welcomeTexts } from '#core/users/domain/welcome-text';
import { parseRrule } from '#shared/recurrence/rrule';

/**
 * Every expected value below is a literal worked out by hand from the clock it names (or, for "in N minutes",
 * luxon's plain arithmetic on `now`), never from the code under test.
 */
const CLOCKS = {
  /** Thursday Nov 20 2025, 2:30 PM EST. */
  ny: { zone: 'America/New_York', now: new Date('2025-11-20T19:30:00Z') },
  /** Saturday Mar 7 2026, 10:00 AM EST; the clocks go forward at 2:00 AM on Sunday Mar 8 (2:00-2:59 do not exist). */
  nyDst: { zone: 'America/New_York', now: new Date('2026-03-07T15:00:00Z') },
  /** Saturday Mar 28 2026, 12:00 GMT; BST starts at 1:00 AM on Sunday Mar 29 (1:00-1:59 do not exist). */
  london: { zone: 'Europe/London', now: new Date('2026-03-28T12:00:00Z') },
  /** Friday Nov 21 2025, 1:00 AM IST (UTC+5:30, no DST). */
  kolkata: { zone: 'Asia/Kolkata', now: new Date('2025-11-20T19:30:00Z') },
  /** Saturday Apr 4 2026, 12:00 PM AEDT; AEST (UTC+10) from 3:00 AM on Sunday Apr 5. */
  sydney: { zone: 'Australia/Sydney', now: new Date('2026-04-04T01:00:00Z') },
};
type ClockName = keyof typeof CLOCKS;

const read = (text: string, clock: ClockName = 'ny') =>
  parseReminderRequest(text, CLOCKS[clock].zone, CLOCKS[clock].now);
const create = (
  task: string,
  scheduledDate: string,
  scheduledTime: string,
  recurrence?: string,
): ReminderRequestReading =>
  recurrence
    ? { kind: 'create', task, scheduledDate, scheduledTime, recurrence }
    : { kind: 'create', task, scheduledDate, scheduledTime };
const askTime = (task: string): ReminderRequestReading => ({ kind: 'ask_time', task });

/** A created reminder is well formed, its rule is one NagText runs, and its first instant is ahead of `now`. */
function expectWellFormed(reading: ReminderRequestReading, clock: ClockName) {
  if (reading?.kind !== 'create') return;
  expect(reading.scheduledDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(reading.scheduledTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  if (reading.recurrence !== undefined)
    expect(parseRrule(reading.recurrence, reading.scheduledDate)).toMatchObject({ ok: true });
  const at = wallTimeToInstant(reading.scheduledDate, reading.scheduledTime, CLOCKS[clock].zone);
  expect(at.getTime()).toBeGreaterThan(CLOCKS[clock].now.getTime());
}

// ---- One-time reminders: every phrasing of a time, in every way of asking ----

/** [clock, time phrase, date, wall time]. */
const WHENS: Array<[ClockName, string, string, string]> = [
  ['ny', 'tomorrow at 6pm', '2025-11-21', '18:00'],
  ['ny', 'at 5pm', '2025-11-20', '17:00'],
  ['ny', 'at 9am', '2025-11-21', '09:00'], // 9 AM has passed today
  ['ny', 'on friday at 2:30', '2025-11-21', '14:30'], // no am/pm: the daytime reading
  ['ny', 'next tuesday at 5pm', '2025-11-25', '17:00'],
  ['ny', 'on dec 25 at 10am', '2025-12-25', '10:00'],
  ['ny', 'in 2 hours', '2025-11-20', '16:30'],
  ['ny', 'tonight at 9', '2025-11-20', '21:00'],
  ['ny', 'tomorrow morning', '2025-11-21', '09:00'],
  ['ny', 'thursday at 1pm', '2025-11-27', '13:00'], // today is Thursday and 1 PM has passed
  ['ny', 'at noon on saturday', '2025-11-22', '12:00'],
  ['ny', 'tmrw @ 7:15am', '2025-11-21', '07:15'],
  ['ny', 'on 12/1 at 8', '2025-12-01', '08:00'],
  ['ny', 'this evening', '2025-11-20', '18:00'],
  ['ny', 'at 3', '2025-11-20', '15:00'],
  ['ny', 'in 3 days at 5pm', '2025-11-23', '17:00'],
  ['london', 'tomorrow at 9am', '2026-03-29', '09:00'],
  ['london', 'tomorrow at 1:30am', '2026-03-29', '01:30'], // skipped by BST: kept as said, the engine moves it to 2:00
  ['london', 'in 20 hours', '2026-03-29', '09:00'], // 08:00 UTC, already BST
  ['london', 'at 3', '2026-03-28', '15:00'],
  ['london', 'at 11', '2026-03-29', '11:00'],
  ['london', 'on monday at 8:15am', '2026-03-30', '08:15'],
  ['london', 'on the 31st at 6pm', '2026-03-31', '18:00'],
  ['london', 'on april 1 at 9', '2026-04-01', '09:00'],
  ['london', 'sunday at 18:30', '2026-03-29', '18:30'],
  ['kolkata', 'tomorrow at 6pm', '2025-11-22', '18:00'],
  ['kolkata', 'at 5pm', '2025-11-21', '17:00'],
  ['kolkata', 'at 7', '2025-11-21', '07:00'],
  ['kolkata', 'on friday at 2:30', '2025-11-21', '14:30'], // today is Friday there
  ['kolkata', 'tonight at 8', '2025-11-21', '20:00'],
  ['kolkata', 'in 45 minutes', '2025-11-21', '01:45'],
  ['sydney', 'tomorrow at 9am', '2026-04-05', '09:00'],
  ['sydney', 'in 20 hours', '2026-04-05', '07:00'], // 21:00 UTC is AEST (UTC+10), not AEDT
  ['sydney', 'at 6', '2026-04-04', '18:00'],
  ['sydney', 'on sunday at 2:30am', '2026-04-05', '02:30'],
  ['nyDst', 'tomorrow at 9am', '2026-03-08', '09:00'], // 9 AM EDT, though `now` is EST
  ['nyDst', 'tomorrow at 2:30am', '2026-03-08', '02:30'], // skipped by DST: kept as said
  ['nyDst', 'in 20 hours', '2026-03-08', '07:00'], // 11:00 UTC is 7 AM EDT (6 AM at the old offset)
  ['nyDst', 'at 9', '2026-03-08', '09:00'],
  ['nyDst', 'in 90 minutes', '2026-03-07', '11:30'],
];

const TASKS = [
  'call mom',
  'Take out the trash',
  'pay the electric bill',
  'water the plants 🌱',
  'pick up Maya from school',
  'book flights to Lisbon',
];
/** Ways of asking, each with the task and the time in its place. */
const FORMS: Array<(task: string, when: string) => string> = [
  (t, w) => `remind me to ${t} ${w}`,
  (t, w) => `${t} ${w}`,
  (t, w) => `${w} ${t}`,
  (t, w) => `Please remind me to ${t} ${w}.`,
  (t, w) => `Reminder: ${t} ${w}`,
  (t, w) => `don't forget to ${t} ${w}!`,
  (t, w) => `${w} remind me to ${t}`,
];

const ONE_TIME = WHENS.flatMap(([clock, when, date, time], i) =>
  FORMS.map((form, f) => {
    const task = TASKS[(i + f) % TASKS.length]!;
    return [form(task, when), clock, create(task, date, time)] as const;
  }),
);

describe('parseReminderRequest: one-time reminders', () => {
  it.each(ONE_TIME)('%s (%s)', (text, clock, expected) => {
    const reading = read(text, clock);
    expect(reading).toEqual(expected);
    expectWellFormed(reading, clock);
  });

  it.each<[string, ClockName, ReminderRequestReading]>([
    ['remind me to call mom tomorrow at 6pm', 'ny', create('call mom', '2025-11-21', '18:00')],
    ['Call mom tomorrow 6pm', 'ny', create('Call mom', '2025-11-21', '18:00')],
    ['dentist on friday at 2:30', 'ny', create('dentist', '2025-11-21', '14:30')],
    ['in 20 minutes check the oven', 'ny', create('check the oven', '2025-11-20', '14:50')],
    ['remind me at 9 to stretch', 'ny', create('stretch', '2025-11-21', '09:00')],
    ['remind me at 9 to stretch', 'kolkata', create('stretch', '2025-11-21', '09:00')],
    ['remind me at 9 to stretch', 'london', create('stretch', '2026-03-29', '09:00')],
    ['on the 15th at noon pay card', 'ny', create('pay card', '2025-12-15', '12:00')],
    ['on the 15th at noon pay card', 'kolkata', create('pay card', '2025-12-15', '12:00')],
    ['remind me to stretch at 2:30', 'ny', create('stretch', '2025-11-21', '14:30')], // 2:30 PM is now, not ahead
    ['dinner with Sarah at 7', 'ny', create('dinner with Sarah', '2025-11-20', '19:00')], // dinner leans to the evening
    ['call mom at 06:30 tomorrow', 'ny', create('call mom', '2025-11-21', '06:30')], // a leading zero is 24-hour
    ['turn the heater on at 5pm', 'ny', create('turn the heater on', '2025-11-20', '17:00')],
    ['call mom by 5pm', 'ny', create('call mom', '2025-11-20', '17:00')],
    ['lunch with Ana at noon', 'ny', create('lunch with Ana', '2025-11-21', '12:00')],
    ['pay the bill on 3/15 at 10am', 'ny', create('pay the bill', '2026-03-15', '10:00')],
    ['Remind me to call the vet at 10 tomorrow', 'ny', create('call the vet', '2025-11-21', '10:00')],
    ['remind me to take the cake out at 6:45pm', 'ny', create('take the cake out', '2025-11-20', '18:45')],
    ['set a reminder to call the bank tomorrow at 9:30am', 'ny', create('call the bank', '2025-11-21', '09:30')],
    ['nag me to do my taxes on saturday at 10am', 'ny', create('do my taxes', '2025-11-22', '10:00')],
    ['remember to buy milk tomorrow at 8am', 'ny', create('buy milk', '2025-11-21', '08:00')],
    [
      'hey nagtext, remind me to file the report on monday at 11am',
      'ny',
      create('file the report', '2025-11-24', '11:00'),
    ],
    [
      'Could you please remind me to call grandma tomorrow at 4pm?',
      'ny',
      create('call grandma', '2025-11-21', '16:00'),
    ],
    ['remind me that the car needs gas tomorrow at 8am', 'ny', create('the car needs gas', '2025-11-21', '08:00')],
    ['remind me about the meeting at 3:30pm', 'ny', create('the meeting', '2025-11-20', '15:30')],
    ['remind me to call mom at 6pm please', 'ny', create('call mom', '2025-11-20', '18:00')],
    ['REMIND ME TO CALL MOM AT 6PM', 'ny', create('CALL MOM', '2025-11-20', '18:00')],
    ['in an hour and a half take the bread out', 'ny', create('take the bread out', '2025-11-20', '16:00')],
    ['remind me at 0700 tomorrow to run', 'ny', create('run', '2025-11-21', '07:00')],
    ['remind me to call mom at 6p tomorrow', 'ny', create('call mom', '2025-11-21', '18:00')],
    ['remind me to call mom at 7 in the evening', 'ny', create('call mom', '2025-11-20', '19:00')],
    ['remind me to take the roast out 20 minutes from now', 'ny', create('take the roast out', '2025-11-20', '14:50')],
    ['tomorrow at 6pm, remind me to call mom', 'ny', create('call mom', '2025-11-21', '18:00')],
    ['remind me again at 5pm to call mom', 'ny', create('call mom', '2025-11-20', '17:00')],
    ['remind me to call mom the day after tomorrow at 9am', 'ny', create('call mom', '2025-11-22', '09:00')],
    ['remind me to call mom next month at 5pm', 'ny', create('call mom', '2025-12-20', '17:00')],
    // The last day within REMINDER_HORIZON_YEARS (5) of today.
    [
      'remind me to check the time capsule on nov 20 2030 at 5pm',
      'ny',
      create('check the time capsule', '2030-11-20', '17:00'),
    ],
    ['\u200Bremind me\u200F to call mom tomorrow at 6pm\u200E', 'ny', create('call mom', '2025-11-21', '18:00')],
    ['  remind   me to   call mom\ttomorrow at 6pm  ', 'ny', create('call mom', '2025-11-21', '18:00')],
    [
      'remind me to call mom, tomorrow at 6pm, about the party',
      'ny',
      create('call mom, about the party', '2025-11-21', '18:00'),
    ],
    ['take meds at 8am with food', 'ny', create('take meds with food', '2025-11-21', '08:00')],
    // A part of the day next to a clock time only places the hour, and stays in the task.
    ['morning run at 7', 'ny', create('morning run', '2025-11-21', '07:00')],
    ['evening walk at 6', 'ny', create('evening walk', '2025-11-20', '18:00')],
    ['walk the dog this evening', 'ny', create('walk the dog', '2025-11-20', '18:00')],
    ['call mom this evening at 7', 'ny', create('call mom', '2025-11-20', '19:00')],
    ['tomorrow evening call mom at 7', 'ny', create('call mom', '2025-11-21', '19:00')],
    ['2026-03-08 09:00 call the plumber', 'nyDst', create('call the plumber', '2026-03-08', '09:00')],
    ['remind me in 20 hours to call mom', 'nyDst', create('call mom', '2026-03-08', '07:00')],
    ['remind me to call dad tomorrow at 6pm', 'kolkata', create('call dad', '2025-11-22', '18:00')],
    ['remind me to call dad tomorrow at 6pm', 'sydney', create('call dad', '2026-04-05', '18:00')],
    ['remind me to call dad tomorrow at 6pm', 'london', create('call dad', '2026-03-29', '18:00')],
    ['reminder call mom at 6pm', 'ny', create('call mom', '2025-11-20', '18:00')],
    ['yes remind me to call mom at 6pm', 'ny', create('call mom', '2025-11-20', '18:00')],
    ['remind me to 🎂 tomorrow at 6pm', 'ny', create('🎂', '2025-11-21', '18:00')],
    ['call 911 at 5pm', 'ny', create('call 911', '2025-11-20', '17:00')],
    ['remind me to leave for the airport at 4:45 am', 'ny', create('leave for the airport', '2025-11-21', '04:45')],
    ['remind me to check the mail at midnight', 'ny', create('check the mail', '2025-11-21', '00:00')],
    ['remind me to call mom tonight', 'ny', create('call mom', '2025-11-20', '20:00')],
    ['remind me to call mom in 2 weeks at 10am', 'ny', create('call mom', '2025-12-04', '10:00')],
    ['call mom a week from now at 5pm', 'ny', create('call mom', '2025-11-27', '17:00')],
    ['remind me in a week to call mom at 5pm', 'ny', create('call mom', '2025-11-27', '17:00')],
    ['pay rent on the 1st of the month at 9am', 'ny', create('pay rent', '2025-12-01', '09:00')], // "of the month" alone: once
    // A length of time in the task is not a time from now.
    ['plan the week at 6pm', 'ny', create('plan the week', '2025-11-20', '18:00')],
    ['read for 30 minutes at 9pm', 'ny', create('read for 30 minutes', '2025-11-20', '21:00')],
    ['call mom at 6pm for a week', 'ny', create('call mom for a week', '2025-11-20', '18:00')],
    ['no, remind me at 7 to call mom', 'ny', create('call mom', '2025-11-21', '07:00')],
  ])('%s (%s)', (text, clock, expected) => {
    const reading = read(text, clock);
    expect(reading).toEqual(expected);
    expectWellFormed(reading, clock);
  });

  /** "in N minutes" is plain arithmetic on `now`, shown on the zone's wall clock. */
  const IN_MINUTES = (Object.keys(CLOCKS) as ClockName[]).flatMap((clock) =>
    [5, 20, 45, 90, 150, 600, 1440].map((minutes) => {
      const at = DateTime.fromJSDate(CLOCKS[clock].now).plus({ minutes }).setZone(CLOCKS[clock].zone);
      return [minutes, clock, at.toFormat('yyyy-MM-dd'), at.toFormat('HH:mm')] as const;
    }),
  );
  it.each(IN_MINUTES)('in %i minutes (%s)', (minutes, clock, date, time) => {
    expect(read(`remind me in ${minutes} minutes to check the oven`, clock)).toEqual(
      create('check the oven', date, time),
    );
  });

  it('rounds "in N minutes" up to the next whole minute when now has seconds', () => {
    const now = new Date('2025-11-20T19:30:20Z');
    expect(parseReminderRequest('in 5 minutes check the pasta', 'America/New_York', now)).toEqual(
      create('check the pasta', '2025-11-20', '14:36'),
    );
  });
});

// ---- Numbers in the task (issue 33) ----

describe('parseReminderRequest: a number in the task is not a time when a clock time is given', () => {
  /** Every number 0-99 right before the day word, where chrono used to read it as the hour (10-23) or drop the day. */
  const BEFORE_TOMORROW = Array.from({ length: 100 }, (_, n) => n);
  it.each(BEFORE_TOMORROW)('remind me to drink water %i tomorrow at 6pm', (n) => {
    expect(read(`remind me to drink water ${n} tomorrow at 6pm`)).toEqual(
      create(`drink water ${n}`, '2025-11-21', '18:00'),
    );
  });

  it.each<[string, ClockName, ReminderRequestReading]>([
    ['remind me to drink water 10 tomorrow at 6pm', 'ny', create('drink water 10', '2025-11-21', '18:00')],
    ['remind me to drink water 24 tomorrow at 6pm', 'ny', create('drink water 24', '2025-11-21', '18:00')],
    ['drink water 10 tomorrow 6pm', 'ny', create('drink water 10', '2025-11-21', '18:00')],
    ['drink water 10 tomorrow at 18:00', 'ny', create('drink water 10', '2025-11-21', '18:00')],
    ['drink water 10 tomorrow at noon', 'ny', create('drink water 10', '2025-11-21', '12:00')],
    ['drink water 12 tonight at 9pm', 'ny', create('drink water 12', '2025-11-20', '21:00')],
    ['drink water 15 today at 6pm', 'ny', create('drink water 15', '2025-11-20', '18:00')],
    ['drink water 10 on monday at 6pm', 'ny', create('drink water 10', '2025-11-24', '18:00')],
    ['drink water 11 monday at 6pm', 'ny', create('drink water 11', '2025-11-24', '18:00')],
    ['drink water 10 next friday at 6pm', 'ny', create('drink water 10', '2025-11-28', '18:00')],
    ['drink water 10 every day at 6pm', 'ny', create('drink water 10', '2025-11-20', '18:00', 'FREQ=DAILY')],
    ['water 10 plants tomorrow at 6pm', 'ny', create('water 10 plants', '2025-11-21', '18:00')],
    ['take 2 pills tomorrow at 9am', 'ny', create('take 2 pills', '2025-11-21', '09:00')],
    ['read 20 pages tomorrow at 9pm', 'ny', create('read 20 pages', '2025-11-21', '21:00')],
    ['call room 101 tomorrow at 6pm', 'ny', create('call room 101', '2025-11-21', '18:00')],
    ['do 20 pushups tomorrow at 7am', 'kolkata', create('do 20 pushups', '2025-11-22', '07:00')],
    ['remind me to drink water 10 tomorrow at 9am', 'london', create('drink water 10', '2026-03-29', '09:00')],
    // A number marked as a time is still the time: with "at", "by", am/pm, or alone before the day.
    ['remind me to call mom at 10 tomorrow', 'ny', create('call mom', '2025-11-21', '10:00')],
    ['call mom tomorrow 10am', 'ny', create('call mom', '2025-11-21', '10:00')],
    ['call mom 10am tomorrow', 'ny', create('call mom', '2025-11-21', '10:00')],
    ['call mom 10 tomorrow', 'ny', create('call mom', '2025-11-21', '10:00')],
    ['call mom by 10 tomorrow', 'ny', create('call mom', '2025-11-21', '10:00')],
    // Two times, each marked as one: which is meant is asked.
    ['call mom at 10 tomorrow at 6pm', 'ny', askTime('call mom')],
  ])('%s (%s)', (text, clock, expected) => {
    const reading = read(text, clock);
    expect(reading).toEqual(expected);
    expectWellFormed(reading, clock);
  });
});

// ---- Repeating reminders ----

describe('parseReminderRequest: repeating reminders', () => {
  it.each<[string, ClockName, ReminderRequestReading]>([
    ['take meds every day at 8am', 'ny', create('take meds', '2025-11-21', '08:00', 'FREQ=DAILY')],
    ['every day at 5pm take meds', 'ny', create('take meds', '2025-11-20', '17:00', 'FREQ=DAILY')],
    ['take meds daily at 9pm', 'ny', create('take meds', '2025-11-20', '21:00', 'FREQ=DAILY')],
    [
      'every weekday at 7:30 take meds',
      'ny',
      create('take meds', '2025-11-21', '07:30', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'),
    ],
    ['water plants every 3 days at 9', 'ny', create('water plants', '2025-11-21', '09:00', 'FREQ=DAILY;INTERVAL=3')],
    [
      'water plants every other day at 6pm',
      'ny',
      create('water plants', '2025-11-20', '18:00', 'FREQ=DAILY;INTERVAL=2'),
    ],
    [
      'pay rent on the 1st of every month at 9am',
      'ny',
      create('pay rent', '2025-12-01', '09:00', 'FREQ=MONTHLY;BYMONTHDAY=1'),
    ],
    ['every monday at 7 gym', 'ny', create('gym', '2025-11-24', '07:00', 'FREQ=WEEKLY;BYDAY=MO')],
    [
      'every other week on tuesday at 5pm team sync',
      'ny',
      create('team sync', '2025-11-25', '17:00', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU'),
    ],
    [
      'every month on the last friday at 9am book club',
      'ny',
      create('book club', '2025-11-28', '09:00', 'FREQ=MONTHLY;BYDAY=-1FR'),
    ],
    [
      'every year on march 3 at 10am call grandma',
      'ny',
      create('call grandma', '2026-03-03', '10:00', 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3'),
    ],
    ['every mon, wed and fri at 6am run', 'ny', create('run', '2025-11-21', '06:00', 'FREQ=WEEKLY;BYDAY=MO,WE,FR')],
    ['gym mondays and thursdays at 6pm', 'ny', create('gym', '2025-11-20', '18:00', 'FREQ=WEEKLY;BYDAY=MO,TH')],
    ['trash every thursday at 7pm', 'ny', create('trash', '2025-11-20', '19:00', 'FREQ=WEEKLY;BYDAY=TH')],
    ['trash every thursday at 8am', 'ny', create('trash', '2025-11-27', '08:00', 'FREQ=WEEKLY;BYDAY=TH')],
    [
      'every weekend at 10am clean the house',
      'ny',
      create('clean the house', '2025-11-22', '10:00', 'FREQ=WEEKLY;BYDAY=SA,SU'),
    ],
    [
      'every 2 weeks on friday at 4pm payroll',
      'ny',
      create('payroll', '2025-11-21', '16:00', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'),
    ],
    [
      'weekly on sunday at 6pm plan the week',
      'ny',
      create('plan the week', '2025-11-23', '18:00', 'FREQ=WEEKLY;BYDAY=SU'),
    ],
    ['every week at 3pm call dad', 'ny', create('call dad', '2025-11-20', '15:00', 'FREQ=WEEKLY')],
    [
      'every month on the 15th at noon pay card',
      'ny',
      create('pay card', '2025-12-15', '12:00', 'FREQ=MONTHLY;BYMONTHDAY=15'),
    ],
    [
      'on the 20th of every month at 5pm budget',
      'ny',
      create('budget', '2025-11-20', '17:00', 'FREQ=MONTHLY;BYMONTHDAY=20'),
    ],
    [
      'every month on the first monday at 9am standup',
      'ny',
      create('standup', '2025-12-01', '09:00', 'FREQ=MONTHLY;BYDAY=1MO'),
    ],
    [
      'pay bills on the last day of every month at 8pm',
      'ny',
      create('pay bills', '2025-11-30', '20:00', 'FREQ=MONTHLY;BYMONTHDAY=-1'),
    ],
    [
      'every 3 months on the 1st at 10am check smoke alarms',
      'ny',
      create('check smoke alarms', '2025-12-01', '10:00', 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1'),
    ],
    [
      'every year on dec 25 at 8am call family',
      'ny',
      create('call family', '2025-12-25', '08:00', 'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25'),
    ],
    [
      'renew license every 2 years on june 1 at 9am',
      'ny',
      create('renew license', '2026-06-01', '09:00', 'FREQ=YEARLY;INTERVAL=2;BYMONTH=6;BYMONTHDAY=1'),
    ],
    [
      'every march 3 at 10am birthday',
      'ny',
      create('birthday', '2026-03-03', '10:00', 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3'),
    ],
    ['every night at 10 brush teeth', 'ny', create('brush teeth', '2025-11-20', '22:00', 'FREQ=DAILY')],
    ['every morning stretch', 'ny', create('stretch', '2025-11-21', '09:00', 'FREQ=DAILY')],
    ['every morning at 6:45 stretch', 'ny', create('stretch', '2025-11-21', '06:45', 'FREQ=DAILY')],
    ['every evening walk the dog', 'ny', create('walk the dog', '2025-11-20', '18:00', 'FREQ=DAILY')],
    ['every 24 hours take meds at 8am', 'ny', create('take meds', '2025-11-21', '08:00', 'FREQ=DAILY')],
    ['every day at 8am starting monday take meds', 'ny', create('take meds', '2025-11-24', '08:00', 'FREQ=DAILY')],
    [
      'every weekday morning at 7 stand-up',
      'ny',
      create('stand-up', '2025-11-21', '07:00', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'),
    ],
    [
      'remind me every tuesday at 9 to take out the bins',
      'ny',
      create('take out the bins', '2025-11-25', '09:00', 'FREQ=WEEKLY;BYDAY=TU'),
    ],
    ['every 1st at 9am pay rent', 'ny', create('pay rent', '2025-12-01', '09:00', 'FREQ=MONTHLY;BYMONTHDAY=1')],
    [
      'every second tuesday at 7pm book club',
      'ny',
      create('book club', '2025-12-09', '19:00', 'FREQ=MONTHLY;BYDAY=2TU'),
    ],
    [
      'every other monday at 8am timesheet',
      'ny',
      create('timesheet', '2025-11-24', '08:00', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO'),
    ],
    ['every friday at 2:30 dentist', 'ny', create('dentist', '2025-11-21', '14:30', 'FREQ=WEEKLY;BYDAY=FR')],
    ['remind me to take my pills every day at 9pm', 'ny', create('take my pills', '2025-11-20', '21:00', 'FREQ=DAILY')],
    ['take meds every day at 8am', 'london', create('take meds', '2026-03-29', '08:00', 'FREQ=DAILY')],
    ['every sunday at 1:30am backup', 'london', create('backup', '2026-03-29', '01:30', 'FREQ=WEEKLY;BYDAY=SU')],
    [
      'every weekday at 9 check email',
      'london',
      create('check email', '2026-03-30', '09:00', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'),
    ],
    ['every day at 8am yoga', 'kolkata', create('yoga', '2025-11-21', '08:00', 'FREQ=DAILY')],
    ['every friday at 6pm call home', 'kolkata', create('call home', '2025-11-21', '18:00', 'FREQ=WEEKLY;BYDAY=FR')],
    ['every sunday at 9am call mum', 'sydney', create('call mum', '2026-04-05', '09:00', 'FREQ=WEEKLY;BYDAY=SU')],
    ['every day at 11am stand up', 'sydney', create('stand up', '2026-04-05', '11:00', 'FREQ=DAILY')],
    ['every sunday at 2:30am backup', 'nyDst', create('backup', '2026-03-08', '02:30', 'FREQ=WEEKLY;BYDAY=SU')],
    ['every day at 9am meds', 'nyDst', create('meds', '2026-03-08', '09:00', 'FREQ=DAILY')],
  ])('%s (%s)', (text, clock, expected) => {
    const reading = read(text, clock);
    expect(reading).toEqual(expected);
    expectWellFormed(reading, clock);
  });
});

// ---- A request without a (single) time ----

describe('parseReminderRequest: asks for the time', () => {
  // The third column: the day and repeat it already read, kept for the answer to complete ("9am").
  it.each<[string, string, string | undefined]>([
    ['pay rent on the 1st of every month', 'pay rent', 'on the 1st of every month'],
    ['remind me to call mom', 'call mom', undefined],
    ['remind me to call mom tomorrow', 'call mom', 'tomorrow'],
    ['Call mom tomorrow', 'Call mom', 'tomorrow'],
    ['dentist on friday', 'dentist', 'on friday'],
    ['take vitamins every day', 'take vitamins', 'every day'],
    ['every monday gym', 'gym', 'every monday'],
    ['remind me to call mom at 6 or 7pm', 'call mom', undefined],
    ['call mom 6-7pm tomorrow', 'call mom', undefined],
    ['can you remind me to call mom?', 'call mom', undefined],
    ['remind me later to call mom', 'call mom', undefined],
    ['remind me to renew passport in 2027', 'renew passport', 'in 2027'],
    ['remind me to call mom next week', 'call mom', 'next week'],
    ['remind me to call mom every day at 8am and every monday at 9', 'call mom', undefined], // two repeats
  ])('%s', (text, task, when) => {
    expect(read(text)).toEqual(when ? { ...askTime(task), when } : askTime(task));
  });
});

// ---- Not a request ----

const LONG_CHATTER = 'blah '.repeat(400);
const BINARY = String.fromCharCode(...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 65536));

describe('parseReminderRequest: not a request', () => {
  it.each([
    [''],
    ['   '],
    ['😀😀'],
    ['👍'],
    ['🎉🎂🥳'],
    ['\u200B\u200B'],
    ['\u200F\u200E'],
    ['\u202E\u2066\u2069'],
    ['\uFEFF'],
    ['ok'],
    ['OK!'],
    ['thanks'],
    ['Thank you!'],
    ['lol'],
    ['lol see you tomorrow'],
    ['haha ok see you monday'],
    ["I'll call mom tomorrow"],
    ['I will call mom tomorrow at 6'],
    ['we should meet friday at 5'],
    ['he said tomorrow at 6pm'],
    ['she is coming at 6'],
    ['they arrive monday at 9am'],
    ["I'm at the store until 5"],
    ['can you remind me?'],
    ['could you remind me?'],
    ['remind me?'],
    ['what time is it?'],
    ['did you get my message?'],
    ['when is my next reminder?'],
    ['how do I snooze?'],
    ['is my dentist tomorrow at 3?'],
    ['Can you remind me what time the dentist is?'],
    ['DONE'],
    ['done 2'],
    ['DONE #3 thanks'],
    ['SNOOZE'],
    ['snooze 1h'],
    ['snooze until 6pm'],
    ['SKIP'],
    ['skip gym tomorrow'],
    ['STOP'],
    ['stop texting me at night'],
    ['START'],
    ['HELP'],
    ['LIST'],
    ['PAUSE'],
    ['pause until monday'],
    ['PAUSE 3H'],
    ['RESUME'],
    ['resume 4'],
    ['UNDO'],
    ['DELETE 3'],
    ['cancel 2'],
    ['cancel my 6pm reminder'],
    ['YES'],
    ['yes 2'],
    ['NO'],
    ['no 5'],
    ['ok done'],
    ['no thanks'],
    ['yes call mom at 6pm'],
    ['later'],
    ['no need to remind me tomorrow'],
    ["don't remind me tomorrow"],
    ['you forgot to remind me yesterday'],
    ['tomorrow at 6'],
    ['at 5pm'],
    ['see you at 6'],
    ['Good night'],
    ['good morning'],
    ['happy birthday!'],
    ['running late, be there at 6'],
    ['sounds good, tomorrow at 6 works'],
    ['Call mom tomorrow 6pm. Also buy milk.'],
    ['running late\nbe there at 6'],
    ['Honestly the best plan would be the park and then lunch and maybe a movie on saturday at 10am'],
    ['go to the sun'],
    ['buy march tickets'],
    ['remind'],
    [LONG_CHATTER],
    [BINARY],
    ["my 6pm reminder didn't come"],
    ["the parcel didn't come at 5"],
    ['my reminder tomorrow at 6 is wrong'],
    ['noon friday on the'],
    ["Liked “NagText: time for: Take out the trash (#1). Reply DONE when it's done, or SNOOZE for later.”"],
  ])('%j', (text) => {
    expect(read(text)).toBeNull();
  });

  const REF_NEXT = { at: new Date('2025-11-24T14:00:00Z'), zone: 'America/New_York' };
  const TEMPLATES: Array<[string, string]> = [
    ...(['friendly', 'nudge', 'firm', 'urgent', 'final'] as const).map((tone): [string, string] => [
      `nag ${tone}`,
      nagTexts.nag({ task: 'Take out the trash', ref: '1', tone, attempt: 2, cap: 5 }),
    ]),
    [
      'nag, carried',
      nagTexts.nag({
        task: 'Call mom tomorrow at 6pm',
        ref: '2',
        tone: 'final',
        attempt: 5,
        cap: 5,
        dayEnd: { kind: 'carried', ...REF_NEXT },
      }),
    ],
    [
      'nag, next',
      nagTexts.nag({
        task: 'Gym every monday at 7',
        ref: '3',
        tone: 'final',
        attempt: 5,
        cap: 5,
        dayEnd: { kind: 'next', ...REF_NEXT },
      }),
    ],
    [
      'nag, missed',
      nagTexts.nag({
        task: 'Pay rent',
        ref: '4',
        tone: 'final',
        attempt: 5,
        cap: 5,
        dayEnd: { kind: 'missed', days: 7 },
      }),
    ],
    [
      'nag, paused',
      nagTexts.nag({
        task: 'Stretch',
        ref: '5',
        tone: 'final',
        attempt: 5,
        cap: 5,
        dayEnd: { kind: 'paused', ignored: 3 },
      }),
    ],
    [
      'nag, ended',
      nagTexts.nag({ task: 'Stretch', ref: '5', tone: 'final', attempt: 5, cap: 5, dayEnd: { kind: 'ended' } }),
    ],
    ['done, once', replyAnswers.doneConfirmation('Take out the trash', null)],
    ['done, recurring', replyAnswers.doneConfirmation('Gym', REF_NEXT)],
    ['skipped, once', replyAnswers.skipped('Gym', null)],
    ['skipped, recurring', replyAnswers.skipped('Gym', REF_NEXT)],
    ['snoozed', replyAnswers.snoozedUntil('Gym', new Date('2025-11-20T20:45:00Z'), 'America/New_York', CLOCKS.ny.now)],
    [
      'snoozed into quiet hours',
      replyAnswers.snoozedUntil(
        'Gym',
        new Date('2025-11-21T04:30:00Z'),
        'America/New_York',
        CLOCKS.ny.now,
        new Date('2025-11-21T13:00:00Z'),
      ),
    ],
    [
      'still snoozed',
      replyAnswers.stillSnoozed('Gym', new Date('2025-11-20T21:45:00Z'), 'America/New_York', CLOCKS.ny.now),
    ],
    [
      'snoozed, another day',
      replyAnswers.snoozedUntil('Gym', new Date('2025-11-21T14:00:00Z'), 'America/New_York', CLOCKS.ny.now),
    ],
    ['snooze out of bounds', replyAnswers.snoozeOutOfBounds('too_long')],
    ['paused', replyAnswers.paused(new Date('2025-11-21T14:00:00Z'), 'America/New_York', CLOCKS.ny.now)],
    ['pause out of bounds', replyAnswers.pauseOutOfBounds('in_past')],
    ['resumed reminder', replyAnswers.reminderResumed('Gym', REF_NEXT)],
    ['not paused', replyAnswers.notPaused('Gym', '3')],
    ['no such reminder', replyAnswers.noSuchReminder('9')],
    ['resumed', replyAnswers.resumed()],
    [
      'list',
      replyAnswers.list([
        { ref: '1', task: 'Call mom at 6pm' },
        { ref: '2', task: 'Take meds every day at 8am' },
      ]),
    ],
    ['nothing open', replyAnswers.nothingOpen()],
    ['opted out', replyAnswers.optedOut()],
    ['opted in', replyAnswers.optedIn()],
    ['help', replyAnswers.help()],
    ['did not understand', replyAnswers.didNotUnderstand()],
    ['welcome', welcomeTexts.welcome()],
    ['verification code', codeTexts.verificationCode('123456')],
    ['deletion code', codeTexts.accountDeletionCode('123456')],
    ['new number code', codeTexts.phoneChangeNewNumberCode('123456')],
    ['move approval code', codeTexts.phoneChangeApprovalCode('123456', '+12025550199')],
    ['goodbye', accountTexts.goodbye(new Date('2025-11-21T15:00:00Z'), 'America/New_York')],
    ['deleted by support', accountTexts.deletedBySupport(new Date('2025-11-21T15:00:00Z'), 'America/New_York')],
    ['email changed', accountTexts.emailChanged(new Date('2025-11-21T15:00:00Z'), 'America/New_York')],
    [
      'number changed',
      accountTexts.numberChanged('+12025550199', new Date('2025-11-21T15:00:00Z'), 'America/New_York'),
    ],
    [
      'budget notice',
      textingTexts.budgetNotice({
        used: 180,
        perMonth: 200,
        firstOnly: false,
        resetsAt: new Date('2025-12-01T00:00:00Z'),
      }),
    ],
    ['unknown number', replyAnswers.unknownNumber()],
    [
      'reminder added by text',
      replyAnswers.textReminderAdded({ ref: '5', task: 'Call mom', localDate: '2025-11-25', localTime: '18:00' }),
    ],
    [
      'repeating reminder added by text',
      replyAnswers.textReminderAdded({
        ref: '6',
        task: 'Take meds',
        localDate: '2025-11-21',
        localTime: '07:30',
        recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      }),
    ],
    [
      'reminder with a heads-up added by text',
      replyAnswers.textReminderAdded({
        ref: '7',
        task: 'Dentist',
        localDate: '2025-12-14',
        localTime: '09:00',
        headsUpHours: 24,
      }),
    ],
    [
      'fixed-instant reminder added by text',
      replyAnswers.textReminderAdded(
        {
          ref: '8',
          task: 'Call mom',
          localDate: '2025-11-21',
          localTime: '15:00',
          clockZone: 'America/New_York',
          scheduledTime: '2025-11-21T20:00:00.000Z',
        },
        'Asia/Tokyo',
      ),
    ],
    ['asking for the time', replyAnswers.askReminderTime('call mom')],
    ['removed by UNDO', replyAnswers.textReminderRemoved('5', 'Call mom at 6pm')],
    ['nothing to undo', replyAnswers.nothingToUndo()],
    ['daily limit by text', replyAnswers.textRemindersDailyLimit()],
    ['adding by text needs a subscription', replyAnswers.textRemindersNeedSubscription()],
  ];
  it.each(TEMPLATES)('our own text sent back: %s', (_, text) => {
    expect(read(text)).toBeNull();
  });
});

// ---- Refusals ----

describe('parseReminderRequest: refusals', () => {
  it.each<[string, ClockName, RefusalReason]>([
    ['every 5 minutes drink water', 'ny', 'too_frequent'],
    ['remind me every 5 minutes to drink water', 'ny', 'too_frequent'],
    ['remind me to stretch every hour', 'ny', 'too_frequent'],
    ['drink water hourly', 'ny', 'too_frequent'],
    ['take meds twice a day at 8', 'ny', 'too_frequent'],
    ['every 30 mins check the oven', 'ny', 'too_frequent'],
    ['remind me every 0 days to stretch', 'ny', 'too_frequent'],
    ['every 0 weeks on monday gym', 'ny', 'too_frequent'],
    ['yesterday at 6 call mom', 'ny', 'in_past'],
    ['remind me to call mom yesterday', 'ny', 'in_past'],
    ['remind me to call mom today at 9am', 'ny', 'in_past'],
    ['remind me last friday at 5 to pay rent', 'ny', 'in_past'],
    ['remind me to call mom on nov 3 2025 at 9am', 'ny', 'in_past'],
    ['yesterday at 6 call mom', 'london', 'in_past'],
    ['remind me to renew passport in 9999', 'ny', 'too_far'],
    ['party on jan 1 9999 at 9pm', 'ny', 'too_far'],
    ['remind me to party on jan 1 9999', 'ny', 'too_far'],
    ['remind me to renew passport in 10 years', 'ny', 'too_far'],
    ['remind me to check the time capsule on nov 21 2030 at 5pm', 'ny', 'too_far'],
    ['every 5000 days water the cactus at 9', 'ny', 'too_far'],
    ['remind me tomorrow at 6', 'ny', 'task_missing'],
    ['remind me', 'ny', 'task_missing'],
    ['remind me at 9am please', 'ny', 'task_missing'],
    ['remind me on the 5th', 'ny', 'task_missing'],
    ['remind me every day at 8', 'ny', 'task_missing'],
    ['remind me to call mom in 0 minutes', 'ny', 'in_past'],
    ['remind me to stretch every 2 hours', 'ny', 'too_frequent'],
    [`remind me to ${'x'.repeat(501)} tomorrow at 6pm`, 'ny', 'task_too_long'],
  ])('%s (%s)', (text, clock, reason) => {
    expect(read(text, clock)).toEqual({ kind: 'refused', reason, message: REFUSAL_MESSAGES[reason] });
  });

  it('says what to do instead', () => {
    expect(read('every 5 minutes drink water')).toEqual({
      kind: 'refused',
      reason: 'too_frequent',
      message: "The shortest repeat is daily. To be nagged more often, set the reminder's nagging on the dashboard.",
    });
    expect(read('yesterday at 6 call mom')).toEqual({
      kind: 'refused',
      reason: 'in_past',
      message: 'That time has passed. When should I remind you?',
    });
  });

  it('takes a task of exactly 500 characters', () => {
    const task = 'a'.repeat(500);
    expect(read(`remind me to ${task} tomorrow at 6pm`)).toEqual(create(task, '2025-11-21', '18:00'));
  });
});

// ---- Cost ----

describe('parseReminderRequest: long texts stay cheap', () => {
  it.each([
    ['a 2,000-character request', `remind me to ${'call mom and '.repeat(153)}tomorrow at 6pm`, 'task_too_long'],
    ['2,000 characters of chatter', LONG_CHATTER, null],
    ['2,000 characters of binary', BINARY, null],
    ['just under the cap', `remind me to ${'buy 2 eggs at 5 and '.repeat(49)}`, 'any'],
  ])('%s', (_, text, expected) => {
    const started = performance.now();
    const reading = read(text);
    expect(performance.now() - started).toBeLessThan(1_000);
    if (expected === null) expect(reading).toBeNull();
    else if (expected !== 'any') expect(reading).toMatchObject({ kind: 'refused', reason: expected });
  });
});

// ---- Total ----

describe('parseReminderRequest: any input', () => {
  const WORDS = [
    'remind me to',
    'call mom',
    'every',
    'other',
    'day',
    'week',
    'month',
    'year',
    'on the',
    '1st',
    'last',
    'friday',
    'and',
    'at',
    '6',
    '7:30',
    'pm',
    'tomorrow',
    'in',
    '20',
    'minutes',
    '0',
    '9999',
    'feb 29',
    'noon',
    'midnight',
    'tonight',
    '?',
    '!',
    '😀',
    '\u200F',
    'can you',
    "I'll",
    'weekday',
    'mondays',
    '2:30',
    '06:00',
    '25:00',
    'next',
    'yesterday',
    'ago',
    '3/15',
    'starting',
    'by',
    'daily',
    'hourly',
    'twice',
    'of',
    'each',
    '@',
    'tmrw',
    '6p',
    'in the evening',
  ];
  let seed = 20251120;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const ZONES = [...Object.values(CLOCKS).map((c) => c.zone), 'Pacific/Chatham', 'America/Santiago'];
  const CASES = Array.from({ length: 1500 }, () => {
    const text = Array.from(
      { length: 1 + Math.floor(random() * 10) },
      () => WORDS[Math.floor(random() * WORDS.length)],
    ).join(' ');
    const zone = ZONES[Math.floor(random() * ZONES.length)]!;
    const now = new Date(
      Date.UTC(
        2024 + Math.floor(random() * 4),
        Math.floor(random() * 12),
        1 + Math.floor(random() * 28),
        Math.floor(random() * 24),
        Math.floor(random() * 60),
        17,
      ),
    );
    return { text, zone, now };
  });

  it('never throws, and whatever it creates is well formed and ahead of now', () => {
    for (const { text, zone, now } of CASES) {
      const reading = parseReminderRequest(text, zone, now);
      if (reading?.kind !== 'create') continue;
      expect(reading.task.length).toBeGreaterThan(0);
      expect(reading.scheduledTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      if (reading.recurrence !== undefined)
        expect(parseRrule(reading.recurrence, reading.scheduledDate)).toMatchObject({ ok: true });
      expect(wallTimeToInstant(reading.scheduledDate, reading.scheduledTime, zone).getTime()).toBeGreaterThan(
        now.getTime(),
      );
    }
  });

  it('reads an unknown zone as UTC, and an invalid now as nothing', () => {
    expect(parseReminderRequest('remind me to call mom tomorrow at 6pm', 'Not/AZone', CLOCKS.ny.now)).toEqual(
      create('call mom', '2025-11-21', '18:00'),
    );
    expect(parseReminderRequest('remind me to call mom tomorrow at 6pm', 'America/New_York', new Date(NaN))).toBeNull();
    expect(parseReminderRequest(undefined as unknown as string, 'America/New_York', CLOCKS.ny.now)).toBeNull();
  });
});

// ---- A heads-up before ("remind me a day before"): its phrase leaves the task and the time; 1 to 72 hours ----

describe('parseReminderRequest: a heads-up before', () => {
  const withHeadsUp = (
    task: string,
    date: string,
    time: string,
    headsUpHours: number,
    recurrence?: string,
  ): ReminderRequestReading => ({ ...create(task, date, time, recurrence), headsUpHours }) as ReminderRequestReading;

  /** New York, Thursday Nov 20 2025, 2:30 PM. */
  it.each<[string, ReminderRequestReading]>([
    ['remind me a day before the dentist on the 14th at 9', withHeadsUp('dentist', '2025-12-14', '09:00', 24)],
    ['dentist on the 14th at 9, remind me a day before', withHeadsUp('dentist', '2025-12-14', '09:00', 24)],
    [
      'pay rent on the 1st of every month at 9 with a heads-up 2 days before',
      withHeadsUp('pay rent', '2025-12-01', '09:00', 48, 'FREQ=MONTHLY;BYMONTHDAY=1'),
    ],
    ['call mom friday 6pm, heads up 3 hours before', withHeadsUp('call mom', '2025-11-21', '18:00', 3)],
    ['remind me an hour before the meeting tomorrow at 3pm', withHeadsUp('meeting', '2025-11-21', '15:00', 1)],
    ['warn me the day before: vet on dec 2 at 10am', withHeadsUp('vet', '2025-12-02', '10:00', 24)],
    [
      'can you remind me 2 hours before my flight on friday at 6pm?',
      withHeadsUp('my flight', '2025-11-21', '18:00', 2),
    ],
    ['give me a heads up 12 hours before the exam on dec 3 at 9am', withHeadsUp('exam', '2025-12-03', '09:00', 12)],
    ['remind me 1 day before to pay rent on the 1st at 9', withHeadsUp('pay rent', '2025-12-01', '09:00', 24)],
    ['at 9am tomorrow remind me 3 hours before the call', withHeadsUp('call', '2025-11-21', '09:00', 3)],
    [
      'take pills every day at 8am, heads up 1 hour before',
      withHeadsUp('take pills', '2025-11-21', '08:00', 1, 'FREQ=DAILY'),
    ],
    ['dentist on dec 14 at 9am, heads-up 72 hours before', withHeadsUp('dentist', '2025-12-14', '09:00', 72)],
    ['vet on dec 2 at 10am, warn me 3 days before', withHeadsUp('vet', '2025-12-02', '10:00', 72)],
    ['Dentist on the 14th at 9 - Heads Up 2 Days Before', withHeadsUp('Dentist', '2025-12-14', '09:00', 48)],
    ['remind me two hours before the call tomorrow at 5pm', withHeadsUp('call', '2025-11-21', '17:00', 2)],
    ['remind me 24 hours before the dentist on the 14th at 9', withHeadsUp('dentist', '2025-12-14', '09:00', 24)],
    ['remind me 1 hour before the game tonight at 8', withHeadsUp('game', '2025-11-20', '20:00', 1)],
    ['team lunch friday at noon and a heads up 2 hrs before', withHeadsUp('team lunch', '2025-11-21', '12:00', 2)],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each<[string, ReminderRequestReading]>([
    ['before work call mom at 7', create('before work call mom', '2025-11-21', '07:00')],
    ['remind me before 9 to call mom', askTime('before 9 to call mom')],
    [
      'remind me to leave 2 hours before the flight at 6pm',
      create('leave 2 hours before the flight', '2025-11-20', '18:00'),
    ],
    ['remind me the hour before the meeting at 5pm', create('the hour before the meeting', '2025-11-20', '17:00')],
    ['heads up the meeting moved to 3pm', create('heads up the meeting moved to', '2025-11-20', '15:00')],
    ['heads up: dentist tomorrow at 9', create('heads up: dentist', '2025-11-21', '09:00')],
    [
      'call mom 2 days before her birthday on dec 3 at 9am',
      create('call mom 2 days before her birthday', '2025-12-03', '09:00'),
    ],
    ['remind me 2 days after the dentist on dec 14 at 9am', create('2 days after the dentist', '2025-12-14', '09:00')],
    [
      'remind me a day early about the dentist on dec 14 at 9am',
      create('a day early about the dentist', '2025-12-14', '09:00'),
    ],
  ])('no heads-up: %s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    'remind me 5 days before the dentist on the 14th at 9',
    'remind me 73 hours before the call on dec 3 at 9am',
    'heads up 0 hours before: call mom at 5pm',
    'pay rent on the 1st at 9, warn me 4 days before',
    'remind me 5 days before the dentist',
  ])('refuses a heads-up out of 1 hour to 3 days: %s', (text) => {
    expect(read(text)).toEqual({
      kind: 'refused',
      reason: 'heads_up_out_of_range',
      message: REFUSAL_MESSAGES.heads_up_out_of_range,
    });
    expect(REFUSAL_MESSAGES.heads_up_out_of_range).toContain('1 hour to 3 days');
  });

  it('keeps the heads-up for the answer to its question for the time, which completes it', () => {
    const asked = read('remind me a day before the dentist');
    expect(asked).toEqual({ kind: 'ask_time', task: 'dentist', when: 'heads-up 24 hours before' });
    if (asked?.kind !== 'ask_time') return;
    expect(read(`${asked.task} ${asked.when} tomorrow at 9am`)).toEqual(
      withHeadsUp('dentist', '2025-11-21', '09:00', 24),
    );
  });
});

describe('parseReminderRequest: a time said in a zone is one fixed instant', () => {
  const fixed = (
    task: string,
    date: string,
    time: string,
    clockZone: string,
    recurrence?: string,
  ): ReminderRequestReading => ({ ...create(task, date, time, recurrence), clockZone }) as ReminderRequestReading;

  /** Now: New York Thu Nov 20 2025 2:30 PM = Tokyo Fri Nov 21 4:30 AM = London Thu 7:30 PM = Los Angeles Thu 11:30 AM. */
  it.each<[string, ReminderRequestReading]>([
    ['call mom at 3pm New York time', fixed('call mom', '2025-11-20', '15:00', 'America/New_York')],
    ['call mom at 3pm in new york time', fixed('call mom', '2025-11-20', '15:00', 'America/New_York')],
    ['call mom at 3pm est', fixed('call mom', '2025-11-20', '15:00', 'America/New_York')],
    // 3 PM today in Tokyo is still ahead there (it is 4:30 AM Friday).
    ['call mom at 3pm Tokyo time', fixed('call mom', '2025-11-21', '15:00', 'Asia/Tokyo')],
    ['standup tomorrow at 9:30am London time', fixed('standup', '2025-11-21', '09:30', 'Europe/London')],
    // 10 AM has passed in Los Angeles (11:30 AM there): the next one.
    ['remind me to call the office at 10am PT', fixed('call the office', '2025-11-21', '10:00', 'America/Los_Angeles')],
    ['call mom tomorrow at 3 p.m. central time', fixed('call mom', '2025-11-21', '15:00', 'America/Chicago')],
    [
      'call dad every sunday at 3pm eastern time',
      fixed('call dad', '2025-11-23', '15:00', 'America/New_York', 'FREQ=WEEKLY;BYDAY=SU'),
    ],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('goes with a heads-up and a window', () => {
    expect(read('remind me a day before the call with Tokyo on the 14th at 9am tokyo time')).toEqual({
      ...create('call with Tokyo', '2025-12-14', '09:00'),
      headsUpHours: 24,
      clockZone: 'Asia/Tokyo',
    });
    expect(read('pay rent by friday at 5pm ET')).toEqual({
      ...create('pay rent', '2025-11-21', '17:00'),
      windowDays: 1,
      clockZone: 'America/New_York',
    });
  });

  it.each<[string, ReminderRequestReading]>([
    ['remind me to check the time at 5pm', create('check the time', '2025-11-20', '17:00')],
    ['at 5pm time to leave', create('time to leave', '2025-11-20', '17:00')],
    // A place naming no zone stays words of the task, on home time.
    ['call mom at 3pm narnia time', create('call mom narnia time', '2025-11-20', '15:00')],
  ])('no zone: %s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});
