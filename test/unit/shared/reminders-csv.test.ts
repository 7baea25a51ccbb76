import type { AccountExport } from '#shared/contracts';
import { remindersCsv } from '#shared/reminders-csv';

type ExportedReminder = AccountExport['reminders'][number];

const ZONE = 'America/Chicago';
const HEADER =
  'Ref,Task,Date (America/Chicago),Time (America/Chicago),Repeat,Rule,Status,Next text (America/Chicago),Last done (America/Chicago),Created (America/Chicago)\r\n';

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
const taskCellOf = (task: string) =>
  remindersCsv(
    [aReminder({ task, ref: '1', recurrence: undefined, nextNagAt: undefined, lastCompletedAt: undefined })],
    ZONE,
  );
const recordWithTask = (cell: string) => `${HEADER}1,${cell},2026-03-05,09:00,weekly,,pending,,,2026-02-01 04:00\r\n`;

/** The records after the header, split into cells (no quoted cells in these). */
const recordsOf = (csv: string) =>
  csv
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(','));

it('no reminders: the header row alone, naming the account’s zone on every date and time, ended by CRLF', () => {
  expect(remindersCsv([], ZONE)).toBe(HEADER);
});

it('one record per reminder in the header’s column order, every time in the account’s zone, every record ended by CRLF', () => {
  expect(
    remindersCsv(
      [
        aReminder(),
        aReminder({
          ref: '4',
          task: 'Pay rent',
          repeat: 'once',
          recurrence: undefined,
          status: 'done',
          nextNagAt: undefined,
        }),
      ],
      ZONE,
    ),
  ).toBe(
    HEADER +
      '3,Water the plants,2026-03-05,09:00,weekly,FREQ=WEEKLY;BYDAY=TH,pending,2026-03-05 09:00,2026-02-26 09:20,2026-02-01 04:00\r\n' +
      '4,Pay rent,2026-03-05,09:00,once,,done,,2026-02-26 09:20,2026-02-01 04:00\r\n',
  );
});

describe('an instant in a cell: read in the account’s zone, "YYYY-MM-DD HH:MM" (24-hour)', () => {
  it.each([
    ['the same day in the zone', 'America/Chicago', '2026-03-05T15:00:00.000Z', '2026-03-05 09:00'],
    [
      'late evening in Chicago is the next day in UTC: the zone’s day',
      'America/Chicago',
      '2026-03-06T04:30:00.000Z',
      '2026-03-05 22:30',
    ],
    [
      'an hour after the spring-forward gap, on daylight time',
      'America/Chicago',
      '2026-03-08T08:30:00.000Z',
      '2026-03-08 03:30',
    ],
    [
      'the repeated hour in the fall, on standard time the second time',
      'America/Chicago',
      '2026-11-01T07:30:00.000Z',
      '2026-11-01 01:30',
    ],
    ['a half-hour zone', 'Asia/Kolkata', '2026-03-05T20:00:00.000Z', '2026-03-06 01:30'],
    ['a zone ahead of UTC by 13 hours', 'Pacific/Auckland', '2026-03-05T15:00:00.000Z', '2026-03-06 04:00'],
    ['UTC itself', 'UTC', '2026-03-05T23:59:00.000Z', '2026-03-05 23:59'],
    ['midnight reads 00:00, never 24:00', 'America/Chicago', '2026-03-05T06:00:00.000Z', '2026-03-05 00:00'],
  ])('%s (%s)', (_, zone, nextNagAt, cell) => {
    const [record] = recordsOf(remindersCsv([aReminder({ nextNagAt, timezone: zone })], zone));
    expect(record![7]).toBe(cell);
    expect(remindersCsv([], zone).split(',')[7]).toBe(`Next text (${zone})`);
  });

  it('an unreadable instant leaves its cell empty', () => {
    const [record] = recordsOf(remindersCsv([aReminder({ lastCompletedAt: 'not a time' })], ZONE));
    expect(record![8]).toBe('');
  });

  it('a reminder kept in another zone has its date and time read in the account’s', () => {
    // 15:00Z is 9:00 AM in Chicago, 8:30 PM in Kolkata.
    const [record] = recordsOf(
      remindersCsv([aReminder({ timezone: 'Asia/Kolkata', localDate: '2026-03-05', localTime: '20:30' })], ZONE),
    );
    expect(record!.slice(2, 4)).toEqual(['2026-03-05', '09:00']);
  });

  it('a zone this runtime does not know: every time in UTC, and the headings say UTC', () => {
    const csv = remindersCsv([aReminder()], 'Mars/Olympus_Mons');
    expect(csv.split('\r\n')[0]).toBe(HEADER.trim().replaceAll('America/Chicago', 'UTC'));
    expect(recordsOf(csv)[0]!.slice(2, 4)).toEqual(['2026-03-05', '15:00']);
    expect(recordsOf(csv)[0]![7]).toBe('2026-03-05 15:00');
  });
});

