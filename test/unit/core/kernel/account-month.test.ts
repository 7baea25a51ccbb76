import { accountMonth } from '#core/kernel/account-month';

describe("the account's month: its key and when the next begins, in the account's zone", () => {
  it.each([
    // The walk: a New York evening on November 30 is December in UTC, still November at home.
    [
      'New York, Nov 30 at 7:30 PM (Dec 1 in UTC)',
      '2026-12-01T00:30:00Z',
      'America/New_York',
      '2026-11',
      '2026-12-01T05:00:00.000Z',
    ],
    [
      'New York, Dec 1 just after midnight',
      '2026-12-01T05:00:00Z',
      'America/New_York',
      '2026-12',
      '2027-01-01T05:00:00.000Z',
    ],
    [
      'New York, a minute before its month ends',
      '2026-12-01T04:59:00Z',
      'America/New_York',
      '2026-11',
      '2026-12-01T05:00:00.000Z',
    ],
    // Year ends, both sides of UTC.
    [
      'New York, New Year’s Eve 11 PM (already 2027 in UTC)',
      '2027-01-01T04:00:00Z',
      'America/New_York',
      '2026-12',
      '2027-01-01T05:00:00.000Z',
    ],
    [
      'Tokyo, New Year’s Day 3 AM (still 2026 in UTC)',
      '2026-12-31T18:00:00Z',
      'Asia/Tokyo',
      '2027-01',
      '2027-01-31T15:00:00.000Z',
    ],
    [
      'Kiritimati (+14), New Year’s Day',
      '2026-12-31T10:00:00Z',
      'Pacific/Kiritimati',
      '2027-01',
      '2027-01-31T10:00:00.000Z',
    ],
    [
      'Pago Pago (-11), New Year’s Eve',
      '2027-01-01T10:00:00Z',
      'Pacific/Pago_Pago',
      '2026-12',
      '2027-01-01T11:00:00.000Z',
    ],
    // Summer time: the month begins at local midnight whatever the offset then.
    [
      'New York, March (EST now, EDT on April 1)',
      '2026-03-15T12:00:00Z',
      'America/New_York',
      '2026-03',
      '2026-04-01T04:00:00.000Z',
    ],
    [
      'New York, October (EDT on Nov 1 at midnight, EST from 2 AM)',
      '2026-10-20T12:00:00Z',
      'America/New_York',
      '2026-10',
      '2026-11-01T04:00:00.000Z',
    ],
    [
      'New York, the fall-back day itself',
      '2026-11-01T07:00:00Z',
      'America/New_York',
      '2026-11',
      '2026-12-01T05:00:00.000Z',
    ],
    [
      'Sydney, October (AEDT from Oct 4)',
      '2026-10-10T00:00:00Z',
      'Australia/Sydney',
      '2026-10',
      '2026-10-31T13:00:00.000Z',
    ],
    [
      'Sydney, March (AEDT now, AEST on April 5)',
      '2026-03-31T12:00:00Z',
      'Australia/Sydney',
      '2026-03',
      '2026-03-31T13:00:00.000Z',
    ],
    [
      'Santiago, August (its clocks jump at midnight in September, never on the 1st)',
      '2026-08-15T12:00:00Z',
      'America/Santiago',
      '2026-08',
      '2026-09-01T04:00:00.000Z',
    ],
    ['Kathmandu (+5:45)', '2026-02-28T18:14:00Z', 'Asia/Kathmandu', '2026-02', '2026-02-28T18:15:00.000Z'],
    ['Kathmandu, a minute later', '2026-02-28T18:15:00Z', 'Asia/Kathmandu', '2026-03', '2026-03-31T18:15:00.000Z'],
    ['UTC is UTC', '2026-02-28T23:59:00Z', 'UTC', '2026-02', '2026-03-01T00:00:00.000Z'],
    ['a leap year’s February', '2028-02-29T12:00:00Z', 'America/Chicago', '2028-02', '2028-03-01T06:00:00.000Z'],
  ])('%s', (_case, at, zone, key, resetsAt) => {
    const month = accountMonth(new Date(at), zone);
    expect({ key: month.key, resetsAt: month.resetsAt.toISOString() }).toEqual({ key, resetsAt });
  });
});
