/**
 * The origination number's send budget (messages per second), shared by every concurrent sender:
 * concurrency is not a rate, so each text first claims a slot of one second.
 */
export interface SendPacer {
  /**
   * Claims a slot in the earliest second that has one left (this second or a later one) and resolves when
   * that second begins. Throws SmsSendError('throttled') when the earliest free slot is further away than
   * the caller may wait, so the queue redelivers the nag later instead of holding a worker.
   */
  acquire(): Promise<void>;
  /**
   * How many texts one user may start in a second: half the budget (at least one), so the other half always
   * serves everyone else and one user's backlog delays only that user.
   */
  readonly perUserPerSecond: number;
}
