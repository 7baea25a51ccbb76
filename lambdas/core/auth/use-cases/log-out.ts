import type { MessageResponse } from '#shared/contracts/common';
import type { AuthPorts } from '../auth-ports';

export interface CurrentSession {
  /** The account: a user id or `admin:<username>`. */
  subject: string;
  id: string;
  expiresAt: Date;
}

export const LOGGED_OUT = 'Logged out successfully';

/** POST /auth/logout: this session's token stops working now, the account's other sessions go on. */
export async function logOut(
  { sessions }: Pick<AuthPorts, 'sessions'>,
  session: CurrentSession,
): Promise<MessageResponse> {
  await sessions.end(session.id, session.expiresAt);
  return { message: LOGGED_OUT };
}
