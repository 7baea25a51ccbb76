import type { AccountExport } from './contracts/your-data';
import { wallClockAt, type WallClock } from './wall-clock-at';

type ExportedReminder = AccountExport['reminders'][number];

/**
 * The columns, in order: a heading and how a reminder fills it (absent values are empty cells). Every date and
 * time is read in one zone, the account's, which the headings of those columns name ("Next text (America/Chicago)"),
 * and written "YYYY-MM-DD HH:MM" (24-hour), which spreadsheets read as a date and time.
 */
function columns(zone: string): readonly [heading: string, cell: (r: ExportedReminder) => string | undefined][] {
  const inZone = (heading: string) => `${heading} (${zone})`;
  const at = (instant: string | undefined) => {
    const wall = instant === undefined ? null : wallClockAt(instant, zone);
    return wall ? `${wall.date} ${wall.time}` : undefined;
  };
  // The occurrence as its owner set it when it is kept in this zone (a wall time a DST change skips stays as set),
  // otherwise its instant read here.
  const occurrence = (r: ExportedReminder): WallClock | null =>
    r.timezone === zone ? { date: r.localDate, time: r.localTime } : wallClockAt(r.scheduledTime, zone);
  return [
    ['Ref', (r) => r.ref],
    ['Task', (r) => r.task],
    [inZone('Date'), (r) => occurrence(r)?.date],
    [inZone('Time'), (r) => occurrence(r)?.time],
    ['Repeat', (r) => r.repeat],
    ['Rule', (r) => r.recurrence],
    ['Status', (r) => r.status],
    [inZone('Next text'), (r) => at(r.nextNagAt)],
    [inZone('Last done'), (r) => at(r.lastCompletedAt)],
    [inZone('Created'), (r) => at(r.createdAt)],
  ];
}

/** An instant's milliseconds, or null when absent or unreadable. */
const msOf = (instant: string | undefined) => {
  const ms = instant === undefined ? NaN : Date.parse(instant);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * The rows' order: by next text, soonest first; those with none (done, paused, finished) after them; ties and the
 * rest by their reference number.
 */
function byNextText(a: ExportedReminder, b: ExportedReminder): number {
  const [x, y] = [msOf(a.nextNagAt), msOf(b.nextNagAt)];
  if (x !== y) {
    if (x === null) return 1;
    if (y === null) return -1;
    return x - y;
  }
  return Number(a.ref) - Number(b.ref) || a.ref.localeCompare(b.ref);
}

/**
 * A spreadsheet reads a cell starting with = + - @ (or a tab or carriage return before one) as a formula:
 * a reminder's text must never run as one on the owner's computer, so such a cell starts with a quote mark.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A field holding a comma, a double quote or a line break is quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

function csvField(value: string | undefined): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvRecord = (fields: readonly (string | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * The reminders of an account export as CSV (RFC 4180): a header row, then one record per reminder in the order of
 * their next text, every record ended by CRLF. Every date and time is in `timeZone`, the account's (UTC when it is
 * not a zone this runtime knows), named in the headings. Text is returned as is (any script, emoji included);
 * saving it as UTF-8 is the caller's.
 */
export function remindersCsv(reminders: readonly ExportedReminder[], timeZone: string): string {
  const zone = wallClockAt(new Date(0), timeZone) ? timeZone : 'UTC';
  const table = columns(zone);
  const rows = [...reminders].sort(byNextText);
  return (
    csvRecord(table.map(([heading]) => heading)) + rows.map((r) => csvRecord(table.map(([, cell]) => cell(r)))).join('')
  );
}
