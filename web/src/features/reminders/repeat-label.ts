import type { Repeat, TaskRepeat } from '@shared/contracts';

export const REPEAT_LABELS: Record<TaskRepeat, string> = {
  once: 'Once',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  custom: 'Custom',
};

/** The repeat options in the order the dialog offers them; Custom... opens the custom repeat controls. */
export const REPEAT_OPTIONS: readonly { value: TaskRepeat; label: string }[] = [
  ...(['once', 'daily', 'weekly', 'monthly'] as const satisfies readonly Repeat[]).map((value) => ({
    value,
    label: REPEAT_LABELS[value],
  })),
  { value: 'custom', label: 'Custom...' },
];
