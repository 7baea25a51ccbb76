/** RFC 5545 3.1: a content line is at most 75 octets, CRLF not counted. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** Control characters TEXT may not carry (3.3.11 allows HTAB; CR and LF become `\n` instead). */
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(FORBIDDEN_CONTROLS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of one code point in UTF-8 (a lone surrogate is written as U+FFFD: 3 octets). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0)!;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

/**
 * One content line folded (RFC 5545 3.1) and CRLF-terminated: a line break and one space before the octet that
 * would make a line longer than 75 octets. The space counts towards the continuation line's 75. Code points are
 * never split: a UTF-8 sequence stays on one line.
 */
export function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > MAX_LINE_OCTETS) {
      folded += `${CRLF} `;
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded + CRLF;
}

/** Content lines as an iCalendar stream: each folded, each ending with CRLF. */
export const contentLines = (lines: readonly string[]): string => lines.map(foldLine).join('');
