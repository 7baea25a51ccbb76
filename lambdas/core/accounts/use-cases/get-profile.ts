import type { Profile } from '#shared/contracts/user';
import { toProfile } from '../../users/domain/user-profile';
import { budgetReached, budgetResetsAt, budgetStage } from '../../texting/domain/texting-budget';
import { fail } from '../../kernel/errors';
import { accountMonth } from '../../kernel/account-month';
import { accountDay } from '../../kernel/account-day';
import type { AccountsPorts } from '../accounts-ports';
import { openInvites } from '../../people';

/**
 * GET /user/profile: the account (its email verified or not, and whether it bounced), its reminder texts against the texting budget (the dashboard shows it), and
 * its calls and buddy texts against their caps (Settings shows them).
 */
export async function getProfile(
  deps: Pick<
    AccountsPorts,
    | 'users'
    | 'nagContext'
    | 'textingBudget'
    | 'escalationUsage'
    | 'escalationCaps'
    | 'buddies'
    | 'invites'
    | 'emailSuppressions'
    | 'clock'
  >,
  userId: string,
): Promise<Profile> {
  const now = deps.clock.now();
  const [user, buddyInvites] = await Promise.all([deps.users.get(userId), openInvites(deps, userId)]);
  if (!user) fail('not_found', 'User not found');
  // The texting budget, calls and buddy texts all count the account's own month (and day), in its zone, which only
  // the user's record knows: their counters are read once it is, together (with whether its email bounced).
  const [month, day] = [accountMonth(now, user.timezone), accountDay(now, user.timezone)];
  const [usage, escalations, emailSuppressed] = await Promise.all([
    deps.nagContext.usageOf(userId, day.key),
    deps.escalationUsage.monthOf(userId, month.key),
    deps.emailSuppressions.isSuppressed(user.email),
  ]);
  const reached = budgetReached(usage, deps.textingBudget, now, user.timezone);
  return {
    ...toProfile(user, now),
    buddyInvites,
    emailSuppressed,
    texting: {
      textsThisMonth: usage.month,
      monthlyLimit: deps.textingBudget.perMonth,
      textsToday: usage.today,
      dailyLimit: deps.textingBudget.perDay,
      stage: budgetStage(usage, deps.textingBudget),
      resetsAt: budgetResetsAt(now, user.timezone).toISOString(),
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
