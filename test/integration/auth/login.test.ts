import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { authApi } from '../../support/auth-api';
import { uniquePhone } from '../../support/unique-phone';

describe('log-in through the handlers on DynamoDB Local', () => {
  const api = authApi();

  async function registered(phone = uniquePhone()) {
    await api.call('registerRequestOtp', { phoneNumber: phone });
    const created = await api.call('registerVerifyOtp', {
      phoneNumber: phone,
      code: api.sms.lastCodeTo(phone),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      timezone: 'America/New_York',
    });
    expect(created.status).toBe(201);
    api.clock.advanceSeconds(30);
    return { phone, user: created.body.user };
  }

  it('texts a code to a registered number and exchanges it for a token and the profile', async () => {
    const { phone, user } = await registered();
    const sent = await api.call('login', { phoneNumber: phone.slice(2) }); // typed without +1
    expect(sent).toMatchObject({
      status: 200,
      body: { phoneNumber: phone, message: `Verification code sent to ${phone}` },
    });
    const session = await api.call('verifyLoginOtp', { phoneNumber: phone, code: api.sms.lastCodeTo(phone) });
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual(user);
    await expect(api.deps.tokens.verify(session.body.token)).resolves.toMatchObject({
      sub: user.id,
      role: 'user',
      sv: 0,
    });
    expect((await api.storedFor(phone)).loginCode).toBeNull();
  });

  it('six code requests by a stranger, then the owner logs in (429 for the stranger only, stored per requester, hashed)', async () => {
    const { phone, user } = await registered();
    const stranger = '203.0.113.66';
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await api.send('login', { body: { phoneNumber: phone }, sourceIp: stranger })).status);
      api.clock.advanceSeconds(31);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const owner = '192.0.2.10';
    expect((await api.send('login', { body: { phoneNumber: phone }, sourceIp: owner })).status).toBe(200);
    const session = await api.send('verifyLoginOtp', {
      body: { phoneNumber: phone, code: api.sms.lastCodeTo(phone) },
      sourceIp: owner,
    });
    expect(session).toMatchObject({ status: 200, body: { user: { id: user.id } } });
    const windows = (await api.storedFor(phone)).sends;
    expect(JSON.stringify(windows)).not.toContain(stranger);
    expect(JSON.stringify(windows)).not.toContain(owner);
  });

  it('the same code does not work twice', async () => {
    const { phone } = await registered();
    await api.call('login', { phoneNumber: phone });
    const code = api.sms.lastCodeTo(phone);
    expect((await api.call('verifyLoginOtp', { phoneNumber: phone, code })).status).toBe(200);
    expect(await api.call('verifyLoginOtp', { phoneNumber: phone, code })).toMatchObject({
      status: 400,
      body: { error: { message: 'Invalid verification code' } },
    });
  });

  it('answers an unknown number with 404 and shouldSignup, texting and storing nothing', async () => {
    const phone = uniquePhone();
    const texts = api.sms.sent.length;
    const result = await api.call('login', { phoneNumber: phone });
    expect(result).toEqual({
      status: 404,
      headers: expect.any(Object),
      body: { error: { code: 'not_found', message: 'No account found for this phone number' }, shouldSignup: true },
    });
    expect(api.sms.sent).toHaveLength(texts);
    expect(await api.storedFor(phone)).toEqual({
      guard: null,
      user: null,
      loginCode: null,
      registerCode: null,
      sends: null,
    });
  });

  it('refuses a deactivated account a code (403), texting nothing', async () => {
    const { phone, user } = await registered();
    await api.doc.send(
      new UpdateCommand({
        TableName: api.tables.data,
        Key: keys.user(user.id),
        UpdateExpression: 'SET isActive = :f',
        ExpressionAttributeValues: { ':f': false },
      }),
    );
    const before = await api.storedFor(phone);
    const texts = api.sms.sent.length;
    expect(await api.call('login', { phoneNumber: phone })).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: 'This account has been deactivated. Contact support for help.' } },
    });
    expect(api.sms.sent).toHaveLength(texts);
    expect(await api.storedFor(phone)).toEqual(before);
  });

  it('a code request for log-in does not count as, or verify, a sign-up', async () => {
    const { phone } = await registered();
    await api.call('login', { phoneNumber: phone });
    const loginCode = api.sms.lastCodeTo(phone);
    const other = uniquePhone();
    const result = await api.call('registerVerifyOtp', {
      phoneNumber: other,
      code: loginCode,
      firstName: 'Eve',
      lastName: 'X',
      email: 'eve@example.com',
      timezone: 'America/New_York',
    });
    expect(result).toMatchObject({ status: 400, body: { error: { message: 'Invalid verification code' } } });
    expect(await api.storedFor(other)).toEqual({
      guard: null,
      user: null,
      loginCode: null,
      registerCode: null,
      sends: null,
    });
  });
});
