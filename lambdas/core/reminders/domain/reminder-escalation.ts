import type { User } from '../../users/domain/user';
import { hasLiveLink } from '../../users/domain/buddy';
import { fail } from '../../kernel/errors';
import type { Reminder } from './reminder';

export const CALLS_NEED_CONSENT_MESSAGE = 'Turn on calls in Settings before asking NagText to call you.';
export const OWN_REMINDERS_ONLY_MESSAGE = 'Calls and telling your buddy are for your own reminders.';
export const TELL_ME_FOR_PEOPLE_MESSAGE = "Tell me if it's ignored is for reminders for one of your people.";
export const CHORE_CLOCK_MESSAGE = 'A shared chore follows home time or a fixed time, not where you are.';
export const CHORE_ESCALATION_MESSAGE = "Calls, your buddy and Tell me if it's ignored are not for shared chores.";
export const BUDDY_NEEDED_MESSAGE =
  'Invite a buddy in Settings (they join by texting the code) before asking NagText to tell them.';

/** What a create or update asks of escalation: null or false turns one off; absent keeps it (off on create). */
export interface EscalationRequest {
  callAfterNags?: number | null;
  tellBuddy?: boolean;
  tellMeIfIgnored?: boolean;
}

/** A buddy whose link is live (they joined): the owner's own number aside, which tell-buddy refuses anyway. */
const hasUsableBuddy = (owner: Pick<User, 'buddy'>, _now: Date) => !!owner.buddy && hasLiveLink(owner.buddy, '');

/**
 * The reminder with the escalation asked for. Turning a call or the buddy on (or changing N) needs the owner's call
 * consent or a buddy who has not said no (400 naming the field); a setting kept as it was is never refused, so an
 * edit of the task's words still saves after the consent was withdrawn (calls stay off then: see call-plan).
 */
export function withEscalation(
  reminder: Reminder,
  input: EscalationRequest,
  owner: Pick<User, 'callConsentAt' | 'buddy'>,
  now: Date,
): Reminder {
  const { callAfterNags: _c, tellBuddy: _t, tellMeIfIgnored: _m, ...rest } = reminder;
  const callAfterNags = input.callAfterNags === undefined ? reminder.callAfterNags : (input.callAfterNags ?? undefined);
  const tellBuddy = input.tellBuddy === undefined ? reminder.tellBuddy : input.tellBuddy;
  const tellMeIfIgnored = input.tellMeIfIgnored === undefined ? reminder.tellMeIfIgnored : input.tellMeIfIgnored;
  // A household's chore goes round its members: no one's call, buddy or owner's alert fits all of them.
  if (reminder.shared && (callAfterNags !== undefined || tellBuddy || tellMeIfIgnored)) {
    const path = callAfterNags !== undefined ? 'callAfterNags' : tellBuddy ? 'tellBuddy' : 'tellMeIfIgnored';
    fail('validation_failed', CHORE_ESCALATION_MESSAGE, { issues: [{ path, message: CHORE_ESCALATION_MESSAGE }] });
  }
  // A reminder for someone else texts them: a call or a buddy would reach the owner's circle, not theirs.
  if (reminder.forPerson && (callAfterNags !== undefined || tellBuddy)) {
    const path = callAfterNags !== undefined ? 'callAfterNags' : 'tellBuddy';
    fail('validation_failed', OWN_REMINDERS_ONLY_MESSAGE, { issues: [{ path, message: OWN_REMINDERS_ONLY_MESSAGE }] });
  }
  // The owner hears of a day their person ignored; of their own, their texts already told them.
  if (!reminder.forPerson && tellMeIfIgnored) {
    fail('validation_failed', TELL_ME_FOR_PEOPLE_MESSAGE, {
      issues: [{ path: 'tellMeIfIgnored', message: TELL_ME_FOR_PEOPLE_MESSAGE }],
    });
  }
  if (callAfterNags !== undefined && callAfterNags !== reminder.callAfterNags && !owner.callConsentAt) {
    fail('validation_failed', CALLS_NEED_CONSENT_MESSAGE, {
      issues: [{ path: 'callAfterNags', message: CALLS_NEED_CONSENT_MESSAGE }],
    });
  }
  if (tellBuddy && !reminder.tellBuddy && !hasUsableBuddy(owner, now)) {
    fail('validation_failed', BUDDY_NEEDED_MESSAGE, { issues: [{ path: 'tellBuddy', message: BUDDY_NEEDED_MESSAGE }] });
  }
  return {
    ...rest,
    ...(callAfterNags !== undefined ? { callAfterNags } : {}),
    ...(tellBuddy ? { tellBuddy: true } : {}),
    ...(tellMeIfIgnored ? { tellMeIfIgnored: true } : {}),
  };
}
