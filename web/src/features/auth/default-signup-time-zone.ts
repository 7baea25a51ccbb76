import { SIGNUP_TIME_ZONES, type TimeZoneChoice } from '@shared/timezones';

const FALLBACK_ZONE = 'America/New_York';

function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The browser's own zone when the sign-up list has it, else Eastern time. */
export function defaultSignupTimeZone(
  zone = browserZone(),
  zones: readonly TimeZoneChoice[] = SIGNUP_TIME_ZONES,
): string {
  return zone && zones.some((z) => z.value === zone) ? zone : FALLBACK_ZONE;
}

/**
 * What the sign-up form says under Time Zone: a browser whose zone is not in the list (UTC, say) gets Eastern time,
 * and is told so, rather than finding its first reminder hours off.
 */
export function signupTimeZoneHelp(
  chosen: string,
  zone = browserZone(),
  zones: readonly TimeZoneChoice[] = SIGNUP_TIME_ZONES,
): string {
  const listed = zone && zones.some((z) => z.value === zone);
  if (!listed && chosen === FALLBACK_ZONE) {
    return `Your browser's time zone${zone ? ` (${zone})` : ''} isn't in this list, so we picked Eastern Time. Reminders are sent in the zone you choose here.`;
  }
  return 'Your reminders are sent in this time zone.';
}
