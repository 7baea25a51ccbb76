/** Provider errors that say "slow down" or "never": the rest (service faults) stay as they are, for a retry. */
const THROTTLED = new Set(['ThrottlingException', 'ServiceQuotaExceededException']);
const REJECTED = new Set([
  'ValidationException',
  'ConflictException',
  'ResourceNotFoundException',
  'AccessDeniedException',
]);

/** What an End User Messaging error means for a text or a call: null for a fault worth retrying as it is. */
export function endUserMessagingFailure(error: unknown): 'throttled' | 'rejected' | null {
  if (!(error instanceof Error)) return null;
  if (THROTTLED.has(error.name)) return 'throttled';
  if (REJECTED.has(error.name)) return 'rejected';
  return null;
}

/**
 * SendTextMessage and SendVoiceMessage to a number on the opt-out list attached to our number: a ConflictException
 * with Reason DESTINATION_PHONE_NUMBER_OPTED_OUT (the provider does not try to send it, and charges nothing).
 */
export function isOptedOutRefusal(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'ConflictException' &&
    (error as { Reason?: unknown }).Reason === 'DESTINATION_PHONE_NUMBER_OPTED_OUT'
  );
}

/** The message of a refusal for an opted-out number. */
export const PROVIDER_OPTED_OUT_REFUSAL =
  'The provider refused: the number is on our opt-out list (ConflictException DESTINATION_PHONE_NUMBER_OPTED_OUT)';
