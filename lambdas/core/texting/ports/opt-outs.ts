/**
 * The numbers that replied STOP, kept per number and apart from any account or buddy link: an opt-out outlives
 * the account that sent it, the ask it answered and any account made later on the same number. Every send path
 * reads it (texting's send path, the calls, the codes); only START from the number clears it.
 */
export interface NumberOptOuts {
  isOptedOut(e164: string): Promise<boolean>;
  /** Records the number's opt-out; true when it was not opted out already. */
  optOut(e164: string, at: string): Promise<boolean>;
  /** Clears it (START); true when it was opted out. */
  optIn(e164: string): Promise<boolean>;
}

/**
 * The provider's own opt-out list, kept in step with ours (we run self-managed opt-outs, so the provider lists a
 * number only when we tell it): AWS End User Messaging's list attached to our number, locally the SMS stand-in's.
 * While a number is on it the provider refuses every text and call to it, whatever our code decides.
 */
export interface ProviderOptOutList {
  /** Puts the number on the list (again is no error). */
  add(e164: string): Promise<void>;
  /** Takes it off (a number not on the list is no error). AWS takes a number off at most once every 30 days. */
  remove(e164: string): Promise<void>;
}
