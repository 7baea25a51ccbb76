import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';
import { canonicalTimeZone, SIGNUP_TIME_ZONES, US_TIME_ZONES } from '#shared/timezones';

const zonesOf = (country: string) =>
  (new Intl.Locale(`und-${country}`) as Intl.Locale & { timeZones: string[] }).timeZones;
const listed = new Set(SIGNUP_TIME_ZONES.map((zone) => zone.value));

describe('the zones people choose from at sign-up and in Settings', () => {
  it.each(DEFAULT_SMS_COUNTRIES)('a person in %s, a country NagText texts, finds a zone of their own', (country) => {
    expect(
      zonesOf(country)
        .map((zone) => canonicalTimeZone(zone))
        .filter((zone) => listed.has(zone!)),
    ).not.toEqual([]);
  });

  it("keeps the spec's US zones first, in the spec's order", () => {
    expect(SIGNUP_TIME_ZONES.slice(0, US_TIME_ZONES.length).map((zone) => zone.value)).toEqual(
      US_TIME_ZONES.map((zone) => zone.value),
    );
  });

  it('lists each zone once, each by its current IANA name (a choice is stored as it was made)', () => {
    expect(listed.size).toBe(SIGNUP_TIME_ZONES.length);
    for (const { value } of SIGNUP_TIME_ZONES) expect(canonicalTimeZone(value)).toBe(value);
  });

  it('names every zone abroad with its country', () => {
    for (const zone of SIGNUP_TIME_ZONES) expect(zone.group).toEqual(expect.any(String));
  });
});
