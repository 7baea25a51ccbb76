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
}
