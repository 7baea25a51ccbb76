import { canonicalTimeZone, SIGNUP_TIME_ZONES, type TimeZoneChoice } from '@shared/timezones';
import { timeZoneChoices, timeZoneLabel } from './time-zone-choices';

/** Every zone this browser's time-zone data names, by its current IANA name, sorted; none where Intl cannot list them. */
function listBrowserZones(): string[] {
  let listed: string[] = [];
  try {
    listed = Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
  const current = new Set<string>();
  for (const zone of listed) {
    const name = canonicalTimeZone(zone);
    if (name) current.add(name);
  }
  return [...current].sort();
}

let browserZonesOnce: string[] | undefined;
/**
 * listBrowserZones, worked out once a page: it builds a formatter for each of some 400 zones (about 0.3 s of main
 * thread in Chromium on the CI machine), and Settings alone asks for it twice (the trip and the invite form), each
 * reminder dialog once more.
 */
function browserZones(): string[] {
  browserZonesOnce ??= listBrowserZones();
  return browserZonesOnce;
}

/**
 * Any zone at all, for a trip or a reminder's fixed time: the grouped list of sign-up and Settings first (with
 * `current` first when it is not on it, so a choice made before is never lost), then every other zone the browser
 * knows under "Other zones" ("Asia/Tokyo"). `deviceZone` (this device's own) heads the list when it is on neither, so
 * a traveller finds where they are at the top.
 */
export function anyTimeZoneChoices(current: string, deviceZone?: string): TimeZoneChoice[] {
  const listed = timeZoneChoices(current, SIGNUP_TIME_ZONES);
  const taken = new Set(listed.map((zone) => zone.value));
  const device = deviceZone ? canonicalTimeZone(deviceZone) : null;
  const first: TimeZoneChoice[] = [];
  if (device && !taken.has(device)) {
    first.push({ value: device, label: `${timeZoneLabel(device)} (this device)` });
    taken.add(device);
  }
  const others = browserZones()
    .filter((zone) => !taken.has(zone))
    .map((zone) => ({ value: zone, label: timeZoneLabel(zone), group: 'Other zones' }));
  return [...first, ...listed, ...others];
}
