import type { AccountExport } from '../../../shared/contracts';
import { remindersCsv } from '../../../shared/reminders-csv';

type ExportedReminder = AccountExport['reminders'][number];

const HEADER = 'Ref,Task,Date,Time,Time zone,Repeat,Rule,Status,Next text,Last done,Created\r\n';

function aReminder(overrides: Partial<ExportedReminder> = {}): ExportedReminder {
  return {
    id: 'r1',
    ref: '3',
    task: 'Water the plants',
    scheduledTime: '2026-03-05T15:00:00.000Z',
    localDate: '2026-03-05',
    localTime: '09:00',
    timezone: 'America/Chicago',
    repeat: 'weekly',
    recurrence: 'FREQ=WEEKLY;BYDAY=TH',
    status: 'pending',
    nextNagAt: '2026-03-05T15:00:00.000Z',
    nagCount: 0,
    lastCompletedAt: '2026-02-26T15:20:00.000Z',
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-26T15:20:00.000Z',
    ...overrides,
  };
}

/** The Task cell of the one record after the header. */
const taskCellOf = (task: string) => remindersCsv([aReminder({ task, ref: '1', recurrence: undefined, nextNagAt: undefined, lastCompletedAt: undefined })]);
const recordWithTask = (cell: string) => `${HEADER}1,${cell},2026-03-05,09:00,America/Chicago,weekly,,pending,,,2026-02-01T10:00:00.000Z\r\n`;

it('no reminders: the header row alone, ended by CRLF', () => {
  expect(remindersCsv([])).toBe(HEADER);
});

it('one record per reminder in the header’s column order, every record ended by CRLF', () => {
  expect(remindersCsv([aReminder(), aReminder({ ref: '4', task: 'Pay rent', repeat: 'once', recurrence: undefined, status: 'done', nextNagAt: undefined })])).toBe(
    HEADER +
      '3,Water the plants,2026-03-05,09:00,America/Chicago,weekly,FREQ=WEEKLY;BYDAY=TH,pending,2026-03-05T15:00:00.000Z,2026-02-26T15:20:00.000Z,2026-02-01T10:00:00.000Z\r\n' +
      '4,Pay rent,2026-03-05,09:00,America/Chicago,once,,done,,2026-02-26T15:20:00.000Z,2026-02-01T10:00:00.000Z\r\n',
  );
});

describe('a task’s text in its cell', () => {
  it.each([
    ['plain text stays bare', 'Call mom', 'Call mom'],
    ['a comma is quoted', 'Milk, eggs', '"Milk, eggs"'],
    ['a double quote is doubled and quoted', 'Read "Dune"', '"Read ""Dune"""'],
    ['a line feed is quoted', 'Line one\nLine two', '"Line one\nLine two"'],
    ['a CRLF is quoted', 'Line one\r\nLine two', '"Line one\r\nLine two"'],
    ['a semicolon needs nothing', 'a;b', 'a;b'],
    ['an apostrophe inside needs nothing', "Don't forget", "Don't forget"],
    ['= starts a formula: guarded', '=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+ starts a formula: guarded', '+1 call back', "'+1 call back"],
    ['- starts a formula: guarded', '-2+3', "'-2+3"],
    ['@ starts a formula: guarded', '@SUM(1)', "'@SUM(1)"],
    ['a leading tab is guarded', '\t=1', "'\t=1"],
    ['a leading carriage return is guarded, then quoted', '\r=1', '"\'\r=1"'],
    ['guarded and quoted together', '=HYPERLINK("http://x.example","click")', '"\'=HYPERLINK(""http://x.example"",""click"")"'],
    ['a formula sign later on is harmless', 'Pay 2+2=4', 'Pay 2+2=4'],
    ['non-Latin text stays as written', 'Позвонить маме', 'Позвонить маме'],
    ['CJK and RTL text stays as written', '給媽媽打電話 اتصل بأمي', '給媽媽打電話 اتصل بأمي'],
    ['emoji stay whole', 'Gym 💪🏽 then 👨‍👩‍👧 dinner', 'Gym 💪🏽 then 👨‍👩‍👧 dinner'],
    ['emoji with a comma are quoted whole', '🎂, 🎉', '"🎂, 🎉"'],
  ])('%s', (_, task, cell) => expect(taskCellOf(task)).toBe(recordWithTask(cell)));
});
