import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import * as z from 'zod';
import type { ErrorCode } from '#shared/contracts/common';
import { readDevBody } from '../dev/dev-request';
import { sendFile } from '../send-file';
import { sendError, sendJson } from '../send-json';
import { SandboxError } from './sandbox-error';
import type { SandboxCheckoutSession, SandboxPrice } from './stripe-objects';
import type { StripeSandbox } from './stripe-sandbox';
import { FAILING_LATER_CARD, SUCCEEDING_CARD } from './test-cards';

export const CompleteCheckoutRequest = z.union(
  [
    z.object({ outcome: z.enum(['success', 'fail'], { error: 'outcome must be "success" or "fail"' }) }).strict(),
    z
      .object({
        card: z.string({ error: 'card must be text' }).trim().min(1, 'Enter a card number').max(32, 'card is too long'),
      })
      .strict(),
  ],
  { error: 'Send { "outcome": "success" | "fail" } or { "card": "4242 4242 4242 4242" }' },
);
export type CompleteCheckoutRequest = z.input<typeof CompleteCheckoutRequest>;

export const ChaosRequest = z
  .object({
    duplicate: z.boolean({ error: 'duplicate must be true or false' }),
    reorder: z.boolean({ error: 'reorder must be true or false' }),
  })
  .partial()
  .strict();
export type ChaosRequest = z.input<typeof ChaosRequest>;

const CardRequest = z
  .object({
    card: z.string({ error: 'card must be text' }).trim().min(1, 'Enter a card number').max(32, 'card is too long'),
  })
  .strict();

const ASSETS: Record<string, string> = {
  'sandbox.css': 'sandbox.css',
  'checkout.js': 'checkout.js',
  'portal.js': 'portal.js',
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  402: 'payment_required',
  404: 'not_found',
  409: 'conflict',
};

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** "December 12, 2026" in the zone the page shows the customer's dates in (the account's: pageTimeZoneOf). */
const longDate = (seconds: number | null | undefined, timeZone: string) =>
  seconds ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(seconds * 1000)) : '';

function page(res: ServerResponse, status: number, title: string, body: string, script?: string): void {
  const html = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="color-scheme" content="light dark">
  <title>${escapeHtml(title)} · Stripe sandbox (local)</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/dev/stripe/assets/sandbox.css">
  ${script ? `<script type="module" src="/dev/stripe/assets/${script}"></script>` : ''}
</head>
<body>
  <div class="test-banner" role="note">Test mode · local Stripe sandbox: no real card is charged</div>
  ${body}
</body>
</html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(html),
  });
  res.end(res.req.method === 'HEAD' ? undefined : html);
}

function testCardList(): string {
  return `<ul class="hint">
        <li><code>${SUCCEEDING_CARD}</code> succeeds</li>
        <li><code>${FAILING_LATER_CARD}</code> is accepted, then fails at the first charge (renewal)</li>
      </ul>`;
}

interface CheckoutTerms {
  price: SandboxPrice;
  trialDays: number;
  /** When the trial would end if it started now (epoch seconds). */
  trialEnd: number | null;
  email: string | null;
  timeZone: string;
}

function checkoutPage(res: ServerResponse, session: SandboxCheckoutSession, terms: CheckoutTerms): void {
  const { price, trialDays, trialEnd, email, timeZone } = terms;
  const amount = money(price.unit_amount, price.currency);
  const open = session.status === 'open';
  const summary = `<section class="summary" aria-labelledby="plan">
      <p class="muted">Subscribe to</p>
      <h1 id="plan">NagText Basic</h1>
      ${trialDays > 0 ? `<p class="price">${trialDays} days free</p><p class="muted">Then ${amount} per month starting ${escapeHtml(longDate(trialEnd, timeZone))}</p>` : `<p class="price">${amount} <span class="muted">per month</span></p>`}
      <dl class="lines">
        <dt>NagText Basic</dt><dd>${amount} / month</dd>
        ${trialDays > 0 ? `<dt>Free trial</dt><dd>${trialDays} days</dd><dt>Total due today</dt><dd>${money(0, price.currency)}</dd>` : `<dt>Total due today</dt><dd>${amount}</dd>`}
      </dl>
    </section>`;
  const form = open
    ? `<form id="checkout" class="pay" data-session="${escapeHtml(session.id)}" novalidate>
      ${email ? `<p class="muted">Email <strong>${escapeHtml(email)}</strong></p>` : ''}
      <label for="card">Card number</label>
      <input id="card" name="card" inputmode="numeric" autocomplete="off" placeholder="1234 1234 1234 1234" required aria-describedby="card-hint card-error">
      <div id="card-hint">${testCardList()}</div>
      <p id="card-error" class="error" role="alert"></p>
      <button type="submit" class="primary">${trialDays > 0 ? 'Start trial' : 'Subscribe'}</button>
      <a class="secondary" href="${escapeHtml(session.cancel_url ?? '/')}">Cancel</a>
    </form>`
    : `<div class="pay"><h2>This checkout is ${escapeHtml(session.status)}.</h2>
      ${session.status === 'complete' ? `<a class="primary" href="${escapeHtml(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id))}">Back to NagText</a>` : `<a class="secondary" href="${escapeHtml(session.cancel_url ?? '/')}">Back to NagText</a>`}</div>`;
  page(res, 200, 'Checkout', `<main class="checkout">${summary}${form}</main>`, open ? 'checkout.js' : undefined);
}

