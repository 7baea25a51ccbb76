/** The "Last updated" date shown on the Privacy Policy and the Terms of Service. */
export const LEGAL_LAST_UPDATED = 'November 26, 2026';
