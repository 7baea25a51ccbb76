import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AuthLevel } from '#shared/runtime/routes';
import { fail } from '#core/kernel/errors';
import type { Caller, CallerDirectory } from '#core/auth/ports/caller-directory';
import type { TokenService } from '#core/auth/ports/tokens';
import type { Metrics } from '#core/kernel/metrics';
import type { OriginSecret } from './origin-check';

export interface AuthDeps {
  tokens: TokenService;
  callers: CallerDirectory;
  /** Rate-limit refusals are counted here, for every route. */
  metrics: Metrics;
  /** Set in the cloud: requests without CloudFront's secret origin header are refused (see origin-check). */
  originSecret?: OriginSecret;
}

/** The account behind a request and the session (token) it came with. */
export interface AuthenticatedCaller extends Caller {
  session: { id: string; expiresAt: Date };
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

function bearerToken(event: APIGatewayProxyEventV2): string | null {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Resolves who is calling and whether they may call a route of this level. The account and the
 * session are checked on every request, so deactivation, deletion, role changes and ended sessions
 * (logout, logout everywhere, phone change, password reset) apply at once, not at token expiry.
 */
export async function authenticate(
  level: AuthLevel,
  event: APIGatewayProxyEventV2,
  deps: AuthDeps,
): Promise<AuthenticatedCaller | null> {
  if (level === 'public') return null;
  const token = bearerToken(event);
  if (!token) fail('unauthorized', 'Please log in first');
  const claims = await deps.tokens.verify(token);
  if (!claims) fail('unauthorized', 'Your session is invalid or has expired. Please log in again.');
  const found = await deps.callers.findActive(claims.sub, { version: claims.sv, id: claims.sid });
  if (found === 'inactive') fail('unauthorized', 'This account is no longer active. Please log in again.');
  if (found === 'session_ended') fail('unauthorized', SESSION_ENDED_MESSAGE);
  if (level === 'admin' && found.role !== 'admin') fail('forbidden', 'Admin access required');
  if (level === 'user' && found.kind !== 'user') {
    fail('forbidden', 'Admin log-in accounts have no personal data; log in with a phone number to use this page');
  }
  return { ...found, session: { id: claims.sid, expiresAt: claims.expiresAt } };
}
