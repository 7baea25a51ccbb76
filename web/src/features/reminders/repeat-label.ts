import type { Repeat } from '@shared/contracts';

export const REPEAT_LABELS: Record<Repeat, string> = { once: 'Once', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** The repeat options in the order the dialog offers them. */
export const REPEAT_OPTIONS = (Object.keys(REPEAT_LABELS) as Repeat[]).map((value) => ({ value, label: REPEAT_LABELS[value] }));
