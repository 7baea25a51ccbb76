import { SIGNUP_TIME_ZONES, type TimeZoneChoice } from '@shared/timezones';

export type { TimeZoneChoice };

/** A zone by its name on the list people choose from ("Central Time (Chicago)"); one off the list as its IANA name. */
export function timeZoneLabel(zone: string): string {
  return SIGNUP_TIME_ZONES.find((z) => z.value === zone)?.label ?? zone.replace(/_/g, ' ');
}

/**
 * The list of sign-up, Settings and the admin's Edit User (shared/timezones.ts), with the person's own zone first
 * when it is not on it, so a form never hides or changes it unasked.
 */
export function timeZoneChoices(
  current: string,
  zones: readonly TimeZoneChoice[] = SIGNUP_TIME_ZONES,
): TimeZoneChoice[] {
  const choices: TimeZoneChoice[] = [...zones];
  if (current && !choices.some((z) => z.value === current))
    choices.unshift({ value: current, label: timeZoneLabel(current) });
  return choices;
}
