import { dayAndTimeText } from './local-time-text';

/** The limit a budget notice names: `perMonth` for the month's, `perDay` for the day's. */
type NoticeLimit = { perMonth: number; perDay?: never } | { perDay: number; perMonth?: never };

/** The texts about texting itself: the budget notice. */
export const textingTexts = {
  /**
   * When a user's ladders start to thin near their texting budget: the limit that was reached (the month's or the
   * day's, as the dashboard says it), and when it starts again, in the account's zone.
   */
  budgetNotice: (input: NoticeLimit & { used: number; firstOnly: boolean; resetsAt: Date; zone?: string }) => {
    const count =
      input.perDay !== undefined
        ? `${input.used} reminder texts today (the daily limit is ${input.perDay})`
        : `${input.used} reminder texts this month (the limit is ${input.perMonth})`;
    return (
      `NagText: you've had ${count}. To keep texting affordable, ` +
      `${input.firstOnly ? 'each reminder now gets only its first text' : 'reminders now repeat less often'} until ` +
      `${dayAndTimeText(input.resetsAt, input.zone ?? 'UTC')}. Replies still work.`
    );
  },
} as const;
