import type { MessageResponse } from '#shared/contracts/common';
import type { AuthPorts } from '../auth-ports';
import type { CurrentSession } from './log-out';

export const LOGGED_OUT_EVERYWHERE = 'Logged out on every device';

/** POST /auth/logout-everywhere: every token of the account stops working, this one included. */
export async function logOutEverywhere(
  { sessions }: Pick<AuthPorts, 'sessions'>,
  session: CurrentSession,
): Promise<MessageResponse> {
  await sessions.endAll(session.subject);
  return { message: LOGGED_OUT_EVERYWHERE };
}
