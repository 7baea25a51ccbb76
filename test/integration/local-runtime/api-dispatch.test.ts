import { startLocalApp, type LocalApp } from '../../support/local-app';
import { uniquePhone } from '../../support/unique-phone';
import { latestCode, postJson, signUp, textsFor } from './local-http';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app.stop());

describe('/api through the route table to the real handlers', () => {
  it('logs in: code requested, read off the phone simulator, verified for a session', async () => {
    const phone = uniquePhone();
    await signUp(app.baseUrl, phone);
    // The sign-up code was sent moments ago; a new one may be requested 30 s later on the app's clock.
    expect((await postJson(app.baseUrl, '/dev/clock/advance', { minutes: 1 })).status).toBe(200);

    const sent = await postJson(app.baseUrl, '/api/auth/login', { phoneNumber: phone });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ phoneNumber: phone, message: `Verification code sent to ${phone}` });
    const code = await latestCode(app.baseUrl, phone);

    const verified = await postJson(app.baseUrl, '/api/auth/verify-login-otp', { phoneNumber: phone, code });
    expect(verified.status).toBe(200);
    const session = (await verified.json()) as { token: string; user: { phoneNumber: string } };
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.user.phoneNumber).toBe(phone);
  });

  it("passes the handler's own errors through: an unknown number is told to sign up", async () => {
    const response = await postJson(app.baseUrl, '/api/auth/login', { phoneNumber: uniquePhone() });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No account found for this phone number' },
      shouldSignup: true,
    });
  });

  it('sends no text when the handler refuses the input', async () => {
    const before = (await textsFor(app.baseUrl)).length;
    const response = await postJson(app.baseUrl, '/api/auth/login', { phoneNumber: 'not a number' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    expect((await textsFor(app.baseUrl)).length).toBe(before);
  });

  it('answers 404 with the JSON error body for a path no contract has', async () => {
    const response = await fetch(`${app.baseUrl}/api/no/such/thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No API endpoint at /no/such/thing' },
    });
  });

  it('answers 405 with Allow for a known path and the wrong method', async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/login`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');

    const withParam = await fetch(`${app.baseUrl}/api/tasks/abc/status`, { method: 'DELETE' });
    expect(withParam.status).toBe(405);
    expect(withParam.headers.get('allow')).toBe('PUT');
  });

  it('cuts a body over 1 MB off with 413, declared length or streamed', async () => {
    const big = '{"phoneNumber":"' + 'x'.repeat(2 * 1024 * 1024) + '"}';
    const declared = await postJson(app.baseUrl, '/api/auth/login', JSON.parse(big));
    expect(declared.status).toBe(413);
    // Refused by the server itself (1 MB), before the handler's own smaller limit could see it.
    const tooLarge = { error: { code: 'payload_too_large', message: 'Request body is too large (limit 1024 KB)' } };
    expect(await declared.json()).toEqual(tooLarge);

    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 3 * 1024 * 1024) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const streamed = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(tooLarge);

    // The server is still fine afterwards.
    expect((await fetch(`${app.baseUrl}/dev/clock`)).status).toBe(200);
  });

  it('puts the security headers on API answers too', async () => {
    const response = await fetch(`${app.baseUrl}/api/nope`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
