/**
 * A person whose session the server refused (a 401) is sent to the log-in page with a marker in its address,
 * so that page can say why. The marker survives the full page load that takes them there (nothing else from
 * the page they were on does) and is dropped from the address once read: a reload does not repeat it.
 */
const PARAM = 'session';
const EXPIRED = 'expired';

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please log in again.';

/** A log-in page (the user's or the admin's), told that the session expired. */
export const afterExpiry = (loginPath: string) => `${loginPath}?${PARAM}=${EXPIRED}`;

/** Whether this address carries the marker. */
export const saysSessionExpired = (params: URLSearchParams) => params.get(PARAM) === EXPIRED;

/** The same query without the marker. */
export function withoutSessionExpired(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PARAM);
  return next;
}
