import * as z from './zod';
import { schema } from './schema';
import { NAG_STYLES } from '../vocabulary';

/** The most months one effectiveness answer covers (two years). */
export const EFFECTIVENESS_MAX_MONTHS = 24;

const Month = (name: string) =>
  z
    .string({ error: `${name} is required, as a month (YYYY-MM)` })
    .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${name} must be a month as YYYY-MM, such as 2026-11`));

/** Months between two 'YYYY-MM', counting both. */
export const monthsSpanned = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** GET /admin/effectiveness?from=YYYY-MM&to=YYYY-MM: the months (UTC) to sum, both counted, at most 24. */
export const AdminEffectivenessQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({ from: Month('from'), to: Month('to') }).check(
    z.superRefine((query, ctx) => {
      const span = monthsSpanned(query.from, query.to);
      if (span < 1)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be the same month as from or later' });
      else if (span > EFFECTIVENESS_MAX_MONTHS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `At most ${EFFECTIVENESS_MAX_MONTHS} months at a time (from ${query.from} to ${query.to} is ${span})`,
        });
    }),
  ),
);
export type AdminEffectivenessQuery = z.input<typeof AdminEffectivenessQuery>;

/** What works, for one group of ended occurrences (every style, or one). Shares are fractions to 3 places. */
const Effect = /* @__PURE__ */ schema(() =>
  z.object({
    /** Occurrences that ended: done, skipped or ignored to the end. */
    ended: z.number().check(z.int()),
    done: z.number().check(z.int()),
    skipped: z.number().check(z.int()),
    missed: z.number().check(z.int()),
    /** Done with no more than the first text sent, of those ended; null when none ended. */
    doneBeforeSecondText: z.nullable(z.number()),
    /** Ignored to the end (the ladder ran out), of those ended. */
    ignoredToTheEnd: z.nullable(z.number()),
    /**
     * Median minutes from the first text to DONE (dones that had a text), from fixed buckets: within the width of
     * its bucket (see docs/features/admin.md); null with none. `medianAtLeast`: it lies past the last bound (a week).
     */
    medianMinutesToDone: z.nullable(z.number()),
    medianAtLeast: z.boolean(),
    /** doneAtStep[n]: occurrences done after n texts (n = 0 .. 15, the last counting more too). */
    doneAtStep: z.array(z.number().check(z.int())),
  }),
);

export const AdminEffectiveness = /* @__PURE__ */ schema(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    overall: Effect,
    byStyle: z.array(z.extend(Effect, { nagStyle: z.enum(NAG_STYLES) })),
  }),
);
export type AdminEffectiveness = z.infer<typeof AdminEffectiveness>;

/**
 * GET /public/figure: NagText's own figure for How It Works, or null when fewer than 1,000 occurrences ended in the
 * 30 days (then the page shows nothing). Counts of the whole service only: nothing of any one person.
 */
export const ServiceFigure = /* @__PURE__ */ schema(() =>
  z.object({
    figure: z.nullable(
      z.object({
        /** Whole percent of occurrences ended in the window that were done by the second text. */
        doneBySecondTextPercent: z.number().check(z.int()),
        days: z.number().check(z.int()),
        /** The last day counted (UTC, 'YYYY-MM-DD'): the window is the `days` whole days up to and including it. */
        through: z.string(),
      }),
    ),
  }),
);
export type ServiceFigure = z.infer<typeof ServiceFigure>;
