import type { z } from 'zod';
import { API_BASE, ErrorBody, type Contract, type Schema } from '@shared/contracts';
import { ApiError } from './api-error';
import { noteServerDate } from './app-clock';
import { clearAdminSession, clearUserSession, readAuthState, requestToken } from './auth-state';
import { afterExpiry } from './session-expired';

type Input<C, K extends 'body' | 'params' | 'query'> = C extends { [P in K]: infer S extends Schema }
  ? z.input<S>
  : never;
export interface ApiOptions<C extends Contract> {
  body?: Input<C, 'body'>;
  params?: Input<C, 'params'>;
  query?: Input<C, 'query'>;
  signal?: AbortSignal;
}

/** Sign-in calls: a 401 there is a wrong code or password, shown in place, not an expired session. */
const isSignInCall = (c: Contract) => c.path.startsWith('/auth/') && !c.path.startsWith('/auth/verify-phone/');

function buildUrl(c: Contract, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const path = c.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return `${API_BASE}${path}${search.size ? `?${search}` : ''}`;
}

/** Where the page is already going after a 401: later 401s of the same moment must not change that. */
let leavingFor: string | null = null;

/**
 * A 401 drops the session that was used and sends the person to the matching log-in page; a user's log-in
 * page then says why (session-expired.ts).
 */
function endSession(): void {
  // Several calls failing together (a page loading its parts) end one session, not the next one too.
  if (leavingFor) return;
  const { adminToken, userToken } = readAuthState();
  const admin = !!adminToken;
  if (admin) clearAdminSession();
  else clearUserSession();
  // Whoever's stored session was refused is told so on their log-in page (a request made with none just goes there).
  leavingFor = admin ? afterExpiry('/admin/login') : userToken ? afterExpiry('/login') : '/login';
  window.location.assign(leavingFor);
  // Normally the page is gone by then; should it stay (navigation refused), later 401s are handled again.
  window.setTimeout(() => {
    leavingFor = null;
  }, 2000);
}

/** Calls one contract: JSON in, the contract's response schema out; failures are ApiErrors. */
export async function api<C extends Contract>(
  contract: C,
  options: ApiOptions<C> = {},
): Promise<z.output<C['response']>> {
  const token = requestToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(
      buildUrl(contract, options.params as Record<string, unknown>, options.query as Record<string, unknown>),
      {
        method: contract.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      },
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Network error. Please check your connection and try again.');
  }
  noteServerDate(response.headers?.get('date'));
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(json);
    const body = parsed.success ? parsed.data : undefined;
    if (response.status === 401 && !isSignInCall(contract)) endSession();
    throw new ApiError(
      response.status,
      body?.error.code ?? (response.status >= 500 ? 'internal' : 'unknown'),
      body?.error.message ?? `Request failed (${response.status})`,
      body,
    );
  }
  const result = contract.response.safeParse(json);
  if (!result.success) throw new ApiError(response.status, 'invalid_response', 'Unexpected answer from the server');
  return result.data as z.output<C['response']>;
}
