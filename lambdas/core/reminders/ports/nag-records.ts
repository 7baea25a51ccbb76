import type { NagRecord } from '../domain/nag-record';

export type NagRecordChanges = Partial<
  Pick<
    NagRecord,
    'status' | 'sentAt' | 'providerMessageId' | 'failureReason' | 'failedAt' | 'retriedAt' | 'supersededAt' | 'message'
  >
>;

/** A user's share of one second of the send budget: at most `limit` of their nags may be claimed in `second`. */
export interface SendShare {
  /** Epoch second (app clock). */
  second: number;
  limit: number;
}

/** `over_share`: the user already had their share of this second; nothing was stored. */
export type ClaimResult = 'claimed' | 'duplicate' | 'over_share';

export interface NagRecordRepository {
  /**
   * Stores the nag as pending only if no nag with its id exists (the claim that makes each nag go out once)
   * and, with a share, only while the user is within it: both in one write, so one user's backlog cannot take
   * the whole send budget.
   */
  claim(nag: NagRecord, share?: SendShare): Promise<ClaimResult>;
  get(userId: string, id: string): Promise<NagRecord | null>;
  /** Applies the changes (when given, only while the status is still `onlyIfStatus`); a missing nag is ignored. */
  update(userId: string, id: string, changes: NagRecordChanges, onlyIfStatus?: NagRecord['status']): Promise<void>;
  /** Gives a claim back (the send failed in a way a retry may fix). */
  release(userId: string, id: string): Promise<void>;
  /** Every nag of the user, in id order. */
  listForUser(userId: string): Promise<NagRecord[]>;
  /** The nag a provider message id belongs to (delivery receipts, reply targeting). */
  findByProviderMessageId(providerMessageId: string): Promise<NagRecord | null>;
}
