import { randomUUID } from 'node:crypto';
import { lastCodeTo, request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { uniquePhone } from '../../support/unique-phone';
import { newAdmin } from '../../support/e2e/admin-login';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

interface MailJson {
  emails: { subject: string; text: string; html: string }[];
}
const mailTo = async (address: string): Promise<MailJson> =>
  (await fetch(`${app.baseUrl}/dev/mail?to=${encodeURIComponent(address)}`)).json() as Promise<MailJson>;
const subjectsTo = async (address: string) => (await mailTo(address)).emails.map((e) => e.subject);
const codeIn = (text: string) => / is (\d{6})\./.exec(text)?.[1] ?? '';
const noCode = (email: { subject: string; text: string; html: string }) =>
  expect(`${email.subject}${email.text}${email.html}`).not.toMatch(/\b\d{6}\b/);
/** The texts the phone simulator holds for `phone`, newest first. */
const textsTo = async (phone: string): Promise<string[]> => {
  const res = await fetch(`${app.baseUrl}/dev/sms?phone=${encodeURIComponent(phone)}`);
  const { messages } = (await res.json()) as { messages: { to: string; body: string }[] };
  return messages.filter((m) => m.to === phone).map((m) => m.body);
};
/** Past the 30 s a number or an account waits between two codes. */
const pastTheWait = () => app.runtime.clock.advance(0.6);

/** A new account whose email is verified (through the code in /dev/mail). */
async function verifiedAccount() {
  const email = `ada.${randomUUID().slice(0, 8)}@example.com`;
  const session = await signUpOverHttp(app.baseUrl, undefined, { email });
  const code = codeIn((await mailTo(email)).emails[0]!.text);
  const verified = await request(app.baseUrl, 'POST', '/api/user/email/verify', {
    token: session.token,
    body: { code },
  });
  expect(verified.status).toBe(200);
  return { ...session, email };
}

describe('security notices in the local mailbox', () => {
  it('a number change, a deletion code and the deletion each reach the verified email once, none with a code', async () => {
    const { token, phone, email } = await verifiedAccount();

    // The number changes: both codes from the phone simulator.
    const next = uniquePhone();
    pastTheWait();
    const asked = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/request', {
      token,
      body: { phoneNumber: next },
    });
    expect(asked.status).toBe(200);
    const moved = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/verify', {
      token,
      body: {
        phoneNumber: next,
        code: await lastCodeTo(app.baseUrl, next),
        currentNumberCode: await lastCodeTo(app.baseUrl, phone),
      },
    });
    expect(moved.status).toBe(200);
    const [numberNotice] = (await mailTo(email)).emails;
    expect(numberNotice!.subject).toBe('NagText: the phone number on your account was changed');
    expect(numberNotice!.text).toContain(`was changed to +1 ...${next.slice(-4)} on `);
    expect(numberNotice!.text).toContain('(America/New_York)');
    noCode(numberNotice!);
    const newToken = moved.body.token as string;

    // A deletion code, asked twice: texted twice, told once.
    pastTheWait();
    const ask = () => request(app.baseUrl, 'POST', '/api/user/account/deletion-code', { token: newToken });
    expect((await ask()).status).toBe(200);
    const code = await lastCodeTo(app.baseUrl, next);
    pastTheWait();
    expect((await ask()).status).toBe(200);
    const deletionNotices = (await mailTo(email)).emails.filter((e) => /asked to delete/.test(e.subject));
    expect(deletionNotices).toHaveLength(1);
    expect(deletionNotices[0]!.text).not.toContain(code);
    noCode(deletionNotices[0]!);

    // The account goes, and the address on file hears of it last.
    const deleted = await request(app.baseUrl, 'POST', '/api/user/account/delete', {
      token: newToken,
      body: { code: await lastCodeTo(app.baseUrl, next) },
    });
    expect(deleted.status).toBe(200);
    const [last] = (await mailTo(email)).emails;
    expect(last!.subject).toBe('NagText: your account was deleted');
    noCode(last!);
    expect(await subjectsTo(email)).toEqual([
      'NagText: your account was deleted',
      'NagText: someone asked to delete your account',
      'NagText: the phone number on your account was changed',
      expect.stringMatching(/^NagText: confirm your email/),
    ]);
  });

  it('an unverified address hears nothing of a deletion code', async () => {
    const email = `typo.${randomUUID().slice(0, 8)}@example.com`;
    const { token } = await signUpOverHttp(app.baseUrl, undefined, { email });
    pastTheWait();
    expect((await request(app.baseUrl, 'POST', '/api/user/account/deletion-code', { token })).status).toBe(200);
    expect(await subjectsTo(email)).toEqual([expect.stringMatching(/^NagText: confirm your email/)]);
  });

  it('a number change texts the number left behind (and emails), with when and no code', async () => {
    const { token, phone, email } = await verifiedAccount();
    const next = uniquePhone();
    pastTheWait();
    await request(app.baseUrl, 'POST', '/api/auth/verify-phone/request', { token, body: { phoneNumber: next } });
    const moved = await request(app.baseUrl, 'POST', '/api/auth/verify-phone/verify', {
      token,
      body: {
        phoneNumber: next,
        code: await lastCodeTo(app.baseUrl, next),
        currentNumberCode: await lastCodeTo(app.baseUrl, phone),
      },
    });
    expect(moved.status).toBe(200);
    const [toOld] = await textsTo(phone);
    expect(toOld).toMatch(
      new RegExp(
        `^NagText: your account's number was changed to \\+1 \\.\\.\\.${next.slice(-4)} on .+\\. Not you\\? Email support@nagtext\\.com$`,
      ),
    );
    expect(toOld).not.toMatch(/\b\d{6}\b/);
    expect((await mailTo(email)).emails[0]!.subject).toBe('NagText: the phone number on your account was changed');
  });

  it('the admin deleting a user emails the verified address and texts the number, once, after the erase', async () => {
    const { phone, email, user } = await verifiedAccount();
    const admin = await request(app.baseUrl, 'POST', '/api/auth/admin/login', { body: await newAdmin('notices') });
    expect(admin.status).toBe(200);
    const del = () =>
      request(app.baseUrl, 'DELETE', `/api/admin/users/${user.id}`, { token: admin.body.token as string });
    expect((await del()).status).toBe(200);

    const [notice] = (await mailTo(email)).emails;
    expect(notice!.subject).toBe('NagText: your account was deleted by our support team');
    expect(notice!.text).toContain("were deleted by NagText's support team on ");
    expect(notice!.text).toContain('email support@nagtext.com');
    noCode(notice!);
    const [lastText] = await textsTo(phone);
    expect(lastText).toMatch(
      /^NagText: our support team deleted your account and everything in it on .+\. Didn't ask for it\? Email support@nagtext\.com$/,
    );

    // Again: the user is gone, nobody is told twice.
    expect((await del()).status).toBe(404);
    expect((await mailTo(email)).emails.filter((e) => /support team/.test(e.subject))).toHaveLength(1);
    expect((await textsTo(phone)).filter((t) => /support team/.test(t))).toHaveLength(1);
  });
});
