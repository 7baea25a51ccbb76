import { SIGNUP_TIME_ZONES } from '@shared/timezones';

/** The browser's own zone when the sign-up list has it, else Eastern time. */
export function defaultSignupTimeZone(): string {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  return SIGNUP_TIME_ZONES.some((z) => z.value === zone) && zone ? zone : 'America/New_York';
}
