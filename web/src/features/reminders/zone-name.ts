type ZoneNameStyle = 'short' | 'long' | 'longGeneric' | 'longOffset';

/** The zone's name at an instant in one of Intl's styles; undefined for a zone this browser does not know. */
export function zoneNamePart(zone: string, at: Date, style: ZoneNameStyle): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined; // an unknown zone
  }
}

/** "CST" for America/Chicago at a winter instant, "CDT" in summer; "GMT+5:30" where US English has no abbreviation. */
export function zoneShortName(zone: string, instant: string): string | undefined {
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? undefined : zoneNamePart(zone, at, 'short');
}

/**
 * "Central Time (America/Chicago)", "India Standard Time (Asia/Kolkata)", "Coordinated Universal Time (UTC)":
 * the zone's English name and its id; the id alone when it has no name but an offset.
 */
export function zoneLongName(zone: string, at: Date): string {
  const name = (['longGeneric', 'long'] as const)
    .map((style) => zoneNamePart(zone, at, style))
    .find((text) => text && !/^GMT[+-]/.test(text));
  return name ? `${name} (${zone})` : zone;
}
