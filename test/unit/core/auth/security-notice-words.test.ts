import { accountTexts } from '#core/accounts/domain/account-texts';
import { accountEmails } from '#core/auth/domain/account-emails';
import { escapeHtml } from '#core/mailing/domain/email-address';
import { recoveryTexts } from '#core/recovery/domain/recovery-texts';
import { smsEncoding, smsSegments } from '#core/texting/domain/sms-segments';

/**
 * Issue 34: "Each [security notice] names what happened, when, and what to do if it was not you. No notice reveals a
 * code." Every notice, email and text, against that sentence. (A deletion code's own text is the number's notice of
 * it and carries the code by design: it is a code text, read in code-texts.test.ts, not a notice.)
 */

const NY = 'America/New_York';
/** Tuesday Nov 24 2026, 9:30 AM in New York. */
const AT = new Date('2026-11-24T14:30:00Z');
const WHEN = 'Tue Nov 24, 9:30 AM';
const common = { firstName: 'Ada', at: AT, timezone: NY, supportEmail: 'support@nagtext.com' };
const SIX_DIGITS = /\b\d{6}\b/;

describe('every security email says what happened, when, and what to do if it was not you; none has a code', () => {
  it.each([
    [
      'number changed',
      accountEmails.numberChanged({ ...common, newPhone: '+12025550199' }),
      'The phone number of your NagText account was changed to +1 ...0199',
      'If it was not you: someone could read texts to both numbers. Email support@nagtext.com',
    ],
    [
      'recovery started',
      accountEmails.recoveryWaiting({
        ...common,
        newPhone: '+12025550199',
        movesAt: new Date('2026-11-25T14:30:00Z'),
        cancelLink: 'https://app.example.com/recover/cancel?recovery=r1&token=t',
      }),
      'someone confirmed this email and the number +1 ...0199 to recover your NagText account',
      'If it was not you, stop it now:',
    ],
    [
      'recovery cancelled by the link',
      accountEmails.recoveryCancelled({ ...common, by: 'email_link' }),
      'The recovery of your NagText account was cancelled',
      'If you did not start this recovery: someone can read this mailbox. Change its password now and email support@nagtext.com',
    ],
    [
      'recovery cancelled by NO',
      accountEmails.recoveryCancelled({ ...common, by: 'old_number' }),
      'by a NO from your current number',
      'If you did not start this recovery: someone can read this mailbox. Change its password now and email support@nagtext.com',
    ],
    [
      'recovery completed',
      accountEmails.recoveryCompleted({ ...common, newPhone: '+12025550199' }),
      'Your NagText account was recovered to the number +1 ...0199',
      'If it was not you: email support@nagtext.com from this address right away',
    ],
    [
      'deletion code sent',
      accountEmails.deletionCodeSent({ ...common, phone: '+12025550101' }),
      'A code to delete your NagText account was texted to your number +1 ...0101',
      'If it was not you: do not give the code to anyone.',
    ],
    [
      'account deleted by its owner',
      accountEmails.accountDeleted({ ...common, phone: '+12025550101' }),
      'Your NagText account (number +1 ...0101) and everything in it were deleted',
      'If it was not you: someone had your phone and a logged-in session. Email support@nagtext.com',
    ],
    [
      'account deleted by support',
      accountEmails.deletedBySupport({ ...common, phone: '+12025550101' }),
      "and everything in it were deleted by NagText's support team",
      'If you did not ask for this or have a question about it, email support@nagtext.com',
    ],
    [
      'email changed',
      accountEmails.emailChanged({ firstName: 'Ada', newAddress: 'grace@example.org', at: AT, timezone: NY }),
      'The email on your NagText account was changed from this address to g•••@example.org',
      'If it was not you: log in to NagText with your phone number, put your own email back in Settings',
    ],
  ])('%s', (_name, email, what, ifNotYou) => {
    expect(email.text).toContain(what);
    expect(email.text).toContain(`${WHEN} (${NY})`);
    expect(email.text).toContain(ifNotYou);
    expect(email.html).toContain(escapeHtml(ifNotYou));
    for (const part of [email.subject, email.text, email.html]) {
      expect(part).not.toMatch(SIX_DIGITS);
      expect(part).not.toContain('2025550');
    }
  });
});

describe('every security text says what happened, when, and what to do if it was not you, in one GSM-7 segment', () => {
  /** The longest day and time ("Wed Nov 25, 10:00 AM") and a three-digit calling code, as well as the usual. */
  const LONG_AT = new Date('2026-11-25T01:00:00Z');
  const TOKYO = 'Asia/Tokyo';

  it.each([
    [
      'number changed',
      accountTexts.numberChanged('+12025550199', AT, NY),
      accountTexts.numberChanged('+353861234567', LONG_AT, TOKYO),
      "your account's number was changed to +1 ...0199",
      'Not you? Email support@nagtext.com',
    ],
    [
      'recovery started',
      recoveryTexts.recoveryWaiting('+12025550199', AT, NY),
      recoveryTexts.recoveryWaiting('+353861234567', LONG_AT, TOKYO),
      'someone is recovering your account to +1 ...0199',
      'Not you? Reply NO to stop it.',
    ],
    [
      'recovery cancelled',
      recoveryTexts.recoveryCancelled(AT, NY),
      recoveryTexts.recoveryCancelled(LONG_AT, TOKYO),
      'your account recovery was cancelled on',
      'Not you? Secure your email and write to support@nagtext.com',
    ],
    [
      'recovery completed',
      recoveryTexts.recoveryCompleted('+12025550199', AT, NY),
      recoveryTexts.recoveryCompleted('+353861234567', LONG_AT, TOKYO),
      'your account was recovered to +1 ...0199',
      'Not you? Email support@nagtext.com',
    ],
    [
      'account deleted by its owner',
      accountTexts.goodbye(AT, NY),
      accountTexts.goodbye(LONG_AT, TOKYO),
      'your account and everything in it were deleted',
      'Not you? Email support@nagtext.com',
    ],
    [
      'account deleted by support',
      accountTexts.deletedBySupport(AT, NY),
      accountTexts.deletedBySupport(LONG_AT, TOKYO),
      'our support team deleted your account',
      "Didn't ask for it? Email support@nagtext.com",
    ],
    [
      'email changed',
      accountTexts.emailChanged(AT, NY),
      accountTexts.emailChanged(LONG_AT, TOKYO),
      'the email on your account was changed',
      'Not you? Log in, put yours back in Settings and choose Log out everywhere.',
    ],
  ])('%s', (_name, text, longest, what, ifNotYou) => {
    expect(text).toContain(what);
    expect(text).toContain(WHEN);
    expect(text).toContain(ifNotYou);
    expect(text).not.toMatch(SIX_DIGITS);
    expect(text).not.toContain('2025550');
    for (const each of [text, longest]) {
      expect(smsEncoding(each)).toBe('GSM-7');
      expect(smsSegments(each)).toBe(1);
    }
    expect(longest).toContain('Wed Nov 25, 10:00 AM');
  });
});
