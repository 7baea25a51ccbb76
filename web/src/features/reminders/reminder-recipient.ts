import type { SavedReminderInput } from './reminder-form-values';

/** Someone a reminder may be for: a joined person (or, on Edit, the one it was saved for), with where they are. */
export interface PersonChoice {
  id: string;
  firstName: string;
  timezone: string;
}

/** Who a saved reminder is for (Edit): a person's id, or a household's shared chore; neither, the owner's own. */
export interface SavedRecipient {
  forPersonId?: string;
  shared?: boolean;
}

/**
 * Who it is for, as the server wants it: a new reminder for a person names them and their "Tell me if it's
 * ignored", a new shared chore its sharing (calls and the buddy are for the owner's own, and a shared chore has no
 * "Tell me"); once saved, who never changes, so Edit sends neither. One's own sends none of them.
 */
export function withRecipientAsked(input: SavedReminderInput, saved: SavedRecipient = {}): SavedReminderInput {
  const { forPersonId, tellMeIfIgnored, shared, ...rest } = input;
  const person = saved.forPersonId || forPersonId;
  const sharing = saved.shared || !!shared;
  if (!person && !sharing) return rest;
  const { callAfterNags: _call, tellBuddy: _buddy, ...forSomeoneElse } = rest;
  if (sharing) return saved.shared || !shared ? forSomeoneElse : { ...forSomeoneElse, shared };
  return {
    ...forSomeoneElse,
    ...(saved.forPersonId ? {} : { forPersonId: person }),
    tellMeIfIgnored: tellMeIfIgnored === true,
  };
}
