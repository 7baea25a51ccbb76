import type { SubscriptionStatus } from '@shared/contracts';

/** What the subscribe page tells someone who already has a subscription, instead of selling them another. */
export function subscriptionSummaryText(status: SubscriptionStatus): string {
  switch (status) {
    case 'trialing':
      return 'Your free trial is running. Manage your subscription to change your card or cancel.';
    case 'active':
      return 'Your subscription is active. Manage it to change your card or cancel.';
    case 'past_due':
    case 'unpaid':
      return 'Your last payment did not go through, so your reminders are paused. Update your payment method to bring them back.';
    case 'paused':
      return 'Your subscription is paused. Manage it to resume.';
    default:
      return 'Manage your subscription to change your card or cancel.';
  }
}
