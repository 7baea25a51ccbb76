import { parseReminderRequest, type ReminderRequestReading } from '#core/replies/domain/parse-reminder-request';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { smsSegments } from '#core/texting/domain/sms-segments';

/** Monday Nov 23 2026, 8:00 AM in New York (Nov has 30 days; Friday is Nov 27). */
const NY = 'America/New_York';
const NOW = new Date('2026-11-23T13:00:00Z');
/** Tuesday Jan 20 2026, noon in New York (January has 31 days; Feb 1 is 6 days after Jan 26). */
const JAN = new Date('2026-01-20T17:00:00Z');
const read = (text: string, now = NOW) => parseReminderRequest(text, NY, now);
const windowed = (
  task: string,
  scheduledDate: string,
  scheduledTime: string,
  windowDays: number,
  recurrence?: string,
): ReminderRequestReading => ({
  kind: 'create',
  task,
  scheduledDate,
  scheduledTime,
  ...(recurrence ? { recurrence } : {}),
  windowDays,
});

describe('the text-in reader: deadline windows', () => {
  it.each([
    [
      'rent between the 25th and the 1st, every month: 6 days before Dec 1',
      'remind me to pay rent between the 25th and the 1st every month',
      NOW,
      windowed('pay rent', '2026-12-01', '09:00', 6, 'FREQ=MONTHLY;BYMONTHDAY=1'),
    ],
    [
      'the same said in January: 7 days before Feb 1 (from Jan 25), fixed from then on',
      'remind me to pay rent between the 25th and the 1st every month',
      JAN,
      windowed('pay rent', '2026-02-01', '09:00', 7, 'FREQ=MONTHLY;BYMONTHDAY=1'),
    ],
    [
      'with its time',
      'pay rent between the 25th and the 1st every month at 8pm',
      NOW,
      windowed('pay rent', '2026-12-01', '20:00', 6, 'FREQ=MONTHLY;BYMONTHDAY=1'),
    ],
    [
      'within one month: between the 5th and the 10th',
      'remind me to send the invoice between the 5th and the 10th every month',
      NOW,
      windowed('send the invoice', '2026-12-10', '09:00', 5, 'FREQ=MONTHLY;BYMONTHDAY=10'),
    ],
    [
      'by Friday: a one-time deadline, the window from today',
      'file taxes by Friday',
      NOW,
      windowed('file taxes', '2026-11-27', '09:00', 4),
    ],
    [
      'by Friday at 5pm',
      'remind me to file taxes by friday at 5pm',
      NOW,
      windowed('file taxes', '2026-11-27', '17:00', 4),
    ],
    [
      'by tomorrow',
      'remind me to return the books by tomorrow',
      NOW,
      windowed('return the books', '2026-11-24', '09:00', 1),
    ],
    [
      'due Friday: a deadline, the window from today',
      'remind me the report is due friday at 5pm',
      NOW,
      windowed('the report is due', '2026-11-27', '17:00', 4),
    ],
    [
      'due by Friday',
      'remind me to send the report, due by friday',
      NOW,
      windowed('send the report, due', '2026-11-27', '09:00', 4),
    ],
    [
      'a visit and a deadline: the deadline is the "by" after the task',
      'remind me to swing by the bank by friday at 4pm',
      NOW,
      windowed('swing by the bank', '2026-11-27', '16:00', 4),
    ],
    [
      'within 3 days of the 14th',
      'pay the bill within 3 days of the 14th',
      NOW,
      windowed('pay the bill', '2026-12-14', '09:00', 3),
    ],
    [
      'within three days before the 14th at noon',
      'remind me to pay the bill within three days before the 14th at 12pm',
      NOW,
      windowed('pay the bill', '2026-12-14', '12:00', 3),
    ],
  ])('%s', (_what, text, now, reading) => {
    expect(read(text, now)).toEqual(reading);
  });

  it.each([
    ['no window words', 'remind me to pay rent on the 1st every month at 9am'],
    ['"by" before a time is a time, not a deadline', 'remind me to leave by 5pm'],
    ['"by" in the task without a weekday', 'drop by the office at 3pm'],
    ['a heads-up is not a window', 'remind me a day before the dentist on the 14th at 9'],
  ])('sets no window: %s', (_what, text) => {
    const reading = read(text);
    expect(reading === null || !('windowDays' in reading)).toBe(true);
  });

  it.each([
    ['drop by Tuesday: a visit on Tuesday', 'remind me to drop by Tuesday at 3pm', 'drop by', '2026-11-24', '15:00'],
    ['stop by Friday', 'remind me to stop by friday at 5pm', 'stop by', '2026-11-27', '17:00'],
    [
      'stop by the office Friday',
      'remind me to stop by the office Friday at 9am',
      'stop by the office',
      '2026-11-27',
      '09:00',
    ],
    ['swing by tomorrow', 'swing by tomorrow at 6pm', 'swing by', '2026-11-24', '18:00'],
    ['popping by Wednesday', 'remind me about popping by wed at 2pm', 'popping by', '2026-11-25', '14:00'],
  ])('a visit is no deadline: %s is a plain reminder that day', (_what, text, task, date, time) => {
    expect(read(text)).toEqual({ kind: 'create', task, scheduledDate: date, scheduledTime: time });
  });

  it.each([
    [
      'by friday',
      'remind me to file taxes by friday at 6 or 7pm',
      'file taxes',
      'by friday',
      windowed('file taxes', '2026-11-27', '17:00', 4),
    ],
    [
      'between the 25th and the 1st, every month',
      'remind me to pay rent between the 25th and the 1st every month at 6 or 7pm',
      'pay rent',
      'between the 25th and the 1st every month',
      windowed('pay rent', '2026-12-01', '17:00', 6, 'FREQ=MONTHLY;BYMONTHDAY=1'),
    ],
    [
      'within 3 days of the 14th',
      'pay the bill within 3 days of the 14th at 6 or 7pm',
      'pay the bill',
      'within 3 days of the 14th',
      windowed('pay the bill', '2026-12-14', '17:00', 3),
    ],
  ])('keeps the window for the answer to its question for the time: %s', (_what, text, task, when, completed) => {
    const asked = read(text);
    expect(asked).toEqual({ kind: 'ask_time', task, when });
    if (asked?.kind !== 'ask_time') return;
    // The answer is read with the draft's words, as add-reminder-by-text reads it.
    expect(read(`${asked.task} ${asked.when} 5pm`)).toEqual(completed);
  });

  it.each([
    ['by today: a deadline with no days before it', 'remind me to file taxes by Monday at 5pm', undefined],
    ['not a request', 'between the 25th and the 1st', null],
  ])('%s', (_what, text, expected) => {
    const reading = read(text);
    if (expected === null) expect(reading).toBeNull();
    else expect(reading).toMatchObject({ kind: 'create', scheduledDate: '2026-11-23', scheduledTime: '17:00' });
    if (reading) expect(reading).not.toHaveProperty('windowDays');
  });

  it.each([
    ['40 days', 'pay the bill within 40 days of the 14th'],
    ['60 days', 'remind me to renew the passport within 60 days of the 14th'],
  ])('refuses a window out of 1 to 31 days: %s', (_what, text) => {
    expect(read(text)).toEqual({
      kind: 'refused',
      reason: 'window_out_of_range',
      message:
        'A deadline window can be 1 to 31 days, so nothing was added. Say it like "pay rent between the 25th and the 1st every month".',
    });
  });

  it('the confirmation names the window, in one segment', () => {
    const text = replyAnswers.textReminderAdded({
      ref: '4',
      task: 'pay rent',
      localDate: '2026-12-01',
      localTime: '09:00',
      recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1',
      windowDays: 6,
    });
    expect(text).toMatch(/^Got it: #4 pay rent, .*, a text a day from 6 days before\. Reply UNDO to remove it\.$/);
    expect(smsSegments(text)).toBe(1);
    const once = replyAnswers.textReminderAdded({
      ref: '5',
      task: 'return the books',
      localDate: '2026-11-24',
      localTime: '09:00',
      windowDays: 1,
    });
    expect(once).toBe(
      'Got it: #5 return the books, Tue Nov 24 9:00 AM, a text the day before. Reply UNDO to remove it.',
    );
  });
});
