import { wholeNumberSetting } from '../../kernel/whole-number-setting';
import { accountMonth } from '../../kernel/account-month';
import { accountDay } from '../../kernel/account-day';

/**
 * What one user's reminders may cost in texts: SMS is the cost that matters (about $0.008-0.011 per US text
 * against a $4.99 subscription). Only nags count (a Message with a nagId, its retry included): answers to
 * replies, codes and notices have their own caps and are never withheld. Nags thin out as a user nears the
 * budget, the first text of each occurrence always kept. Its month and day are the account's own, on the owner's
 * wall calendar in the account's time zone (accountMonth, accountDay): they start again at local midnight.
 */
export interface TextingBudget {
  /** Texts a user may get in a calendar month (the account's) before only first texts go. */
  perMonth: number;
  /** Texts a user may get in a day (the account's) before only first texts go for the rest of it. */
  perDay: number;
}

export const DEFAULT_TEXTING_BUDGET: TextingBudget = { perMonth: 400, perDay: 100 };

/** The nags a user got so far in the month and the day of some instant, both the account's (in its zone). */
export interface TextingUsage {
  month: number;
  today: number;
}

/** `full`: the whole ladder; `thinned`: fewer, later repeats; `first_only`: only each occurrence's first text. */
export type BudgetStage = 'full' | 'thinned' | 'first_only';

/** The share of either budget from which the ladders thin. */
export const THIN_FROM = 0.75;

const stageOf = (used: number, limit: number): BudgetStage =>
  used >= limit ? 'first_only' : used >= limit * THIN_FROM ? 'thinned' : 'full';
const STAGE_ORDER: Record<BudgetStage, number> = { full: 0, thinned: 1, first_only: 2 };

export function budgetStage(used: TextingUsage, budget: TextingBudget): BudgetStage {
  const [month, day] = [stageOf(used.month, budget.perMonth), stageOf(used.today, budget.perDay)];
  return STAGE_ORDER[day] > STAGE_ORDER[month] ? day : month;
}

/** Which of the two limits a stage comes from. */
export type BudgetLimit = 'month' | 'day';

/** The limit behind a stage short of `full`: what was used of which limit, and when that limit starts again. */
export interface BudgetReached {
  stage: Exclude<BudgetStage, 'full'>;
  limit: BudgetLimit;
  used: number;
  of: number;
  resetsAt: Date;
}

/**
 * The limit that set the stage (null while the whole ladder runs): the one further along; when both are at the
 * same stage, the month's, which lasts longer. The notice and the dashboard both say this one, so they agree.
 * `zone` is the account's: its limit starts again at the next midnight there.
 */
export function budgetReached(
  used: TextingUsage,
  budget: TextingBudget,
  now: Date,
  zone: string,
): BudgetReached | null {
  const month = stageOf(used.month, budget.perMonth);
  const day = stageOf(used.today, budget.perDay);
  if (month === 'full' && day === 'full') return null;
  if (STAGE_ORDER[day] > STAGE_ORDER[month]) {
    return {
      stage: day as BudgetReached['stage'],
      limit: 'day',
      used: used.today,
      of: budget.perDay,
      resetsAt: dayBudgetResetsAt(now, zone),
    };
  }
  return {
    stage: month as BudgetReached['stage'],
    limit: 'month',
    used: used.month,
    of: budget.perMonth,
    resetsAt: budgetResetsAt(now, zone),
  };
}

/** A ladder as the budget bends it: thinned doubles every gap and halves the cap (at least one); first_only caps at one. */
export function ladderAtStage(
  stage: BudgetStage,
  ladder: { cap: number; gapMinutes: number },
): { cap: number; gapMinutes: number } {
  if (stage === 'first_only') return { cap: 1, gapMinutes: ladder.gapMinutes };
  if (stage === 'thinned') return { cap: Math.max(1, Math.ceil(ladder.cap / 2)), gapMinutes: ladder.gapMinutes * 2 };
  return ladder;
}

/** Local midnight of the next month's 1st in the account's zone: when a month's budget starts again. */
export function budgetResetsAt(now: Date, zone: string): Date {
  return accountMonth(now, zone).resetsAt;
}

/** Local midnight of the next day in the account's zone: when a day's budget starts again. */
export function dayBudgetResetsAt(now: Date, zone: string): Date {
  return accountDay(now, zone).resetsAt;
}

/** Reads TEXTING_BUDGET_PER_MONTH / _PER_DAY style settings: whole numbers of at least 1, else the defaults. */
export function configuredTextingBudget(perMonth?: string, perDay?: string): TextingBudget {
  return {
    perMonth: wholeNumberSetting(perMonth, DEFAULT_TEXTING_BUDGET.perMonth, 'TEXTING_BUDGET_PER_MONTH', 1),
    perDay: wholeNumberSetting(perDay, DEFAULT_TEXTING_BUDGET.perDay, 'TEXTING_BUDGET_PER_DAY', 1),
  };
}
