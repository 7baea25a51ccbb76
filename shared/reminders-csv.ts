import type { AccountExport } from './contracts/your-data';

type ExportedReminder = AccountExport['reminders'][number];

/** The columns, in order: a heading and how a reminder fills it (absent values are empty cells). */
const COLUMNS: readonly [heading: string, cell: (r: ExportedReminder) => string | undefined][] = [
  ['Ref', (r) => r.ref],
  ['Task', (r) => r.task],
  ['Date', (r) => r.localDate],
  ['Time', (r) => r.localTime],
  ['Time zone', (r) => r.timezone],
  ['Repeat', (r) => r.repeat],
  ['Rule', (r) => r.recurrence],
  ['Status', (r) => r.status],
  ['Next text', (r) => r.nextNagAt],
  ['Last done', (r) => r.lastCompletedAt],
  ['Created', (r) => r.createdAt],
];

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
 * The reminders of an account export as CSV (RFC 4180): a header row, then one record per reminder, every
 * record ended by CRLF. Text is returned as is (any script, emoji included); saving it as UTF-8 is the caller's.
 */
export function remindersCsv(reminders: readonly ExportedReminder[]): string {
  return csvRecord(COLUMNS.map(([heading]) => heading)) + reminders.map((r) => csvRecord(COLUMNS.map(([, cell]) => cell(r)))).join('');
}
