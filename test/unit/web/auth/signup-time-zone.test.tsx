import { defaultSignupTimeZone, signupTimeZoneHelp } from '@/features/auth/default-signup-time-zone';
import { signupZonesFor } from '@/features/auth/phone-country-zones';
import { SIGNUP_TIME_ZONES } from '@shared/timezones';

describe('the time zone sign-up picks, and what it says about it', () => {
  it.each([
    ['America/Chicago', 'America/Chicago', 'Your reminders are sent in this time zone.'],
    [
      'UTC',
      'America/New_York',
      "Your browser's time zone (UTC) isn't in this list, so we picked Eastern Time. Reminders are sent in the zone you choose here.",
    ],
  ])('a browser in %s gets %s', (browser, picked, help) => {
    expect(defaultSignupTimeZone(browser)).toBe(picked);
    expect(signupTimeZoneHelp(picked, browser)).toBe(help);
  });

  it('once the person picks a zone themselves, the note about the browser goes', () => {
    expect(signupTimeZoneHelp('Europe/London', 'UTC')).toBe('Your reminders are sent in this time zone.');
  });
});

describe('the list for the number being typed', () => {
  const values = (phone: string) => signupZonesFor(phone).map((zone) => zone.value);

  it.each([
    ['+1 415 555 0199', 'a US number'],
    ['+1 416 555 0199', 'a Canadian number'],
    ['+44 7400 123456', 'a UK number'],
    ['+1 787 555 0199', 'a Puerto Rico number'],
    ['', 'nothing typed yet'],
    ['+44', 'a number half typed'],
  ])('%s (%s) keeps the usual list', (phone) => {
    expect(signupZonesFor(phone)).toBe(SIGNUP_TIME_ZONES);
  });

  it('adds the zones of a country the list lacks, named by city and country, after the usual ones', () => {
    const zones = signupZonesFor('+81 90 1234 5678');
    expect(zones.slice(0, SIGNUP_TIME_ZONES.length)).toEqual(SIGNUP_TIME_ZONES);
    expect(zones.slice(SIGNUP_TIME_ZONES.length)).toEqual([
      { value: 'Asia/Tokyo', label: 'Tokyo (Japan)', group: 'Japan' },
    ]);
  });

  it("stores the added zones by their current names (India's is Asia/Kolkata, not Asia/Calcutta)", () => {
    expect(values('+91 98765 43210')).toContain('Asia/Kolkata');
    expect(values('+91 98765 43210')).not.toContain('Asia/Calcutta');
  });

  it("preselects a browser's zone once the number's country brings it onto the list", () => {
    expect(defaultSignupTimeZone('Asia/Tokyo')).toBe('America/New_York');
    expect(defaultSignupTimeZone('Asia/Tokyo', signupZonesFor('+81 90 1234 5678'))).toBe('Asia/Tokyo');
    expect(defaultSignupTimeZone('Europe/London')).toBe('Europe/London');
  });
});
