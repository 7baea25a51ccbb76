import type { NagStyle } from './vocabulary';

/**
 * One nag style: the gaps after nag 1, 2, ... (minutes), the gap for every nag after those, and the cap
 * (nags per occurrence, the last being the "I'll stop for today" one). Declared once: the nag engine plans
 * by it and Settings describes it.
 */
export interface NagLadder {
  label: string;
  /** One line a user reads in Settings; derived from the numbers below, so it cannot disagree with them. */
  summary: string;
  delaysMinutes: number[];
  thenEveryMinutes: number;
  cap: number;
}

type LadderSteps = Omit<NagLadder, 'summary'>;

/** "Up to 10 texts: after 30 minutes, then 20, then every 15 minutes until you reply DONE." */
export function ladderSummary({
  delaysMinutes,
  thenEveryMinutes,
  cap,
}: Pick<NagLadder, 'delaysMinutes' | 'thenEveryMinutes' | 'cap'>): string {
  const gaps = cap - 1;
  if (gaps < 1) return 'One text, at the time you set.';
  const explicit = delaysMinutes.slice(0, gaps);
  const repeats = gaps - explicit.length;
  const phrases = explicit.map((minutes, i) => (i === 0 ? `after ${minutes} minutes` : `then ${minutes}`));
  if (repeats > 0) {
    const every = repeats === 1 ? `${thenEveryMinutes}` : `every ${thenEveryMinutes}`;
    phrases.push(explicit.length === 0 ? `${every} minutes` : `then ${every}`);
  }
  const last = phrases.length > 1 ? ' minutes' : '';
  return `Up to ${cap} texts: ${phrases.join(', ')}${last} until you reply DONE.`;
}

const ladder = (steps: LadderSteps): NagLadder => ({ ...steps, summary: ladderSummary(steps) });

/** The nag styles a user picks from in Settings, in the order shown. A new style is one entry. */
export const NAG_LADDERS: Record<NagStyle, NagLadder> = {
  gentle: ladder({ label: 'Gentle', delaysMinutes: [60, 45], thenEveryMinutes: 30, cap: 5 }),
  standard: ladder({ label: 'Standard', delaysMinutes: [30, 20], thenEveryMinutes: 15, cap: 10 }),
  relentless: ladder({ label: 'Relentless', delaysMinutes: [15, 10], thenEveryMinutes: 5, cap: 15 }),
};

export const DEFAULT_NAG_STYLE: NagStyle = 'standard';
