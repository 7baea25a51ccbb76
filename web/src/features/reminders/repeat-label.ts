import type { Repeat, TaskRepeat } from '@shared/contracts';

export const REPEAT_LABELS: Record<TaskRepeat, string> = { once: 'Once', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', custom: 'Custom' };

/** The repeat options in the order the dialog offers them. */
export const REPEAT_OPTIONS = (['once', 'daily', 'weekly', 'monthly'] as const satisfies readonly Repeat[]).map((value) => ({ value, label: REPEAT_LABELS[value] }));
