/** The dialog's "Heads-up before" choices (hours): None, 1 hour, 3 hours, 12 hours, 1 day, 2 days, 3 days. */
export const HEADS_UP_CHOICES = [1, 3, 12, 24, 48, 72] as const;

/** "1 hour", "12 hours", "1 day", "3 days": whole days are said as days. */
export function headsUpLabel(hours: number): string {
  if (hours % 24 === 0) return hours === 24 ? '1 day' : `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
