/**
 * Ends a session on the server too (POST /auth/logout), so a copy of the token, wherever it went, stops
 * working now rather than at its expiry. Best effort: the browser forgets the token whatever the answer
 * (keepalive lets the request finish while the page moves on).
 */
export function endServerSession(token: string | null): void {
  if (!token) return;
  // The contracts load on demand: Logout sits in the header of every page, the first one included.
  void import('@shared/contracts')
    .then(({ API_BASE, contracts }) =>
      fetch(`${API_BASE}${contracts.logout.path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        keepalive: true,
      }),
    )
    .catch(() => undefined);
}
