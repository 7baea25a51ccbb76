import type { Deps } from '../../deps';
import { budgetResetsAt, type BudgetStage, type TextingUsage } from '../domain/texting-budget';
import { textingTexts } from '../domain/texting-texts';
import { sendUserText, type SendUserTextDeps, type TextRecipient } from './send-user-text';

export type BudgetNoticeDeps = SendUserTextDeps & Pick<Deps, 'oncePerWindow' | 'textingBudget'>;

/** Long enough that a month has one notice, short enough that next month's may go. */
const NOTICE_WINDOW_SECONDS = 27 * 24 * 3600;

/**
 * Tells a user once a month that their ladders are thinning near the texting budget, and why. The notice is
 * claimed per user and month before it is sent (a retry or a racing worker sends none), and given back if the
 * text could not go.
 */
export async function sendBudgetNotice(deps: BudgetNoticeDeps, user: TextRecipient, used: TextingUsage, stage: BudgetStage, now: Date): Promise<boolean> {
  if (stage === 'full') return false;
  const key = `texting-budget#${user.id}#${now.toISOString().slice(0, 7)}`;
  if (!(await deps.oncePerWindow.claim(key, now, NOTICE_WINDOW_SECONDS))) return false;
  try {
    const body = textingTexts.budgetNotice({ used: used.month, perMonth: deps.textingBudget.perMonth, firstOnly: stage === 'first_only', resetsAt: budgetResetsAt(now) });
    const result = await sendUserText(deps, user, body);
    if (!result.sent) await deps.oncePerWindow.release(key);
    return result.sent;
  } catch (error) {
    await deps.oncePerWindow.release(key);
    throw error;
  }
}
