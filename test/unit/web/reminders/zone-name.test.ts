import { zoneLongName, zoneShortName } from '../../../../web/src/features/reminders/zone-name';

describe("zoneShortName: the abbreviation beside a card's time, at that instant", () => {
  it.each([
    ['America/Chicago', '2026-11-24T15:00:00.000Z', 'CST'],
    ['America/Chicago', '2026-07-01T15:00:00.000Z', 'CDT'],
    ['America/New_York', '2026-11-24T15:00:00.000Z', 'EST'],
    ['Asia/Kolkata', '2026-11-24T03:30:00.000Z', 'GMT+5:30'],
    ['UTC', '2026-11-24T03:30:00.000Z', 'UTC'],
    ['Mars/Olympus', '2026-11-24T03:30:00.000Z', undefined],
    ['America/Chicago', 'not an instant', undefined],
  ])('%s at %s', (zone, instant, expected) => expect(zoneShortName(zone, instant)).toBe(expected));
});

describe('zoneLongName: what the dialog says the times are in', () => {
  const at = new Date('2026-11-24T15:00:00.000Z');
  it.each([
    ['America/Chicago', 'Central Time (America/Chicago)'],
    ['America/Los_Angeles', 'Pacific Time (America/Los_Angeles)'],
    ['Asia/Kolkata', 'India Standard Time (Asia/Kolkata)'],
    ['UTC', 'Coordinated Universal Time (UTC)'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
    ['Mars/Olympus', 'Mars/Olympus'],
  ])('%s', (zone, expected) => expect(zoneLongName(zone, at)).toBe(expected));
});
