import type { Travel } from '@shared/contracts';
import { wallClockAt } from '@shared/wall-clock-at';
import { zoneCity } from '@shared/timezones';
import { formatWallDate, formatWallTime } from './format-wall-clock';
import type { Reminder } from './reminder';

export interface CardClocks {
  /** The account's zone. */
  home: string;
  /** The trip while the person is away. */
  trip?: Travel;
}

/**
 * What a card says about its clock, when it is not plain home time at home: "Where you are", "Fixed: 3:00 PM New
 * York"; and while away both clocks, from the occurrence's instant: "10:00 PM home time, 11:00 AM here" (a
 * reminder on home time or a fixed one), "Where you are: 7:00 AM Tokyo". A time on another day than the line's first
 * says its day ("Nov 25, 12:00 PM here").
 */
export function reminderClockLines(reminder: Reminder, { home, trip }: CardClocks): string[] {
  const clock = reminder.clock ?? 'home';
  let firstDay: string | undefined;
  const timeIn = (zone: string): string | undefined => {
    const wall = wallClockAt(reminder.scheduledTime, zone);
    if (!wall) return undefined;
    firstDay ??= wall.date;
    const time = formatWallTime(wall.time);
    return wall.date === firstDay ? time : `${formatWallDate(wall.date)}, ${time}`;
  };
  const both = (): string | undefined => {
    if (!trip) return undefined;
    firstDay = undefined;
    const atHome = timeIn(home);
    const here = timeIn(trip.zone);
    return atHome && here ? `${atHome} home time, ${here} here` : undefined;
  };

  if (clock === 'where_i_am') {
    if (!trip) return ['Where you are'];
    firstDay = undefined;
    const here = timeIn(trip.zone);
    return [here ? `Where you are: ${here} ${zoneCity(trip.zone)}` : 'Where you are'];
  }
  if (clock === 'fixed' && reminder.clockZone) {
    const zone = reminder.clockZone;
    const fixed = timeIn(zone);
    const line = fixed ? `Fixed: ${fixed} ${zoneCity(zone)}` : `Fixed: ${zoneCity(zone)} time`;
    if (trip) return [line, ...[both()].filter((l): l is string => !!l)];
    const atHome = zone === home ? undefined : timeIn(home);
    return [atHome && atHome !== fixed ? `${line} (${atHome} home time)` : line];
  }
  const away = both();
  return away ? [away] : [];
}
