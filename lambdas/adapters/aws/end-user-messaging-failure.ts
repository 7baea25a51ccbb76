/** Provider errors that say "slow down" or "never": the rest (service faults) stay as they are, for a retry. */
const THROTTLED = new Set(['ThrottlingException', 'ServiceQuotaExceededException']);
const REJECTED = new Set(['ValidationException', 'ConflictException', 'ResourceNotFoundException', 'AccessDeniedException']);

/** What an End User Messaging error means for a text or a call: null for a fault worth retrying as it is. */
export function endUserMessagingFailure(error: unknown): 'throttled' | 'rejected' | null {
  if (!(error instanceof Error)) return null;
  if (THROTTLED.has(error.name)) return 'throttled';
  if (REJECTED.has(error.name)) return 'rejected';
  return null;
}
