import { wholeNumberSetting } from '../../kernel/whole-number-setting';

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

/** The texts a user got so far in the month and the day (UTC) of some instant. */
export interface TextingUsage {
  month: number;
  today: number;
}

/** `full`: the whole ladder; `thinned`: fewer, later repeats; `first_only`: only each occurrence's first text. */
export type BudgetStage = 'full' | 'thinned' | 'first_only';

/** The share of either budget from which the ladders thin. */
export const THIN_FROM = 0.75;

export function budgetStage(used: TextingUsage, budget: TextingBudget): BudgetStage {
  if (used.month >= budget.perMonth || used.today >= budget.perDay) return 'first_only';
  if (used.month >= budget.perMonth * THIN_FROM || used.today >= budget.perDay * THIN_FROM) return 'thinned';
  return 'full';
}

/** A ladder as the budget bends it: thinned doubles every gap and halves the cap (at least one); first_only caps at one. */
export function ladderAtStage(stage: BudgetStage, ladder: { cap: number; gapMinutes: number }): { cap: number; gapMinutes: number } {
  if (stage === 'first_only') return { cap: 1, gapMinutes: ladder.gapMinutes };
  if (stage === 'thinned') return { cap: Math.max(1, Math.ceil(ladder.cap / 2)), gapMinutes: ladder.gapMinutes * 2 };
  return ladder;
}

/** The first instant of the next UTC month: when a month's budget starts again. */
export function budgetResetsAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Reads TEXTING_BUDGET_PER_MONTH / _PER_DAY style settings: whole numbers of at least 1, else the defaults. */
export function configuredTextingBudget(perMonth?: string, perDay?: string): TextingBudget {
  return {
    perMonth: wholeNumberSetting(perMonth, DEFAULT_TEXTING_BUDGET.perMonth, 'TEXTING_BUDGET_PER_MONTH', 1),
    perDay: wholeNumberSetting(perDay, DEFAULT_TEXTING_BUDGET.perDay, 'TEXTING_BUDGET_PER_DAY', 1),
  };
}
