import { parsePhoneNumberFromString as parseWith } from 'libphonenumber-js/core';
import worldMetadata from 'libphonenumber-js/min/metadata';

/**
 * A number as a text names it without spelling it out: its country calling code and last four digits
 * ("+1 ...1234", "+44 ...3456"), enough for its owner to know it and little for anyone else. A number whose
 * calling code cannot be read shows its last four alone ("...1234").
 */
export function numberEnding(e164: string): string {
  const last4 = e164.replace(/\D/g, '').slice(-4);
  const callingCode = parseWith(e164, worldMetadata)?.countryCallingCode;
  return callingCode ? `+${callingCode} ...${last4}` : `...${last4}`;
}
