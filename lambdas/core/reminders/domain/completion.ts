import type { NagStyle, OccurrenceOutcome } from '#shared/vocabulary';

/** One occurrence of a reminder marked done or skipped (by the web or by a reply). Kept per occurrence. */
export interface Completion {
  userId: string;
  reminderId: string;
  occurrenceDate: string;
  occurrenceAt: string;
  /** When it was done or skipped; for a missed one, when its last nag went unanswered. */
  completedAt: string;
  outcome: OccurrenceOutcome;
  /** Where the answer came from (none for a missed occurrence). */
  via?: 'web' | 'sms';
  /** Nags sent and snoozes asked for on the occurrence's last day. */
  nags?: number;
  snoozes?: number;
  /** A one-time reminder's ignored day: the day it was carried over to. */
  carriedTo?: string;
  /** A household chore's done one: the member who did it (CHORE_OWNER_ID, or a person's id). */
  by?: string;
  /** Calls placed about the occurrence (at most one): read from its call mark with the history, not stored here. */
  calls?: number;
  /**
   * The nag style it was nagged with (the reminder's own, else its owner's), for the counters split by style
   * (domain/effectiveness). Absent on completions written before it was recorded.
   */
  nagStyle?: NagStyle;
}

/** A completion as it is written: with its nag style, which the effectiveness counters are split by. */
export type NewCompletion = Completion & { nagStyle: NagStyle };
