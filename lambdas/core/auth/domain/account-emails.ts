import { escapeHtml } from '../../mailing/domain/email-address';
import { dayAndTimeText } from '../../texting/domain/local-time-text';
import { OTP_TTL_SECONDS } from './otp-policy';

/** One email's words: the subject, the plain text, and the same words as simple HTML. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const minutes = OTP_TTL_SECONDS / 60;

/** A paragraph of HTML from plain text; a link stays a link. */
const paragraph = (text: string) =>
  `<p>${escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)}</p>`;

/** Paragraphs of plain text, and the same paragraphs as a small HTML page (no images, no tracking, no styles to break). */
function content(subject: string, paragraphs: readonly string[]): EmailContent {
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.map(paragraph).join('')}</body></html>`,
  };
}

/** j•••@example.com: enough for the owner to recognise, too little for anyone else to use. */
export function maskedEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

/**
 * Every email NagText sends, in one module (like the texts of each capability): each says what happened or what its
 * code is for, and what to do if the reader did not ask. A notice never carries a code; only the verification email
 * to the address being proven does.
 */
export const accountEmails = {
  /** To the address being verified (after sign-up, an email change, or Resend): the code and a link that does the same. */
  verification: (p: { firstName: string; code: string; link: string }): EmailContent =>
    content(`NagText: confirm your email (code ${p.code})`, [
      `Hi ${p.firstName},`,
      `Your code to confirm this email address for NagText is ${p.code}. It expires in ${minutes} minutes.`,
      `Or open this link to confirm it: ${p.link}`,
      'A confirmed email lets you get your account back if you ever lose access to your phone number.',
      "Didn't ask? Ignore this email: without the code nothing changes.",
    ]),
  /** To the address the account had before an email change: what changed and when; never the new code. */
  emailChanged: (p: { firstName: string; newAddress: string; at: Date; timezone: string }): EmailContent =>
    content('NagText: the email on your account was changed', [
      `Hi ${p.firstName},`,
      `The email on your NagText account was changed from this address to ${maskedEmail(p.newAddress)} on ${dayAndTimeText(p.at, p.timezone)} (${p.timezone}).`,
      'If you made this change, there is nothing to do.',
      'If it was not you: log in to NagText with your phone number, put your own email back in Settings and choose "Log out everywhere", so whoever did it is logged out.',
    ]),
} as const;
