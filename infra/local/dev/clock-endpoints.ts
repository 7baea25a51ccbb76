import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import type { ControllableClock } from '../../../lambdas/adapters/local/controllable-clock';
import type { LocalNagScheduler } from '../../../lambdas/adapters/local/local-nag-scheduler';
import { sendJson } from '../send-json';
import { readDevBody } from './dev-request';

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
  /** The Stripe sandbox's turn (trial ends, renewals, retries and their webhooks), before nags fire. */
  billing?: () => Promise<number>;
}

export function createClockEndpoints({ clock, scheduler, billing }: ClockEndpointsDeps) {
  /** GET /dev/clock */
  function getClock(_req: IncomingMessage, res: ServerResponse): void {
    sendJson(res, 200, { now: clock.now().toISOString() });
  }

  /** POST /dev/clock/advance: moves the app's clock forward, then runs whatever became due. */
  async function advance(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const input = await readDevBody(req, res, ClockAdvanceRequest);
    if (!input) return;
    clock.advance(input.minutes);
    const billingChanges = billing ? await billing() : 0;
    const firedSchedules = await scheduler.runDue();
    sendJson(res, 200, { now: clock.now().toISOString(), firedSchedules, billingChanges });
  }

  return { getClock, advance };
}
