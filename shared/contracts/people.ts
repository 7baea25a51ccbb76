import * as z from './zod';
import { schema } from './schema';
import { BuddyFirstName, WallTime } from './common';
import { TimeZone } from './time-zone';
import { BuddyInvite } from './escalation';

/** A person who joined the owner's reminders by texting JOIN with the owner's invite code. */
export const Person = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    phoneNumber: z.string(),
    timezone: z.string(),
    quietHoursStart: z.string(),
    quietHoursEnd: z.string(),
    /** joined: live; left: they replied LEAVE (the owner removed ones are not listed). */
    status: z.enum(['joined', 'left']),
    joinedAt: z.string(),
    endedAt: z.optional(z.string()),
    /** In the owner's household: shared chores may go to them. */
    household: z.boolean(),
  }),
);
export type Person = z.infer<typeof Person>;

/** An open invite to get the owner's reminders: the code, the ready message, and who it is for. */
export const PersonInvite = /* @__PURE__ */ schema(() =>
  z.extend(BuddyInvite, { firstName: z.string(), timezone: z.string(), household: z.boolean() }),
);
export type PersonInvite = z.infer<typeof PersonInvite>;

/** GET /user/people (and the answer to inviting or removing one): the owner's people and open invites. */
export const PeopleView = /* @__PURE__ */ schema(() =>
  z.object({ people: z.array(Person), invites: z.array(PersonInvite) }),
);
export type PeopleView = z.infer<typeof PeopleView>;

/**
 * POST /user/people/invite: an invite for a person to get the owner's reminders. The name is the owner's for them;
 * the zone and quiet hours are where their reminders' times are read (the owner's own when not given).
 */
export const CreatePersonInviteRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    firstName: BuddyFirstName('First name'),
    timezone: z.optional(TimeZone),
    quietHoursStart: z.optional(WallTime),
    quietHoursEnd: z.optional(WallTime),
    /** Their JOIN also puts them in the owner's household (refused while it is full). */
    household: z.optional(z.boolean()),
  }),
);
export type CreatePersonInviteRequest = z.input<typeof CreatePersonInviteRequest>;

export const PersonIdParams = /* @__PURE__ */ schema(() =>
  z.object({ personId: z.string().check(z.minLength(1), z.maxLength(64)) }),
);

/** PUT /user/people/{personId}/household: a joined person put in the owner's household, or taken out. */
export const SetPersonHouseholdRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({ household: z.boolean({ error: 'Household must be true or false' }) }),
);
export type SetPersonHouseholdRequest = z.input<typeof SetPersonHouseholdRequest>;
