import { afterFailedAttempt, lockedMessage, minutesLocked } from '../../../../lambdas/core/domain/admin-lockout';

const now = new Date('2026-11-21T12:00:00.000Z');

describe('admin lockout', () => {
  it.each([
    [{ failedAttempts: 0 }, { failedAttempts: 1 }],
    [{ failedAttempts: 3 }, { failedAttempts: 4 }],
    [{ failedAttempts: 4 }, { failedAttempts: 5, lockedUntil: '2026-11-21T12:15:00.000Z' }],
    // a lock that ran out starts a fresh count
    [{ failedAttempts: 5, lockedUntil: '2026-11-21T11:59:00.000Z' }, { failedAttempts: 1 }],
  ])('after a failure from %j the state is %j', (state, expected) => {
    expect(afterFailedAttempt(state, now)).toEqual(expected);
  });

  it.each([
    [undefined, 0],
    ['2026-11-21T11:00:00.000Z', 0],
    ['2026-11-21T12:00:30.000Z', 1],
    ['2026-11-21T12:15:00.000Z', 15],
  ])('locked until %s is %i minutes away', (lockedUntil, minutes) => {
    expect(minutesLocked({ failedAttempts: 5, lockedUntil }, now)).toBe(minutes);
  });

  it('says how long the lock lasts', () => {
    expect(lockedMessage(15)).toBe('Too many failed attempts. This account is locked for 15 minutes. Try again later.');
    expect(lockedMessage(1)).toContain('1 minute.');
  });
});
