import { formatAdminDateTime } from '../format-admin-date';

/** "Jan 5, 2026, 3:45 PM CST" in the admin's own time zone, named (US English dates). */
export function ContactMessagesReceivedAt({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return <time dateTime={date.toISOString()}>{formatAdminDateTime(iso)}</time>;
}
