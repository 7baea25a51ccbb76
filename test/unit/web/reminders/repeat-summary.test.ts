import type { Task } from '#shared/contracts';
import { cardRepeatText, dialogRepeatSummary } from '../../../../web/src/features/reminders/repeat-summary';

type RepeatOf = Pick<Task, 'repeat' | 'recurrence' | 'repeatFrom' | 'localDate'>;
// 2026-11-23 is a Monday, 2026-11-24 a Tuesday.
const card = (repeat: Task['repeat'], recurrence?: string, more: Partial<RepeatOf> = {}): RepeatOf => ({
  repeat,
  recurrence,
  repeatFrom: 'schedule',
  localDate: '2026-11-24',
  ...more,
});

describe('cardRepeatText: a card says how its reminder repeats, and on which day', () => {
  it.each<[string, RepeatOf, string]>([
    ['once', card('once'), 'Once'],
    ['daily', card('daily', 'FREQ=DAILY'), 'Daily'],
    ['weekly, from its rule', card('weekly', 'FREQ=WEEKLY;BYDAY=MO', { localDate: '2026-11-23' }), 'Mondays'],
    ['weekly before the server answered (no rule yet): its date', card('weekly'), 'Tuesdays'],
    [
      'monthly, from its rule',
      card('monthly', 'FREQ=MONTHLY;BYMONTHDAY=12', { localDate: '2026-12-12' }),
      'Monthly on the 12th',
    ],
    [
      'monthly on the 31st, in February',
      card('monthly', 'FREQ=MONTHLY;BYMONTHDAY=31', { localDate: '2027-02-28' }),
      'Monthly on the 31st',
    ],
    ['monthly with no rule yet: its date', card('monthly'), 'Monthly on the 24th'],
    ['custom: the last Friday', card('custom', 'FREQ=MONTHLY;BYDAY=-1FR'), 'Monthly on the last Friday'],
    ['custom: the 4th Thursday', card('custom', 'FREQ=MONTHLY;BYDAY=4TH'), 'Monthly on the fourth Thursday'],
    ['custom: every weekday', card('custom', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'), 'Every weekday'],
    [
      'custom: several days every week',
      card('custom', 'FREQ=WEEKLY;BYDAY=MO,WE,FR'),
      'Every Monday, Wednesday and Friday',
    ],
    [
      'custom: every 2 weeks, 5 times',
      card('custom', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=5'),
      'Every 2 weeks on Monday and Thursday, 5 times',
    ],
    [
      'custom: every 3 days until a date',
      card('custom', 'FREQ=DAILY;INTERVAL=3;UNTIL=20261231'),
      'Every 3 days, until Dec 31, 2026',
    ],
    ['custom: every 2 years', card('custom', 'FREQ=YEARLY;INTERVAL=2'), 'Every 2 years on November 24'],
    [
      'custom: the last weekday of the month',
      card('custom', 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'),
      'Monthly on the last weekday',
    ],
    [
      'custom: a weekly pick, weeks from Sunday',
      card('custom', 'FREQ=WEEKLY;BYDAY=MO,SU;BYSETPOS=1;WKST=SU'),
      'Every week on Monday and Sunday, only the first of those each week, weeks starting Sunday',
    ],
    [
      'custom: until an instant',
      card('custom', 'FREQ=DAILY;INTERVAL=3;UNTIL=20261231T140000Z'),
      'Every 3 days, until Dec 31, 2026 2:00 PM UTC',
    ],
    [
      'daily from completion',
      card('daily', 'FREQ=DAILY', { repeatFrom: 'completion' }),
      "Every day, counted from when it's done",
    ],
    [
      'weekly from completion',
      card('weekly', 'FREQ=WEEKLY;BYDAY=TU', { repeatFrom: 'completion' }),
      "Every week, counted from when it's done",
    ],
    [
      'custom from completion, until a date',
      card('custom', 'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231', { repeatFrom: 'completion' }),
      "Every 2 weeks, counted from when it's done, until Dec 31, 2026",
    ],
    ['custom with an unreadable rule', card('custom', 'FREQ=HOURLY'), 'Custom'],
    ['custom with no rule', card('custom'), 'Custom'],
  ])('%s', (_name, reminder, expected) => expect(cardRepeatText(reminder)).toBe(expected));
});

describe('dialogRepeatSummary: the line under the repeat controls', () => {
  const at7 = { scheduledDate: '2026-11-23', scheduledTime: '07:00' };
  it.each<[string, Parameters<typeof dialogRepeatSummary>[0], string | null]>([
    ['once', { repeat: 'once', ...at7 }, null],
    ['daily', { repeat: 'daily', ...at7 }, 'Every day at 7:00 AM'],
    ['weekly', { repeat: 'weekly', ...at7 }, 'Every Monday at 7:00 AM'],
    [
      'monthly',
      { repeat: 'monthly', scheduledDate: '2026-11-12', scheduledTime: '09:30' },
      'Monthly on the 12th at 9:30 AM',
    ],
    [
      'every weekday',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', ...at7 },
      'Every weekday at 7:00 AM',
    ],
    [
      'the end goes after the time',
      {
        repeat: 'custom',
        recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=10',
        scheduledDate: '2026-11-23',
        scheduledTime: '18:30',
      },
      'Every 2 weeks on Monday, Wednesday and Friday at 6:30 PM, 10 times',
    ],
    [
      'the last day of the month',
      { repeat: 'custom', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=-1', ...at7 },
      'Monthly on the last day at 7:00 AM',
    ],
    [
      'from completion',
      { repeat: 'custom', recurrence: 'FREQ=DAILY;INTERVAL=3;UNTIL=20261231', repeatFrom: 'completion', ...at7 },
      "Every 3 days at 7:00 AM, counted from when it's done, until Dec 31, 2026",
    ],
    ['noon', { repeat: 'daily', scheduledDate: '2026-11-23', scheduledTime: '12:00' }, 'Every day at 12:00 PM'],
    ['no time yet', { repeat: 'daily', scheduledDate: '2026-11-23', scheduledTime: '' }, 'Every day'],
    ['no date yet', { repeat: 'weekly', scheduledDate: '', scheduledTime: '07:00' }, null],
  ])('%s', (_name, input, expected) => expect(dialogRepeatSummary(input)).toBe(expected));
});
