import { defaultSignupTimeZone, signupTimeZoneHelp } from '@/features/auth/default-signup-time-zone';

function withBrowserZone(zone: string, run: () => void) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...original.call(this), timeZone: zone };
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
}

describe('the time zone sign-up picks, and what it says about it', () => {
  it.each([
    ['America/Chicago', 'America/Chicago', 'Your reminders are sent in this time zone.'],
    ['UTC', 'America/New_York', "Your browser's time zone (UTC) isn't in this list, so we picked Eastern Time. Reminders are sent in the zone you choose here."],
  ])('a browser in %s gets %s', (browser, picked, help) => {
    withBrowserZone(browser, () => {
      expect(defaultSignupTimeZone()).toBe(picked);
      expect(signupTimeZoneHelp(picked)).toBe(help);
    });
  });

  it('once the person picks a zone themselves, the note about the browser goes', () => {
    withBrowserZone('UTC', () => expect(signupTimeZoneHelp('Europe/London')).toBe('Your reminders are sent in this time zone.'));
  });
});
