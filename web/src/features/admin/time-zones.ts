import { SIGNUP_TIME_ZONES } from '@shared/timezones';

export interface TimeZoneChoice {
  value: string;
  label: string;
}

/** A zone by its name on the list users choose from ("Central Time (Chicago)"); one off the list as its IANA name. */
export function timeZoneLabel(zone: string): string {
  return SIGNUP_TIME_ZONES.find((z) => z.value === zone)?.label ?? zone.replace(/_/g, ' ');
}

/**
 * The zones an admin may give a user: the very list users choose from at sign-up and in Settings
 * (shared/timezones.ts), with the user's own zone first when it is not on it, so the form never changes it unasked.
 */
export function timeZoneChoices(current: string): TimeZoneChoice[] {
  const choices: TimeZoneChoice[] = [...SIGNUP_TIME_ZONES];
  if (current && !choices.some((z) => z.value === current))
    choices.unshift({ value: current, label: timeZoneLabel(current) });
  return choices;
}
