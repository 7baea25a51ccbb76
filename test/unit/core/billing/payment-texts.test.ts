import { memoryProcessedEvents } from '../../../support/memory/memory-processed-events';
import type { BillingEvent } from '#core/billing/ports/billing';
import { billingTexts } from '#core/billing/domain/billing-texts';
import { paymentNotice } from '#core/billing/domain/payment-notice';
import { createCheckoutSession } from '#core/billing/use-cases/create-checkout-session';
import { handleBillingWebhook } from '#core/billing/use-cases/handle-billing-webhook';
import { getSubscriptionStatus } from '#core/billing/use-cases/get-subscription-status';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { verifyCheckout } from '#core/billing/use-cases/verify-checkout';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { smsSegments } from '#core/texting/domain/sms-segments';
import { fakeBilling } from '../../../support/fake-billing';
import { nagTestDeps, nagUser } from '../../../support/nag-test-deps';
import { textsTo } from '../../../support/run-nag-schedules';

function billingDeps() {
  const base = nagTestDeps('2026-11-23T12:00:00.000Z');
  return { ...base, billing: fakeBilling(() => base.clock.now()), processedEvents: memoryProcessedEvents() };
}
type BillingDeps = ReturnType<typeof billingDeps>;

let seq = 0;
function webhook(deps: BillingDeps, event: Partial<BillingEvent> & Pick<BillingEvent, 'kind'>) {
  seq += 1;
  const body = deps.billing.sign({
    id: `evt_pay_${seq}`,
    type: 'test.event',
    createdAt: deps.clock.now(),
    ...event,
  } as BillingEvent);
  deps.clock.advanceSeconds(1);
  return () => handleBillingWebhook(deps, body, 'valid');
}

async function subscribed(deps: BillingDeps, overrides = {}) {
  const user = await nagUser(deps, { subscriptionStatus: 'none', ...overrides });
  const { url } = await createCheckoutSession(deps, user.id);
  const sessionId = url.split('/').pop()!;
  const subscription = deps.billing.complete(sessionId);
  deps.clock.advanceSeconds(1);
  await verifyCheckout(deps, user.id, sessionId);
  return { user, subscription };
}

const FAILED = billingTexts.paymentFailed();
const WORKS = billingTexts.paymentWorksAgain();

describe('paymentNotice', () => {
  it.each([
    ['active', undefined, null],
    ['trialing', undefined, null],
    ['past_due', undefined, 'failed'],
    ['unpaid', undefined, 'failed'],
    ['past_due', '2026-12-07T12:00:00.000Z', null],
    ['active', '2026-12-07T12:00:00.000Z', 'works_again'],
    ['trialing', '2026-12-07T12:00:00.000Z', 'works_again'],
    ['canceled', '2026-12-07T12:00:00.000Z', null],
  ] as const)('%s, told of a failure at %s: %s', (subscriptionStatus, paymentFailedAt, expected) => {
    expect(paymentNotice({ subscriptionStatus, ...(paymentFailedAt ? { paymentFailedAt } : {}) })).toBe(expected);
  });

  it('each text is one GSM-7 segment', () => {
    for (const text of [FAILED, WORKS]) expect(smsSegments(text)).toBe(1);
  });
});

