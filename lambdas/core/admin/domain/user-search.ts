import type { User } from '../../users/domain/user';

/**
 * Admin user search: a user is found when every word of the search is the start of one of their tokens
 * (name words, email local part and its parts, email domain, phone digits in a few forms). The index holds
 * one entry per token prefix of a few lengths, so a search reads only the entries under its most
 * selective word's prefix, never every user.
 */

/** Indexed prefix lengths (in characters). A word is looked up under the longest of these it reaches. */
export const SEARCH_PREFIX_LENGTHS = [1, 2, 3, 5, 8] as const;
/** Index entries per user at most: a user with many name words keeps the first ones (bounds every write). */
export const MAX_SEARCH_ENTRIES = 45;
/** Words of one search that count; more are ignored. */
const MAX_SEARCH_WORDS = 8;

const COMBINING_MARKS = /\p{M}/gu;
const APOSTROPHES = /['’`]/g;
/** What a token may hold: letters, digits and the punctuation that lives inside emails and names. */
const NOT_TOKEN = /[^\p{L}\p{N}._+\-]/gu;
const PHONE_LIKE = /^[\d\s()+.\-]+$/;

const chars = (text: string) => Array.from(text);

/** Lower case, accents dropped ("José" -> "jose"), apostrophes dropped ("O'Brien" -> "obrien"). */
export function normalizeWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(NOT_TOKEN, '');
}

function wordsOf(text: string): string[] {
  return text.split(/\s+/).map(normalizeWord).filter(Boolean);
}

/** A word and its parts split at . - _ + ("mary-jane" -> mary-jane, mary, jane). */
function withParts(word: string): string[] {
  const parts = word.split(/[._+\-]+/).filter(Boolean);
  return parts.length > 1 ? [word, ...parts] : [word];
}

function phoneTokens(e164: string): string[] {
  const digits = e164.replace(/\D/g, '');
  if (!digits) return [];
  const tokens = [digits];
  // North American numbers are typed without the 1 as often as with it, and by their 7-digit local part.
  if (digits.length === 11 && digits.startsWith('1')) tokens.push(digits.slice(1));
  if (digits.length > 7) tokens.push(digits.slice(-7));
  tokens.push(digits.slice(-4));
  return tokens;
}

/** Every token a user is found by, most telling first (names, then email, then phone digits). */
export function userSearchTokens(user: Pick<User, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>): string[] {
  const [local = '', domain = ''] = user.email.toLowerCase().split('@');
  const tokens = [
    ...wordsOf(user.firstName).flatMap(withParts),
    ...wordsOf(user.lastName).flatMap(withParts),
    ...withParts(normalizeWord(local)).filter(Boolean),
    ...(normalizeWord(domain) ? [normalizeWord(domain)] : []),
    ...phoneTokens(user.phoneNumber),
  ];
  return [...new Set(tokens)];
}

/** The text the index keeps beside each entry, so the other words of a search are checked without reading the user. */
export function searchTextOf(tokens: string[]): string {
  return ` ${tokens.join(' ')} `;
}

/** The prefixes a user is indexed under (at most MAX_SEARCH_ENTRIES, the most telling tokens first). */
export function searchPrefixesOf(tokens: string[]): string[] {
  const prefixes = new Set<string>();
  for (const token of tokens) {
    const letters = chars(token);
    for (const length of SEARCH_PREFIX_LENGTHS) {
      if (letters.length < length) break;
      const prefix = letters.slice(0, length).join('');
      if (!prefixes.has(prefix)) {
        if (prefixes.size >= MAX_SEARCH_ENTRIES) return [...prefixes];
        prefixes.add(prefix);
      }
    }
  }
  return [...prefixes];
}

/**
 * The words of a typed search. A search that looks like a phone number ("+1 (555) 123-4567") is one word of
 * its digits; otherwise words are split at spaces and at "@" (an email is its local part and its domain).
 */
export function searchWords(query: string): string[] {
  const trimmed = query.trim();
  if (PHONE_LIKE.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    if (digits.length >= 3) return [digits];
  }
  const words = trimmed
    .split(/[\s@]+/)
    .map(normalizeWord)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** The indexed prefix a word is looked up under: its first 1, 2, 3, 5 or 8 characters, the longest it has. */
export function lookupPrefixOf(word: string): string {
  const letters = chars(word);
  const length = [...SEARCH_PREFIX_LENGTHS].reverse().find((l) => l <= letters.length) ?? 1;
  return letters.slice(0, length).join('');
}

/** The word whose index entries are fewest (the longest lookup prefix, then the longest word). */
export function mostSelectiveWord(words: string[]): string {
  const score = (word: string) => chars(lookupPrefixOf(word)).length * 1000 + chars(word).length;
  return words.reduce((best, word) => (score(word) > score(best) ? word : best));
}

/** Whether every word starts one of the tokens in `searchText` (see searchTextOf). */
export function searchTextMatches(searchText: string, words: string[]): boolean {
  return words.every((word) => searchText.includes(` ${word}`));
}
