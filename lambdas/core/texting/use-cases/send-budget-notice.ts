import type { TextingPorts } from '../texting-ports';
import { budgetReached, type TextingUsage } from '../domain/texting-budget';
import { textingTexts } from '../domain/texting-texts';
import { accountMonth } from '../../kernel/account-month';
import { sendUserText, type SendUserTextDeps, type TextRecipient } from './send-user-text';

export type BudgetNoticeDeps = SendUserTextDeps & Pick<TextingPorts, 'oncePerWindow' | 'textingBudget'>;

/** Long enough that a month has one notice per limit, short enough that next month's may go. */
const NOTICE_WINDOW_SECONDS = 27 * 24 * 3600;

/**
 * Tells a user that their ladders are thinning near the texting budget, naming the limit that was reached (the
 * month's or the day's: budgetReached, as the dashboard says it) and when it starts again in their zone. Once a
 * month per limit: the notice is claimed per user, month (the account's, in its zone: the month the usage counts)
 * and limit before it is sent (a retry or a racing worker sends none), and given back if the text could not go.
 */
export async function sendBudgetNotice(
  deps: BudgetNoticeDeps,
  user: TextRecipient & { timezone: string },
  used: TextingUsage,
  now: Date,
): Promise<boolean> {
  const reached = budgetReached(used, deps.textingBudget, now, user.timezone);
  if (!reached) return false;
  const month = accountMonth(now, user.timezone).key;
  const key = `texting-budget#${user.id}#${month}${reached.limit === 'day' ? '#day' : ''}`;
  if (!(await deps.oncePerWindow.claim(key, now, NOTICE_WINDOW_SECONDS))) return false;
  try {
    const limit = reached.limit === 'day' ? { perDay: reached.of } : { perMonth: reached.of };
    const body = textingTexts.budgetNotice({
      ...limit,
      used: reached.used,
      firstOnly: reached.stage === 'first_only',
      resetsAt: reached.resetsAt,
      zone: user.timezone,
    });
    const result = await sendUserText(deps, { id: user.id, phoneNumber: user.phoneNumber }, body);
    if (!result.sent) await deps.oncePerWindow.release(key);
    return result.sent;
  } catch (error) {
    await deps.oncePerWindow.release(key);
    throw error;
  }
}
