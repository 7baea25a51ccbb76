import { canonicalTimeZone, SIGNUP_TIME_ZONES, zoneCity } from '#shared/timezones';

/**
 * A place or zone as people text it ("London", "TZ Denver", "pacific time", "EST", "Europe/Paris") to the IANA zone
 * it means. Pure; null when it names none ("Narnia"), so the caller asks rather than guesses.
 */

/** Zone names and abbreviations people use, for the zone most of their speakers mean (US first). */
const ZONE_WORDS: Record<string, string> = {
  eastern: 'America/New_York',
  et: 'America/New_York',
  est: 'America/New_York',
  edt: 'America/New_York',
  central: 'America/Chicago',
  ct: 'America/Chicago',
  cst: 'America/Chicago',
  cdt: 'America/Chicago',
  mountain: 'America/Denver',
  mt: 'America/Denver',
  mst: 'America/Denver',
  mdt: 'America/Denver',
  arizona: 'America/Phoenix',
  pacific: 'America/Los_Angeles',
  pt: 'America/Los_Angeles',
  pst: 'America/Los_Angeles',
  pdt: 'America/Los_Angeles',
  alaska: 'America/Anchorage',
  akst: 'America/Anchorage',
  akdt: 'America/Anchorage',
  hawaii: 'Pacific/Honolulu',
  hst: 'Pacific/Honolulu',
  atlantic: 'America/Halifax',
  newfoundland: 'America/St_Johns',
  uk: 'Europe/London',
  'united kingdom': 'Europe/London',
  england: 'Europe/London',
  scotland: 'Europe/London',
  wales: 'Europe/London',
  gmt: 'Europe/London',
  bst: 'Europe/London',
  utc: 'UTC',
  japan: 'Asia/Tokyo',
  jst: 'Asia/Tokyo',
  india: 'Asia/Kolkata',
  ist: 'Asia/Kolkata',
  cet: 'Europe/Paris',
  cest: 'Europe/Paris',
  aest: 'Australia/Sydney',
  aedt: 'Australia/Sydney',
};

/** Cities people travel to whose names are not a zone's own. */
const CITIES: Record<string, string> = {
  'new york city': 'America/New_York',
  nyc: 'America/New_York',
  boston: 'America/New_York',
  washington: 'America/New_York',
  'washington dc': 'America/New_York',
  dc: 'America/New_York',
  philadelphia: 'America/New_York',
  atlanta: 'America/New_York',
  miami: 'America/New_York',
  orlando: 'America/New_York',
  charlotte: 'America/New_York',
  pittsburgh: 'America/New_York',
  cleveland: 'America/New_York',
  montreal: 'America/Toronto',
  ottawa: 'America/Toronto',
  dallas: 'America/Chicago',
  houston: 'America/Chicago',
  austin: 'America/Chicago',
  'san antonio': 'America/Chicago',
  'new orleans': 'America/Chicago',
  minneapolis: 'America/Chicago',
  nashville: 'America/Chicago',
  'st louis': 'America/Chicago',
  'kansas city': 'America/Chicago',
  milwaukee: 'America/Chicago',
  'salt lake city': 'America/Denver',
  albuquerque: 'America/Denver',
  calgary: 'America/Edmonton',
  'las vegas': 'America/Los_Angeles',
  'san francisco': 'America/Los_Angeles',
  sf: 'America/Los_Angeles',
  la: 'America/Los_Angeles',
  'san diego': 'America/Los_Angeles',
  'san jose': 'America/Los_Angeles',
  seattle: 'America/Los_Angeles',
  portland: 'America/Los_Angeles',
  sacramento: 'America/Los_Angeles',
  beijing: 'Asia/Shanghai',
  'hong kong': 'Asia/Hong_Kong',
  osaka: 'Asia/Tokyo',
  kyoto: 'Asia/Tokyo',
  mumbai: 'Asia/Kolkata',
  delhi: 'Asia/Kolkata',
  'new delhi': 'Asia/Kolkata',
  bangalore: 'Asia/Kolkata',
  bengaluru: 'Asia/Kolkata',
  'tel aviv': 'Asia/Jerusalem',
  barcelona: 'Europe/Madrid',
  milan: 'Europe/Rome',
  munich: 'Europe/Berlin',
  frankfurt: 'Europe/Berlin',
  hamburg: 'Europe/Berlin',
  edinburgh: 'Europe/London',
  manchester: 'Europe/London',
  glasgow: 'Europe/London',
  'cape town': 'Africa/Johannesburg',
  'rio de janeiro': 'America/Sao_Paulo',
  rio: 'America/Sao_Paulo',
  'ho chi minh city': 'Asia/Ho_Chi_Minh',
  saigon: 'Asia/Ho_Chi_Minh',
};

/** Lower case, accents and punctuation gone, "time"/"timezone"/"in" around the place dropped. */
function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,'’!?()]/g, '')
    .replace(/[\s_-]+/g, ' ')
    .trim()
    .replace(/^(?:in|at|to)\s+/, '')
    .replace(/\s+(?:standard|daylight)?\s*time(?:\s*zone)?$|\s+timezone$|\s+tz$/, '')
    .trim();
}

let zoneCities: Map<string, string> | undefined;
/** Each zone by its city ("tokyo" -> Asia/Tokyo, "new york" -> America/New_York), current names only. */
function citiesOfZones(): Map<string, string> {
  if (zoneCities) return zoneCities;
  zoneCities = new Map();
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const current = canonicalTimeZone(zone);
    if (!current || !current.includes('/')) continue;
    for (const name of [zone, current]) zoneCities.set(placeKey(name.split('/').at(-1)!), current);
  }
  return zoneCities;
}

export function zoneForPlace(text: string): string | null {
  const key = placeKey(text);
  if (!key || key.length > 40) return null;
  if (/^[a-z]+(?: [a-z]+)*\/[a-z/ ]+$/.test(key)) return canonicalTimeZone(key.replace(/ /g, '_'));
  return ZONE_WORDS[key] ?? CITIES[key] ?? citiesOfZones().get(key) ?? null;
}

/** A zone as a person reads it: its name on the sign-up list ("UK Time (London)"), else its city ("Tokyo"). */
export function zoneName(zone: string): string {
  return SIGNUP_TIME_ZONES.find((choice) => choice.value === zone)?.label ?? zoneCity(zone);
}
