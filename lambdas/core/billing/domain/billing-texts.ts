/** The texts about the subscription: a payment that failed and one that went through again. */
export const billingTexts = {
  /** Once when a payment fails and the reminders stop for it. */
  paymentFailed: () =>
    "NagText: your payment didn't go through, so your reminders are paused. Open NagText and choose Update payment method to bring them back.",
  /** Once when a payment goes through again after one failed. */
  paymentWorksAgain: () => 'NagText: your payment went through. Your reminders are back on.',
} as const;
