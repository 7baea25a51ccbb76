import { startLocalApp, type LocalApp } from '../../support/local-app';
import { uniquePhone } from '../../support/unique-phone';
import { postJson, signUp, textsFor } from './local-http';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app.stop());

const OUR_NUMBER = '+15550000000';

describe('GET /dev/sms', () => {
  it('lists the texts sent to a number, newest first, in the documented shape', async () => {
    const phone = uniquePhone();
    const other = uniquePhone();
    await postJson(app.baseUrl, '/api/auth/register/request-otp', { phoneNumber: phone });
    await postJson(app.baseUrl, '/api/auth/register/request-otp', { phoneNumber: other });
    await postJson(app.baseUrl, '/dev/clock/advance', { minutes: 1 });
    await postJson(app.baseUrl, '/api/auth/register/request-otp', { phoneNumber: phone });

    const texts = await textsFor(app.baseUrl, phone);
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(Object.keys(text).sort()).toEqual(['body', 'from', 'sentAt', 'status', 'to']);
      expect(text).toMatchObject({ to: phone, from: OUR_NUMBER, status: 'delivered', body: expect.stringMatching(/\b\d{6}\b/) });
    }
    expect(Date.parse(texts[0]!.sentAt)).toBeGreaterThan(Date.parse(texts[1]!.sentAt));

    const all = await textsFor(app.baseUrl);
    expect(all.map((t) => t.to)).toEqual(expect.arrayContaining([phone, other]));
    expect(all[0]).toEqual(texts[0]);
  });

  it('accepts the number with its + unencoded, as people type it in a URL', async () => {
    const phone = uniquePhone();
    await postJson(app.baseUrl, '/api/auth/register/request-otp', { phoneNumber: phone });
    const response = await fetch(`${app.baseUrl}/dev/sms?phone=${phone}`);
    expect(((await response.json()) as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it('refuses a number that is not one with 400', async () => {
    const response = await fetch(`${app.baseUrl}/dev/sms?phone=12`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
  });
});

describe('POST /dev/sms/reply', () => {
  it.each([
    ['no body at all', undefined, 'Request body is required'],
    ['broken JSON', '{"from":', 'Request body is not valid JSON'],
    ['a missing number', JSON.stringify({ body: 'DONE' }), 'Phone number is required'],
    ['an impossible number', JSON.stringify({ from: '12', body: 'DONE' }), 'Invalid phone number format'],
    ['an empty text', JSON.stringify({ from: '+15551234567', body: '   ' }), 'Message body is required'],
    ['an unknown field', JSON.stringify({ from: '+15551234567', body: 'DONE', to: 'x' }), ''],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await fetch(`${app.baseUrl}/dev/sms/reply`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(400);
    const error = ((await response.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('validation_failed');
    expect(error.message).toContain(message);
  });

  it('delivers the reply to the real inbound-SMS handler, which files it under the user', async () => {
    const phone = uniquePhone();
    const { userId } = await signUp(app.baseUrl, phone);

    const response = await postJson(app.baseUrl, '/dev/sms/reply', { from: phone, body: 'DONE' });
    expect(response.status).toBe(200);

    const [newest] = await textsFor(app.baseUrl, phone);
    expect(newest).toMatchObject({ from: phone, to: OUR_NUMBER, body: 'DONE', status: 'received' });
    const stored = await app.runtime.deps().messages.listForUser(userId);
    expect(stored).toEqual(expect.arrayContaining([expect.objectContaining({ direction: 'inbound', body: 'DONE', from: phone })]));
  });

  it('takes JSON only (another site cannot post it through the browser without a preflight)', async () => {
    const response = await fetch(`${app.baseUrl}/dev/sms/reply`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ from: '+15551234567', body: 'STOP' }),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
  });

  it('answers 405 for GET', async () => {
    const response = await fetch(`${app.baseUrl}/dev/sms/reply`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
