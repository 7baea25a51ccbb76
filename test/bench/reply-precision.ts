import { existsSync, readFileSync } from 'node:fs';
import { parseReply } from '#core/replies/domain/parse-reply';

/**
 * `npm run measure:replies -- <corpus>` (or REPLY_CORPUS=<corpus>): how the reply parser reads real people's
 * texts that were never meant for it. The corpus is the SMS Spam Collection (UCI; tab-separated lines
 * "ham\t<text>" and "spam\t<text>"); only the "ham" half is read: 4,827 texts people sent each other.
 * Prints the count of each kind, then every text read as a command that could act on an account (LIST_KINDS,
 * or REPLY_LIST=kind,kind). Every one of those is a false reading unless the text really says it.
 * The corpus is not in the repository (it is third-party data): keep a copy outside it, e.g. under /tmp.
 */
const NOW = new Date('2025-11-20T19:30:00Z');
const ZONE = 'America/New_York';
const LIST_KINDS = ['opt_out', 'done', 'unsure_done', 'delete', 'move', 'move_invalid'];

const path = process.argv[2] ?? process.env.REPLY_CORPUS;
if (!path || !existsSync(path)) {
  console.log(`${path ? `No corpus at ${path}.` : 'No corpus given.'} Usage: npm run measure:replies -- /tmp/SMSSpamCollection
The corpus is the SMS Spam Collection (UCI Machine Learning Repository, "SMS Spam Collection"; many public
GitHub copies hold the same file as SMSSpamCollection). Keep it outside the repository.`);
  process.exit(0);
}

const listed = new Set(process.env.REPLY_LIST ? process.env.REPLY_LIST.split(',') : LIST_KINDS);
const ham = readFileSync(path, 'utf8')
  .split(/\r?\n/)
  .filter((line) => line.startsWith('ham\t'))
  .map((line) => line.slice(4));
const counts = new Map<string, number>();
const byKind = new Map<string, string[]>();
for (const text of ham) {
  const reply = parseReply(text, NOW, ZONE);
  counts.set(reply.kind, (counts.get(reply.kind) ?? 0) + 1);
  if (listed.has(reply.kind))
    byKind.set(reply.kind, [...(byKind.get(reply.kind) ?? []), `${JSON.stringify(reply)}  ${text}`]);
}

console.log(`Reply parser over ${ham.length} ham texts (${ZONE}, ${NOW.toISOString()})`);
for (const kind of LIST_KINDS) if (!counts.has(kind)) counts.set(kind, 0);
for (const [kind, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(14)} ${n}`);
for (const [kind, texts] of byKind) {
  console.log(`\n${kind} (${texts.length}):`);
  for (const text of texts) console.log(`  ${text}`);
}
