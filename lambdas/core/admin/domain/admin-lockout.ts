/** Admin sessions are short: 8 hours, well inside the 12-hour ceiling. */
export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/**
 * The admin log-in lockout counts wrong passwords per username from each address (rate rule
 * adminFailuresPerUsernameAndIp) and per address over all usernames (adminFailuresPerIp), in windows
 * that expire. A username locked from one address still logs in from an address that has not failed,
 * so an attacker cannot lock the admins out; spraying from one address stops at its own limit.
 * Unknown usernames are counted exactly like known ones, so a lockout says nothing about existence.
 */
export function usernameAtAddress(username: string, ip: string): string {
  return `${username}@${ip}`;
}

export const ADMIN_LOGIN_REFUSED = 'Invalid username or password';
