/**
 * What an escalation costs, counted per user and calendar month against its cap. The month is the account's own, in
 * its time zone (accountMonth's `key`, 'YYYY-MM'), so a New York account's month ends at its midnight, not at 7 PM.
 */
export type EscalationKind = 'call' | 'buddyText';

export interface EscalationUsage {
  /** Books one `kind` for the user in `month` ('YYYY-MM') when fewer than `cap` are booked; false at the cap. */
  take(userId: string, kind: EscalationKind, month: string, cap: number): Promise<boolean>;
  /** Gives one back (the call or text it booked never went). */
  giveBack(userId: string, kind: EscalationKind, month: string): Promise<void>;
  /** The month's counts so far. */
  monthOf(userId: string, month: string): Promise<Record<EscalationKind, number>>;
}
