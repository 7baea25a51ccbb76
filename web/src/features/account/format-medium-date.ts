/** "Nov 27, 2026" in the user's time zone (US English); null for a missing or unreadable date. */
export function formatMediumDate(iso: string | undefined, timeZone: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
  }
}
