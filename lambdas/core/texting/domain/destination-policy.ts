import {
  getCountries,
  isSupportedCountry,
  parsePhoneNumberFromString as parseWith,
  type CountryCode,
} from 'libphonenumber-js/core';
import worldMetadata from 'libphonenumber-js/min/metadata';
// The "mobile" metadata validates only the ranges that reach a handset (mobile, or fixed-line-or-mobile where
// a country does not tell them apart, as in the US): pagers, toll-free, premium, shared-cost, personal,
// UAN, VoIP, voicemail and landline numbers are invalid under it. A Lambda bundle carries it for the stage's
// countries only (infra/constructs/phone-metadata.ts).
import handsetMetadata from 'libphonenumber-js/mobile/metadata';
import { fail } from '../../kernel/errors';

/**
 * Where NagText sends texts. SMS costs money per text and some numbers are made to be texted at our
 * expense (SMS pumping), so every path that texts a number asks this one module first, with the
 * countries the deployment supports (setting SMS_ALLOWED_COUNTRIES; in the cloud the same list is also
 * the End User Messaging protect configuration, so a bug here still cannot reach a blocked country).
 */

/** The US and its territories, Canada, and the UK (the country the site's examples name). */
export const DEFAULT_SMS_COUNTRIES = ['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'CA', 'GB'] as const;

/**
 * Country calling codes that belong to no country: international freephone (+800), shared-cost (+808),
 * satellite (Inmarsat +870, Iridium and other GMSS +881), international networks (+882, +883),
 * personal telecommunications (+878), humanitarian (+888), premium-rate (+979) and trials (+991).
 * Never texted, whatever the configuration says.
 */
export const NON_GEOGRAPHIC_CALLING_CODES = [
  '800',
  '808',
  '870',
  '878',
  '881',
  '882',
  '883',
  '888',
  '979',
  '991',
] as const;

/**
 * Premium-rate, shared-cost and personal-number ranges inside countries we text: NANP 900 and 976
 * (premium), UK 9 (premium), 70 (personal numbers, a favourite of toll fraud), 84 and 87 (shared cost).
 */
export const REFUSED_RANGES = ['+1900', '+1976', '+449', '+4470', '+4484', '+4487'] as const;

/** NANP numbers with area code 555 belong to no region; they are reserved for fiction and tests. */
const FICTIONAL_NANP = /^\+1555\d{7}$/;

const parsePhoneNumberFromString = (e164: string) => parseWith(e164, worldMetadata);
const parseAsMobile = (e164: string) => parseWith(e164, handsetMetadata);

let regions: readonly string[] | undefined;
/**
 * Every ISO 3166-1 alpha-2 region that has phone numbers (Ascension and Tristan da Cunha are not ISO codes).
 * Computed on first use, not at load.
 */
export const phoneRegions = (): readonly string[] =>
  (regions ??= getCountries(worldMetadata).filter((code) => code !== 'AC' && code !== 'TA'));

export type DestinationRefusal = 'premium_or_satellite' | 'not_mobile' | 'country_not_supported' | 'country_unknown';
export type DestinationVerdict =
  | { allowed: true; country: string }
  | { allowed: false; refused: DestinationRefusal; country?: string; message: string };

export interface DestinationPolicy {
  /** ISO 3166-1 alpha-2 codes, upper case. */
  allowedCountries: readonly string[];
}

let regionNames: Intl.DisplayNames | undefined;
const countryName = (code: string) =>
  (regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' })).of(code) ?? code;

export const NOT_MOBILE_MESSAGE =
  'Texts to this number are not supported: it is not a mobile number (pager, toll-free, landline and similar numbers cannot receive texts)';

/** Whether the number is in a range that reaches a mobile handset (555 numbers count, for fiction and tests). */
export function reachesMobile(e164: string): boolean {
  return FICTIONAL_NANP.test(e164) || parseAsMobile(e164)?.isValid() === true;
}

/** The region a number belongs to, as far as its digits tell (555 numbers count as US). */
export function destinationCountry(e164: string): string | undefined {
  if (FICTIONAL_NANP.test(e164)) return 'US';
  return parsePhoneNumberFromString(e164)?.country;
}

export function judgeDestination(e164: string, policy: DestinationPolicy): DestinationVerdict {
  const callingCode = parsePhoneNumberFromString(e164)?.countryCallingCode;
  if (
    (callingCode && (NON_GEOGRAPHIC_CALLING_CODES as readonly string[]).includes(callingCode)) ||
    NON_GEOGRAPHIC_CALLING_CODES.some((code) => e164.startsWith(`+${code}`)) ||
    REFUSED_RANGES.some((range) => e164.startsWith(range))
  ) {
    return {
      allowed: false,
      refused: 'premium_or_satellite',
      message: 'Texts to premium-rate, shared-cost and satellite numbers are not supported',
    };
  }
  const country = destinationCountry(e164);
  if (!country) {
    return {
      allowed: false,
      refused: 'country_unknown',
      message: 'Texts to this number are not supported: we cannot tell which country it belongs to',
    };
  }
  if (!policy.allowedCountries.includes(country)) {
    return {
      allowed: false,
      refused: 'country_not_supported',
      country,
      message: `Texts to ${countryName(country)} are not supported yet`,
    };
  }
  if (!reachesMobile(e164)) return { allowed: false, refused: 'not_mobile', country, message: NOT_MOBILE_MESSAGE };
  return { allowed: true, country };
}

/** Refuses, with a 400 naming the problem, a number we would not text; nothing is stored or sent before this. */
export function assertTextable(policy: DestinationPolicy, e164: string): void {
  const verdict = judgeDestination(e164, policy);
  if (!verdict.allowed)
    fail('validation_failed', verdict.message, { issues: [{ path: 'phoneNumber', message: verdict.message }] });
}

/**
 * Reads the setting: ISO codes separated by commas or spaces ("US, CA PR"); empty or absent gives the
 * defaults. An unknown code is a configuration error, thrown at start-up rather than texting by accident; so is
 * a country the bundle's phone metadata was not built for, which would refuse every number of it.
 */
export function parseCountryList(setting: string | undefined): readonly string[] {
  const codes = (setting ?? '')
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const unknown = codes.filter((code) => !phoneRegions().includes(code));
  if (unknown.length > 0)
    throw new Error(
      `SMS_ALLOWED_COUNTRIES names unknown country codes: ${unknown.join(', ')} (use ISO 3166-1 alpha-2, e.g. US,CA)`,
    );
  const countries = codes.length === 0 ? DEFAULT_SMS_COUNTRIES : [...new Set(codes)];
  const unbuilt = countries.filter((code) => !isSupportedCountry(code as CountryCode, handsetMetadata));
  if (unbuilt.length > 0) {
    throw new Error(
      `SMS_ALLOWED_COUNTRIES names ${unbuilt.join(', ')}, which this build's phone metadata leaves out: the functions carry only the countries the stage allowed when it was built, so deploy again with the new list`,
    );
  }
  return countries;
}
