import { monthDayText } from './local-time-text';

/** The texts about texting itself: the budget notice. */
export const textingTexts = {
  /** Once a month, when a user's ladders start to thin near their texting budget. */
  budgetNotice: (input: { used: number; perMonth: number; firstOnly: boolean; resetsAt: Date }) =>
    `NagText: you've had ${input.used} texts this month (the limit is ${input.perMonth}). To keep texting affordable, ` +
    `${input.firstOnly ? 'each reminder now gets only its first text' : 'reminders now repeat less often'} until ` +
    `${monthDayText(input.resetsAt, 'UTC')}. Replies still work.`,
} as const;
