import { IANAZone } from 'luxon';
import { seededRandom } from '../simulation/prng';

/**
 * The differential tests (zone offsets and zoned time against luxon, VTIMEZONEs read back by ical.js) compare over
 * every zone the runtime knows and thousands of instants. They run whole by hand and with
 * NAGTEXT_FULL_DIFFERENTIAL=1; in CI (CI set) they run a sample: the cases that matter always (the key zones below,
 * the days around every offset change, the ends of each span), and a seeded share of the rest that changes from day
 * to day, so the rest is covered over time. NAGTEXT_DIFFERENTIAL_SEED=<n> replays one day's sample (a test's name
 * says the seed it ran with); NAGTEXT_FULL_DIFFERENTIAL=0 samples outside CI too.
 */
const flag = process.env.NAGTEXT_FULL_DIFFERENTIAL?.trim().toLowerCase();
const ci = process.env.CI !== undefined && !['', '0', 'false'].includes(process.env.CI.trim().toLowerCase());
const FULL = flag === undefined || flag === '' ? !ci : ['1', 'true', 'yes'].includes(flag);

const seedText = process.env.NAGTEXT_DIFFERENTIAL_SEED?.trim();
if (seedText && !/^\d+$/.test(seedText))
  throw new Error(`NAGTEXT_DIFFERENTIAL_SEED is not a whole number: ${seedText}`);
/** The UTC day's number unless given: the same sample all day, another the next. */
const SEED = seedText ? Number(seedText) : Math.floor(Date.now() / 86_400_000);

/** How this run compares, for test names: "whole", or the sample and the seed that replays it. */
export const DIFFERENTIAL_RUN = FULL ? 'whole' : `sampled, NAGTEXT_DIFFERENTIAL_SEED=${SEED}`;

/**
 * Zones every run compares, sampled or not, by the kind of case each stands for: together every kind the whole run
 * meets. Modern names: the runtime may list some under an older one (Asia/Calcutta), so the whole run takes
 * these as well as its list.
 */
export const KEY_ZONES = [
  // Summer time in the north: US rules at 02:00 local; EU rules at 01:00 UTC from offset 0 (BST/GMT); Ireland's
  // "negative" summer time (IST is its standard time in tzdata); a half-hour zone with summer time.
  'America/New_York',
  'Europe/London',
  'Europe/Dublin',
  'America/St_Johns',
  // Summer time in the south: April to October; by the date line (+13 in summer); at midnight, so midnight is
  // skipped; a half-hour zone with summer time; a half-hour change of offset; a 45-minute zone with summer time.
  'Australia/Sydney',
  'Pacific/Auckland',
  'America/Santiago',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  // No summer time: whole hours, offset 0, half an hour ahead and behind, 45 minutes, +14 (the furthest east).
  'Asia/Tokyo',
  'UTC',
  'Asia/Kolkata',
  'Pacific/Marquesas',
  'Asia/Kathmandu',
  'Australia/Eucla',
  'Pacific/Kiritimati',
  // Rules that changed: summer time dropped (Brazil in 2019, at midnight; Iran in 2022, half an hour); a day skipped
  // across the date line (Samoa, 2011) and summer time dropped there in 2021; a new standard offset (Greenland in
  // 2023, keeping summer time; Volgograd in 2018 and 2020, without); Morocco's Ramadan changes, several a year;
  // Troll's two-hour summer time.
  'America/Sao_Paulo',
  'Asia/Tehran',
  'Pacific/Apia',
  'America/Nuuk',
  'Europe/Volgograd',
  'Africa/Casablanca',
  'Antarctica/Troll',
  // Old local mean times with seconds in the offset (Amsterdam's +00:19:32, Monrovia's -00:44:30 until 1972).
  'Europe/Amsterdam',
  'Africa/Monrovia',
] as const;

/** A 32-bit hash of a text (FNV-1a), so each test draws its own sample from the one seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * `all` whole in a full run. Sampled: every item `always` keeps, and `share` of the others (at least one, if
 * any), drawn from the seed and `what` (the test's own name for what it samples); in `all`'s order either way.
 */
export function sampled<T>(
  what: string,
  all: readonly T[],
  share: number,
  always: (item: T) => boolean = () => false,
): T[] {
  if (FULL) return [...all];
  const others = all.flatMap((item, index) => (always(item) ? [] : [index]));
  const random = seededRandom(hash(`${SEED} ${what}`)).next;
  const wanted = Math.min(others.length, Math.max(1, Math.ceil(others.length * share)));
  // A partial Fisher-Yates shuffle: the first `wanted` of `others` become a uniform draw.
  for (let i = 0; i < wanted; i++) {
    const j = i + Math.floor(random() * (others.length - i));
    [others[i], others[j]] = [others[j]!, others[i]!];
  }
  const drawn = new Set(others.slice(0, wanted));
  return all.filter((item, index) => drawn.has(index) || always(item));
}

/** Every zone the runtime knows (and the key zones by their modern names); sampled, the key zones and `share` of the rest. */
export function sampledZones(what: string, share: number): string[] {
  const all = [...new Set([...Intl.supportedValuesOf('timeZone'), ...KEY_ZONES])];
  return sampled(what, all, share, (zone) => (KEY_ZONES as readonly string[]).includes(zone));
}

/**
 * Whether an instant lies within `radius` ms of a change of the zone's offset between `from` and `to` (found by
 * luxon, the reference, a day at a time), or of either end of the span: the instants a sample always keeps.
 */
export function nearOffsetChange(zone: string, from: number, to: number, radius: number): (at: number) => boolean {
  const DAY_MS = 86_400_000;
  const reference = IANAZone.create(zone);
  const marks = [from, to];
  for (let day = from - DAY_MS; day < to + DAY_MS; day += DAY_MS) {
    if (reference.offset(day) !== reference.offset(day + DAY_MS)) marks.push(day, day + DAY_MS);
  }
  return (at) => marks.some((mark) => Math.abs(at - mark) <= radius);
}
