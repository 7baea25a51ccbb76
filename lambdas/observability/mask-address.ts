import { isIPv4, isIPv6 } from 'node:net';

/**
 * For logs: an IPv4 address keeps its first three parts (203.0.113.x), an IPv6 address its first
 * three groups (2001:db8:85a3::x): enough to see a pattern, not to name a subscriber.
 */
export function maskAddress(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(ip)) {
    const groups = ip.split('::')[0]!.split(':').filter(Boolean);
    return `${groups.slice(0, 3).join(':')}::x`;
  }
  return 'invalid';
}
