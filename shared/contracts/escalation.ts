import * as z from './zod';
import { schema } from './schema';
import { BUDDY_STATUSES } from '../vocabulary';
import { E164 } from './common';

// Escalation past the text (what a profile shows of it): calls as a reminder's last rung, and the buddy.

export const BuddyStatus = /* @__PURE__ */ schema(() => z.enum(BUDDY_STATUSES));
export type BuddyStatus = z.infer<typeof BuddyStatus>;

export const Buddy = /* @__PURE__ */ schema(() =>
  z.object({
    /** The name the owner gave them with the invite; absent when invited by text. */
    firstName: z.optional(z.string()),
    phoneNumber: E164,
    /** Whether a buddy text names the task ("hasn't done 'Gym' yet today") or says "one of their reminders". */
    shareTaskWords: z.boolean(),
    status: BuddyStatus,
    /** When they joined (before invites: when the old ask went). */
    askedAt: z.string(),
    /** When they answered: YES (before invites), LEAVE or STOP. */
    answeredAt: z.optional(z.string()),
  }),
);
export type Buddy = z.infer<typeof Buddy>;

/** Calls and buddy texts this month (the account's, in its zone) against their monthly caps, until `resetsAt`. */
export const EscalationAllowance = /* @__PURE__ */ schema(() =>
  z.object({
    callsThisMonth: z.number().check(z.int()),
    callsMonthlyLimit: z.number().check(z.int()),
    buddyTextsThisMonth: z.number().check(z.int()),
    buddyTextsMonthlyLimit: z.number().check(z.int()),
    resetsAt: z.string(),
  }),
);
export type EscalationAllowance = z.infer<typeof EscalationAllowance>;

/** An open invite as Settings shows it: the code to send, and the ready message (and an `sms:` link) to send it with. */
export const BuddyInvite = /* @__PURE__ */ schema(() =>
  z.object({
    /** As people see it: 4K7Q-9MXP. */
    code: z.string(),
    expiresAt: z.string(),
    firstName: z.optional(z.string()),
    /** "Text JOIN 4K7Q-9MXP to <our number> to get reminders from <first name> on NagText". */
    message: z.string(),
    /** `sms:?&body=...`: the message ready in the phone's Messages app. */
    smsLink: z.string(),
  }),
);
export type BuddyInvite = z.infer<typeof BuddyInvite>;
