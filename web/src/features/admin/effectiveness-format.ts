import { NAG_LADDERS } from '@shared/nag-ladders';
import type { NagStyle } from '@shared/vocabulary';

/** A share (0..1, to 3 places) as a percent with at most one decimal: "64%", "12.5%"; none ended: "No data". */
export function formatShare(share: number | null): string {
  if (share === null) return 'No data';
  return `${Math.round(share * 1000) / 10}%`;
}

/** A share as a chart value in percent (one decimal), null when nothing ended. */
export const sharePercent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/** Minutes to DONE in words: "8 min", "2 h 5 min", "1 d 3 h"; past the last bucket, "a week or more". */
export function formatMedian(minutes: number | null, atLeast: boolean): string {
  if (minutes === null) return 'No data';
  if (atLeast) return 'a week or more';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 1440) {
    const rest = minutes % 60;
    return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
  }
  const hours = Math.round((minutes % 1440) / 60);
  return `${Math.floor(minutes / 1440)} d${hours ? ` ${hours} h` : ''}`;
}

export const styleLabel = (style: NagStyle) => NAG_LADDERS[style].label;

/** The `count` months up to and including `last` ('YYYY-MM'), newest first: the months one may choose. */
export function monthsBack(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - i, 1));
    return at.toISOString().slice(0, 7);
  });
}
