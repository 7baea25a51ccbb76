import type { NagStyle } from '#shared/vocabulary';
import { ladderSummary, NAG_LADDERS, type NagLadder } from '#shared/nag-ladders';
import { fail } from '../../kernel/errors';
import { deferOutOfQuietHours, type QuietHours } from './quiet-hours';
import { ladderAtStage, type BudgetStage } from '../../texting/domain/texting-budget';

export type { NagStyle };

export { ladderSummary, NAG_LADDERS, type NagLadder };

function ladderOf(style: NagStyle): NagLadder {
  return NAG_LADDERS[style] ?? fail('validation_failed', `Unknown nag style: ${String(style)}`);
}

function assertAttempt(attempt: number): void {
  if (!Number.isInteger(attempt) || attempt < 1)
    fail('validation_failed', `A nag attempt is a whole number from 1: ${attempt}`);
}

/** How many nags one occurrence gets at most. */
export const nagCap = (style: NagStyle): number => ladderOf(style).cap;

/** Minutes between nag `sentAttempt` and the one after it. */
export function nagGapMinutes(style: NagStyle, sentAttempt: number): number {
  assertAttempt(sentAttempt);
  const { delaysMinutes, thenEveryMinutes } = ladderOf(style);
  return delaysMinutes[sentAttempt - 1] ?? thenEveryMinutes;
}

/**
 * The nag after the one just sent: null once the cap is reached; otherwise sentAt plus the ladder's gap,
 * deferred to the end of quiet hours when it would fall inside them. Nag 1 is not planned here: the caller
 * sends it at the occurrence's instant, even inside quiet hours (the time the user chose wins). Near the
 * user's texting budget the ladder thins (`stage`: fewer, later repeats).
 */
export function planNextNag(input: {
  style: NagStyle;
  /** A reminder's own fixed gap, in place of the style's (the style's cap still holds). */
  everyMinutes?: number;
  sentAttempt: number;
  sentAt: Date;
  quietHours: QuietHours;
  zone: string;
  stage?: BudgetStage;
}): { attempt: number; at: Date } | null {
  assertAttempt(input.sentAttempt);
  const { cap, gapMinutes } = ladderAtStage(input.stage ?? 'full', {
    cap: nagCap(input.style),
    gapMinutes: input.everyMinutes ?? nagGapMinutes(input.style, input.sentAttempt),
  });
  if (input.sentAttempt >= cap) return null;
  const due = new Date(input.sentAt.getTime() + gapMinutes * 60_000);
  return { attempt: input.sentAttempt + 1, at: deferOutOfQuietHours(due, input.quietHours, input.zone) };
}

export const isFinalNag = (style: NagStyle, attempt: number): boolean => attempt === nagCap(style);

export type NagTone = 'friendly' | 'nudge' | 'firm' | 'urgent' | 'final';

/** The tones between the first (friendly) and the last (final), spread evenly over the middle of the ladder. */
const MIDDLE_TONES = ['nudge', 'firm', 'urgent'] as const satisfies readonly NagTone[];

/** Escalates along the ladder: nag 1 friendly, the cap final ("I'll stop for today"), nudge, firm, urgent between. */
export function nagTone(style: NagStyle, attempt: number): NagTone {
  assertAttempt(attempt);
  const cap = nagCap(style);
  if (attempt >= cap) return 'final';
  if (attempt === 1) return 'friendly';
  const middle = cap - 2;
  return MIDDLE_TONES[Math.floor(((attempt - 2) * MIDDLE_TONES.length) / middle)]!;
}
