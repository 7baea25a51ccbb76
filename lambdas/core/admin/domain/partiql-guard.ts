/**
 * The admin database console's gate: a statement runs only if it is one SELECT on the Data table. It is read
 * token by token (quoted text and names are skipped as wholes), so a word inside a string never counts and a
 * comment or a second statement cannot hide anything. In the cloud the console's IAM role can do nothing but
 * PartiQLSelect on the Data table as well; locally (DynamoDB Local has no IAM) this gate is the only one.
 */

export const DEFAULT_QUERY_LIMIT = 100;
export const MAX_QUERY_LIMIT = 1000;
export const MAX_STATEMENT_LENGTH = 10_000;

export interface ConsoleTables {
  /** The one table statements may read (its physical name). */
  data: string;
  /** Tables never to be named at all, quoted or not, in any case (the Auth table). */
  forbidden: string[];
}

export type GuardResult = { ok: true; statement: string; limit: number } | { ok: false; reason: string };

type TokenKind = 'word' | 'quoted_name' | 'text' | 'ion' | 'number' | 'semicolon' | 'symbol';
interface Token {
  kind: TokenKind;
  /** For words, upper case; for quoted names, the name without its quotes. */
  value: string;
  start: number;
}

/** Words that only ever appear in statements that change something. */
const WRITE_WORDS = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'REPLACE',
  'UPSERT',
  'REMOVE',
  'SET',
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'MERGE',
  'EXEC',
  'EXECUTE',
  'GRANT',
]);

const READ_ONLY = 'The database console is read-only: only SELECT statements can run here.';

class Refused extends Error {}
function refuse(reason: string): never {
  throw new Refused(reason);
}

/** Reads a quoted run ('text', "name" or `ion`) whose quote is doubled to escape it; the index after it. */
function readQuoted(text: string, start: number, quote: string, what: string): { value: string; end: number } {
  let value = '';
  let i = start + 1;
  for (;;) {
    if (i >= text.length) refuse(`${what} that starts at character ${start + 1} is not closed (missing ${quote}).`);
    if (text[i] === quote) {
      if (text[i + 1] === quote) {
        value += quote;
        i += 2;
        continue;
      }
      return { value, end: i + 1 };
    }
    value += text[i];
    i += 1;
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if ((c === '-' && next === '-') || (c === '/' && next === '*')) {
      refuse(
        'Comments (-- or /* */) are not allowed in the database console: remove them and run the statement on its own.',
      );
    }
    if (c === "'") {
      const q = readQuoted(text, i, "'", 'A quoted text');
      tokens.push({ kind: 'text', value: q.value, start: i });
      i = q.end;
      continue;
    }
    if (c === '"') {
      const q = readQuoted(text, i, '"', 'A quoted name');
      tokens.push({ kind: 'quoted_name', value: q.value, start: i });
      i = q.end;
      continue;
    }
    if (c === '`') {
      const q = readQuoted(text, i, '`', 'An Ion value');
      tokens.push({ kind: 'ion', value: q.value, start: i });
      i = q.end;
      continue;
    }
    if (c === ';') {
      tokens.push({ kind: 'semicolon', value: ';', start: i });
      i += 1;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(text.slice(i, i + 200));
    if (word) {
      tokens.push({ kind: 'word', value: word[0].toUpperCase(), start: i });
      i += word[0].length;
      continue;
    }
    const number = /^\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 100));
    if (number) {
      tokens.push({ kind: 'number', value: number[0], start: i });
      i += number[0].length;
      continue;
    }
    tokens.push({ kind: 'symbol', value: c, start: i });
    i += 1;
  }
  return tokens;
}

const nameOf = (token: Token | undefined) =>
  token?.kind === 'quoted_name' ? token.value : token?.kind === 'word' ? token.value : null;

