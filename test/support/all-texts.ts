import { billingTexts } from '#core/billing/domain/billing-texts';
import { accountTexts } from '#core/accounts/domain/account-texts';
import { codeTexts } from '#core/auth/domain/code-texts';
import { buddyTexts } from '#core/escalation/domain/buddy-texts';
import { peopleTexts } from '#core/people/domain/people-texts';
import { nagTexts } from '#core/nags/domain/nag-texts';
import { windowTexts } from '#core/nags/domain/window-texts';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { personAnswers } from '#core/replies/domain/person-answers';
import { clockAnswers } from '#core/replies/domain/clock-answers';
import { ownerTexts } from '#core/reminders-for-people/domain/owner-texts';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { travelAnswers } from '#core/replies/domain/travel-answers';
import { travelTexts } from '#core/reminders/domain/travel-texts';
import { summaryTexts } from '#core/summaries/domain/summary-texts';
import { recoveryTexts } from '#core/recovery/domain/recovery-texts';
import { textingTexts } from '#core/texting/domain/texting-texts';
import { welcomeTexts } from '#core/users/domain/welcome-text';

/** Every text the server sends, gathered from the capabilities that send them: for tests that read them all. */
export const allTexts = {
  ...codeTexts,
  ...accountTexts,
  ...billingTexts,
  ...textingTexts,
  ...welcomeTexts,
  ...nagTexts,
  ...windowTexts,
  ...replyAnswers,
  ...buddyAnswers,
  ...buddyTexts,
  ...peopleTexts,
  ...personAnswers,
  ...ownerTexts,
  ...clockAnswers,
  ...summaryTexts,
  ...recoveryTexts,
  ...travelTexts,
  ...travelAnswers,
} as const;
