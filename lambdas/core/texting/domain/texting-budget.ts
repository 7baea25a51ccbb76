/**
 * What one user may cost in texts: SMS is the cost that matters (about $0.008-0.011 per US text against a
 * $4.99 subscription). Answers to replies and compliance texts are never withheld; nags thin out as a user
 * nears the month's budget, the first text of each occurrence always kept.
 */
export interface TextingBudget {
  /** Texts a user may get in a calendar month (UTC) before only first texts go. */
  perMonth: number;
  /** Texts a user may get in a day (UTC) before only first texts go for the rest of it. */
  perDay: number;
}

export const DEFAULT_TEXTING_BUDGET: TextingBudget = { perMonth: 400, perDay: 100 };
