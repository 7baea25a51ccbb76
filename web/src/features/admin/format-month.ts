/** 'YYYY-MM' as "Jul 2025" (US English). */
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export function formatMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  return year && mon ? monthYear.format(new Date(Date.UTC(year, mon - 1, 1))) : month;
}
