import { request } from './http-session';
import type { LocalApp } from './local-app';

/**
 * The account's Stripe customer as the local sandbox keeps it, read over the sandbox's own API (with its key): made
 * first by opening a checkout, as the account's Subscribe button does.
 */
export async function openSandboxCustomer(
  app: LocalApp,
  session: { token: string; user: { id: string } },
): Promise<{ id: string; phone: string | null }> {
  const opened = await request(app.baseUrl, 'POST', '/api/subscription/checkout-session', {
    token: session.token,
    body: {},
  });
  if (opened.status !== 200) throw new Error(`checkout answered ${opened.status}: ${JSON.stringify(opened.body)}`);
  return sandboxCustomer(app, session.user.id);
}

/** The account's customer now (after openSandboxCustomer made it). */
export async function sandboxCustomer(app: LocalApp, userId: string): Promise<{ id: string; phone: string | null }> {
  const user = await app.runtime.deps().users.get(userId);
  if (!user?.stripeCustomerId) throw new Error('The account has no Stripe customer');
  const { host, port } = app.runtime.stripe.api();
  const answer = await fetch(`http://${host}:${port}/v1/customers/${user.stripeCustomerId}`, {
    headers: { authorization: `Bearer ${app.runtime.stripe.secretKey}` },
  });
  return (await answer.json()) as { id: string; phone: string | null };
}
