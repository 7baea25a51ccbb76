import { newUser } from '../../../../lambdas/core/users/domain/user';
import { DomainError } from '../../../../lambdas/core/kernel/errors';
import { confirmPhoneChange } from '../../../../lambdas/core/accounts/use-cases/confirm-phone-change';
import { requestPhoneChangeCode } from '../../../../lambdas/core/accounts/use-cases/request-phone-change-code';
import { updateProfile } from '../../../../lambdas/core/accounts/use-cases/update-profile';
import { memoryAuthDeps } from '../../../support/memory-auth-deps';

const ALICE = '+12025550101';
const BOB = '+12025550102';
const NEW = '+12025550199';
const CLIENT = '198.51.100.7';

async function setup() {
  const deps = memoryAuthDeps('2026-11-21T15:00:00.000Z');
  const base = { lastName: 'L', email: 'a@example.com', timezone: 'America/New_York', smsTransactionalOptIn: true, smsMarketingOptIn: false, now: deps.clock.now() };
  await deps.users.create(newUser({ ...base, id: 'alice', firstName: 'Alice', phoneNumber: ALICE }));
  await deps.users.create(newUser({ ...base, id: 'bob', firstName: 'Bob', phoneNumber: BOB }));
  return deps;
}

const codeIn = (body: string) => /(\d{6})/.exec(body)![1]!;
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('updateProfile', () => {
  it('saves the given fields and stamps updatedAt', async () => {
    const deps = await setup();
    deps.clock.advanceMinutes(5);
    const profile = await updateProfile(deps, 'alice', { firstName: 'Al', quietHoursStart: '22:00' });
    expect(profile).toMatchObject({ firstName: 'Al', quietHoursStart: '22:00', quietHoursEnd: '08:00', updatedAt: '2026-11-21T15:05:00.000Z' });
  });

  it('accepts the number on file unchanged and refuses any other', async () => {
    const deps = await setup();
    await expect(updateProfile(deps, 'alice', { phoneNumber: ALICE, lastName: 'Liddell' })).resolves.toMatchObject({ lastName: 'Liddell' });
    const error = await refusal(updateProfile(deps, 'alice', { phoneNumber: NEW }));
    expect(error.code).toBe('validation_failed');
    expect((await deps.users.get('alice'))?.phoneNumber).toBe(ALICE);
  });
});

describe('changing the phone number', () => {
  it('moves the account only with the code sent to the new number for this account', async () => {
    const deps = await setup();
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    const sms = deps.sms.sent.at(-1)!;
    expect(sms.to).toBe(NEW);
    const before = (await deps.users.get('alice'))!.sessionVersion;
    const { token, user: profile } = await confirmPhoneChange(deps, 'alice', NEW, codeIn(sms.body), CLIENT);
    expect(profile.phoneNumber).toBe(NEW);
    // Every session of the account ends with the move; this device gets a fresh one at the new version.
    const after = (await deps.users.get('alice'))!.sessionVersion;
    expect(after).toBe(before + 1);
    expect(await deps.tokens.verify(token)).toMatchObject({ sub: 'alice', sv: after });
    expect((await deps.users.getByPhone(NEW))?.id).toBe('alice');
    expect(await deps.users.getByPhone(ALICE)).toBeNull();
  });

  it('refuses a code bound to another account', async () => {
    const deps = await setup();
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    const error = await refusal(confirmPhoneChange(deps, 'bob', NEW, codeIn(deps.sms.sent.at(-1)!.body), CLIENT));
    expect(error.code).toBe('validation_failed');
    expect((await deps.users.get('bob'))?.phoneNumber).toBe(BOB);
  });

  it('refuses a number held by another account, texting nothing', async () => {
    const deps = await setup();
    const error = await refusal(requestPhoneChangeCode(deps, 'alice', BOB, CLIENT));
    expect([error.code, error.message]).toEqual(['conflict', 'This phone number is already used by another account.']);
    expect(deps.sms.sent).toHaveLength(0);
  });

  it('keeps to the code limits: a second request within 30 seconds is refused', async () => {
    const deps = await setup();
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    const error = await refusal(requestPhoneChangeCode(deps, 'alice', NEW, CLIENT));
    expect(error.code).toBe('rate_limited');
  });
});
