/** What made an address suppressed: a hard bounce or a complaint (SES's event types). */
export type EmailFeedback = 'bounce' | 'complaint';

/** One address however it was typed: trimmed, lower case (the domain is case-blind; mailboxes are in practice). */
export const normalizeEmail = (address: string): string => address.trim().toLowerCase();

/** The same mailbox? */
export const sameEmail = (a: string, b: string): boolean => normalizeEmail(a) === normalizeEmail(b);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML (a name, an address). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
