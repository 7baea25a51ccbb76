import { formatZonedDate } from './format-long-date';

/** "Nov 27, 2026" in the user's time zone. */
export const formatMediumDate = (iso: string | undefined, timeZone: string) => formatZonedDate(iso, timeZone, 'medium');
