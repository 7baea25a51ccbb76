import {
  firstReminderDate,
  isBeyondHorizon,
  isTooFarBack,
  lastReminderDate,
} from '#core/reminders/domain/reminder-horizon';

describe('the last date a reminder may start on: 5 years from the owner\u2019s today', () => {
  it.each([
    ['2026-11-26T17:00:00Z', 'America/New_York', '2031-11-26'],
    // Still the 25th in Los Angeles, already the 27th in Auckland.
    ['2026-11-26T03:00:00Z', 'America/Los_Angeles', '2031-11-25'],
    ['2026-11-26T12:00:00Z', 'Pacific/Auckland', '2031-11-27'],
    ['2028-02-29T12:00:00Z', 'Europe/London', '2033-02-28'],
    ['2026-12-31T23:30:00Z', 'UTC', '2031-12-31'],
    ['2026-12-31T23:30:00Z', 'Asia/Tokyo', '2032-01-01'],
  ])('at %s in %s: %s', (now, zone, last) => expect(lastReminderDate(new Date(now), zone)).toBe(last));

  it.each([
    ['2031-11-26', false],
    ['2031-11-27', true],
    ['2026-11-26', false],
    ['2020-01-01', false],
    ['9999-12-31', true],
  ])('%s beyond the horizon of 2026-11-26 in New York: %s', (date, beyond) => {
    expect(isBeyondHorizon(date, new Date('2026-11-26T17:00:00Z'), 'America/New_York')).toBe(beyond);
  });
});

describe('the first date a reminder may start on: yesterday in the owner\u2019s zone', () => {
  it.each([
    ['2026-11-26T17:00:00Z', 'America/New_York', '2026-11-25'],
    ['2026-11-26T03:00:00Z', 'America/Los_Angeles', '2026-11-24'],
    ['2026-11-26T12:00:00Z', 'Pacific/Auckland', '2026-11-26'],
    ['2026-03-01T12:00:00Z', 'Europe/London', '2026-02-28'],
    ['2028-03-01T12:00:00Z', 'Europe/London', '2028-02-29'],
    ['2027-01-01T05:00:00Z', 'UTC', '2026-12-31'],
  ])('at %s in %s: %s', (now, zone, first) => expect(firstReminderDate(new Date(now), zone)).toBe(first));

  it.each([
    ['2026-11-25', false],
    ['2026-11-24', true],
    ['2020-01-01', true],
    ['0100-03-01', true],
    ['2031-11-26', false],
  ])('%s too far back on 2026-11-26 in New York: %s', (date, back) => {
    expect(isTooFarBack(date, new Date('2026-11-26T17:00:00Z'), 'America/New_York')).toBe(back);
  });
});
