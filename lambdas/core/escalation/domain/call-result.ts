import { CALL_RESULTS, type CallResult } from '#shared/vocabulary';

/**
 * The provider reports a call's progress in events that may arrive twice and in any order (ANSWERED after COMPLETED,
 * a late BUSY after ANSWERED). So that any order of any set of events leaves the same result, results are ranked
 * and only a higher one replaces a lower: answered beats everything (someone heard it), then busy, no answer, failed.
 */
const RANK: Record<CallResult, number> = { failed: 1, no_answer: 2, busy: 3, answered: 4 };

/** Whether `incoming` replaces `current` (nothing recorded yet: always). */
export const callResultReplaces = (incoming: CallResult, current: CallResult | undefined): boolean =>
  current === undefined || RANK[incoming] > RANK[current];

/** The recorded results `incoming` may replace: what a conditional write lets it overwrite. */
export const callResultsBelow = (incoming: CallResult): CallResult[] =>
  CALL_RESULTS.filter((result) => RANK[result] < RANK[incoming]);
