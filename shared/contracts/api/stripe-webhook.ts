import * as z from '../zod';
import { contract } from '../contract';

/** What Stripe is told once an event is taken (or recognised as already taken). */
const Received = z.object({ received: z.literal(true) });

export const stripeWebhook = contract({
  method: 'POST',
  path: '/webhooks/stripe',
  rawBody: true,
  response: Received,
  successStatus: 200,
});
