import { fail } from './errors';

/** A whole-number setting as configured (an environment variable's text): unset or empty gives the default. */
export function wholeNumberSetting(value: string | undefined, fallback: number, name: string, least: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= least
    ? parsed
    : fail('validation_failed', `${name} must be a whole number of at least ${least}: ${value}`);
}
