import * as z from 'zod';
import { SubscriptionStatus } from './user';

export const SubscriptionStatusResponse = z.object({
  subscriptionStatus: SubscriptionStatus,
  subscriptionStartDate: z.string().optional(),
  /** Shown as the next billing date. */
  subscriptionEndDate: z.string().optional(),
  trialEndsAt: z.string().optional(),
  cancelAtPeriodEnd: z.boolean().optional(),
});
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponse>;

export const VerifyCheckoutRequest = z
  .object({ sessionId: z.string({ error: 'sessionId is required' }).trim().min(1, 'sessionId is required').max(255) })
  .strict();
export type VerifyCheckoutRequest = z.input<typeof VerifyCheckoutRequest>;

export const RedirectUrl = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof RedirectUrl>;
