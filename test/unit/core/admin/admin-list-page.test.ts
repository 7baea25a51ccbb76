import { adminListPage } from '#core/admin/domain/admin-list-page';
import { toAdminTask } from '#core/admin/domain/admin-task-view';
import type { Reminder } from '#core/reminders/domain/reminder';

const items = [
  { id: 'a', status: 'sent', message: 'Water the plants', at: '2025-03-01T10:00:00.000Z' },
  { id: 'b', status: 'failed', message: 'call mom', at: '2025-03-02T10:00:00.000Z' },
  { id: 'c', status: 'sent', message: 'Pay rent', at: '2025-03-02T10:00:00.000Z' },
  { id: 'd', status: 'pending', message: 'water the lawn', at: '2025-02-01T10:00:00.000Z' },
];
type Item = (typeof items)[number];
const page = (query: Partial<Parameters<typeof adminListPage<Item, 'at' | 'message' | 'status'>>[1]>) =>
  adminListPage(
    items,
    { page: 1, limit: 10, sortField: 'at', sortOrder: 'desc', status: '', searchTerm: '', ...query },
    {
      sortValue: (item, field) => item[field],
      searchText: (item) => [item.message],
    },
  );
const ids = (result: { items: Item[] }) => result.items.map((i) => i.id).join('');

describe('adminListPage', () => {
  it.each([
    [{}, 'bcad', 4],
    [{ sortOrder: 'asc' as const }, 'dabc', 4],
    [{ sortField: 'message' as const, sortOrder: 'asc' as const }, 'bcda', 4],
    [{ sortField: 'status' as const, sortOrder: 'asc' as const }, 'bdac', 4],
    [{ status: 'sent' }, 'ca', 2],
    [{ searchTerm: 'WATER' }, 'ad', 2],
    [{ searchTerm: '  water ', status: 'pending' }, 'd', 1],
    [{ searchTerm: 'nothing like it' }, '', 0],
    [{ limit: 2 }, 'bc', 4],
    [{ limit: 2, page: 2 }, 'ad', 4],
    [{ limit: 2, page: 3 }, '', 4],
    [{ limit: 3, page: 2 }, 'd', 4],
  ])('%j -> %s of %i', (query, expected, total) => {
    const result = page(query);
    expect(ids(result)).toBe(expected);
    expect(result.total).toBe(total);
  });

  it('orders equal values by id so pages never overlap or skip', () => {
    const same = Array.from({ length: 25 }, (_, i) => ({
      id: `id${String(i).padStart(2, '0')}`,
      status: 'sent',
      v: 'x',
    }));
    const seen = [1, 2, 3].flatMap((p) =>
      adminListPage(
        same,
        { page: p, limit: 10, sortField: 'v', sortOrder: 'desc', status: '', searchTerm: '' },
        {
          sortValue: (i) => i.v,
          searchText: () => [],
        },
      ).items.map((i) => i.id),
    );
    expect(new Set(seen).size).toBe(25);
  });
});

describe('the admin task vocabulary', () => {
  const reminder = (repeat: Reminder['repeat'], status: Reminder['status']) =>
    ({
      id: 'r',
      task: 'T',
      repeat,
      status,
      occurrenceAt: '2025-01-01T09:00:00.000Z',
      createdAt: '2024-12-01T00:00:00.000Z',
    }) as Reminder;
  it.each([
    ['once', 'pending', 'none', 'pending'],
    ['once', 'done', 'none', 'completed'],
    ['daily', 'snoozed', 'daily', 'pending'],
    ['weekly', 'pending', 'weekly', 'pending'],
    ['monthly', 'done', 'monthly', 'completed'],
    ['once', 'missed', 'none', 'missed'],
    ['custom', 'paused', 'custom', 'paused'],
  ] as const)('%s/%s -> %s/%s', (repeat, status, adminRepeat, adminStatus) => {
    expect(toAdminTask(reminder(repeat, status))).toEqual({
      id: 'r',
      task: 'T',
      scheduledTime: '2025-01-01T09:00:00.000Z',
      repeat: adminRepeat,
      status: adminStatus,
      createdAt: '2024-12-01T00:00:00.000Z',
    });
  });
});
