import { accountEmails, maskedEmail } from '#core/auth/domain/account-emails';
import { emailCodeBinding, verificationLink } from '#core/auth/domain/email-verification';
import { otpBinding } from '#core/auth/domain/otp-policy';
import { escapeHtml, normalizeEmail, sameEmail } from '#core/mailing/domain/email-address';
import { isEmailVerified } from '#core/users/domain/email-status';

const SIX_DIGITS = /\b\d{6}\b/;

describe('the emails, each for what it says', () => {
  const verification = accountEmails.verification({
    firstName: 'Ada',
    code: '482913',
    link: 'http://localhost:3000/verify-email?account=u1&code=482913',
  });
  const changed = accountEmails.emailChanged({
    firstName: 'Ada',
    newAddress: 'grace@example.org',
    at: new Date('2026-11-24T14:30:00Z'),
    timezone: 'America/New_York',
  });

  it.each([
    ['the code', 'Your code to confirm this email address for NagText is 482913. It expires in 10 minutes.'],
    [
      'the link that does the same',
      'Or open this link to confirm it: http://localhost:3000/verify-email?account=u1&code=482913',
    ],
    [
      'why it matters',
      'A confirmed email lets you get your account back if you ever lose access to your phone number.',
    ],
    ['what to do if nobody asked', "Didn't ask? Ignore this email: without the code nothing changes."],
  ])('the verification email says %s', (_what, words) => {
    expect(verification.text).toContain(words);
  });

  it('the verification email has the code in its subject, and its HTML part has the same link as a link', () => {
    expect(verification.subject).toBe('NagText: confirm your email (code 482913)');
    expect(verification.html).toContain(
      '<a href="http://localhost:3000/verify-email?account=u1&amp;code=482913">http://localhost:3000/verify-email?account=u1&amp;code=482913</a>',
    );
  });

  it.each([
    [
      'what changed, to what (masked) and when, in the zone',
      'changed from this address to g•••@example.org on Tue Nov 24, 9:30 AM (America/New_York).',
    ],
    ['that nothing is needed if it was them', 'If you made this change, there is nothing to do.'],
    ['what to do if it was not them', 'put your own email back in Settings and choose "Log out everywhere"'],
  ])('the email-change notice says %s', (_what, words) => {
    expect(changed.text).toContain(words);
  });

  it('no notice reveals a code: the email-change notice has no six digits, in text, subject or HTML', () => {
    for (const part of [changed.subject, changed.text, changed.html]) expect(part).not.toMatch(SIX_DIGITS);
  });

  it('escapes what a person typed in the HTML part', () => {
    const email = accountEmails.emailChanged({
      firstName: '<b>Eve</b>',
      newAddress: 'e@x.io',
      at: new Date(0),
      timezone: 'UTC',
    });
    expect(email.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(email.html).not.toContain('<b>Eve');
  });
});

describe('the security notices, each naming what happened, when (in the zone), and what to do if it was not them', () => {
  const common = {
    firstName: 'Ada',
    at: new Date('2026-11-24T14:30:00Z'),
    timezone: 'America/New_York',
    supportEmail: 'support@nagtext.com',
  };
  const numberChanged = accountEmails.numberChanged({ ...common, newPhone: '+12025550199' });
  const deletionCode = accountEmails.deletionCodeSent({ ...common, phone: '+12025550101' });
  const deleted = accountEmails.accountDeleted({ ...common, phone: '+12025550101' });
  const deletedBySupport = accountEmails.deletedBySupport({ ...common, phone: '+12025550101' });

  it.each([
    [
      numberChanged,
      'NagText: the phone number on your account was changed',
      'was changed to +1 ...0199 on Tue Nov 24, 9:30 AM (America/New_York).',
      'If it was not you: someone could read texts to both numbers. Email support@nagtext.com from this address right away',
    ],
    [
      deletionCode,
      'NagText: someone asked to delete your account',
      'A code to delete your NagText account was texted to your number +1 ...0101 on Tue Nov 24, 9:30 AM (America/New_York).',
      'If it was not you: do not give the code to anyone. Someone is logged in to your account: log in to NagText, choose "Log out everywhere"',
    ],
    [
      deleted,
      'NagText: your account was deleted',
      'Your NagText account (number +1 ...0101) and everything in it were deleted on Tue Nov 24, 9:30 AM (America/New_York)',
      'If it was not you: someone had your phone and a logged-in session. Email support@nagtext.com',
    ],
    [
      deletedBySupport,
      'NagText: your account was deleted by our support team',
      "Your NagText account (number +1 ...0101) and everything in it were deleted by NagText's support team on Tue Nov 24, 9:30 AM (America/New_York).",
      'If you did not ask for this or have a question about it, email support@nagtext.com from this address',
    ],
  ])('%#: says what happened, when, and what to do if it was not them', (email, subject, what, notYou) => {
    expect(email.subject).toBe(subject);
    expect(email.text).toContain('Hi Ada,');
    expect(email.text).toContain(what);
    expect(email.text).toContain(notYou);
    expect(email.html).toContain(escapeHtml(notYou));
  });

  it('no security notice reveals a code or spells out a number: no six digits in subject, text or HTML', () => {
    for (const email of [numberChanged, deletionCode, deleted, deletedBySupport])
      for (const part of [email.subject, email.text, email.html]) {
        expect(part).not.toMatch(SIX_DIGITS);
        expect(part).not.toContain('2025550');
      }
  });

  it('the deletion-code notice says the code is only in the text', () => {
    expect(deletionCode.text).toContain('The code is only in that text.');
  });
});

describe('email rules', () => {
  it.each([
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['a.b+c@x.io', 'a.b+c@x.io'],
  ])('normalizes %j to %j', (typed, normal) => {
    expect(normalizeEmail(typed)).toBe(normal);
    expect(sameEmail(typed, normal)).toBe(true);
  });

  it.each([
    [{ email: 'ada@example.com' }, false],
    [{ email: 'ada@example.com', verifiedEmail: 'ada@example.com' }, true],
    [{ email: 'Ada@Example.com', verifiedEmail: 'ada@example.com' }, true],
    [{ email: 'new@example.com', verifiedEmail: 'ada@example.com' }, false],
  ])('%j is verified: %s', (user, verified) => {
    expect(isEmailVerified(user)).toBe(verified);
  });

  it.each([
    ['ada@example.com', 'a•••@example.com'],
    ['x@y.z', 'x•••@y.z'],
    ['nonsense', '•••'],
  ])('masks %s as %s', (address, masked) => {
    expect(maskedEmail(address)).toBe(masked);
  });

  it('binds an emailed code to its purpose, account and address: never the binding of a texted code', () => {
    expect(emailCodeBinding('u1', 'ada@example.com')).toBe('email_verify:u1:ada@example.com');
    expect(emailCodeBinding('u1', 'ada@example.com')).not.toBe(otpBinding('login', 'u1'));
    expect(emailCodeBinding('u1', 'ada@example.com')).not.toBe(emailCodeBinding('u1', 'other@example.com'));
  });

  it('links to the landing page with the account and code, whatever slash the base ends with', () => {
    expect(verificationLink('https://app.example.com/', 'u-1', '012345')).toBe(
      'https://app.example.com/verify-email?account=u-1&code=012345',
    );
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
