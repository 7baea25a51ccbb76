import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import type { ControllableClock } from '../adapters/controllable-clock';
import type { LocalNagScheduler } from '../adapters/local-nag-scheduler';
import { sendJson } from '../send-json';
import { readDevBody } from './dev-request';
import { runUntil, type BillingTimeline, type VoiceTimeline } from './run-until';

const MAX_MINUTES = 366 * 24 * 60;

export const ClockAdvanceRequest = z
  .object({
    minutes: z
      .number({ error: 'minutes must be a number' })
      .int('minutes must be a whole number')
      .min(1, 'minutes must be at least 1')
      .max(MAX_MINUTES, `minutes must be at most ${MAX_MINUTES} (a year)`),
  })
  .strict();
export type ClockAdvanceRequest = z.input<typeof ClockAdvanceRequest>;

export interface ClockEndpointsDeps {
  clock: ControllableClock;
  scheduler: LocalNagScheduler;
  /** The Stripe sandbox's timeline (trial ends, renewals, retries and their webhooks). */
  billing?: BillingTimeline;
  /** Reports the carrier receipts still on their way. */
  flushReceipts?: () => Promise<void>;
  /** The voice stand-in's events to come (calls ringing out, failing, ending). */
  voice?: VoiceTimeline;
}

export function createClockEndpoints(deps: ClockEndpointsDeps) {
  const { clock } = deps;
  /** GET /dev/clock */
  function getClock(_req: IncomingMessage, res: ServerResponse): void {
    sendJson(res, 200, { now: clock.now().toISOString() });
  }

  /**
   * POST /dev/clock/advance: moves the app's clock forward, running everything that falls due on the way in
   * time order, and answers once all the work it caused has finished.
   */
  async function advance(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const input = await readDevBody(req, res, ClockAdvanceRequest);
    if (!input) return;
    const ran = await runUntil(new Date(clock.now().getTime() + input.minutes * 60_000), deps);
    sendJson(res, 200, { ...ran, now: ran.now.toISOString() });
  }

  return { getClock, advance };
}
