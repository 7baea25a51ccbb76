import { SUPPORT_EMAIL } from '../../texting/domain/support-email';

/** The support address (kept with texting, the lowest layer that words a message, so every capability may name it). */
export { SUPPORT_EMAIL };
/** Where the unknown-number hint sends people when no sign-up address is given: the site of the support address. */
export const SITE_NAME = SUPPORT_EMAIL.split('@')[1] ?? 'nagtext.com';
