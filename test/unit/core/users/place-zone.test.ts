import { zoneForPlace, zoneName } from '#core/users/domain/place-zone';

describe('the zone a texted place or zone name means', () => {
  it.each([
    ['London', 'Europe/London'],
    ['london', 'Europe/London'],
    ['  Tokyo ', 'Asia/Tokyo'],
    ['Denver', 'America/Denver'],
    ['New York', 'America/New_York'],
    ['NYC', 'America/New_York'],
    ['Los Angeles', 'America/Los_Angeles'],
    ['San Francisco', 'America/Los_Angeles'],
    ['st. john’s', 'America/St_Johns'],
    ["St. John's", 'America/St_Johns'],
    ['São Paulo', 'America/Sao_Paulo'],
    ['Sao Paulo', 'America/Sao_Paulo'],
    ['Kolkata', 'Asia/Kolkata'],
    ['Calcutta', 'Asia/Kolkata'],
    ['Kiev', 'Europe/Kyiv'],
    ['Mumbai', 'Asia/Kolkata'],
    ['in Paris', 'Europe/Paris'],
    ['Eastern', 'America/New_York'],
    ['eastern time', 'America/New_York'],
    ['Pacific Time', 'America/Los_Angeles'],
    ['pacific standard time', 'America/Los_Angeles'],
    ['Central Daylight Time', 'America/Chicago'],
    ['EST', 'America/New_York'],
    ['PST', 'America/Los_Angeles'],
    ['mountain time zone', 'America/Denver'],
    ['Arizona', 'America/Phoenix'],
    ['Hawaii', 'Pacific/Honolulu'],
    ['UK', 'Europe/London'],
    ['GMT', 'Europe/London'],
    ['UTC', 'UTC'],
    ['Europe/Paris', 'Europe/Paris'],
    ['america/new_york', 'America/New_York'],
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['Buenos Aires', 'America/Argentina/Buenos_Aires'],
    ['Hong Kong', 'Asia/Hong_Kong'],
  ])('%j is %s', (text, zone) => {
    expect(zoneForPlace(text)).toBe(zone);
  });

  it.each(['Narnia', '', '   ', 'Europe/Narnia', 'the moon', 'x'.repeat(200), '12345', '🙂', 'Europe/'])(
    '%j names no zone',
    (text) => {
      expect(zoneForPlace(text)).toBeNull();
    },
  );

  it.each([
    ['Europe/London', 'UK Time (London)'],
    ['America/Chicago', 'Central Time (Chicago)'],
    ['Asia/Tokyo', 'Tokyo'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires'],
  ])('%s reads as %s', (zone, name) => {
    expect(zoneName(zone)).toBe(name);
  });
});
