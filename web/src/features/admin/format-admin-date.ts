/**
 * Dates in US English. "Jan 5, 2025" (medium) for creation dates; instants with the time and the zone the
 * admin's browser reads them in, named, so no one takes them for the user's zone or UTC.
 */
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const valid = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso) : null);

export const formatAdminDate = (iso: string | undefined) => {
  const date = valid(iso);
  return date ? mediumDate.format(date) : 'N/A';
};

/** "Nov 26, 2026, 5:04 PM CST": always with the zone's short name (its offset, "GMT+1", where it has none). */
export const formatAdminDateTime = (iso: string | undefined) => {
  const date = valid(iso);
  return date ? dateTime.format(date) : 'N/A';
};
