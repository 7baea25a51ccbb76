/** Browser-stored sessions: the user token and the admin token. */
export const TOKEN_KEY = 'token';
export const ADMIN_TOKEN_KEY = 'adminToken';
/** Fired on this tab whenever a token is written or removed; other tabs see the 'storage' event. */
export const AUTH_STATE_CHANGED = 'auth-state-changed';

export interface AuthState {
  userToken: string | null;
  adminToken: string | null;
  /** Either token counts as logged in for the main navigation. */
  isLoggedIn: boolean;
  /** An admin token and no user token; a user token wins for the layout when both exist. */
  isAdminMode: boolean;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (privacy mode): behave as logged out
  }
}

export function readAuthState(): AuthState {
  const userToken = read(TOKEN_KEY);
  const adminToken = read(ADMIN_TOKEN_KEY);
  return { userToken, adminToken, isLoggedIn: !!(userToken || adminToken), isAdminMode: !!adminToken && !userToken };
}

/** The bearer for API calls: the admin token takes precedence on requests. */
export function requestToken(): string | null {
  return read(ADMIN_TOKEN_KEY) ?? read(TOKEN_KEY);
}

function announce(): void {
  window.dispatchEvent(new Event(AUTH_STATE_CHANGED));
}

/** Tokens the server issued or accepted during this page's life: the session check need not ask about them. */
const liveTokens = new Set<string>();
export const isKnownLive = (token: string) => liveTokens.has(token);
export const markLive = (token: string) => void liveTokens.add(token);

/** Logging in as a user removes any stored admin token. */
export function storeUserSession(token: string): void {
  // Just issued by the server: known to be live, so the page in front of the user is not checked again.
  liveTokens.add(token);
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  announce();
}

export function storeAdminSession(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  announce();
}

export function clearUserSession(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  announce();
}

export function clearAdminSession(): void {
  window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  announce();
}

/** The header's Logout: both tokens go. */
export function clearAllSessions(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  announce();
}
