import type { AdminEffectiveness, AdminEffectivenessQuery } from '#shared/contracts/effectiveness';
import { fail } from '../../kernel/errors';
import { monthOf } from '../domain/stats-months';
import { effectivenessView, monthsBetween } from '../domain/effectiveness-view';
import type { AdminPorts } from '../admin-ports';

/**
 * GET /admin/effectiveness: what works across the service over the chosen months, from the counters kept as
 * occurrences end (at most 24 months x 3 styles x 16 shards items read, whatever the number of users).
 */
export async function adminEffectiveness(
  { effectivenessCounters, clock }: Pick<AdminPorts, 'effectivenessCounters' | 'clock'>,
  { from, to }: Required<AdminEffectivenessQuery>,
): Promise<AdminEffectiveness> {
  const thisMonth = monthOf(clock.now());
  if (to > thisMonth) {
    const message = `to is after this month (${thisMonth}): nothing has ended there yet`;
    fail('validation_failed', message, { issues: [{ path: 'to', message }] });
  }
  const months = await effectivenessCounters.months(monthsBetween(from, to));
  return effectivenessView(from, to, months);
}
