import type { AccountExport } from '@shared/contracts';
import { remindersCsv } from '@shared/reminders-csv';

export type DataFileKind = 'json' | 'csv';

export interface DataFile {
  name: string;
  contents: string;
  type: string;
}

/** The export's day as YYYY-MM-DD in the account's time zone (the browser's when that zone is unknown here). */
function exportDay(exportedAt: string, timeZone: string): string {
  const parsed = new Date(exportedAt);
  const at = Number.isNaN(parsed.getTime()) ? new Date() : parsed;
  const day = (zone?: string) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  };
  try {
    return day(timeZone);
  } catch {
    return day();
  }
}

/**
 * The two downloads of one export: everything, as pretty-printed JSON; the reminders, as CSV for a spreadsheet.
 * The CSV starts with a byte order mark, so Excel reads it as UTF-8 (non-Latin text and emoji intact), and gives
 * every date and time in the account's zone.
 */
export function dataFile(kind: DataFileKind, data: AccountExport): DataFile {
  const day = exportDay(data.exportedAt, data.profile.timezone);
  return kind === 'json'
    ? { name: `nagtext-data-${day}.json`, contents: `${JSON.stringify(data, null, 2)}\n`, type: 'application/json' }
    : {
        name: `nagtext-reminders-${day}.csv`,
        contents: `\uFEFF${remindersCsv(data.reminders, data.profile.timezone)}`,
        type: 'text/csv;charset=utf-8',
      };
}
