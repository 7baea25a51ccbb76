import * as z from './zod';
import { schema } from './schema';
import { NAG_STYLES, ROLES, SUBSCRIPTION_STATUSES } from '../vocabulary';
import { E164, WallTime } from './common';
import { Travel } from './travel';
import { Buddy, BuddyInvite, EscalationAllowance } from './escalation';

export const SubscriptionStatus = /* @__PURE__ */ schema(() => z.enum(SUBSCRIPTION_STATUSES));
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const NagStyle = /* @__PURE__ */ schema(() => z.enum(NAG_STYLES));
export type NagStyle = z.infer<typeof NagStyle>;

export const Role = /* @__PURE__ */ schema(() => z.enum(ROLES));
export type Role = z.infer<typeof Role>;

/** What a user sees of themselves (GET /user/profile, and `user` in the log-in answer). */
export const Profile = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** The email has been proven by the code (or link) sent to it; any change of address makes it false again. */
    emailVerified: z.boolean(),
    /**
     * The address bounced or complained, so NagText sends it nothing (GET /user/profile and the email routes; absent
     * elsewhere). Changing the email is the way out.
     */
    emailSuppressed: z.optional(z.boolean()),
    phoneNumber: E164,
    timezone: z.string(),
    smsTransactionalOptIn: z.boolean(),
    smsMarketingOptIn: z.boolean(),
    /** Where the person is while away from the home zone (`timezone`); absent at home. */
    travel: z.optional(Travel),
    /** Texts stopped by a carrier opt-out word (STOP); START undoes it. */
    smsOptedOut: z.boolean(),
    quietHoursStart: WallTime,
    quietHoursEnd: WallTime,
    nagStyle: NagStyle,
    /** The weekly summary text, Sundays 6 PM in the user's zone (opt-in). */
    weeklySummaryOptIn: z.boolean(),
    /** Set by a PAUSE reply: no nags until then (RESUME clears it). */
    smsPausedUntil: z.optional(z.string()),
    /** When the user agreed in Settings to automated calls to this number (absent: no calls). */
    callConsentAt: z.optional(z.string()),
    /** The one accountability buddy, if named. */
    buddy: z.optional(Buddy),
    /** The open invites for a buddy (GET /user/profile and POST /user/buddy/invite only). */
    buddyInvites: z.optional(z.array(BuddyInvite)),
    /** Since when texts to this number have been failing (receipts said unreachable, blocked, expired); absent once one is delivered. */
    textsFailingSince: z.optional(z.string()),
    isPhoneVerified: z.boolean(),
    subscriptionStatus: SubscriptionStatus,
    role: Role,
    createdAt: z.string(),
    updatedAt: z.string(),
    /**
     * The reminder texts (nags) this month and today against the texting budget (GET /user/profile only): `thinned`
     * repeats come less often, `first_only` each reminder gets only its first text, until `reached.resetsAt`.
     */
    texting: z.optional(
      z.object({
        textsThisMonth: z.number().check(z.int()),
        monthlyLimit: z.number().check(z.int()),
        textsToday: z.number().check(z.int()),
        dailyLimit: z.number().check(z.int()),
        stage: z.enum(['full', 'thinned', 'first_only']),
        resetsAt: z.string(),
        /**
         * The limit behind a stage short of `full` (the one the budget notice names too): how many of which limit,
         * and when that limit starts again.
         */
        reached: z.optional(
          z.object({
            limit: z.enum(['month', 'day']),
            used: z.number().check(z.int()),
            of: z.number().check(z.int()),
            resetsAt: z.string(),
          }),
        ),
      }),
    ),
    /** Calls and buddy texts this month against their caps (GET /user/profile only). */
    escalation: z.optional(EscalationAllowance),
  }),
);
export type Profile = z.infer<typeof Profile>;
