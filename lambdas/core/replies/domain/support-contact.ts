/** The support address, by value: the same as web/src/features/marketing/content/support-email.ts (a test checks). */
export const SUPPORT_EMAIL = 'support@nagtext.com';
/** Where the unknown-number hint sends people when no sign-up address is given: the site of the support address. */
export const SITE_NAME = SUPPORT_EMAIL.split('@')[1] ?? 'nagtext.com';
