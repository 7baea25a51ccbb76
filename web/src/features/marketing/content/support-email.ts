export const SUPPORT_EMAIL = 'support@nagtext.com';
