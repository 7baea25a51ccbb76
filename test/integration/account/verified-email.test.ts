import { randomUUID } from 'node:crypto';
import { lastCodeTo, request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

interface MailJson {
  bouncing: boolean;
  emails: { subject: string; text: string; html: string; status: string }[];
}
const uniqueEmail = (name = 'ada') => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const mailTo = async (address: string): Promise<MailJson> =>
  (await fetch(`${app.baseUrl}/dev/mail?to=${encodeURIComponent(address)}`)).json() as Promise<MailJson>;
const codeIn = (text: string) => / is (\d{6})\./.exec(text)?.[1] ?? '';
const lastEmailCode = async (address: string) => codeIn((await mailTo(address)).emails[0]?.text ?? '');
const profileOf = async (token: string) => (await request(app.baseUrl, 'GET', '/api/user/profile', { token })).body;
const verify = (token: string, code: unknown) =>
  request(app.baseUrl, 'POST', '/api/user/email/verify', { token, body: { code } });
const resend = (token: string) => request(app.baseUrl, 'POST', '/api/user/email/resend', { token });
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const signUpWith = (email: string) => signUpOverHttp(app.baseUrl, undefined, { email });

describe('a verified email', () => {
  it('sign-up sends one email with a code and a link; the code verifies the address once', async () => {
    const email = uniqueEmail();
    const { token } = await signUpWith(email);
    const { emails } = await mailTo(email);
    expect(emails).toHaveLength(1);
    const code = codeIn(emails[0]!.text);
    expect(emails[0]!.text).toContain(`/verify-email?account=`);
    expect(emails[0]!.text).toContain(`&code=${code}`);
    expect(await profileOf(token)).toMatchObject({ email, emailVerified: false, emailSuppressed: false });

    expect(await verify(token, code)).toMatchObject({
      status: 200,
      body: { email, emailVerified: true, emailSuppressed: false },
    });
    expect(await profileOf(token)).toMatchObject({ emailVerified: true });
    // Replayed: the code was used up.
    expect(await verify(token, code)).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Invalid verification code' } },
    });
    expect(await resend(token)).toMatchObject({
      status: 409,
      body: { error: { message: 'Your email is already verified.' } },
    });
  });

  it('the link landing verifies without a session; a bad account id or code is a 400 naming it', async () => {
    const email = uniqueEmail();
    const { user } = await signUpWith(email);
    const code = await lastEmailCode(email);
    const land = (body: unknown) => request(app.baseUrl, 'POST', '/api/auth/verify-email', { body });

    expect(await land({ account: 'not an id!', code })).toMatchObject({
      status: 400,
      body: { error: { issues: [{ path: 'account' }] } },
    });
    expect(await land({ account: user.id, code: '12ab' })).toMatchObject({
      status: 400,
      body: { error: { message: 'Verification code must be 6 digits' } },
    });
    expect(await land({ account: randomUUID(), code })).toMatchObject({
      status: 400,
      body: { error: { message: 'Invalid verification code' } },
    });
    expect(await land({ account: user.id, code })).toMatchObject({ status: 200, body: { email, emailVerified: true } });
    expect(await land({ account: user.id, code })).toMatchObject({ status: 400 });
  });

  it('wrong codes count against the attempts (the fifth says so), and a code past its 10 minutes has expired', async () => {
    const email = uniqueEmail();
    const { token } = await signUpWith(email);
    const code = await lastEmailCode(email);
    for (let i = 1; i <= 4; i += 1) expect((await verify(token, otherThan(code))).status).toBe(400);
    expect(await verify(token, otherThan(code))).toMatchObject({
      status: 429,
      body: { error: { message: 'Too many wrong tries. Request a new code.' } },
    });
    expect((await verify(token, code)).status).toBe(429);

    app.runtime.clock.advance(1);
    expect((await resend(token)).status).toBe(200);
    const fresh = await lastEmailCode(email);
    app.runtime.clock.advance(11);
    expect(await verify(token, fresh)).toMatchObject({
      status: 400,
      body: { error: { message: 'This code has expired. Request a new one.' } },
    });
  });

  it('an emailed code is no texted code, and a texted code no emailed one', async () => {
    const email = uniqueEmail();
    const { token, phone } = await signUpWith(email);
    const emailed = await lastEmailCode(email);
    app.runtime.clock.advance(1);
    expect((await request(app.baseUrl, 'POST', '/api/auth/login', { body: { phoneNumber: phone } })).status).toBe(200);
    const texted = await lastCodeTo(app.baseUrl, phone);

    if (texted !== emailed) {
      expect(
        (
          await request(app.baseUrl, 'POST', '/api/auth/verify-login-otp', {
            body: { phoneNumber: phone, code: emailed },
          })
        ).status,
      ).toBe(400);
      expect((await verify(token, texted)).status).toBe(400);
    }
    // Both still work for what they were sent for.
    expect((await verify(token, emailed)).status).toBe(200);
    expect(
      (await request(app.baseUrl, 'POST', '/api/auth/verify-login-otp', { body: { phoneNumber: phone, code: texted } }))
        .status,
    ).toBe(200);
  });

  it('resending waits 30 seconds and allows 5 emails an hour (the sign-up email counts)', async () => {
    const email = uniqueEmail();
    const { token } = await signUpWith(email);
    expect(await resend(token)).toMatchObject({
      status: 429,
      body: { error: { message: expect.stringMatching(/^Please wait \d+ seconds? before requesting another code$/) } },
    });
    for (let i = 2; i <= 5; i += 1) {
      app.runtime.clock.advance(0.6);
      expect(await resend(token)).toMatchObject({
        status: 200,
        body: { email, emailVerified: false, resendAfterSeconds: 30, expiresInSeconds: 600 },
      });
    }
    app.runtime.clock.advance(0.6);
    expect(await resend(token)).toMatchObject({
      status: 429,
      body: { error: { message: expect.stringMatching(/^Too many codes requested for this email address\./) } },
    });
    expect((await mailTo(email)).emails).toHaveLength(5);
    // Only the latest code works.
    const latest = await lastEmailCode(email);
    expect((await verify(token, latest)).status).toBe(200);
  });

  it('an email change sends the code to the new address and a notice with no code to the old; it needs the new code', async () => {
    const before = uniqueEmail('old');
    const after = uniqueEmail('new');
    const { token } = await signUpWith(before);
    expect((await verify(token, await lastEmailCode(before))).status).toBe(200);

    // Past the 30 s the account waits between emailed codes (as Resend would).
    app.runtime.clock.advance(0.6);
    const saved = await request(app.baseUrl, 'PUT', '/api/user/profile', { token, body: { email: after } });
    expect(saved).toMatchObject({ status: 200, body: { email: after, emailVerified: false } });
    const [notice] = (await mailTo(before)).emails;
    expect(notice!.subject).toBe('NagText: the email on your account was changed');
    expect(notice!.text).toMatch(/changed from this address to n•••@example\.com on /);
    expect(`${notice!.subject}${notice!.text}${notice!.html}`).not.toMatch(/\b\d{6}\b/);
    const newCode = await lastEmailCode(after);
    expect(newCode).toMatch(/^\d{6}$/);
    expect(await profileOf(token)).toMatchObject({ email: after, emailVerified: false });
    expect(await verify(token, newCode)).toMatchObject({ status: 200, body: { email: after, emailVerified: true } });
  });

  it('an address another account verified is refused with a 409 naming the email; a stale claim is not', async () => {
    const shared = uniqueEmail('shared');
    const first = await signUpWith(shared);
    expect((await verify(first.token, await lastEmailCode(shared))).status).toBe(200);
    // The second account gets no email for it at sign-up, and cannot take it.
    const second = await signUpWith(uniqueEmail('second'));
    const taken = await request(app.baseUrl, 'PUT', '/api/user/profile', {
      token: second.token,
      body: { email: shared.toUpperCase() },
    });
    expect(taken).toMatchObject({
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: 'This email is already used by another account. Use another address.',
          issues: [{ path: 'email' }],
        },
      },
    });
    // Once the first account moves to another address, the old one is free.
    await request(app.baseUrl, 'PUT', '/api/user/profile', {
      token: first.token,
      body: { email: uniqueEmail('moved') },
    });
    app.runtime.clock.advance(1);
    const free = await request(app.baseUrl, 'PUT', '/api/user/profile', {
      token: second.token,
      body: { email: shared },
    });
    expect(free).toMatchObject({ status: 200, body: { email: shared, emailVerified: false } });
    expect((await verify(second.token, await lastEmailCode(shared))).status).toBe(200);
  });

  it('a bounced address is suppressed: Settings says so and nothing more is sent to it', async () => {
    const email = uniqueEmail('bouncy');
    const { token } = await signUpWith(email);
    const bounced = await fetch(`${app.baseUrl}/dev/mail/bounce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: email }),
    });
    expect(bounced.status).toBe(200);
    expect(await profileOf(token)).toMatchObject({ emailVerified: false, emailSuppressed: true });
    app.runtime.clock.advance(1);
    expect(await resend(token)).toMatchObject({
      status: 409,
      body: {
        error: { message: expect.stringMatching(/^Emails to this address bounced/), issues: [{ path: 'email' }] },
      },
    });
    expect(await mailTo(email)).toMatchObject({ bouncing: true });
    expect((await mailTo(email)).emails).toHaveLength(1);
  });

  it('the email routes need a session, and the mailbox refuses a bad address or body with a 4xx', async () => {
    expect((await request(app.baseUrl, 'POST', '/api/user/email/resend', {})).status).toBe(401);
    expect((await request(app.baseUrl, 'POST', '/api/user/email/verify', { body: { code: '123456' } })).status).toBe(
      401,
    );
    expect((await fetch(`${app.baseUrl}/dev/mail?to=nonsense`)).status).toBe(400);
    const noJson = await fetch(`${app.baseUrl}/dev/mail/bounce`, { method: 'POST', body: 'x' });
    expect(noJson.status).toBe(415);
  });
});