/** The FROM targets must all be the Data table (or one of its indexes, "table"."index"). */
function checkSources(tokens: Token[], text: string, tables: ConsoleTables): void {
  const froms = tokens.map((t, i) => (t.kind === 'word' && t.value === 'FROM' ? i : -1)).filter((i) => i >= 0);
  if (froms.length === 0) refuse(`A SELECT needs a table: write FROM "${tables.data}".`);
  for (const at of froms) {
    const target = tokens[at + 1];
    if (target?.kind === 'symbol' && target.value === '(')
      refuse('Subqueries are not supported: select from one table.');
    if (target?.kind !== 'quoted_name' && target?.kind !== 'word')
      refuse(`FROM must name the table: FROM "${tables.data}".`);
    const after = tokens[at + 2];
    if (target.kind === 'word' && after?.kind === 'symbol' && after.value === '-') {
      refuse(`Table names with dashes need double quotes: FROM "${tables.data}".`);
    }
    // Unquoted words were upper-cased by the tokenizer: compare them as written.
    const written =
      target.kind === 'word' ? text.slice(target.start, target.start + target.value.length) : target.value;
    if (written !== tables.data) {
      const sameButCase = written.toLowerCase() === tables.data.toLowerCase();
      refuse(
        sameButCase
          ? `Table names are case-sensitive: write FROM "${tables.data}".`
          : `Only the Data table can be queried here (FROM "${tables.data}"), not "${written}".`,
      );
    }
  }
}

/** A trailing `LIMIT n` (1 to 1000) is taken off the statement; the console reads at most n rows. */
function takeLimit(tokens: Token[]): { limit: number; cutAt: number | null } {
  const at = tokens.findIndex((t) => t.kind === 'word' && t.value === 'LIMIT');
  if (at < 0) return { limit: DEFAULT_QUERY_LIMIT, cutAt: null };
  const n = tokens[at + 1];
  if (!n || n.kind !== 'number' || at + 2 !== tokens.length)
    refuse('LIMIT goes at the very end, as LIMIT n (for example LIMIT 100).');
  const limit = Number(n!.value);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_QUERY_LIMIT) {
    refuse(`LIMIT must be a whole number from 1 to ${MAX_QUERY_LIMIT}.`);
  }
  return { limit, cutAt: tokens[at]!.start };
}

function check(text: string, tables: ConsoleTables): { statement: string; limit: number } {
  if (text.trim() === '') refuse('Enter a SELECT statement.');
  if (text.length > MAX_STATEMENT_LENGTH)
    refuse(`The statement is too long (at most ${MAX_STATEMENT_LENGTH} characters).`);
  const lower = text.toLowerCase();
  for (const name of tables.forbidden) {
    if (name && lower.includes(name.toLowerCase())) {
      refuse(`The ${name} table cannot be read from the database console: it holds sign-in codes and password hashes.`);
    }
  }
  let tokens = tokenize(text);
  const semicolons = tokens.filter((t) => t.kind === 'semicolon');
  if (semicolons.length > 1 || (semicolons.length === 1 && tokens.at(-1)?.kind !== 'semicolon')) {
    refuse('Only one statement can run at a time: remove the ";" and everything after it.');
  }
  if (semicolons.length === 1) tokens = tokens.slice(0, -1);
  const end = semicolons[0]?.start ?? text.length;

  const first = tokens[0];
  if (first?.kind !== 'word' || first.value !== 'SELECT') {
    const word = nameOf(first);
    refuse(
      first?.kind === 'word' && word
        ? `${READ_ONLY} ${word} statements are not allowed.`
        : `${READ_ONLY} Start the statement with SELECT.`,
    );
  }
  const write = tokens.find((t) => t.kind === 'word' && WRITE_WORDS.has(t.value));
  if (write) refuse(`${READ_ONLY} ${write.value} is not allowed anywhere in a statement.`);
  if (tokens.slice(1).some((t) => t.kind === 'word' && t.value === 'SELECT'))
    refuse('Subqueries are not supported: select from one table.');
  if (tokens.some((t) => t.kind === 'symbol' && t.value === '?')) {
    refuse('Parameters (?) are not supported here: write the values into the statement.');
  }
  checkSources(tokens, text, tables);
  const { limit, cutAt } = takeLimit(tokens);
  return { statement: text.slice(0, cutAt ?? end).trim(), limit };
}

/** Whether `text` may run in the console, and if so the statement to send (LIMIT taken off) and the row limit. */
export function guardSelect(text: string, tables: ConsoleTables): GuardResult {
  try {
    return { ok: true, ...check(text, tables) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    throw error;
  }
}
