/**
 * The numbers that have had the free trial, kept per number and apart from any account: deleting the account
 * leaves the record, so a number that signs up again gets no second trial. Written when a trial starts (a
 * subscription read with a trial) and when an account that had one is erased (which covers accounts from before
 * this record); checkout and the subscription status read it.
 */
export interface NumberTrials {
  hasHadTrial(e164: string): Promise<boolean>;
  /** Records that the number had its trial; true when it was not recorded yet (a retry or redelivery writes nothing). */
  recordTrial(e164: string, at: string): Promise<boolean>;
}
