import type { BillingPorts } from '../billing-ports';
import type { User } from '../../users/domain/user';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import { billingTexts } from '../domain/billing-texts';
import { mayTextAboutBilling, paymentNotice } from '../domain/payment-notice';

export type TellAboutPaymentDeps = SendUserTextDeps & Pick<BillingPorts, 'users' | 'oncePerWindow'>;

/** Long enough to outlast Stripe's retries of one failed invoice and of its webhooks. */
const CLAIM_SECONDS = 60 * 24 * 3600;

/**
 * One text when a payment fails and one when it works again, decided from the subscription as recorded (the
 * newest read: paymentNotice), so redelivered and reordered webhooks agree. Each text is claimed before it goes
 * (a racing delivery sends none; given back when it could not go, for the retry), then the mark on the user
 * (`paymentFailedAt`) is set or removed: a retry after a crash between the two finds the claim taken and only
 * finishes the mark. The failure is claimed per subscription and billing period, the recovery per failure.
 */
export async function tellAboutPayment(
  deps: TellAboutPaymentDeps,
  user: User,
): Promise<'failed' | 'works_again' | null> {
  const notice = paymentNotice(user);
  if (!notice) return null;
  const now = deps.clock.now();
  const key =
    notice === 'failed'
      ? `payment-failed#${user.id}#${user.subscriptionId ?? ''}#${user.subscriptionEndDate ?? ''}`
      : `payment-works-again#${user.id}#${user.paymentFailedAt ?? ''}`;
  let sent = false;
  if (mayTextAboutBilling(user) && (await deps.oncePerWindow.claim(key, now, CLAIM_SECONDS))) {
    try {
      const body = notice === 'failed' ? billingTexts.paymentFailed() : billingTexts.paymentWorksAgain();
      const result = await sendUserText(deps, user, body);
      if (!result.sent) await deps.oncePerWindow.release(key);
      sent = result.sent;
    } catch (error) {
      await deps.oncePerWindow.release(key);
      throw error;
    }
  }
  await deps.users.update(
    user.id,
    { paymentFailedAt: notice === 'failed' ? now.toISOString() : null },
    now.toISOString(),
  );
  return sent ? notice : null;
}
