import {
  awsAuthDeps,
  awsBilling,
  awsIds,
  awsMessages,
  awsNumberTrials,
  awsOncePerWindow,
  awsOptOuts,
  awsProcessedEvents,
  awsReminders,
  awsScheduler,
  awsSendPacer,
  awsSms,
  awsStats,
  awsUsers,
} from '../../composition/aws';
import { handleBillingWebhook } from '#core/billing/use-cases/handle-billing-webhook';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { stripeWebhook as contract } from '#shared/contracts/api/stripe-webhook';

export type StripeWebhookDeps = AuthDeps & Parameters<typeof handleBillingWebhook>[0];

/** Stripe's events: the body is passed on byte for byte, the signature header with it. */
export const makeHandler = (deps: () => StripeWebhookDeps) =>
  apiHandler('stripeWebhook', contract, deps, ({ rawBody, headers, deps }) =>
    handleBillingWebhook(deps, rawBody, headers['stripe-signature'] ?? headers['Stripe-Signature']),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  billing: awsBilling(),
  processedEvents: awsProcessedEvents(),
  stats: awsStats(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
  oncePerWindow: awsOncePerWindow(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  sendPacer: awsSendPacer(),
  messages: awsMessages(),
  ids: awsIds(),
  numberTrials: awsNumberTrials(),
}));