function portalPage(res: ServerResponse, view: ReturnType<StripeSandbox['portalView']>, timeZone: string): void {
  const { portal, subscription, card } = view;
  const dayOf = (seconds: number | null | undefined) => longDate(seconds, timeZone);
  const back = portal.return_url
    ? `<a class="secondary" href="${escapeHtml(portal.return_url)}">Return to NagText</a>`
    : '';
  if (!subscription) {
    page(res, 200, 'Billing', `<main class="portal"><h1>Billing</h1><p>No subscription yet.</p>${back}</main>`);
    return;
  }
  const item = subscription.items.data[0]!;
  const ended = ['canceled', 'incomplete_expired'].includes(subscription.status);
  const periodEnd = dayOf(item.current_period_end);
  const state = ended
    ? `Canceled${subscription.ended_at ? ` on ${escapeHtml(dayOf(subscription.ended_at))}` : ''}`
    : subscription.cancel_at_period_end
      ? `Cancels on ${escapeHtml(periodEnd)}`
      : subscription.status === 'trialing'
        ? `Trial ends ${escapeHtml(dayOf(subscription.trial_end))}`
        : subscription.status === 'past_due'
          ? 'Payment failed: update your card to pay the open invoice'
          : `Renews on ${escapeHtml(periodEnd)}`;
  // As Stripe's portal does, cancelling asks first, naming what happens and when.
  const cancelWhen =
    subscription.status === 'trialing'
      ? `Your plan will be canceled, but is still available until the end of your free trial on ${escapeHtml(periodEnd)}. You will not be charged.`
      : `Your plan will be canceled, but is still available until the end of your billing period on ${escapeHtml(periodEnd)}.`;
  const actions = ended
    ? ''
    : `<div class="actions">
        ${
          subscription.cancel_at_period_end
            ? '<button type="button" class="primary" data-action="resume">Resume subscription</button>'
            : '<button type="button" class="danger" data-confirm="cancel-confirm" aria-haspopup="dialog">Cancel subscription</button>'
        }
      </div>
      ${
        subscription.cancel_at_period_end
          ? ''
          : `<dialog id="cancel-confirm" class="confirm" aria-labelledby="cancel-confirm-title" aria-describedby="cancel-confirm-text">
        <h2 id="cancel-confirm-title">Cancel your plan?</h2>
        <p id="cancel-confirm-text">${cancelWhen}</p>
        <p class="muted">If you change your mind before then, you can resume it here.</p>
        <p id="cancel-confirm-error" class="error" role="alert"></p>
        <div class="confirm-actions">
          <button type="button" class="danger-solid" data-action="cancel">Confirm cancellation</button>
          <button type="button" class="secondary" data-close autofocus>Go back</button>
        </div>
      </dialog>`
      }
      <form id="card-form" class="pay" novalidate>
        <h2>Payment method</h2>
        <p>${card ? `${escapeHtml(String(card.card.brand).toUpperCase())} •••• ${escapeHtml(card.card.last4)}` : 'No card on file'}</p>
        <label for="card">New card number</label>
        <input id="card" name="card" inputmode="numeric" autocomplete="off" placeholder="1234 1234 1234 1234" required aria-describedby="card-hint">
        <div id="card-hint">${testCardList()}</div>
        <button type="submit" class="primary">Update card</button>
      </form>`;
  const body = `<main class="portal" data-portal="${escapeHtml(portal.id)}">
    <h1>NagText Basic</h1>
    <p class="price">${money(item.price.unit_amount, item.price.currency)} <span class="muted">per month</span></p>
    <p><span class="badge badge-${escapeHtml(subscription.status)}">${escapeHtml(subscription.status.replace('_', ' '))}</span> ${state}</p>
    <p id="portal-error" class="error" role="alert"></p>
    <p id="portal-status" class="muted" role="status"></p>
    ${actions}
    ${back}
  </main>`;
  page(res, 200, 'Billing', body, ended ? undefined : 'portal.js');
}

type Route = {
  method: string;
  pattern: RegExp;
  run: (req: IncomingMessage, res: ServerResponse, id: string) => void | Promise<void>;
};

/**
 * `/dev/stripe/*`: the sandbox's checkout and portal pages (served by the app, on its origin, with their
 * script as files: the CSP allows no inline script), the JSON the pages and tests drive them with, the
 * chaos switches and the event log.
 */
