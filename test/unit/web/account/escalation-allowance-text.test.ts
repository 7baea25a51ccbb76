import { allowanceResets } from '../../../../web/src/features/account/escalation-allowance-text';

describe('when the monthly caps start again, said in the account’s zone', () => {
  it.each([
    [
      'Chicago: the evening before the UTC month starts',
      'America/Chicago',
      '2026-12-01T00:00:00.000Z',
      'Resets on November 30 at 6:00 PM.',
    ],
    ['New York in summer time', 'America/New_York', '2026-07-01T00:00:00.000Z', 'Resets on June 30 at 8:00 PM.'],
    ['UTC: midnight of the 1st', 'UTC', '2026-12-01T00:00:00.000Z', 'Resets on December 1 at 12:00 AM.'],
    ['a half-hour zone ahead of UTC', 'Asia/Kolkata', '2026-12-01T00:00:00.000Z', 'Resets on December 1 at 5:30 AM.'],
    [
      'a zone this browser does not know: UTC',
      'Mars/Olympus_Mons',
      '2026-12-01T00:00:00.000Z',
      'Resets on December 1 at 12:00 AM.',
    ],
    ['an unreadable instant: nothing', 'America/Chicago', 'soon', ''],
  ])('%s', (_, zone, resetsAt, text) => {
    expect(allowanceResets(resetsAt, zone)).toBe(text);
  });
});
