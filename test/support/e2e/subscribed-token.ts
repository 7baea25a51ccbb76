import { request, signUpOverHttp } from '../http-session';
import { uniquePhone } from '../unique-phone';

/** A new account on the local app, signed up and subscribed through the Stripe sandbox's checkout: its token. */
export async function subscribedToken(base: string, details: Record<string, unknown> = {}): Promise<string> {
  const { token } = await signUpOverHttp(base, uniquePhone(), details);
  const { url } = (await request(base, 'POST', '/api/subscription/checkout-session', { token })).body as {
    url: string;
  };
  const sessionId = new URL(url).pathname.split('/').pop()!;
  await request(base, 'POST', `/dev/stripe/checkout/${sessionId}/complete`, { body: { outcome: 'success' } });
  await request(base, 'POST', '/api/subscription/verify-checkout', { token, body: { sessionId } });
  return token;
}
