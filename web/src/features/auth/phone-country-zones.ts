import { SIGNUP_TIME_ZONES, canonicalTimeZone, zoneCity, type TimeZoneChoice } from '@shared/timezones';
import { phoneCountry } from '@shared/phone';

/** The browser's zones of a country (Intl.Locale's time-zone data; `timeZones` in older engines). */
function zonesOf(country: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & {
      getTimeZones?: () => string[];
      timeZones?: string[];
    };
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/** "Asia/Tokyo" -> "Tokyo"; "America/Argentina/Buenos_Aires" -> "Buenos Aires". */

/**
 * The sign-up list for the number being typed: the usual list (US first, then the other countries NagText texts by
 * default), and when the number's country has no zone on it (a stage that texts more countries), that country's
 * zones after them, so nobody has to pick a zone hours off their own.
 */
export function signupZonesFor(phone: string): readonly TimeZoneChoice[] {
  const country = phoneCountry(phone);
  if (!country) return SIGNUP_TIME_ZONES;
  const listed = new Set(SIGNUP_TIME_ZONES.map((zone) => zone.value));
  const theirs = [...new Set(zonesOf(country).map((zone) => canonicalTimeZone(zone) ?? zone))];
  if (theirs.length === 0 || theirs.some((zone) => listed.has(zone))) return SIGNUP_TIME_ZONES;
  const group = new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
  const added = theirs
    .map((zone) => ({ value: zone, label: `${zoneCity(zone)} (${group})`, group }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [...SIGNUP_TIME_ZONES, ...added];
}
