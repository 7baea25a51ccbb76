/**
 * The invite code a person texts back (JOIN 4K7Q-9MXP): 8 characters of Crockford's base 32 (digits and capitals
 * without I, L, O and U), so nothing on the screen reads as something else, shown as two groups of four. What
 * people type is read leniently: any case, with or without the dash or spaces, O for 0, I and L for 1.
 */
export const INVITE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITE_CODE_LENGTH = 8;

/** A new code from a source of fractions in [0, 1) (the kernel's Randomness, seeded in tests): the stored form, no dash. */
export function generateInviteCode(fraction: () => number): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    const index = Math.min(INVITE_ALPHABET.length - 1, Math.floor(fraction() * INVITE_ALPHABET.length));
    code += INVITE_ALPHABET[index];
  }
  return code;
}

/** The stored form as people see it: 4K7Q-9MXP. */
export const displayInviteCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * What a person typed, as a stored code: null when it cannot be one (a wrong length, a character outside the
 * alphabet). Spaces, dashes and dots between the characters are dropped; case and look-alikes forgiven.
 */
export function normalizeInviteCode(typed: string): string | null {
  const compact = typed
    .toUpperCase()
    .replace(/[\s\-–—.]/g, '')
    .replace(/[OIL]/g, (c) => LOOK_ALIKES[c]!);
  if (compact.length !== INVITE_CODE_LENGTH) return null;
  for (const c of compact) if (!INVITE_ALPHABET.includes(c)) return null;
  return compact;
}

/** What an inbound text says about links: JOIN (with what followed it, maybe nothing), LEAVE, INVITE; null otherwise. */
export type LinkCommand = { kind: 'join'; code: string | null; typed: string } | { kind: 'leave' } | { kind: 'invite' };

/**
 * Reads JOIN <code>, LEAVE and INVITE. Only the whole text counts ("LEAVE", "join 4k7q 9mxp", "Invite!"), so a
 * reminder request like "join the gym call at 6" or "leave at 5pm" is never read as one. A JOIN whose rest is not
 * a code's shape is `code: null` (and `typed` keeps what followed, at most a code's length or so).
 */
export function parseLinkCommand(text: string): LinkCommand | null {
  const trimmed = text.trim().replace(/[.!]+$/, '');
  if (/^leave$/i.test(trimmed)) return { kind: 'leave' };
  if (/^invite$/i.test(trimmed)) return { kind: 'invite' };
  const join = /^join(?:\s*[:#-]?\s*)(.*)$/is.exec(trimmed);
  if (!join) return null;
  const rest = join[1]!.trim();
  // "join" and at most a code with a space or two: anything longer is words, not a code.
  if (rest.length > INVITE_CODE_LENGTH + 3 || rest.split(/\s+/).length > 3) return null;
  return { kind: 'join', code: normalizeInviteCode(rest), typed: rest };
}
