import { otpBinding } from './otp-policy';

/**
 * An emailed code is stored under the account (the OTP store's key is `OTP#email_verify#<account id>`) and bound to the
 * address it went to: after an email change the old address's code verifies nothing. Its purpose is its own, so an
 * emailed code never passes for a texted one, nor the reverse (otpBinding).
 */
export const EMAIL_CODE_PURPOSE = 'email_verify' as const;

/** The binding an emailed code is hashed with: purpose, account and the normalized address. */
export const emailCodeBinding = (userId: string, normalizedAddress: string): string =>
  otpBinding(EMAIL_CODE_PURPOSE, userId, normalizedAddress);

/** The send window emailed codes count in: one per account, apart from every number's. */
export const emailSendWindowSubject = (userId: string): string => `email:${userId}`;

/** The link in the verification email: the web's landing page, which posts the two to POST /auth/verify-email. */
export function verificationLink(appBaseUrl: string, userId: string, code: string): string {
  const query = new URLSearchParams({ account: userId, code });
  return `${appBaseUrl.replace(/\/+$/, '')}/verify-email?${query.toString()}`;
}

export const EMAIL_MESSAGES = {
  inUse: 'This email is already used by another account. Use another address.',
  suppressed:
    'Emails to this address bounced or were marked as spam, so NagText sends it nothing. Change your email in Profile Information to get a new code.',
  alreadyVerified: 'Your email is already verified.',
  rejected: 'This address cannot receive email from NagText. Check it in Profile Information.',
  busy: 'Email is busy right now. Try again in a minute.',
} as const;
