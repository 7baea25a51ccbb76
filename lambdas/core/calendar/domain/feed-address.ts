import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The feed's path under the site's origin: the owner's id (which is no secret) and the feed's secret. */
export const calendarFeedPath = (userId: string, token: string) => `/api/calendar/${userId}.${token}.ics`;

/** 256 random bits, URL-safe: the URL alone is the key, so it must not be guessable. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** The owner and secret a feed path names, or null when it has not the shape of one (answered like a wrong one). */
export function parseFeedKey(feedKey: string): { userId: string; token: string } | null {
  const match = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})(?:\.ics)?$/.exec(feedKey);
  return match ? { userId: match[1]!, token: match[2]! } : null;
}

/** Compares in constant time (over digests, so lengths never show). */
export function sameToken(stored: string | undefined, presented: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const match = timingSafeEqual(digest(stored ?? ''), digest(presented));
  return stored !== undefined && match;
}

/** A strong entity tag of the calendar text: a calendar that polls again gets 304 when nothing changed. */
export const calendarEtag = (calendar: string) =>
  `"${createHash('sha256').update(calendar).digest('base64url').slice(0, 27)}"`;
