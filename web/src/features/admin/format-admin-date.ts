/** Dates in US English. "Jan 5, 2025" (medium) for creation dates; with the time for events. */
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const mediumDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const valid = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso) : null);

export const formatAdminDate = (iso: string | undefined) => {
  const date = valid(iso);
  return date ? mediumDate.format(date) : 'N/A';
};

export const formatAdminDateTime = (iso: string | undefined) => {
  const date = valid(iso);
  return date ? mediumDateTime.format(date) : 'N/A';
};
