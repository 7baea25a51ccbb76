const FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Jan 5, 2026, 3:45 PM" in the admin's own time zone (US English dates). */
export function ContactMessagesReceivedAt({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return <time dateTime={date.toISOString()}>{FORMAT.format(date)}</time>;
}
