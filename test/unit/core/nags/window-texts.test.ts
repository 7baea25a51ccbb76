import { windowTexts } from '#core/nags/domain/window-texts';
import { smsSegments } from '#core/texting/domain/sms-segments';
import { wallTimeToInstant } from '#core/kernel/wall-time';

const NY = 'America/New_York';
const at = (date: string, time: string) => wallTimeToInstant(date, time, NY);

describe("a deadline window's gentle texts: first, middle and last day", () => {
  it.each([
    [
      'the first day, across the month boundary',
      ['2026-12-01', '09:00'],
      ['2026-11-25', '09:00'],
      true,
      "Window open: Rent is due Tue Dec 1 (#4), 6 days from now. Reply DONE when it's done.",
    ],
    [
      'a middle day',
      ['2026-12-01', '09:00'],
      ['2026-11-28', '09:00'],
      false,
      "Rent is due Tue Dec 1 (#4): 3 days left. Reply DONE when it's done.",
    ],
    [
      'the last day before the deadline',
      ['2026-12-01', '09:00'],
      ['2026-11-30', '09:00'],
      false,
      "Rent is due tomorrow, Tue Dec 1 (#4). Reply DONE when it's done, or tomorrow I'll keep at it.",
    ],
    [
      'a one-day window: its first day is its last',
      ['2026-12-01', '09:00'],
      ['2026-11-30', '09:00'],
      true,
      "Rent is due tomorrow, Tue Dec 1 (#4). Reply DONE when it's done, or tomorrow I'll keep at it.",
    ],
    [
      'moved by quiet hours onto the deadline day',
      ['2026-12-01', '23:00'],
      ['2026-12-01', '08:00'],
      false,
      "Rent is due today (#4). Reply DONE when it's done.",
    ],
    [
      'days counted by local dates across fall back (a 25-hour day)',
      ['2026-11-03', '09:00'],
      ['2026-10-31', '09:00'],
      false,
      "Rent is due Tue Nov 3 (#4): 3 days left. Reply DONE when it's done.",
    ],
    [
      'late in the evening the day before: still tomorrow',
      ['2026-03-09', '00:30'],
      ['2026-03-08', '23:45'],
      false,
      "Rent is due tomorrow, Mon Mar 9 (#4). Reply DONE when it's done, or tomorrow I'll keep at it.",
    ],
  ])('%s', (_what, [deadlineDate, deadlineTime], [nowDate, nowTime], firstDay, text) => {
    const body = windowTexts.windowText({
      task: 'Rent',
      ref: '4',
      deadline: at(deadlineDate!, deadlineTime!),
      now: at(nowDate!, nowTime!),
      zone: NY,
      firstDay,
    });
    expect(body).toBe(text);
    expect(smsSegments(body)).toBe(1);
  });

  it('a long task is cut to keep one segment', () => {
    const body = windowTexts.windowText({
      task: 'Pay the quarterly estimated taxes for the business and the household before the penalty starts accruing',
      ref: '12',
      deadline: at('2026-12-01', '09:00'),
      now: at('2026-11-25', '09:00'),
      zone: NY,
      firstDay: true,
    });
    expect(smsSegments(body)).toBe(1);
    expect(body).toMatch(/^Window open: Pay the quarterly .*\.\.\. is due Tue Dec 1 \(#12\), 6 days from now\./);
  });
});
