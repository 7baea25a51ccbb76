import { followPhoneOnBilling } from '#core/users';
import { fakeBilling } from '../../../support/fake-billing';
import { memoryMetrics } from '../../../support/memory/memory-metrics';

const NEW = '+12025550102';

async function world(customer: boolean, providerDown: boolean) {
  const billing = fakeBilling(() => new Date('2026-11-23T12:00:00.000Z'));
  const metrics = memoryMetrics();
  const { id } = await billing.createCustomer({
    userId: 'u1',
    email: 'a@x.com',
    name: 'A',
    phoneNumber: '+12025550101',
  });
  if (providerDown) billing.failPhoneUpdates = new Error('Stripe unreachable');
  return { deps: { billing, metrics }, id, user: customer ? { stripeCustomerId: id } : {} };
}

describe("the billing customer's phone after a move", () => {
  it.each([
    ['no customer: nothing asked of the provider', false, false, 'no_customer', '+12025550101', 0],
    ['a customer: its phone set to the new number', true, false, 'updated', NEW, 0],
    [
      'the provider down: reported and counted, never thrown',
      true,
      true,
      { failed: 'Stripe unreachable' },
      '+12025550101',
      1,
    ],
  ] as const)('%s', async (_case, customer, providerDown, outcome, phone, failures) => {
    const { deps, id, user } = await world(customer, providerDown);
    await expect(followPhoneOnBilling(deps, user, NEW)).resolves.toEqual(outcome);
    expect(deps.billing.customers.get(id)?.phone).toBe(phone);
    expect(deps.metrics.counted('BillingPhoneFailures')).toBe(failures);
  });

  it('run twice sets the same number (setting a value: safe to repeat)', async () => {
    const { deps, id, user } = await world(true, false);
    await followPhoneOnBilling(deps, user, NEW);
    await expect(followPhoneOnBilling(deps, user, NEW)).resolves.toBe('updated');
    expect(deps.billing.customers.get(id)?.phone).toBe(NEW);
  });
});
