/** What an escalation costs, counted per user and calendar month (UTC) against its cap. */
export type EscalationKind = 'call' | 'buddyText';

export interface EscalationUsage {
  /** Books one `kind` for the user in the month of `at` when fewer than `cap` are booked; false at the cap. */
  take(userId: string, kind: EscalationKind, at: Date, cap: number): Promise<boolean>;
  /** Gives one back (the call or text it booked never went). */
  giveBack(userId: string, kind: EscalationKind, at: Date): Promise<void>;
  /** The month's counts so far. */
  monthOf(userId: string, at: Date): Promise<Record<EscalationKind, number>>;
}
