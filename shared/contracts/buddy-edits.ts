import * as z from './zod';
import { schema } from './schema';
import { BuddyFirstName } from './common';

/**
 * PUT /user/buddy: the joined buddy's name (as the owner calls them) and whether their texts name the task. No
 * number: the buddy's is the one that texted JOIN.
 */
export const SetBuddyRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    firstName: z.optional(BuddyFirstName('First name')),
    shareTaskWords: z.optional(z.boolean()),
  }),
);
export type SetBuddyRequest = z.input<typeof SetBuddyRequest>;

/** POST /user/buddy/invite: a new invite code for a buddy; the name is the owner's for them (Settings shows it). */
export const CreateInviteRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    firstName: z.optional(BuddyFirstName('First name')),
    shareTaskWords: z._default(z.boolean(), false),
  }),
);
export type CreateInviteRequest = z.input<typeof CreateInviteRequest>;
