import { randomUUID } from 'node:crypto';
import { newUser } from '#core/users/domain/user';
import { authApi } from '../../support/auth-api';
import { typedForm, uniquePhone } from '../../support/unique-phone';

const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  timezone: 'America/Chicago',
  smsTransactionalOptIn: true,
  smsMarketingOptIn: false,
};

describe('sign-up through the handlers on DynamoDB Local', () => {
  const api = authApi();

  it('texts a code, creates the account from it and returns a working session', async () => {
    const phone = uniquePhone();
    const sent = await api.call('registerRequestOtp', { phoneNumber: typedForm(phone) });
    expect(sent).toMatchObject({
      status: 200,
      body: { phoneNumber: phone, resendAfterSeconds: 30, expiresInSeconds: 600 },
    });
    const code = api.sms.lastCodeTo(phone);
    expect(api.sms.sent.at(-1)!.body).toBe(
      `NagText: your verification code is ${code}. It expires in 10 minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
    );
    const stored = await api.storedFor(phone);
    expect(stored.registerCode).toMatchObject({ attempts: 0 });
    expect(JSON.stringify(stored.registerCode)).not.toContain(code);

    api.clock.advanceSeconds(40);
    const created = await api.call('registerVerifyOtp', { phoneNumber: phone, code, ...profile });
    expect(created.status).toBe(201);
    expect(created.body.user).toEqual({
      id: expect.any(String),
      phoneNumber: phone,
      ...profile,
      smsOptedOut: false,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
      nagStyle: 'standard',
      weeklySummaryOptIn: false,
      isPhoneVerified: true,
      emailVerified: false,
      subscriptionStatus: 'none',
      role: 'user',
      createdAt: api.clock.now().toISOString(),
      updatedAt: api.clock.now().toISOString(),
    });
    const claims = await api.deps.tokens.verify(created.body.token);
    expect(claims).toMatchObject({ sub: created.body.user.id, role: 'user', sv: 0 });
    await expect(
      api.deps.callers.findActive(created.body.user.id, { version: claims!.sv, id: claims!.sid }),
    ).resolves.toMatchObject({ kind: 'user' });

    const after = await api.storedFor(phone);
    expect(after.guard).toMatchObject({ userId: created.body.user.id });
    expect(after.user).toMatchObject({ id: created.body.user.id, isActive: true, role: 'user' });
    expect(after.registerCode).toBeNull();
  });

  it('accepts the opt-ins left out (both false)', async () => {
    const phone = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: phone });
    const { smsTransactionalOptIn, smsMarketingOptIn, ...rest } = profile;
    void smsTransactionalOptIn;
    void smsMarketingOptIn;
    const created = await api.call('registerVerifyOtp', {
      phoneNumber: phone,
      code: api.sms.lastCodeTo(phone),
      ...rest,
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ smsTransactionalOptIn: false, smsMarketingOptIn: false });
  });

  it('refuses a code request for a registered number with 409, texting and storing nothing', async () => {
    const phone = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: phone });
    await api.call('registerVerifyOtp', { phoneNumber: phone, code: api.sms.lastCodeTo(phone), ...profile });
    api.clock.advanceMinutes(2);
    const before = await api.storedFor(phone);
    const texts = api.sms.sent.length;

    const again = await api.call('registerRequestOtp', { phoneNumber: phone });
    expect(again).toMatchObject({
      status: 409,
      body: {
        error: { code: 'conflict', message: 'An account with this phone number already exists. Log in instead.' },
      },
    });
    expect(api.sms.sent).toHaveLength(texts);
    expect(await api.storedFor(phone)).toEqual(before);
  });

  it('refuses to register a number that was taken after its code was sent, keeping the first account', async () => {
    const phone = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: phone });
    const firstCode = api.sms.lastCodeTo(phone);
    // Someone else finishes sign-up for the same number first (a second code request, 30 s later).
    api.clock.advanceSeconds(30);
    await api.call('registerRequestOtp', { phoneNumber: phone });
    const winner = await api.call('registerVerifyOtp', {
      phoneNumber: phone,
      code: api.sms.lastCodeTo(phone),
      ...profile,
      firstName: 'Grace',
    });
    expect(winner.status).toBe(201);
    const before = await api.storedFor(phone);

    // The first code was replaced by the second and that one is spent: a wrong code, like any other.
    const late = await api.call('registerVerifyOtp', { phoneNumber: phone, code: firstCode, ...profile });
    expect(late).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    expect(await api.storedFor(phone)).toEqual(before);
    expect((await api.storedFor(phone)).user).toMatchObject({ firstName: 'Grace' });
  });

  it('answers a wrong code the same whether or not the number has an account, texting nothing', async () => {
    const registered = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: registered });
    await api.call('registerVerifyOtp', { phoneNumber: registered, code: api.sms.lastCodeTo(registered), ...profile });
    const unknown = uniquePhone();
    const texts = api.sms.sent.length;
    const before = await api.storedFor(registered);

    const probes = await Promise.all(
      [registered, unknown].map((phoneNumber) =>
        api.call('registerVerifyOtp', { phoneNumber, code: '123456', ...profile }),
      ),
    );
    expect(probes[0]).toEqual(probes[1]);
    expect(probes[0]).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    expect(api.sms.sent).toHaveLength(texts);
    expect(await api.storedFor(registered)).toEqual(before);
    expect((await api.storedFor(unknown)).user).toBeFalsy();
  });

  it('a right code for a number registered meanwhile is refused with 409, keeping the first account', async () => {
    const phone = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: phone });
    const code = api.sms.lastCodeTo(phone);
    const first = newUser({ id: randomUUID(), phoneNumber: phone, ...profile, now: api.clock.now() });
    await api.deps.users.create(first);
    const late = await api.call('registerVerifyOtp', { phoneNumber: phone, code, ...profile });
    expect(late).toMatchObject({
      status: 409,
      body: {
        error: { code: 'conflict', message: 'An account with this phone number already exists. Log in instead.' },
      },
    });
    expect((await api.storedFor(phone)).guard).toMatchObject({ userId: first.id });
  });

  it('two simultaneous verifications of one code create one account', async () => {
    const phone = uniquePhone();
    await api.call('registerRequestOtp', { phoneNumber: phone });
    const code = api.sms.lastCodeTo(phone);
    const results = await Promise.all(
      [1, 2, 3].map(() => api.call('registerVerifyOtp', { phoneNumber: phone, code, ...profile })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others lose either the code (400) or, arriving later, find the number taken (409).
    for (const s of statuses.filter((x) => x !== 201)) expect([400, 409]).toContain(s);
    const winner = results.find((r) => r.status === 201)!;
    expect((await api.storedFor(phone)).guard).toMatchObject({ userId: winner.body.user.id });
  });
});
