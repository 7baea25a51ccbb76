import { summaryWeekAt } from '#core/summaries/domain/summary-schedule';

describe('summaryWeekAt: the week a summary firing at this instant is about', () => {
  const novemberWeek = {
    sunday: '2026-11-22',
    from: new Date('2026-11-15T23:00:00.000Z'),
    to: new Date('2026-11-22T23:00:00.000Z'),
  };
  it.each([
    ['Sunday 6 PM in New York', '2026-11-22T23:00:00.000Z', novemberWeek],
    ['Sunday 6:14 PM (EventBridge spreads firings over 15 minutes)', '2026-11-22T23:14:00.000Z', novemberWeek],
    ['Monday 8 AM, when quiet hours end', '2026-11-23T13:00:00.000Z', novemberWeek],
    ['Monday 5:59 PM, the last minute it may go', '2026-11-23T22:59:00.000Z', novemberWeek],
    ['Monday 6 PM: too late, nothing', '2026-11-23T23:00:00.000Z', null],
    ["Sunday 5:59 PM: last week's, long too late", '2026-11-22T22:59:00.000Z', null],
    [
      'the week the clocks spring forward is an hour short: from 6 PM EST to 6 PM EDT',
      '2026-03-08T22:00:00.000Z',
      { sunday: '2026-03-08', from: new Date('2026-03-01T23:00:00.000Z'), to: new Date('2026-03-08T22:00:00.000Z') },
    ],
  ])('%s', (_label, iso, expected) => {
    expect(summaryWeekAt(new Date(iso), 'America/New_York')).toEqual(expected);
  });
});
