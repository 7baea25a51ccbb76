import { randomUUID } from 'node:crypto';
import { newUser, type User } from '#core/users/domain/user';
import { DomainError } from '#core/kernel/errors';
import { PHONE_TAKEN_MESSAGE, type UserRepository } from '#core/users/ports/users';
import { uniquePhone } from './unique-phone';

export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    ...newUser({
      id: `u-${randomUUID()}`,
      phoneNumber: uniquePhone(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      timezone: 'America/New_York',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      now: new Date('2026-11-21T15:00:00.000Z'),
    }),
    ...overrides,
  };
}

/** The behaviour every UserRepository must have; run against memory and DynamoDB Local. */
export function userRepositoryContract(makeRepository: () => UserRepository): void {
  let users: UserRepository;
  beforeEach(() => {
    users = makeRepository();
  });

  it('creates a user readable by id and by phone, field for field', async () => {
    const user = sampleUser();
    await users.create(user);
    expect(await users.get(user.id)).toEqual(user);
    expect(await users.getByPhone(user.phoneNumber)).toEqual(user);
  });

  it('keeps a trip field for field, and ends it only while it is still the trip named', async () => {
    const user = sampleUser();
    await users.create(user);
    const trip = {
      zone: 'Asia/Tokyo',
      until: '2026-12-04',
      endsAt: '2026-12-04T15:00:00.000Z',
      setAt: '2026-11-28T10:00:00.000Z',
    };
    expect((await users.update(user.id, { travel: trip }, '2026-11-28T10:00:00.000Z'))?.travel).toEqual(trip);
    expect((await users.get(user.id))?.travel).toEqual(trip);
    const open = { zone: 'Europe/London', until: null, endsAt: null, setAt: '2026-11-29T10:00:00.000Z' };
    await users.update(user.id, { travel: open }, '2026-11-29T10:00:00.000Z');
    expect((await users.get(user.id))?.travel).toEqual(open);
    expect(await users.endTravel(user.id, trip.setAt, '2026-12-04T15:00:00.000Z')).toBeNull();
    expect((await users.get(user.id))?.travel).toEqual(open);
    const ended = await users.endTravel(user.id, open.setAt, '2026-12-05T15:00:00.000Z');
    expect(ended?.travel).toBeUndefined();
    expect((await users.get(user.id))?.travel).toBeUndefined();
    expect(await users.endTravel(user.id, open.setAt, '2026-12-05T15:00:00.000Z')).toBeNull();
    expect(await users.endTravel('no-such-user', open.setAt, '2026-12-05T15:00:00.000Z')).toBeNull();
  });

  it('answers null for an unknown id or number', async () => {
    expect(await users.get('no-such-user')).toBeNull();
    expect(await users.getByPhone(uniquePhone())).toBeNull();
  });

  it('refuses a second account for a number with a conflict, and stores nothing of it', async () => {
    const first = sampleUser();
    await users.create(first);
    const second = sampleUser({ phoneNumber: first.phoneNumber, firstName: 'Grace' });
    const error = await users.create(second).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'conflict', message: PHONE_TAKEN_MESSAGE });
    expect(await users.get(second.id)).toBeNull();
    expect(await users.getByPhone(first.phoneNumber)).toEqual(first);
  });

  it('lets exactly one of several simultaneous sign-ups for a number win', async () => {
    const phoneNumber = uniquePhone();
    const attempts = Array.from({ length: 5 }, () => sampleUser({ phoneNumber }));
    const results = await Promise.allSettled(attempts.map((user) => users.create(user)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'conflict' });
    const winner = attempts[results.findIndex((r) => r.status === 'fulfilled')]!;
    expect(await users.getByPhone(phoneNumber)).toEqual(winner);
  });

  it('books reminders added by text per local day up to the limit; a new day starts again; a slot given back frees one', async () => {
    const user = sampleUser();
    await users.create(user);
    const at = '2026-11-23T13:00:00.000Z';
    for (let i = 0; i < 3; i += 1) expect(await users.takeTextReminderSlot(user.id, '2026-11-23', 3, at)).toBe(true);
    expect(await users.takeTextReminderSlot(user.id, '2026-11-23', 3, at)).toBe(false);
    expect((await users.get(user.id))!.textRemindersToday).toEqual({ date: '2026-11-23', count: 3 });
    await users.releaseTextReminderSlot(user.id, '2026-11-23', at);
    expect(await users.takeTextReminderSlot(user.id, '2026-11-23', 3, at)).toBe(true);
    expect(await users.takeTextReminderSlot(user.id, '2026-11-24', 3, at)).toBe(true);
    expect((await users.get(user.id))!.textRemindersToday).toEqual({ date: '2026-11-24', count: 1 });
    // A day moved on: giving back a slot of the day before changes nothing.
    await users.releaseTextReminderSlot(user.id, '2026-11-23', at);
    expect((await users.get(user.id))!.textRemindersToday).toEqual({ date: '2026-11-24', count: 1 });
    expect(await users.takeTextReminderSlot('no-such-user', '2026-11-24', 3, at)).toBe(false);
    expect(await users.get('no-such-user')).toBeNull();
  });

  it('35 bookings at once on a fresh day: exactly 20 win (a conditional write, not read-modify-write)', async () => {
    const user = sampleUser({ textRemindersToday: { date: '2026-11-22', count: 20 } });
    await users.create(user);
    const results = await Promise.all(
      Array.from({ length: 35 }, () =>
        users.takeTextReminderSlot(user.id, '2026-11-23', 20, '2026-11-23T13:00:00.000Z'),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(20);
    expect((await users.get(user.id))!.textRemindersToday).toEqual({ date: '2026-11-23', count: 20 });
  });

  it('hands out copies: changing a returned user changes nothing stored', async () => {
    const user = sampleUser();
    await users.create(user);
    const read = (await users.get(user.id))!;
    read.firstName = 'Changed';
    expect((await users.get(user.id))!.firstName).toBe('Ada');
  });

  it('ends every session (sessionVersion + 1) when role or isActive really change, not when they are written unchanged', async () => {
    const user = sampleUser();
    await users.create(user);
    const at = '2026-11-22T10:00:00.000Z';
    expect(
      (await users.update(user.id, { firstName: 'Grace', role: 'user', isActive: true }, at))?.sessionVersion,
    ).toBe(0);
    expect((await users.update(user.id, { role: 'admin' }, at))?.sessionVersion).toBe(1);
    expect((await users.update(user.id, { role: 'admin', firstName: 'Ada' }, at))?.sessionVersion).toBe(1);
    expect((await users.update(user.id, { isActive: false }, at))?.sessionVersion).toBe(2);
    // Reactivating does not revive the sessions of before the deactivation.
    expect((await users.update(user.id, { isActive: true }, at))?.sessionVersion).toBe(3);
    expect(await users.get(user.id)).toMatchObject({
      role: 'admin',
      isActive: true,
      firstName: 'Ada',
      sessionVersion: 3,
    });
    expect(await users.update('no-such-user', { role: 'admin' }, at)).toBeNull();
  });

  it('ends every session when the phone number moves', async () => {
    const user = sampleUser();
    await users.create(user);
    const moved = await users.changePhone(user.id, user.phoneNumber, uniquePhone(), '2026-11-22T10:00:00.000Z');
    expect(moved.sessionVersion).toBe(user.sessionVersion + 1);
  });

  it('removes a user for good, freeing their number for someone else; false for a user that is not there', async () => {
    const user = sampleUser();
    await users.create(user);
    expect(await users.remove(user.id)).toBe(true);
    expect(await users.get(user.id)).toBeNull();
    expect(await users.getByPhone(user.phoneNumber)).toBeNull();
    expect(await users.remove(user.id)).toBe(false);
    const next = sampleUser({ phoneNumber: user.phoneNumber });
    await users.create(next);
    expect(await users.getByPhone(user.phoneNumber)).toMatchObject({ id: next.id });
  });
}
