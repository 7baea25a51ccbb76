import type { Profile } from '@shared/contracts';
import type { SavedReminderInput } from './reminder-form-values';

/** Whether a reminder may call or tell the buddy, and if not, why (the dialog shows the options either way). */
export interface EscalationOptions {
  /** The account's consent to calls is on. */
  calls: boolean;
  /** A buddy whose link is live (they joined); their first name. */
  buddy: { firstName: string } | null;
  /** Why there is no buddy to tell: none joined, an old ask never answered, they left, or they replied STOP. */
  noBuddyBecause: 'none' | 'expired' | 'left' | 'opted_out';
}

export function escalationOptions(profile: Profile | undefined): EscalationOptions {
  const buddy = profile?.buddy;
  // The consent rule: only a buddy who joined (or agreed, before invites) may be told.
  const usable = buddy && (buddy.status === 'joined' || buddy.status === 'agreed');
  return {
    calls: !!profile?.callConsentAt,
    buddy: usable ? { firstName: buddy.firstName ?? 'your buddy' } : null,
    noBuddyBecause:
      !buddy || usable ? 'none' : buddy.status === 'left' || buddy.status === 'opted_out' ? buddy.status : 'expired',
  };
}

/**
 * An option the account cannot use is not sent: the reminder keeps what it had (unused without consent or a
 * buddy), rather than being refused or losing a choice that works again once calls or a buddy are back.
 */
export function withUsableEscalation(input: SavedReminderInput, options: EscalationOptions): SavedReminderInput {
  const { callAfterNags, tellBuddy, ...rest } = input;
  return {
    ...rest,
    ...(options.calls && callAfterNags !== undefined ? { callAfterNags } : {}),
    ...(options.buddy && tellBuddy !== undefined ? { tellBuddy } : {}),
  };
}
