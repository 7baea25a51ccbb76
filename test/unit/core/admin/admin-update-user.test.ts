import { memoryReminders } from '../../../support/memory/memory-reminders';
import { memoryUsers } from '../../../support/memory/memory-users';
import { newUser, type User } from '#core/users/domain/user';
import { DomainError } from '#core/kernel/errors';
import type { UserDirectory } from '#core/admin/ports/user-directory';
import { adminUpdateUser } from '#core/admin/use-cases/admin-update-user';
import { LAST_ADMIN_MESSAGE } from '#core/accounts/use-cases/assert-another-admin-remains';
import { fakeClock } from '../../../support/fake-clock';
import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';
import { fakeBilling } from '../../../support/fake-billing';
import { memoryMetrics } from '../../../support/memory/memory-metrics';

/** A directory that knows only who the active admins are (what the last-admin rule asks). */
function adminsDirectory(users: () => Promise<User[]>, adminAccounts: number): UserDirectory {
  return {
    list: async () => ({ users: [], total: 0 }),
    search: async () => ({ users: [], total: 0 }),
    activeAdminUserIds: async () => (await users()).filter((u) => u.role === 'admin' && u.isActive).map((u) => u.id),
    activeAdminAccountCount: async () => adminAccounts,
  };
}

async function setup(adminAccounts: number) {
  const users = memoryUsers();
  const ids: string[] = [];
  const make = async (id: string, role: User['role']) => {
    const user = {
      ...newUser({
        id,
        phoneNumber: `+1555000${1000 + ids.length}`,
        firstName: id,
        lastName: 'X',
        email: `${id}@x.com`,
        timezone: 'America/New_York',
        smsTransactionalOptIn: true,
        smsMarketingOptIn: false,
        now: new Date('2025-01-01T00:00:00Z'),
      }),
      role,
    };
    await users.create(user);
    ids.push(id);
  };
  const all = async () => (await Promise.all(ids.map((id) => users.get(id)))).filter((u): u is User => u !== null);
  const deps = {
    users,
    userDirectory: adminsDirectory(all, adminAccounts),
    clock: fakeClock('2025-02-01T00:00:00Z'),
    reminders: memoryReminders(),
    scheduler: {
      scheduleAt: async () => undefined,
      scheduleWeekly: async () => undefined,
      cancel: async () => undefined,
    },
    destinations: { allowedCountries: DEFAULT_SMS_COUNTRIES },
    billing: fakeBilling(() => new Date('2025-02-01T00:00:00Z')),
    metrics: memoryMetrics(),
  };
  return { deps, make };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as DomainError,
  );

describe('the last active admin', () => {
  it.each([
    ['demoted', { role: 'user' as const }],
    ['deactivated', { isActive: false }],
  ])('cannot be %s when no other admin would remain (409, nothing changed)', async (_what, change) => {
    const { deps, make } = await setup(0);
    await make('boss', 'admin');
    await make('pleb', 'user');
    expect(await failure(adminUpdateUser(deps, 'boss', change))).toMatchObject({
      code: 'conflict',
      message: LAST_ADMIN_MESSAGE,
    });
    expect(await deps.users.get('boss')).toMatchObject({ role: 'admin', isActive: true });
  });

  it('can be demoted while another admin-role user, or an admin log-in account, is active', async () => {
    const two = await setup(0);
    await two.make('a', 'admin');
    await two.make('b', 'admin');
    await expect(adminUpdateUser(two.deps, 'a', { role: 'user' })).resolves.toMatchObject({ role: 'user' });
    expect(await failure(adminUpdateUser(two.deps, 'b', { isActive: false }))).toMatchObject({ code: 'conflict' });

    const withAccount = await setup(1);
    await withAccount.make('solo', 'admin');
    await expect(adminUpdateUser(withAccount.deps, 'solo', { isActive: false })).resolves.toMatchObject({
      isActive: false,
    });
  });

  it('may still be renamed, and an already inactive admin may be demoted', async () => {
    const { deps, make } = await setup(0);
    await make('boss', 'admin');
    await expect(
      adminUpdateUser(deps, 'boss', { firstName: 'Chief', role: 'admin', isActive: true }),
    ).resolves.toMatchObject({ firstName: 'Chief' });
  });
});

describe('a new phone number', () => {
  it.each([
    ['+979123456789', 'Texts to premium-rate, shared-cost and satellite numbers are not supported'],
    ['+447640123456', 'not a mobile number'],
    ['+18765550123', 'Texts to Jamaica are not supported yet'],
  ])('%s is refused as sign-up refuses it (400, nothing changed)', async (phoneNumber, message) => {
    const { deps, make } = await setup(0);
    await make('pat', 'user');
    const before = await deps.users.get('pat');
    const error = await failure(adminUpdateUser(deps, 'pat', { phoneNumber, firstName: 'Renamed' }));
    expect(error).toMatchObject({ code: 'validation_failed' });
    expect(error?.message).toContain(message);
    expect(await deps.users.get('pat')).toEqual(before);
  });

  it('a mobile number in a country we text is stored', async () => {
    const { deps, make } = await setup(0);
    await make('pat', 'user');
    await expect(adminUpdateUser(deps, 'pat', { phoneNumber: '+447400123456' })).resolves.toMatchObject({
      phoneNumber: '+447400123456',
    });
  });

  it("moves the billing customer's phone with it, and a provider failure leaves the edit standing", async () => {
    const { deps, make } = await setup(0);
    await make('pat', 'user');
    const { id } = await deps.billing.createCustomer({ userId: 'pat', email: 'p@x.com', name: 'P', phoneNumber: '+1' });
    await deps.users.update('pat', { stripeCustomerId: id }, '2025-02-01T00:00:00Z');
    const seen: unknown[] = [];
    await adminUpdateUser(deps, 'pat', { phoneNumber: '+447400123456' }, (outcome) => seen.push(outcome));
    expect(deps.billing.customers.get(id)?.phone).toBe('+447400123456');
    deps.billing.failPhoneUpdates = new Error('Stripe is down');
    await expect(
      adminUpdateUser(deps, 'pat', { phoneNumber: '+447400123457' }, (outcome) => seen.push(outcome)),
    ).resolves.toMatchObject({ phoneNumber: '+447400123457' });
    expect(seen).toEqual(['updated', { failed: 'Stripe is down' }]);
    expect(deps.billing.customers.get(id)?.phone).toBe('+447400123456');
    expect(deps.metrics.recorded).toContainEqual(expect.objectContaining({ name: 'BillingPhoneFailures' }));
  });
});
