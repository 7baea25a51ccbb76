/** The dialog's "Deadline window" choices (days before the deadline): a week day by day, then longer. */
export const WINDOW_CHOICES = [1, 2, 3, 4, 5, 6, 7, 10, 14, 21, 28, 31] as const;

/** "1 day", "6 days". */
export const windowLabel = (days: number): string => (days === 1 ? '1 day' : `${days} days`);
