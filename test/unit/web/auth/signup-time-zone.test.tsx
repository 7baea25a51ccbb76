import { defaultSignupTimeZone, signupTimeZoneHelp } from '@/features/auth/default-signup-time-zone';

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