export function createSandboxPages(rootDir: string, sandbox: StripeSandbox, afterChange: () => Promise<unknown>) {
  const assets = join(rootDir, 'local/stripe-sandbox/pages');

  const refuse = (res: ServerResponse, error: unknown) => {
    if (!(error instanceof SandboxError)) throw error;
    sendError(res, error.status, CODE_BY_STATUS[error.status] ?? 'validation_failed', error.message);
  };

  const routes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/dev\/stripe\/assets\/([\w.-]+)$/,
      run: (_req, res, name) => {
        const file = ASSETS[name];
        if (!file) return sendError(res, 404, 'not_found', `Nothing at /dev/stripe/assets/${name}`);
        const path = join(assets, file);
        sendFile(res, path, statSync(path), 'no-cache');
      },
    },
    {
      method: 'GET',
      pattern: /^\/dev\/stripe\/checkout\/([\w-]+)$/,
      run: (_req, res, id) => {
        try {
          const session = sandbox.retrieve('checkout.session', id);
          const price = sandbox.retrieve('price', sandbox.checkoutPriceOf(id));
          const customer = sandbox.retrieve('customer', session.customer);
          checkoutPage(res, session, {
            price,
            trialDays: sandbox.checkoutTrialDaysOf(id),
            trialEnd: sandbox.checkoutTrialEndOf(id),
            email: customer.email,
            timeZone: sandbox.pageTimeZoneOf(customer.id),
          });
        } catch (error) {
          if (!(error instanceof SandboxError)) throw error;
          page(
            res,
            error.status,
            'Checkout',
            `<main class="portal"><h1>Checkout not found</h1><p>${escapeHtml(error.message)}</p></main>`,
          );
        }
      },
    },
    {
      method: 'POST',
      pattern: /^\/dev\/stripe\/checkout\/([\w-]+)\/complete$/,
      run: async (req, res, id) => {
        const input = await readDevBody(req, res, CompleteCheckoutRequest);
        if (!input) return;
        try {
          const { session, redirectUrl } = sandbox.completeCheckout(id, input);
          await afterChange();
          sendJson(res, 200, {
            sessionId: session.id,
            status: session.status,
            subscriptionId: session.subscription,
            redirectUrl,
          });
        } catch (error) {
          refuse(res, error);
        }
      },
    },
    {
      method: 'GET',
      pattern: /^\/dev\/stripe\/portal\/([\w-]+)$/,
      run: (_req, res, id) => {
        try {
          const view = sandbox.portalView(id);
          portalPage(res, view, sandbox.pageTimeZoneOf(view.portal.customer));
        } catch (error) {
          if (!(error instanceof SandboxError)) throw error;
          page(
            res,
            error.status,
            'Billing',
            `<main class="portal"><h1>Billing session not found</h1><p>${escapeHtml(error.message)}</p></main>`,
          );
        }
      },
    },
    ...(['cancel', 'resume'] as const).map((action): Route => ({
      method: 'POST',
      pattern: new RegExp(`^/dev/stripe/portal/([\\w-]+)/${action}$`),
      run: async (req, res, id) => {
        if (!(await readDevBody(req, res, z.object({}).strict()))) return;
        try {
          const subscription = sandbox.setCancelAtPeriodEnd(id, action === 'cancel');
          await afterChange();
          sendJson(res, 200, { subscription });
        } catch (error) {
          refuse(res, error);
        }
      },
    })),
    {
      method: 'POST',
      pattern: /^\/dev\/stripe\/portal\/([\w-]+)\/card$/,
      run: async (req, res, id) => {
        const input = await readDevBody(req, res, CardRequest);
        if (!input) return;
        try {
          const subscription = sandbox.updateCard(id, input.card);
          await afterChange();
          sendJson(res, 200, { subscription });
        } catch (error) {
          refuse(res, error);
        }
      },
    },
    { method: 'GET', pattern: /^\/dev\/stripe\/chaos()$/, run: (_req, res) => sendJson(res, 200, sandbox.chaos) },
    {
      method: 'POST',
      pattern: /^\/dev\/stripe\/chaos()$/,
      run: async (req, res) => {
        const input = await readDevBody(req, res, ChaosRequest);
        if (input) sendJson(res, 200, sandbox.setChaos(input));
      },
    },
    {
      method: 'GET',
      pattern: /^\/dev\/stripe\/events()$/,
      run: (_req, res) =>
        sendJson(res, 200, {
          events: sandbox.events(200).map(({ id, type, created, delivered, data }) => ({
            id,
            type,
            created,
            delivered,
            objectId: data.object.id,
          })),
        }),
    },
  ];

  return async function dispatchStripePages(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const matching = routes.filter((route) => route.pattern.test(url.pathname));
    if (matching.length === 0) return sendError(res, 404, 'not_found', `Nothing at ${url.pathname}`);
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const route = matching.find((r) => r.method === method);
    if (!route) {
      const allow = [...new Set(matching.map((r) => r.method))].join(', ');
      return sendError(
        res,
        405,
        'method_not_allowed',
        `${req.method} is not allowed on ${url.pathname} (allowed: ${allow})`,
        { headers: { allow } },
      );
    }
    await route.run(req, res, route.pattern.exec(url.pathname)![1] ?? '');
  };
}
