/** A zone as the lists show it; `group` names its country in the sign-up and Settings lists. */
export interface TimeZoneChoice {
  value: string;
  label: string;
  group?: string;
}

/** The spec's list: US and territory zones, in display order. */
export const US_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern Time (New York)' },
  { value: 'America/Detroit', label: 'Eastern Time (Detroit)' },
  { value: 'America/Kentucky/Louisville', label: 'Eastern Time (Louisville, Kentucky)' },
  { value: 'America/Kentucky/Monticello', label: 'Eastern Time (Monticello, Kentucky)' },
  { value: 'America/Indiana/Indianapolis', label: 'Eastern Time (Indianapolis, Indiana)' },
  { value: 'America/Indiana/Vincennes', label: 'Eastern Time (Vincennes, Indiana)' },
  { value: 'America/Indiana/Winamac', label: 'Eastern Time (Winamac, Indiana)' },
  { value: 'America/Indiana/Marengo', label: 'Eastern Time (Marengo, Indiana)' },
  { value: 'America/Indiana/Petersburg', label: 'Eastern Time (Petersburg, Indiana)' },
  { value: 'America/Indiana/Vevay', label: 'Eastern Time (Vevay, Indiana)' },
  { value: 'America/Chicago', label: 'Central Time (Chicago)' },
  { value: 'America/Indiana/Tell_City', label: 'Central Time (Tell City, Indiana)' },
  { value: 'America/Indiana/Knox', label: 'Central Time (Knox, Indiana)' },
  { value: 'America/Menominee', label: 'Central Time (Menominee, Michigan)' },
  { value: 'America/North_Dakota/Center', label: 'Central Time (Center, North Dakota)' },
  { value: 'America/North_Dakota/New_Salem', label: 'Central Time (New Salem, North Dakota)' },
  { value: 'America/North_Dakota/Beulah', label: 'Central Time (Beulah, North Dakota)' },
  { value: 'America/Denver', label: 'Mountain Time (Denver)' },
  { value: 'America/Boise', label: 'Mountain Time (Boise, Idaho)' },
  { value: 'America/Phoenix', label: 'Mountain Time, no DST (Phoenix, Arizona)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { value: 'America/Juneau', label: 'Alaska Time (Juneau)' },
  { value: 'America/Sitka', label: 'Alaska Time (Sitka)' },
  { value: 'America/Yakutat', label: 'Alaska Time (Yakutat)' },
  { value: 'America/Nome', label: 'Alaska Time (Nome)' },
  { value: 'America/Metlakatla', label: 'Alaska Time (Metlakatla)' },
  { value: 'America/Adak', label: 'Hawaii-Aleutian Time (Adak)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii-Aleutian Time (Honolulu)' },
  { value: 'America/Puerto_Rico', label: 'Atlantic Time (Puerto Rico)' },
  { value: 'America/St_Thomas', label: 'Atlantic Time (US Virgin Islands)' },
  { value: 'Pacific/Guam', label: 'Chamorro Time (Guam)' },
  { value: 'Pacific/Saipan', label: 'Chamorro Time (Northern Mariana Islands)' },
  { value: 'Pacific/Pago_Pago', label: 'Samoa Time (American Samoa)' },
] as const;

/**
 * The zones of the other countries NagText texts by default (DEFAULT_SMS_COUNTRIES: Canada and the UK beside the US
 * and its territories), so a person there gets reminders at their own hour. A stage that texts more countries adds
 * them from the phone number's country at sign-up (web/src/features/auth/phone-country-zones.ts).
 */
export const ZONES_ABROAD = [
  { value: 'America/St_Johns', label: "Newfoundland Time (St. John's)", group: 'Canada' },
  { value: 'America/Halifax', label: 'Atlantic Time (Halifax)', group: 'Canada' },
  { value: 'America/Moncton', label: 'Atlantic Time (Moncton)', group: 'Canada' },
  { value: 'America/Goose_Bay', label: 'Atlantic Time (Goose Bay)', group: 'Canada' },
  { value: 'America/Toronto', label: 'Eastern Time (Toronto)', group: 'Canada' },
  { value: 'America/Iqaluit', label: 'Eastern Time (Iqaluit)', group: 'Canada' },
  { value: 'America/Atikokan', label: 'Eastern Time, no DST (Atikokan)', group: 'Canada' },
  { value: 'America/Winnipeg', label: 'Central Time (Winnipeg)', group: 'Canada' },
  { value: 'America/Rankin_Inlet', label: 'Central Time (Rankin Inlet)', group: 'Canada' },
  { value: 'America/Regina', label: 'Central Time, no DST (Regina)', group: 'Canada' },
  { value: 'America/Edmonton', label: 'Mountain Time (Edmonton)', group: 'Canada' },
  { value: 'America/Cambridge_Bay', label: 'Mountain Time (Cambridge Bay)', group: 'Canada' },
  { value: 'America/Dawson_Creek', label: 'Mountain Time, no DST (Dawson Creek)', group: 'Canada' },
  { value: 'America/Whitehorse', label: 'Yukon Time (Whitehorse)', group: 'Canada' },
  { value: 'America/Vancouver', label: 'Pacific Time (Vancouver)', group: 'Canada' },
  { value: 'Europe/London', label: 'UK Time (London)', group: 'United Kingdom' },
] as const satisfies readonly TimeZoneChoice[];

/** The list people choose from at sign-up and in Settings: the spec's US zones first, then the other countries'. */
export const SIGNUP_TIME_ZONES: readonly TimeZoneChoice[] = [
  ...US_TIME_ZONES.map((zone) => ({ ...zone, group: 'United States' })),
  ...ZONES_ABROAD,
];

/** Any zone the runtime's time-zone database knows (users may pick others in Settings). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/**
 * Zones the runtime's time-zone data (CLDR) still names by their old IANA names. Intl resolves the current name
 * to the old one (Asia/Kolkata to Asia/Calcutta), which would lose a choice made from the lists above.
 */
const CURRENT_IANA_NAME: Record<string, string> = {
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The current IANA name of a zone written in any letter case or by an alias; null when unknown. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    const current = CURRENT_IANA_NAME[resolved];
    return current && isValidTimeZone(current) ? current : resolved;
  } catch {
    return null;
  }
}

/** A zone as a place: "Tokyo" for Asia/Tokyo, "New York" for America/New_York, "UTC" for UTC. */
export function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
}
