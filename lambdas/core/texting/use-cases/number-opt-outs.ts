import type { TextingPorts } from '../texting-ports';

export type NumberOptOutDeps = Pick<TextingPorts, 'optOuts' | 'providerOptOuts' | 'clock' | 'metrics'>;

/**
 * STOP from a number: on our list at once (from here every send path refuses it), then `meanwhile` (the account's
 * and the links' own records, and the one confirmation: the last moment it can still go, since the provider
 * refuses every text to a number on its list), then on the provider's list. True (and `meanwhile` told so) the first
 * time the number opts out. Safe to run again: each step is idempotent, and a provider failure throws so the
 * caller's retry finishes it.
 */
export async function optOutNumber(
  deps: NumberOptOutDeps,
  e164: string,
  meanwhile: (first: boolean) => Promise<void>,
): Promise<boolean> {
  const first = await deps.optOuts.optOut(e164, deps.clock.now().toISOString());
  await meanwhile(first);
  await deps.providerOptOuts.add(e164);
  return first;
}

/**
 * START from a number: off our list, then off the provider's. AWS takes a number off its list at most once every
 * 30 days, so a second START within that time cannot clear it there: the START still holds here (and is counted
 * as OptOutMirrorFailures), but the provider refuses the number's texts until the removal goes through. True when
 * the number was opted out.
 */
export async function optInNumber(deps: NumberOptOutDeps, e164: string): Promise<boolean> {
  const was = await deps.optOuts.optIn(e164);
  try {
    await deps.providerOptOuts.remove(e164);
  } catch {
    deps.metrics.count('OptOutMirrorFailures');
  }
  return was;
}
