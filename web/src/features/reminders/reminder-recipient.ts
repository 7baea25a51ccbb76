import type { SavedReminderInput } from './reminder-form-values';

/** Someone a reminder may be for: a joined person (or, on Edit, the one it was saved for), with where they are. */
export interface PersonChoice {
  id: string;
  firstName: string;
  timezone: string;
}

/**
 * Who it is for, as the server wants it: a new reminder for a person names them and their "Tell me if it's
 * ignored" (calls and the buddy are for the owner's own); once saved, who never changes, so Edit does not send it.
 * One's own sends neither.
 */
export function withRecipientAsked(input: SavedReminderInput, savedFor: string | undefined): SavedReminderInput {
  const { forPersonId, tellMeIfIgnored, ...rest } = input;
  const person = savedFor || forPersonId;
  if (!person) return rest;
  const { callAfterNags: _call, tellBuddy: _buddy, ...forSomeoneElse } = rest;
  return {
    ...forSomeoneElse,
    ...(savedFor ? {} : { forPersonId: person }),
    tellMeIfIgnored: tellMeIfIgnored === true,
  };
}