describe('the texts about a payment', () => {
  it('one text when a payment fails and one when it works again, however often and in whatever order the events come', async () => {
    for (const order of [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [1, 0, 0, 1, 3, 2, 3, 2],
      [2, 3, 0, 1],
    ]) {
      const deps = billingDeps();
      const { user, subscription } = await subscribed(deps);
      // The trial ends and the payment fails: the failure's two events, each delivered as often as the order says.
      deps.billing.change(subscription.id, { status: 'past_due' });
      const failures = [
        webhook(deps, { kind: 'invoice_payment_failed', invoiceId: 'in_2', subscriptionId: subscription.id }),
        webhook(deps, {
          kind: 'subscription_changed',
          subscriptionId: subscription.id,
          customerId: subscription.customerId,
        }),
      ];
      for (const index of order.filter((i) => i < 2)) await failures[index]!();
      expect(textsTo(deps, user.phoneNumber)).toEqual([FAILED]);
      expect((await deps.users.get(user.id))?.paymentFailedAt).toBeDefined();

      // The card is fixed: the recovery's two events, and the failure's arriving late again.
      deps.billing.change(subscription.id, { status: 'active', currentPeriodEnd: '2027-01-07T12:00:00.000Z' });
      const recoveries = [
        ...failures,
        webhook(deps, {
          kind: 'invoice_paid',
          invoiceId: 'in_2',
          subscriptionId: subscription.id,
          amountPaidCents: 499,
        }),
        webhook(deps, {
          kind: 'subscription_changed',
          subscriptionId: subscription.id,
          customerId: subscription.customerId,
        }),
      ];
      for (const index of order) await recoveries[index]!();
      expect(textsTo(deps, user.phoneNumber)).toEqual([FAILED, WORKS]);
      expect((await deps.users.get(user.id))?.paymentFailedAt).toBeUndefined();
    }
  });

  it('a delivery whose text could not go (throttled) sends it on the retry, once', async () => {
    const deps = billingDeps();
    const { user, subscription } = await subscribed(deps);
    deps.billing.change(subscription.id, { status: 'past_due' });
    const failed = webhook(deps, {
      kind: 'invoice_payment_failed',
      invoiceId: 'in_2',
      subscriptionId: subscription.id,
    });
    const send = deps.sms.send;
    deps.sms.send = async () => {
      throw new SmsSendError('throttled', 'slow down');
    };
    await expect(failed()).rejects.toThrow('slow down');
    expect(textsTo(deps, user.phoneNumber)).toEqual([]);
    deps.sms.send = send;
    await failed();
    await failed();
    expect(textsTo(deps, user.phoneNumber)).toEqual([FAILED]);
  });

  it('texts nobody who turned reminder texts off, and a failure in the next period is a new one', async () => {
    const deps = billingDeps();
    const { user, subscription } = await subscribed(deps, { smsTransactionalOptIn: false });
    deps.billing.change(subscription.id, { status: 'past_due' });
    await webhook(deps, { kind: 'invoice_payment_failed', invoiceId: 'in_2', subscriptionId: subscription.id })();
    expect(textsTo(deps, user.phoneNumber)).toEqual([]);

    const other = await subscribed(deps);
    deps.billing.change(other.subscription.id, { status: 'past_due' });
    await webhook(deps, { kind: 'invoice_payment_failed', invoiceId: 'in_3', subscriptionId: other.subscription.id })();
    deps.billing.change(other.subscription.id, { status: 'active', currentPeriodEnd: '2027-01-07T12:00:00.000Z' });
    await webhook(deps, {
      kind: 'invoice_paid',
      invoiceId: 'in_3',
      subscriptionId: other.subscription.id,
      amountPaidCents: 499,
    })();
    deps.billing.change(other.subscription.id, { status: 'past_due' });
    await webhook(deps, { kind: 'invoice_payment_failed', invoiceId: 'in_4', subscriptionId: other.subscription.id })();
    expect(textsTo(deps, other.user.phoneNumber)).toEqual([FAILED, WORKS, FAILED]);
  });
});

describe('GET /subscription/status while a payment failed', () => {
  it('names the reminders the failure paused (not those the person paused or finished); nothing once paid', async () => {
    const deps = billingDeps();
    const { user, subscription } = await subscribed(deps);
    await createReminder(deps, user.id, {
      task: 'Take meds',
      scheduledDate: '2026-11-24',
      scheduledTime: '09:00',
      repeat: 'daily',
    });
    await createReminder(deps, user.id, {
      task: 'Gym',
      scheduledDate: '2026-11-24',
      scheduledTime: '18:00',
      repeat: 'weekly',
    });
    expect(await getSubscriptionStatus(deps, user.id)).not.toHaveProperty('pausedReminders');
    deps.billing.change(subscription.id, { status: 'past_due' });
    await webhook(deps, { kind: 'invoice_payment_failed', invoiceId: 'in_2', subscriptionId: subscription.id })();
    const status = await getSubscriptionStatus(deps, user.id);
    expect(status).toMatchObject({ subscriptionStatus: 'past_due' });
    expect([...status.pausedReminders!].sort()).toEqual(['Gym', 'Take meds']);
    expect(status.restingReminders).toEqual({ paused: 0, finished: 0 });
  });
});
