import { accountDay, monthsSomewhereAt } from '#core/kernel/account-day';

const HOUR_MS = 3600_000;

describe("the account's day: its key and when the next begins, in the account's zone", () => {
  it.each([
    // The brief's case: 3 AM on December 1 in UTC is still the evening of November 30 in Los Angeles.
    [
      'Los Angeles, Nov 30 at 7 PM (Dec 1 in UTC)',
      '2026-12-01T03:00:00Z',
      'America/Los_Angeles',
      '2026-11-30',
      '2026-12-01T08:00:00.000Z',
    ],
    ['New York, Nov 24 at 10 AM', '2026-11-24T15:00:00Z', 'America/New_York', '2026-11-24', '2026-11-25T05:00:00.000Z'],
    [
      'New York, Nov 24 at 11:59 PM (Nov 25 in UTC)',
      '2026-11-25T04:59:00Z',
      'America/New_York',
      '2026-11-24',
      '2026-11-25T05:00:00.000Z',
    ],
    [
      'New York, Nov 25 at midnight',
      '2026-11-25T05:00:00Z',
      'America/New_York',
      '2026-11-25',
      '2026-11-26T05:00:00.000Z',
    ],
    // Ahead of UTC: the local day starts the evening before in UTC.
    [
      'Auckland (+13 in summer), Dec 1 at 1 AM (Nov 30 in UTC)',
      '2026-11-30T12:00:00Z',
      'Pacific/Auckland',
      '2026-12-01',
      '2026-12-01T11:00:00.000Z',
    ],
    [
      'Auckland, Jul 1 at 11 PM (+12 in winter)',
      '2026-07-01T11:00:00Z',
      'Pacific/Auckland',
      '2026-07-01',
      '2026-07-01T12:00:00.000Z',
    ],
    [
      'Kolkata (+5:30), Nov 30 at 11:59 PM',
      '2026-11-30T18:29:00Z',
      'Asia/Kolkata',
      '2026-11-30',
      '2026-11-30T18:30:00.000Z',
    ],
    [
      'Kolkata, Dec 1 at 12:30 AM (Nov 30 in UTC)',
      '2026-11-30T19:00:00Z',
      'Asia/Kolkata',
      '2026-12-01',
      '2026-12-01T18:30:00.000Z',
    ],
    // Summer time: a 23-hour day and a 25-hour day, each ending at the next local midnight.
    [
      'New York, the spring-forward day (23 hours)',
      '2026-03-08T06:00:00Z',
      'America/New_York',
      '2026-03-08',
      '2026-03-09T04:00:00.000Z',
    ],
    [
      'New York, the fall-back day (25 hours)',
      '2026-11-01T05:30:00Z',
      'America/New_York',
      '2026-11-01',
      '2026-11-02T05:00:00.000Z',
    ],
    [
      'Santiago, the day before its clocks skip midnight: the next day begins at 1 AM',
      '2026-09-05T16:00:00Z',
      'America/Santiago',
      '2026-09-05',
      '2026-09-06T04:00:00.000Z',
    ],
    [
      'Santiago, that day from its first minute (23 hours)',
      '2026-09-06T04:00:00Z',
      'America/Santiago',
      '2026-09-06',
      '2026-09-07T03:00:00.000Z',
    ],
    [
      'Santiago, the minute before the jump',
      '2026-09-06T03:59:00Z',
      'America/Santiago',
      '2026-09-05',
      '2026-09-06T04:00:00.000Z',
    ],
    [
      'Santiago, its 25-hour day (11 PM comes twice)',
      '2026-04-04T12:00:00Z',
      'America/Santiago',
      '2026-04-04',
      '2026-04-05T04:00:00.000Z',
    ],
    [
      'Beirut, the day before its midnight is skipped',
      '2026-03-28T10:00:00Z',
      'Asia/Beirut',
      '2026-03-28',
      '2026-03-28T22:00:00.000Z',
    ],
    [
      'Beirut, the day that begins at 1 AM',
      '2026-03-28T22:00:00Z',
      'Asia/Beirut',
      '2026-03-29',
      '2026-03-29T21:00:00.000Z',
    ],
    // Month and year ends.
    [
      'New York, New Year’s Eve 11 PM (2027 in UTC)',
      '2027-01-01T04:00:00Z',
      'America/New_York',
      '2026-12-31',
      '2027-01-01T05:00:00.000Z',
    ],
    ['a leap day', '2028-02-29T12:00:00Z', 'UTC', '2028-02-29', '2028-03-01T00:00:00.000Z'],
  ])('%s', (_case, at, zone, key, resetsAt) => {
    const day = accountDay(new Date(at), zone);
    expect({ key: day.key, resetsAt: day.resetsAt.toISOString() }).toEqual({ key, resetsAt });
  });

  it.each([
    ['America/New_York', '2026-03-08T05:00:00Z', 23],
    ['America/New_York', '2026-11-01T04:00:00Z', 25],
    ['Pacific/Auckland', '2026-09-26T12:00:00Z', 23],
    ['Pacific/Auckland', '2026-04-04T11:00:00Z', 25],
    ['Asia/Kolkata', '2026-11-29T18:30:00Z', 24],
  ])('in %s the day beginning at %s is %i hours long', (zone, start, hours) => {
    const day = accountDay(new Date(start), zone);
    expect((day.resetsAt.getTime() - Date.parse(start)) / HOUR_MS).toBe(hours);
    // The instant before the start is still the day before.
    expect(accountDay(new Date(Date.parse(start) - 60_000), zone).resetsAt.toISOString()).toBe(
      new Date(start).toISOString(),
    );
  });
});

describe('monthsSomewhereAt: the months some zone is in at an instant', () => {
  it.each([
    ['mid-month', '2026-11-15T12:00:00Z', ['2026-11']],
    ['Dec 1, 3 AM UTC: still November in the Americas', '2026-12-01T03:00:00Z', ['2026-11', '2026-12']],
    ['Nov 30, 9:59 AM UTC: a minute before Kiritimati (+14) turns the month', '2026-11-30T09:59:00Z', ['2026-11']],
    ['Nov 30, 10 AM UTC: December in Kiritimati', '2026-11-30T10:00:00Z', ['2026-11', '2026-12']],
    ['New Year', '2027-01-01T00:00:00Z', ['2026-12', '2027-01']],
  ])('%s', (_case, at, months) => {
    expect(monthsSomewhereAt(new Date(at))).toEqual(months);
  });

  it("holds every zone's own month at instants around a month's turn", () => {
    const instants = ['2026-11-30T09:00:00Z', '2026-11-30T23:30:00Z', '2026-12-01T11:30:00Z', '2027-01-01T13:00:00Z'];
    for (const at of instants.map((iso) => new Date(iso))) {
      const months = monthsSomewhereAt(at);
      for (const zone of Intl.supportedValuesOf('timeZone')) {
        expect([zone, months.includes(accountDay(at, zone).key.slice(0, 7))]).toEqual([zone, true]);
      }
    }
  });
});
