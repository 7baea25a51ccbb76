/** The support address, by value: the same as web/src/features/marketing/content/support-email.ts (a test checks). */
export const SUPPORT_EMAIL = 'support@nagtext.com';
