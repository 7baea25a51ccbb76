import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AuthLevel } from '../../infra/routes';
import { fail } from '../core/errors';
import type { Caller, CallerDirectory } from '../core/ports/caller-directory';
import type { TokenService } from '../core/ports/tokens';

export interface AuthDeps {
  tokens: TokenService;
  callers: CallerDirectory;
}

function bearerToken(event: APIGatewayProxyEventV2): string | null {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Resolves who is calling and whether they may call a route of this level. The account is loaded on
 * every request, so deactivation, deletion and role changes apply at once, not at token expiry.
 */
export async function authenticate(level: AuthLevel, event: APIGatewayProxyEventV2, deps: AuthDeps): Promise<Caller | null> {
  if (level === 'public') return null;
  const token = bearerToken(event);
  if (!token) fail('unauthorized', 'Please log in first');
  const claims = await deps.tokens.verify(token);
  if (!claims) fail('unauthorized', 'Your session is invalid or has expired. Please log in again.');
  const caller = await deps.callers.findActive(claims.sub);
  if (!caller) fail('unauthorized', 'This account is no longer active. Please log in again.');
  if (level === 'admin' && caller.role !== 'admin') fail('forbidden', 'Admin access required');
  if (level === 'user' && caller.kind !== 'user') {
    fail('forbidden', 'Admin log-in accounts have no personal data; log in with a phone number to use this page');
  }
  return caller;
}
