/** A date alone in the user's time zone (US English), in the given style; null for a missing or unreadable date. */
export function formatZonedDate(
  iso: string | undefined,
  timeZone: string,
  dateStyle: 'medium' | 'long',
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle }).format(date);
  }
}

/** "November 21, 2026" in the user's time zone. */
export const formatLongDate = (iso: string | undefined, timeZone: string) => formatZonedDate(iso, timeZone, 'long');
