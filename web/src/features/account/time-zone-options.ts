import { SIGNUP_TIME_ZONES } from '@shared/timezones';

/** The sign-up list, plus the user's current zone when it is not on it, so the select never hides it. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [...SIGNUP_TIME_ZONES];
  if (current && !options.some((o) => o.value === current))
    options.unshift({ value: current, label: current.replace(/_/g, ' ') });
  return options;
}
