import * as z from './zod';
import { schema } from './schema';
import { SubscriptionStatus } from './user';

export const SubscriptionStatusResponse = /* @__PURE__ */ schema(() =>
  z.object({
    subscriptionStatus: SubscriptionStatus,
    subscriptionStartDate: z.optional(z.string()),
    /** Shown as the next billing date. */
    subscriptionEndDate: z.optional(z.string()),
    trialEndsAt: z.optional(z.string()),
    cancelAtPeriodEnd: z.optional(z.boolean()),
    /** While a payment failed (past_due, unpaid): the reminders that would text and are paused until it goes through. */
    pausedReminders: z.optional(z.array(z.string())),
    /** Beside pausedReminders: how many other reminders there are, paused (until resumed) or finished (done, missed). */
    restingReminders: z.optional(z.object({ paused: z.number(), finished: z.number() })),
    /** true once a checkout would give no free trial: this account had it, or an earlier account on the same number did. */
    trialUsed: z.optional(z.boolean()),
  }),
);
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponse>;

export const VerifyCheckoutRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    sessionId: z
      .string({ error: 'sessionId is required' })
      .check(z.trim(), z.minLength(1, 'sessionId is required'), z.maxLength(255)),
  }),
);
export type VerifyCheckoutRequest = z.input<typeof VerifyCheckoutRequest>;

export const RedirectUrl = /* @__PURE__ */ schema(() => z.object({ url: z.string() }));
export type RedirectUrl = z.infer<typeof RedirectUrl>;
