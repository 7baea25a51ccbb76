import type { ServiceFigure } from '#shared/contracts/effectiveness';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';
import { lastWholeDays, PUBLIC_FIGURE_DAYS, publicDonePercent } from '../domain/effectiveness';
import type { RemindersPorts } from '../reminders-ports';

/**
 * GET /public/figure: the share of occurrences that ended in the last 30 whole days (UTC) done by the second text,
 * from the day counters (30 days x 16 shards items read); null below 1,000 of them. Counted against the caller's
 * address first (most callers get CloudFront's copy and never reach here).
 */
export async function serviceFigure(
  deps: Pick<RemindersPorts, 'effectivenessCounters' | 'clock' | 'rateLimiter'>,
  client: ClientAddress,
): Promise<ServiceFigure> {
  await throttle(deps, 'figureRequestsPerIp', clientSubject(client));
  const days = lastWholeDays(deps.clock.now(), PUBLIC_FIGURE_DAYS);
  const percent = publicDonePercent(await deps.effectivenessCounters.days(days));
  return {
    figure:
      percent === null ? null : { doneBySecondTextPercent: percent, days: PUBLIC_FIGURE_DAYS, through: days.at(-1)! },
  };
}
