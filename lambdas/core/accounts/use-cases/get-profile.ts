import type { Profile } from '#shared/contracts/user';
import { toProfile } from '../../users/domain/user-profile';
import { budgetReached, budgetResetsAt, budgetStage } from '../../texting/domain/texting-budget';
import { fail } from '../../kernel/errors';
import { accountMonth } from '../../kernel/account-month';
import type { AccountsPorts } from '../accounts-ports';
import { openInvites } from '../../escalation';

/**
 * GET /user/profile: the account, its reminder texts against the texting budget (the dashboard shows it), and
 * its calls and buddy texts against their caps (Settings shows them).
 */
export async function getProfile(
  deps: Pick<
    AccountsPorts,
    'users' | 'nagContext' | 'textingBudget' | 'escalationUsage' | 'escalationCaps' | 'buddies' | 'clock'
  >,
  userId: string,
): Promise<Profile> {
  const now = deps.clock.now();
  const [user, usage, buddyInvites] = await Promise.all([
    deps.users.get(userId),
    deps.nagContext.usageOf(userId, now),
    openInvites(deps, userId),
  ]);
  if (!user) fail('not_found', 'User not found');
  // Calls and buddy texts count the account's own month; the texting budget still counts the UTC month and day.
  const month = accountMonth(now, user.timezone);
  const escalations = await deps.escalationUsage.monthOf(userId, month.key);
  const reached = budgetReached(usage, deps.textingBudget, now);
  return {
    ...toProfile(user, now),
    buddyInvites,
    texting: {
      textsThisMonth: usage.month,
      monthlyLimit: deps.textingBudget.perMonth,
      textsToday: usage.today,
      dailyLimit: deps.textingBudget.perDay,
      stage: budgetStage(usage, deps.textingBudget),
      resetsAt: budgetResetsAt(now).toISOString(),
      ...(reached
        ? {
            reached: {
              limit: reached.limit,
              used: reached.used,
              of: reached.of,
              resetsAt: reached.resetsAt.toISOString(),
            },
          }
        : {}),
    },
    escalation: {
      callsThisMonth: escalations.call,
      callsMonthlyLimit: deps.escalationCaps.callsPerMonth,
      buddyTextsThisMonth: escalations.buddyText,
      buddyTextsMonthlyLimit: deps.escalationCaps.buddyTextsPerMonth,
      resetsAt: month.resetsAt.toISOString(),
    },
  };
}
