import { billingTexts } from '../../lambdas/core/billing/domain/billing-texts';
import { accountTexts } from '../../lambdas/core/accounts/domain/account-texts';
import { codeTexts } from '../../lambdas/core/auth/domain/code-texts';
import { buddyTexts } from '../../lambdas/core/escalation/domain/buddy-texts';
import { nagTexts } from '../../lambdas/core/nags/domain/nag-texts';
import { buddyAnswers } from '../../lambdas/core/replies/domain/buddy-answers';
import { replyAnswers } from '../../lambdas/core/replies/domain/reply-answers';
import { summaryTexts } from '../../lambdas/core/summaries/domain/summary-texts';
import { textingTexts } from '../../lambdas/core/texting/domain/texting-texts';
import { welcomeTexts } from '../../lambdas/core/users/domain/welcome-text';

/** Every text the server sends, gathered from the capabilities that send them: for tests that read them all. */
export const allTexts = {
  ...codeTexts,
  ...accountTexts,
  ...billingTexts,
  ...textingTexts,
  ...welcomeTexts,
  ...nagTexts,
  ...replyAnswers,
  ...buddyAnswers,
  ...buddyTexts,
  ...summaryTexts,
} as const;
