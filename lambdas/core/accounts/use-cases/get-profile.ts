import type { Profile } from '#shared/contracts/user';
import { toProfile } from '../../users/domain/user-profile';
import { budgetReached, budgetResetsAt, budgetStage } from '../../texting/domain/texting-budget';
import { fail } from '../../kernel/errors';
import type { Deps } from '../../deps';

/**
 * GET /user/profile: the account (its email verified or not, and whether it bounced), its reminder texts against the texting budget (the dashboard shows it), and
 * its calls and buddy texts against their caps (Settings shows them).
 */
export async function getProfile(
  deps: Pick<
    Deps,
    'users' | 'nagContext' | 'textingBudget' | 'escalationUsage' | 'escalationCaps' | 'emailSuppressions' | 'clock'
  >,
  userId: string,
): Promise<Profile> {
  const now = deps.clock.now();
  const [user, usage, escalations] = await Promise.all([
    deps.users.get(userId),
    deps.nagContext.usageOf(userId, now),
    deps.escalationUsage.monthOf(userId, now),
  ]);
  if (!user) fail('not_found', 'User not found');
  const emailSuppressed = await deps.emailSuppressions.isSuppressed(user.email);
  const reached = budgetReached(usage, deps.textingBudget, now);
  return {
    ...toProfile(user, now),
    emailSuppressed,
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
      resetsAt: budgetResetsAt(now).toISOString(),
    },
  };
}
