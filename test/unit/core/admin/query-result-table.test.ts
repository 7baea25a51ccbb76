import { resultTable } from '#core/admin/domain/query-result-table';
import { lastMonths } from '#core/admin/domain/stats-months';

describe('resultTable', () => {
  it('puts pk and sk first, then every other attribute in alphabetical order; missing cells are null', () => {
    const table = resultTable([
      { type: 'user', sk: 'PROFILE', pk: 'USER#1', firstName: 'Ada' },
      {
        pk: 'USER#1',
        sk: 'REMINDER#2',
        task: 'Call',
        nextNag: { id: 'n', attempt: 1 },
        tags: ['a', 'b'],
        done: false,
        n: 3,
        gone: null,
      },
    ]);
    expect(table.columns).toEqual(['pk', 'sk', 'done', 'firstName', 'gone', 'n', 'nextNag', 'tags', 'task', 'type']);
    expect(table.rows).toEqual([
      {
        pk: 'USER#1',
        sk: 'PROFILE',
        type: 'user',
        firstName: 'Ada',
        task: null,
        nextNag: null,
        tags: null,
        done: null,
        n: null,
        gone: null,
      },
      {
        pk: 'USER#1',
        sk: 'REMINDER#2',
        type: null,
        firstName: null,
        task: 'Call',
        nextNag: '{"id":"n","attempt":1}',
        tags: '["a","b"]',
        done: false,
        n: 3,
        gone: null,
      },
    ]);
  });

  it('has no columns for no rows, and no pk column when no row has one', () => {
    expect(resultTable([])).toEqual({ columns: [], rows: [] });
    expect(resultTable([{ count: 2 }])).toEqual({ columns: ['count'], rows: [{ count: 2 }] });
  });
});

describe('lastMonths', () => {
  it.each([
    ['2025-03-15T12:00:00Z', 3, ['2025-01', '2025-02', '2025-03']],
    ['2025-01-31T23:59:59Z', 2, ['2024-12', '2025-01']],
    [
      '2024-03-31T00:00:00Z',
      12,
      [
        '2023-04',
        '2023-05',
        '2023-06',
        '2023-07',
        '2023-08',
        '2023-09',
        '2023-10',
        '2023-11',
        '2023-12',
        '2024-01',
        '2024-02',
        '2024-03',
      ],
    ],
  ])('%s, %i months', (now, count, months) => expect(lastMonths(new Date(now), count)).toEqual(months));
});
