import type { ReplyToken } from './reply-text';

/** A length of time read from a reply: "2h", "45 min", "an hour and a half", "1h30", "a couple of days", "10". */
export interface ReplyDuration {
  /** May be fractional ("30 sec" is 0.5); the caller rounds and checks bounds. */
  minutes: number;
  /** Index of the first token after the duration. */
  end: number;
  /** False for a bare number ("SNOOZE 10"), which counts as minutes. */
  hasUnit: boolean;
}

const unit = (minutes: number, words: string) =>
  words
    .trim()
    .split(/\s+/)
    .map((w) => [w, minutes] as const);
const UNIT_MINUTES = new Map<string, number>([
  ...unit(1 / 60, 's sec secs second seconds segundo segundos seconde secondes'),
  ...unit(
    1,
    'm min mins minute minutes mn mns minit minits minut minuts mintue mintues minuet minuets mint mints minuto minutos',
  ),
  ...unit(60, 'h hr hrs hour hours hrz hs houre hors hous hoursss hora horas heure heures'),
  ...unit(24 * 60, 'd day days dy dys dia dias jour jours'),
  ...unit(7 * 24 * 60, 'w wk wks week weeks semana semanas semaine semaines'),
  ...unit(30 * 24 * 60, 'mo mos mth mths month months mes meses mois'),
  ...unit(365 * 24 * 60, 'y yr yrs year years ano anos an ans'),
]);
// "an" is a quantity ("an hour") before it is the French year.
UNIT_MINUTES.delete('an');

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORDS = new Map<string, number>(ONES.map((w, i) => [w, i]));
TENS.forEach((tens, t) => {
  NUMBER_WORDS.set(tens, 20 + 10 * t);
  // "forty-five" arrives as "fortyfive" (hyphens between letters are joined).
  ONES.slice(1, 10).forEach((one, o) => NUMBER_WORDS.set(tens + one, 20 + 10 * t + o + 1));
});
NUMBER_WORDS.set('fourty', 40);

/** Words skipped before a duration: "for an hour", "in 20 minutes", "another 10 min". */
const LEAD_WORDS = new Set([
  'for',
  'in',
  'another',
  'about',
  'around',
  'like',
  'maybe',
  'approx',
  'approximately',
  'roughly',
  'just',
  'only',
  'x',
]);
/** Words allowed between a quantity and its unit: "10 more minutes", "a couple of hours". */
const BETWEEN_WORDS = new Set(['more', 'additional', 'extra', 'of', 'an', 'a']);

interface Quantity {
  value: number;
  end: number;
  spelled: boolean;
}

const wordAt = (tokens: ReplyToken[], i: number) => (tokens[i]?.kind === 'word' ? tokens[i].text : undefined);
const isHalfAt = (tokens: ReplyToken[], i: number) =>
  wordAt(tokens, i) === 'and' &&
  (wordAt(tokens, i + 1) === 'half' || (wordAt(tokens, i + 1) === 'a' && wordAt(tokens, i + 2) === 'half'));
const halfLength = (tokens: ReplyToken[], i: number) => (wordAt(tokens, i + 1) === 'half' ? 2 : 3);

function readQuantity(tokens: ReplyToken[], i: number): Quantity | null {
  const token = tokens[i];
  if (!token) return null;
  let value: number;
  let end = i + 1;
  let spelled = false;
  if (token.kind === 'number') {
    value = Number(token.text);
  } else if (token.kind !== 'word') {
    return null;
  } else if (NUMBER_WORDS.has(token.text)) {
    value = NUMBER_WORDS.get(token.text)!;
    const ones = wordAt(tokens, end);
    if (value >= 20 && value % 10 === 0 && ones && (NUMBER_WORDS.get(ones) ?? 10) < 10) {
      value += NUMBER_WORDS.get(ones)!;
      end += 1;
    }
  } else {
    spelled = true;
    const next = wordAt(tokens, end);
    const article = token.text === 'a' || token.text === 'an';
    if (article && next === 'couple') return { value: 2, end: end + 1, spelled };
    if (article && next === 'few') return { value: 3, end: end + 1, spelled };
    if (article && (next === 'half' || next === 'quarter'))
      return { value: next === 'half' ? 0.5 : 0.25, end: end + 1, spelled };
    if (token.text === 'couple') value = 2;
    else if (token.text === 'few') value = 3;
    else if (token.text === 'half') value = 0.5;
    else if (token.text === 'quarter') value = 0.25;
    else if (article) value = 1;
    else return null;
  }
  if (isHalfAt(tokens, end)) {
    value += 0.5;
    end += halfLength(tokens, end);
  }
  return { value, end, spelled };
}

function readUnit(tokens: ReplyToken[], i: number): { minutes: number; end: number } | null {
  let j = i;
  while (BETWEEN_WORDS.has(wordAt(tokens, j) ?? '') && j < i + 3) j += 1;
  const word = wordAt(tokens, j);
  const minutes = word === undefined ? undefined : UNIT_MINUTES.get(word);
  return minutes === undefined ? null : { minutes, end: j + 1 };
}

/** The duration that starts at `i` (after "for", "in", "another"...), or null. */
export function parseDurationAt(tokens: ReplyToken[], i: number): ReplyDuration | null {
  let at = i;
  while (LEAD_WORDS.has(wordAt(tokens, at) ?? '')) at += 1;
  let minutes = 0;
  let found = false;
  while (at < tokens.length) {
    const quantity = readQuantity(tokens, at);
    const bareUnit = quantity ? null : readUnit(tokens, at);
    // "snooze hour": a unit alone is one of it, when spelled out ("h" or "m" alone means nothing).
    if (!quantity && bareUnit && (wordAt(tokens, at)?.length ?? 0) > 1 && !found) {
      minutes += bareUnit.minutes;
      found = true;
      at = bareUnit.end;
      if (isHalfAt(tokens, at)) {
        minutes += bareUnit.minutes / 2;
        at += halfLength(tokens, at);
      }
      continue;
    }
    if (!quantity) break;
    const u = readUnit(tokens, quantity.end);
    if (!u) {
      if (found || quantity.spelled) break;
      // A bare number is minutes.
      return { minutes: quantity.value, end: quantity.end, hasUnit: false };
    }
    minutes += quantity.value * u.minutes;
    found = true;
    at = u.end;
    if (isHalfAt(tokens, at)) {
      minutes += u.minutes / 2;
      at += halfLength(tokens, at);
    }
    // "1h30", "1 hour 30": a bare number after hours is minutes.
    const trailing = tokens[at];
    if (u.minutes === 60 && trailing?.kind === 'number' && !readUnit(tokens, at + 1)) {
      minutes += Number(trailing.text);
      at += 1;
      break;
    }
    if (wordAt(tokens, at) === 'and' && readQuantity(tokens, at + 1)) at += 1;
  }
  return found ? { minutes, end: at, hasUnit: true } : null;
}

/** The first duration anywhere in tokens[from..], with the index it starts at. */
export function findDuration(tokens: ReplyToken[], from = 0): (ReplyDuration & { start: number }) | null {
  for (let i = from; i < tokens.length; i += 1) {
    const duration = parseDurationAt(tokens, i);
    if (duration) return { ...duration, start: i };
  }
  return null;
}
