import { createHash } from 'node:crypto';

/**
 * The fingerprint of an answer, for the key that lets the same answer go once per window (`answer#<user>#...` for
 * the hour's answers, `help#<number>#...` for HELP's minute): the parts (what the answer is about, then its words)
 * joined by a line break, SHA-256, the first 22 base64url characters (132 bits). Pure; the same parts always give
 * the same digest, so a redelivered reply claims the very key its first delivery claimed.
 */
export const answerDigest = (...parts: string[]): string =>
  createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 22);
