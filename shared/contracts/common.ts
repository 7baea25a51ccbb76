import * as z from './zod';
import { schema } from './schema';

/** The one error body every 4xx/5xx carries. `message` is what the web shows as "server error text". */
export const ErrorCode = /* @__PURE__ */ schema(() =>
  z.enum([
    'validation_failed',
    'unauthorized',
    'forbidden',
    'not_found',
    'conflict',
    'rate_limited',
    'payment_required',
    'method_not_allowed',
    'payload_too_large',
    'unsupported_media_type',
    'not_implemented',
    'internal',
  ]),
);
export type ErrorCode = z.infer<typeof ErrorCode>;
export const ErrorBody = /* @__PURE__ */ schema(() =>
  z.object({
    error: z.object({
      code: ErrorCode,
      message: z.string(),
      issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
    }),
    /** Only on POST /auth/login for an unknown number. */
    shouldSignup: z.optional(z.boolean()),
    /** Only on rate_limited: seconds until trying again makes sense. */
    retryAfterSeconds: z.optional(z.number().check(z.int())),
  }),
);
export type ErrorBody = z.infer<typeof ErrorBody>;

/** "X is required" when absent, "X must be text" when present with another JSON type (a number, null). */
export const textOf = (label: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
});

/** An E.164 number as the server returns it. */
export const E164 = /* @__PURE__ */ schema(() => z.string().check(z.regex(/^\+[1-9]\d{6,14}$/)));

/** A 6-digit one-time code, named in its messages as its form names it: "<label> is required", "<label> must be 6 digits". */
export const CodeNamed = (label: string) =>
  z.string(textOf(label)).check(z.trim(), z.regex(/^\d{6}$/, `${label} must be 6 digits`));

export const OtpCode = /* @__PURE__ */ schema(() => CodeNamed('Verification code'));

// Characters no stored text may hold: C0 and C1 controls and DEL (\t, \n and \r only where line breaks are
// allowed), the Unicode line and paragraph separators, bidi marks (U+200E/F, U+061C), embeddings and
// overrides (U+202A-U+202E) and isolates (U+2066-U+2069), which can make a name or a text read differently
// from what it is, tag characters outside an emoji tag sequence, and surrogates that pair with nothing.
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Tags (U+E0020-E007E, ended by U+E007F) have one visible use: after a black flag they spell a
// subdivision's flag (England, Scotland, Wales). Anywhere else they are invisible text.
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
const TAG_CHARACTER = /[\u{E0000}-\u{E007F}]/u;
// Whitespace, combining marks and characters that take no room on screen: a value of nothing but these
// looks empty (U+2800 is the blank braille pattern).
const INVISIBLE = /[\s\p{M}\u00AD\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200D\u2060-\u2064\u2800\u3164\uFEFF\uFFA0]/gu;

/** Why a text may not be stored, or null when it may. Shared by every free-text field (one rule). */
export function textProblem(value: string, label: string, options: { multiline?: boolean } = {}): string | null {
  if ((options.multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL_CHARACTER).test(value)) {
    return `${label} contains control characters${options.multiline ? '' : ' (line breaks and tabs included)'}`;
  }
  if (BIDI_CONTROL.test(value)) return `${label} contains text-direction control characters`;
  if (LONE_SURROGATE.test(value)) return `${label} contains an incomplete character (a lone surrogate)`;
  if (TAG_CHARACTER.test(value.replace(EMOJI_TAG_SEQUENCE, ''))) return `${label} contains invisible tag characters`;
  if (value.length > 0 && value.replace(INVISIBLE, '') === '') return `${label} must contain visible characters`;
  return null;
}

/** The refinement every stored free text goes through: see textProblem. */
export const cleanText =
  (label: string, options: { multiline?: boolean } = {}) =>
  (value: string, ctx: z.core.$RefinementCtx<string>) => {
    const problem = textProblem(value, label, options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

export const Email = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.string(textOf('Email')).check(z.trim(), z.maxLength(254, 'Email is too long'), z.superRefine(cleanText('Email'))),
    z.email('Enter a valid email address'),
  ),
);

export const PersonName = (label: string) =>
  z
    .string(textOf(label))
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(100, `${label} must be at most 100 characters`),
      z.superRefine(cleanText(label)),
    );

/** The longest buddy first name: it goes into texts to the owner and to the buddy, so it is short. */
export const BUDDY_FIRST_NAME_MAX_LENGTH = 20;

/** Letters (any script, with their accents), spaces, hyphens and apostrophes (straight or curly). */
const BUDDY_NAME_CHARACTERS = /^[\p{L}\p{M} '’-]+$/u;

/**
 * Why a buddy's first name cannot be used, or null. It is written into the texts we send (the consent ask goes to
 * a stranger's phone with the owner's words in it), so it is a name and nothing else: letters, spaces, hyphens and
 * apostrophes, at least one letter, at most 20 characters (as a person counts them): no digits, so no number to
 * call, and no dots, colons or slashes, so no link.
 */
export function buddyFirstNameProblem(value: string, label = 'First name'): string | null {
  if (value.length === 0) return `${label} is required`;
  if ([...value.normalize('NFC')].length > BUDDY_FIRST_NAME_MAX_LENGTH)
    return `${label} must be at most ${BUDDY_FIRST_NAME_MAX_LENGTH} characters`;
  if (!BUDDY_NAME_CHARACTERS.test(value) || !/\p{L}/u.test(value))
    return `${label} may contain only letters, spaces, hyphens and apostrophes`;
  return null;
}

/** A buddy's first name, trimmed: see buddyFirstNameProblem (the server's 400 and the web form say the same). */
export const BuddyFirstName = (label: string) =>
  z.string(textOf(label)).check(
    z.trim(),
    z.superRefine((value: string, ctx: z.core.$RefinementCtx<string>) => {
      const problem = buddyFirstNameProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

/** 'YYYY-MM-DD', a real calendar date. */
export const IsoDate = /* @__PURE__ */ schema(() =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
    z.refine((s: string) => {
      const [y, m, d] = s.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    }, 'Not a real calendar date'),
  ),
);

/** 'HH:MM', 00:00-23:59, wall-clock time in the user's zone. */
export const WallTime = /* @__PURE__ */ schema(() =>
  z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (00:00-23:59)')),
);

export const MessageResponse = /* @__PURE__ */ schema(() => z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof MessageResponse>;

/** Query strings arrive as text: page/limit parsing shared by every paged admin list. */
export const PageQuery = /* @__PURE__ */ schema(() =>
  z.object({
    page: z._default(
      z.coerce
        .number()
        .check(
          z.int('page must be a whole number'),
          z.gte(1, 'page must be from 1 to 100000'),
          z.lte(100000, 'page must be from 1 to 100000'),
        ),
      1,
    ),
    limit: z._default(
      z.coerce
        .number()
        .check(
          z.int('limit must be a whole number'),
          z.gte(1, 'limit must be from 1 to 100'),
          z.lte(100, 'limit must be from 1 to 100'),
        ),
      10,
    ),
  }),
);
export const SortOrder = /* @__PURE__ */ schema(() =>
  z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }),
);
