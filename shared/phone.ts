import { parsePhoneNumberFromString as parseWith } from 'libphonenumber-js/core';
// The "min" set, imported apart from the library so a Lambda bundle can carry a cut of it
// (infra/constructs/phone-metadata.ts); the web and the local runtime use it whole.
import worldMetadata from 'libphonenumber-js/min/metadata';

const parsePhoneNumberFromString = (text: string) => parseWith(text, worldMetadata);

/**
 * The spec's normalization, applied by the browser before sending and again by the server:
 * 11 digits starting with 1 -> "+1..."; 10 digits -> "+1..."; anything else as typed.
 * Separators people type (spaces, dashes, dots, brackets) are ignored when counting digits.
 */
export function normalizePhone(input: string): string {
  const typed = input.trim();
  const digits = typed.replace(/[\s().-]/g, '');
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  if (/^\+\d+$/.test(digits)) return digits;
  return typed;
}

/**
 * Normalizes, then returns the E.164 form when the number is possible for its country; otherwise null.
 * "Possible" (right length for the country code) rather than "valid" on purpose: the 555 numbers used
 * for testing and fiction (+1 555 123 4567) must be accepted, while impossible ones are refused.
 * North American numbers must also have an area code starting 2-9.
 */
export function toE164(input: string): string | null {
  const normalized = normalizePhone(input);
  if (!/^\+[1-9]\d{6,14}$/.test(normalized)) return null;
  const parsed = parsePhoneNumberFromString(normalized);
  if (!parsed || !parsed.isPossible()) return null;
  if (parsed.countryCallingCode === '1' && !/^[2-9]/.test(parsed.nationalNumber)) return null;
  return parsed.number;
}

/** For logs and admin-facing summaries: every digit but the last four hidden. */
export function maskPhone(e164: string): string {
  return e164.length <= 4 ? '****' : `${'*'.repeat(e164.length - 4)}${e164.slice(-4)}`;
}

/**
 * A number as people read it, for text outside inputs: North American numbers as +1 415-555-0199,
 * others in their country's international format (+44 7400 123456); anything unparsable as given.
 */
export function formatPhone(e164: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (nanp) return `+1 ${nanp[1]}-${nanp[2]}-${nanp[3]}`;
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The ISO country of a number as typed (GB for +44 7400 123456), or null while it names none. */
export function phoneCountry(input: string): string | null {
  const e164 = toE164(input);
  return (e164 && parsePhoneNumberFromString(e164)?.country) ?? null;
}
