import { escapeHtml } from '../../mailing/domain/email-address';
import { dayAndTimeText } from '../../texting/domain/local-time-text';
import { numberEnding } from '../../texting/domain/number-ending';
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

/** What every security notice names: to whom, when (shown in the account's zone), and where to turn if it was not them. */
type NoticeOf<T> = T & { firstName: string; at: Date; timezone: string; supportEmail: string };

const when = (p: { at: Date; timezone: string }) => `${dayAndTimeText(p.at, p.timezone)} (${p.timezone})`;

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
  /** To the verified email after the account moved to another number: where (never spelled out) and when. */
  numberChanged: (p: NoticeOf<{ newPhone: string }>): EmailContent =>
    content('NagText: the phone number on your account was changed', [
      `Hi ${p.firstName},`,
      `The phone number of your NagText account was changed to ${numberEnding(p.newPhone)} on ${when(p)}. Every device that was logged in was logged out.`,
      'If you made this change, there is nothing to do.',
      `If it was not you: someone could read texts to both numbers. Email ${p.supportEmail} from this address right away, and tell your phone carrier your number may have been taken over.`,
    ]),
  /** To the verified email when a code to delete the account was texted: that it was asked for; never the code. */
  deletionCodeSent: (p: NoticeOf<{ phone: string }>): EmailContent =>
    content('NagText: someone asked to delete your account', [
      `Hi ${p.firstName},`,
      `A code to delete your NagText account was texted to your number ${numberEnding(p.phone)} on ${when(p)}. The code is only in that text.`,
      'If you asked for it, there is nothing to do here. Nothing is deleted until the code is entered.',
      `If it was not you: do not give the code to anyone. Someone is logged in to your account: log in to NagText, choose "Log out everywhere" in Settings, and email ${p.supportEmail} if it happens again.`,
    ]),
  /** The last email to the address on file, after the account's data is gone. */
  accountDeleted: (p: NoticeOf<{ phone: string }>): EmailContent =>
    content('NagText: your account was deleted', [
      `Hi ${p.firstName},`,
      `Your NagText account (number ${numberEnding(p.phone)}) and everything in it were deleted on ${when(p)}, with a code texted to that number. We will send nothing more to this address.`,
      "If you did this, there is nothing more to do. We're sorry to see you go.",
      `If it was not you: someone had your phone and a logged-in session. Email ${p.supportEmail} from this address right away.`,
    ]),
  /**
   * The last email to the verified address of an account NagText's support deleted (the admin's delete), sent only once
   * the whole cascade is done: who did it, when, and how to reach us.
   */
  deletedBySupport: (p: NoticeOf<{ phone: string }>): EmailContent =>
    content('NagText: your account was deleted by our support team', [
      `Hi ${p.firstName},`,
      `Your NagText account (number ${numberEnding(p.phone)}) and everything in it were deleted by NagText's support team on ${when(p)}. Any subscription was cancelled, and you will not be charged again. We will send nothing more to this address.`,
      `If you did not ask for this or have a question about it, email ${p.supportEmail} from this address and we will reply.`,
    ]),
  /** To the verified address a recovery was started with: the code that proves it (the only recovery email with a code). */
  recoveryCode: (p: { firstName: string; code: string }): EmailContent =>
    content(`NagText: your account recovery code is ${p.code}`, [
      `Hi ${p.firstName},`,
      `Someone asked to recover your NagText account because they lost access to its phone number. Your recovery code is ${p.code}. It expires in ${minutes} minutes.`,
      'After the code, a new number is confirmed by text, and the account moves to it only after a waiting period, which you can stop.',
      "Didn't ask? Ignore this email: without the code nothing changes, and your number keeps working.",
    ]),
  /** To the verified address when a recovery's wait began: when the account moves, to where, and the link that stops it. */
  recoveryWaiting: (p: NoticeOf<{ newPhone: string; movesAt: Date; cancelLink: string }>): EmailContent =>
    content('NagText: your account will move to a new number', [
      `Hi ${p.firstName},`,
      `On ${when(p)} someone confirmed this email and the number ${numberEnding(p.newPhone)} to recover your NagText account. On ${when({ at: p.movesAt, timezone: p.timezone })} the account moves to that number, and every device logged in now is logged out.`,
      'If this was you, there is nothing to do: log in with your new number once the account has moved.',
      `If it was not you, stop it now: ${p.cancelLink} (or reply NO to the text we sent your current number). Then email ${p.supportEmail}: someone can read this mailbox.`,
    ]),
  /**
   * To the verified address when a waiting recovery was stopped (by the link or the old number's NO): when, by what,
   * and, since whoever started it proved this mailbox, what to do if that was not the owner.
   */
  recoveryCancelled: (p: NoticeOf<{ by: 'email_link' | 'old_number' }>): EmailContent =>
    content('NagText: the recovery of your account was cancelled', [
      `Hi ${p.firstName},`,
      `The recovery of your NagText account was cancelled on ${when(p)} ${p.by === 'old_number' ? 'by a NO from your current number' : 'with the link in our email'}. Your account stays on its number; nothing moved.`,
      `If you did not start this recovery: someone can read this mailbox. Change its password now and email ${p.supportEmail} from this address.`,
      'If you started it and did not cancel it, and still need to recover your account, start again from the log-in page ("Lost access to this number?").',
    ]),
  /** To the verified address when a recovery moved the account: to where and when. */
  recoveryCompleted: (p: NoticeOf<{ newPhone: string }>): EmailContent =>
    content('NagText: your account moved to a new number', [
      `Hi ${p.firstName},`,
      `Your NagText account was recovered to the number ${numberEnding(p.newPhone)} on ${when(p)}. Every device that was logged in was logged out; log in with the new number.`,
      `If it was not you: email ${p.supportEmail} from this address right away, and tell your phone carrier your number may have been taken over.`,
    ]),
} as const;
