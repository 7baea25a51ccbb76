import { formatPhone } from '#shared/phone';
import { displayInviteCode } from './invite-code';

/**
 * The invite's ready message: the owner sends it from their own phone (NagText never texts a number that has not
 * texted it), so it is in the owner's voice and names NagText's number. `code` is the stored form.
 */
export const inviteMessage = (code: string, nagTextNumber: string, ownerFirstName: string): string =>
  `Text JOIN ${displayInviteCode(code)} to ${formatPhone(nagTextNumber)} to get reminders from ${ownerFirstName} on NagText`;

/** The same message, ready in the phone's Messages app (`sms:` with the body; no recipient: the owner picks one). */
export const inviteSmsLink = (message: string): string => `sms:?&body=${encodeURIComponent(message)}`;
