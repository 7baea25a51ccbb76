import { useSyncExternalStore } from 'react';
import { AUTH_STATE_CHANGED, readAuthState, type AuthState } from './auth-state';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(AUTH_STATE_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(AUTH_STATE_CHANGED, onChange);
  };
}

let cached: AuthState = { userToken: null, adminToken: null, isLoggedIn: false, isAdminMode: false };

/** useSyncExternalStore needs a stable snapshot: a new object only when a token really changed. */
function snapshot(): AuthState {
  const next = readAuthState();
  if (next.userToken !== cached.userToken || next.adminToken !== cached.adminToken) cached = next;
  return cached;
}

/** The stored sessions, re-read on every storage change (any tab) and every auth-state-changed event. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, snapshot);
}
