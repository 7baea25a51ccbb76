import * as z from './zod';
import { schema } from './schema';
import { BUDDY_STATUSES } from '../vocabulary';
import { E164 } from './common';

// Escalation past the text (what a profile shows of it): calls as a reminder's last rung, and the buddy.

export const BuddyStatus = /* @__PURE__ */ schema(() => z.enum(BUDDY_STATUSES));
export type BuddyStatus = z.infer<typeof BuddyStatus>;

export const Buddy = /* @__PURE__ */ schema(() =>
  z.object({
    firstName: z.string(),
    phoneNumber: E164,
    /** Whether a buddy text names the task ("hasn't done 'Gym' yet today") or says "one of their reminders". */
    shareTaskWords: z.boolean(),
    status: BuddyStatus,
    /** When the consent text went (a changed buddy is asked again). */
    askedAt: z.string(),
    /** When they answered YES or STOP. */
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
