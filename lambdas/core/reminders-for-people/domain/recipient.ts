import { MAX_REMINDERS_PER_PERSON } from '#shared/vocabulary';
import type { Reminder, ReminderRecipient } from '../../reminders/domain/reminder';
import type { StoredPerson } from '../../people/domain/person';

/** What a reminder for this person keeps of their link: where its texts go and how its times are read. */
export const recipientOf = (person: StoredPerson, ref: string): ReminderRecipient => ({
  personId: person.id,
  firstName: person.firstName,
  phoneNumber: person.phoneNumber,
  timezone: person.timezone,
  quietHoursStart: person.quietHoursStart,
  quietHoursEnd: person.quietHoursEnd,
  ref,
});

/** Still to be texted about: not done and not missed (a paused one may be brought back, so it counts). */
export const isOpenReminderFor = (reminder: Pick<Reminder, 'forPerson' | 'shared' | 'status'>, e164: string): boolean =>
  (reminder.forPerson?.phoneNumber === e164 ||
    !!reminder.shared?.members.some((member) => member.recipient?.phoneNumber === e164)) &&
  reminder.status !== 'done' &&
  reminder.status !== 'missed';

export const PERSON_NOT_FOUND_MESSAGE = 'For must name one of your people (Settings, People).';
export const personGoneMessage = (firstName: string) =>
  `${firstName} left your reminders, so they can't get new ones. Send a new invite if they want to come back.`;
export const tooManyForPersonMessage = (firstName: string) =>
  `${firstName} has ${MAX_REMINDERS_PER_PERSON} open reminders, the most NagText sends one person. One has to be done or deleted first.`;
