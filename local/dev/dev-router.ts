import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalRuntime } from '../local-runtime';
import type { HandlerLoader } from '../handler-loader';
import type { LocalStripe } from '../stripe-sandbox/local-stripe';
import { sendError } from '../send-json';
import { createCallEndpoints } from './call-endpoints';
import { createClockEndpoints } from './clock-endpoints';
import { createPhonePage } from './phone-page';
import { createMailEndpoints } from './mail-endpoints';
import { createMailPage } from './mail-page';
import { createSmsEndpoints } from './sms-endpoints';

type Endpoint = (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>;

/** `/dev/*`: the local-only tools (phone simulator, SMS JSON, answering calls, the mailbox, clock). The cloud build has none of it. */
export function createDevRouter(rootDir: string, runtime: LocalRuntime, loader: HandlerLoader, stripe?: LocalStripe) {
  const sms = createSmsEndpoints({
    outbox: runtime.outbox,
    optOutList: runtime.optOutList,
    clock: runtime.clock,
    loader,
  });
  const clock = createClockEndpoints({
    clock: runtime.clock,
    scheduler: runtime.scheduler,
    billing: stripe,
    flushReceipts: () => runtime.sms.flush(),
    voice: runtime.voice,
  });
  const calls = createCallEndpoints({ outbox: runtime.outbox, voice: runtime.voice });
  const phone = createPhonePage(rootDir);
  const mail = createMailEndpoints({ mailbox: runtime.mailbox, bounce: runtime.bounce });
  const mailPage = createMailPage(rootDir);

  const table: Record<string, Partial<Record<string, Endpoint>>> = {
    '/dev/sms': { GET: sms.listSms },
    '/dev/sms/phones': { GET: sms.listPhones },
    '/dev/sms/reply': { POST: sms.reply },
    '/dev/sms/fail': { POST: sms.setMode },
    '/dev/calls/answer': { POST: calls.answer },
    '/dev/calls/decline': { POST: calls.decline },
    '/dev/clock': { GET: clock.getClock },
    '/dev/clock/advance': { POST: clock.advance },
    ...Object.fromEntries(phone.paths.map((path) => [path, { GET: phone.serve }])),
    ...Object.fromEntries(mailPage.paths.map((path) => [path, { GET: mailPage.serve }])),
    // The mailbox: with ?to= the address's emails as JSON, without it the page.
    '/dev/mail': {
      GET: (req, res, url) => (url.searchParams.has('to') ? mail.listMail(res, url) : mailPage.serve(req, res, url)),
    },
    '/dev/mail/addresses': { GET: mail.listAddresses },
    '/dev/mail/bounce': { POST: mail.markBouncing },
  };

  return async function dispatchDev(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (stripe && url.pathname.startsWith('/dev/stripe/')) return stripe.pages(req, res, url);
    const methods = table[url.pathname];
    if (!methods) {
      sendError(res, 404, 'not_found', `Nothing at ${url.pathname}`);
      return;
    }
    const method = req.method === 'HEAD' && methods.GET ? 'GET' : (req.method ?? 'GET');
    const endpoint = methods[method];
    if (!endpoint) {
      const allow = Object.keys(methods).join(', ');
      sendError(res, 405, 'method_not_allowed', `${req.method} is not allowed on ${url.pathname} (allowed: ${allow})`, {
        headers: { allow },
      });
      return;
    }
    await endpoint(req, res, url);
  };
}
