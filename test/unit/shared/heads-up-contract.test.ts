import { ReminderInput, Task } from '#shared/contracts/tasks';

const reminder = { task: 'Dentist', scheduledDate: '2026-11-24', scheduledTime: '09:00', repeat: 'once' };
const issuesOf = (input: unknown) =>
  ReminderInput.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

describe('headsUpHours on the tasks contract', () => {
  it.each([
    ['0', 0, 'Heads-up before must be 1 to 72 hours'],
    ['73', 73, 'Heads-up before must be 1 to 72 hours'],
    ['-24', -24, 'Heads-up before must be 1 to 72 hours'],
    ['1.5', 1.5, 'Heads-up before must be a whole number of hours'],
    ['a string', '24', 'Heads-up before must be 1 to 72 hours'],
  ])('refuses %s, naming the field', (_what, value, message) => {
    expect(issuesOf({ ...reminder, headsUpHours: value })).toEqual([{ path: 'headsUpHours', message }]);
  });

  it.each([[1], [3], [12], [24], [48], [72], [null], [undefined]])('takes %s', (value) => {
    expect(issuesOf({ ...reminder, ...(value === undefined ? {} : { headsUpHours: value }) })).toEqual([]);
  });

  it('is returned on a task, null when not set', () => {
    const task = {
      id: 'r1',
      ref: '1',
      task: 'Dentist',
      scheduledTime: '2026-11-24T14:00:00.000Z',
      localDate: '2026-11-24',
      localTime: '09:00',
      timezone: 'America/New_York',
      repeat: 'once',
      status: 'pending',
      nagCount: 0,
      createdAt: '2026-11-23T13:00:00.000Z',
      updatedAt: '2026-11-23T13:00:00.000Z',
    };
    expect(Task.parse({ ...task, headsUpHours: 24 }).headsUpHours).toBe(24);
    expect(Task.parse({ ...task, headsUpHours: null }).headsUpHours).toBeNull();
  });
});
