import { failureDescription } from '@/lib/failure-description';

/** The title of every failed phone-change code check. */
export const INVALID_CODE_TITLE = 'Invalid verification code';

/**
 * The toast's second line: why the check failed when retrying the same way cannot help (the code
 * expired, the tries are used up, the number was taken meanwhile, the check never ran). A plain wrong
 * code needs none: the title says it.
 */
export function verifyPhoneErrorDescription(error: unknown): string | undefined {
  const text = failureDescription(error);
  return text === INVALID_CODE_TITLE ? undefined : text;
}
