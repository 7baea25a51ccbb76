import { ApiError } from '@/lib/api-error';

/** A reminder call refused because the subscription is not active or trialing (402): the person belongs on /subscribe. */
export const isPaymentRequired = (error: unknown) =>
  error instanceof ApiError && (error.status === 402 || error.code === 'payment_required');
