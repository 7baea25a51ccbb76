import type { AdminEffectiveness } from '#shared/contracts/effectiveness';
import { NAG_STYLES, type NagStyle } from '#shared/vocabulary';
import { addTallies, medianMinutesToDone, shareOf, type EffectTally } from '../../reminders/domain/effectiveness';

/** Every month from `from` to `to` ('YYYY-MM'), both counted, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  while (`${year}-${String(month).padStart(2, '0')}` <= to) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

type Effect = AdminEffectiveness['overall'];

/** One tally as the admin reads it: the counts, the shares of those ended, the median time to DONE. */
export function effectOf(tally: EffectTally): Effect {
  const median = medianMinutesToDone(tally.minutesToDone);
  return {
    ended: tally.ended,
    done: tally.done,
    skipped: tally.skipped,
    missed: tally.missed,
    doneBeforeSecondText: shareOf(tally.doneBeforeSecondText, tally.ended),
    ignoredToTheEnd: shareOf(tally.missed, tally.ended),
    medianMinutesToDone: median?.minutes ?? null,
    medianAtLeast: median?.atLeast ?? false,
    doneAtStep: [...tally.doneAtStep],
  };
}

/** The months' tallies summed, overall and per nag style. */
export function effectivenessView(
  from: string,
  to: string,
  months: { byStyle: Record<NagStyle, EffectTally> }[],
): AdminEffectiveness {
  const byStyle = NAG_STYLES.map((nagStyle) => ({
    nagStyle,
    tally: addTallies(...months.map((m) => m.byStyle[nagStyle])),
  }));
  return {
    from,
    to,
    overall: effectOf(addTallies(...byStyle.map((s) => s.tally))),
    byStyle: byStyle.map(({ nagStyle, tally }) => ({ nagStyle, ...effectOf(tally) })),
  };
}