describe('the rows’ order: by next text, soonest first', () => {
  const reminder = (ref: string, nextNagAt: string | undefined) => aReminder({ id: `r${ref}`, ref, nextNagAt });
  it.each([
    [
      'soonest next text first, whatever the reference',
      [
        reminder('1', '2026-03-07T15:00:00.000Z'),
        reminder('2', '2026-03-05T15:00:00.000Z'),
        reminder('3', '2026-03-06T15:00:00.000Z'),
      ],
      ['2', '3', '1'],
    ],
    [
      'by instant, not by the text of the instant',
      [reminder('1', '2026-03-05T15:00:00.000Z'), reminder('2', '2026-03-05T14:59:59.999Z')],
      ['2', '1'],
    ],
    [
      'none to send (done, paused) after every one with a next text',
      [reminder('1', undefined), reminder('2', '2026-12-31T15:00:00.000Z'), reminder('3', undefined)],
      ['2', '1', '3'],
    ],
    [
      'an unreadable next text counts as none',
      [reminder('1', 'soon'), reminder('2', '2026-03-05T15:00:00.000Z')],
      ['2', '1'],
    ],
    [
      'the same next text: by reference number, 9 before 10',
      [reminder('10', '2026-03-05T15:00:00.000Z'), reminder('9', '2026-03-05T15:00:00.000Z')],
      ['9', '10'],
    ],
    [
      'none at all: by reference number',
      [reminder('12', undefined), reminder('2', undefined), reminder('7', undefined)],
      ['2', '7', '12'],
    ],
  ])('%s', (_, reminders, refs) => {
    expect(recordsOf(remindersCsv(reminders, ZONE)).map((record) => record[0])).toEqual(refs);
  });

  it('leaves the list it was given as it was', () => {
    const given = [reminder('1', '2026-03-07T15:00:00.000Z'), reminder('2', '2026-03-05T15:00:00.000Z')];
    remindersCsv(given, ZONE);
    expect(given.map((r) => r.ref)).toEqual(['1', '2']);
  });
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
    [
      'guarded and quoted together',
      '=HYPERLINK("http://x.example","click")',
      '"\'=HYPERLINK(""http://x.example"",""click"")"',
    ],
    ['a formula sign later on is harmless', 'Pay 2+2=4', 'Pay 2+2=4'],
    ['non-Latin text stays as written', 'Позвонить маме', 'Позвонить маме'],
    ['CJK and RTL text stays as written', '給媽媽打電話 اتصل بأمي', '給媽媽打電話 اتصل بأمي'],
    ['emoji stay whole', 'Gym 💪🏽 then 👨‍👩‍👧 dinner', 'Gym 💪🏽 then 👨‍👩‍👧 dinner'],
    ['emoji with a comma are quoted whole', '🎂, 🎉', '"🎂, 🎉"'],
  ])('%s', (_, task, cell) => expect(taskCellOf(task)).toBe(recordWithTask(cell)));
});
