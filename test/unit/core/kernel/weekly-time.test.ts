import { latestWeeklyInstant, nextWeeklyInstant } from '#core/kernel/weekly-time';

const sunday6pm = (zone: string) => ({ weekday: 7, time: '18:00', zone });

describe('latestWeeklyInstant: the latest firing at or before an instant', () => {
  it.each([
    [
      'a Wednesday in New York',
      '2026-11-25T12:00:00.000Z',
      'America/New_York',
      '2026-11-22',
      '2026-11-22T23:00:00.000Z',
    ],
    [
      'exactly Sunday 6 PM (inclusive)',
      '2026-11-22T23:00:00.000Z',
      'America/New_York',
      '2026-11-22',
      '2026-11-22T23:00:00.000Z',
    ],
    [
      'a minute before Sunday 6 PM: the week before',
      '2026-11-22T22:59:00.000Z',
      'America/New_York',
      '2026-11-15',
      '2026-11-15T23:00:00.000Z',
    ],
    [
      'Sunday 5:59 PM in Tokyo (Sunday 08:59 UTC)',
      '2026-11-22T08:59:00.000Z',
      'Asia/Tokyo',
      '2026-11-15',
      '2026-11-15T09:00:00.000Z',
    ],
    [
      'Saturday night in New York, already past Sunday 6 PM at UTC+14',
      '2026-11-22T04:30:00.000Z',
      'Pacific/Kiritimati',
      '2026-11-22',
      '2026-11-22T04:00:00.000Z',
    ],
    [
      'the Sunday the US springs forward (6 PM is EDT)',
      '2026-03-09T00:00:00.000Z',
      'America/New_York',
      '2026-03-08',
      '2026-03-08T22:00:00.000Z',
    ],
  ])('%s', (_label, iso, zone, date, at) => {
    expect(latestWeeklyInstant(new Date(iso), sunday6pm(zone))).toEqual({ date, at: new Date(at) });
  });
});

describe('nextWeeklyInstant: the first firing strictly after an instant', () => {
  it.each([
    [
      'from the firing itself: a week on',
      '2026-11-22T23:00:00.000Z',
      'America/New_York',
      '2026-11-29',
      '2026-11-29T23:00:00.000Z',
    ],
    [
      'across the spring-forward: 6 PM stays 6 PM',
      '2026-03-02T12:00:00.000Z',
      'America/New_York',
      '2026-03-08',
      '2026-03-08T22:00:00.000Z',
    ],
    [
      'across the fall-back: 6 PM stays 6 PM',
      '2026-10-30T12:00:00.000Z',
      'America/New_York',
      '2026-11-01',
      '2026-11-01T23:00:00.000Z',
    ],
    [
      'London on the day its clocks go back',
      '2026-10-25T00:30:00.000Z',
      'Europe/London',
      '2026-10-25',
      '2026-10-25T18:00:00.000Z',
    ],
  ])('%s', (_label, iso, zone, date, at) => {
    expect(nextWeeklyInstant(new Date(iso), sunday6pm(zone))).toEqual({ date, at: new Date(at) });
  });

  it('any weekday: Mondays 09:30 in Chicago', () => {
    expect(
      nextWeeklyInstant(new Date('2026-11-23T15:30:00.000Z'), { weekday: 1, time: '09:30', zone: 'America/Chicago' }),
    ).toEqual({ date: '2026-11-30', at: new Date('2026-11-30T15:30:00.000Z') });
    expect(
      nextWeeklyInstant(new Date('2026-11-23T15:29:00.000Z'), { weekday: 1, time: '09:30', zone: 'America/Chicago' }),
    ).toEqual({ date: '2026-11-23', at: new Date('2026-11-23T15:30:00.000Z') });
  });
});
